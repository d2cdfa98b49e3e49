import Foundation
import ServicesProvider

/// Bets over the sports bets API.
struct EveryMatrixBettingService: BettingService {
    let context: EveryMatrixContext
    var providerName: String { "EveryMatrix" }
    private var operatorId: String { context.configuration.operatorId }
    private var language: String { context.configuration.language }

    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet {
        try request.slip.validate()
        let body = EveryMatrixModelMapper.placeBetRequest(request)
        let bet = try await context.bets.send(EveryMatrixBetsAPI.placeBet(operatorId: operatorId, language: language, body),
                                              as: EveryMatrixModels.Bet.self)
        return try EveryMatrixModelMapper.bet(bet)
    }

    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> {
        let before = query.to.map(EveryMatrixModelMapper.string(from:))
        let limit = query.page.pageSize
        var open: [Bet] = []
        var settled: [Bet] = []
        if query.filter != .settled {
            open = try EveryMatrixModelMapper.bets(
                try await context.bets.send(EveryMatrixBetsAPI.openBets(operatorId: operatorId, language: language, limit: limit, placedBefore: before),
                                            as: [EveryMatrixModels.Bet].self))
        }
        if query.filter != .open {
            settled = try EveryMatrixModelMapper.bets(
                try await context.bets.send(EveryMatrixBetsAPI.settledBets(operatorId: operatorId, language: language, limit: limit, placedBefore: before),
                                            as: [EveryMatrixModels.Bet].self))
        }
        // Both lists page by date (`placedBefore`): merged newest first, one page holds at most
        // `limit`, and a full list on either side means more may follow.
        let merged = (open + settled).sorted { ($0.placedAt ?? .distantPast) > ($1.placedAt ?? .distantPast) }
        return Page(items: Array(merged.prefix(limit)), page: query.page.page,
                    hasMore: open.count >= limit || settled.count >= limit)
    }

    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer {
        let value = try await context.bets.send(EveryMatrixBetsAPI.cashoutValue(operatorId: operatorId, language: language, betId: betId),
                                                as: EveryMatrixModels.CashoutValue.self)
        return try EveryMatrixModelMapper.cashoutOffer(value)
    }

    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult {
        let body = EveryMatrixModels.CashoutRequest(betId: offer.betId, cashoutValue: offer.amount.amount)
        let response = try await context.bets.send(EveryMatrixBetsAPI.cashout(operatorId: operatorId, language: language, body),
                                                   as: EveryMatrixModels.CashoutResponse.self)
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer)
    }
}
