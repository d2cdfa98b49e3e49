import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bets over the sports bets API.
struct EveryMatrixBettingService: BettingService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    private var operatorId: String { runtime.configuration.operatorId }
    private var language: String { runtime.configuration.language }

    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet {
        try request.validate()
        let body = EveryMatrixModelMapper.placeBetRequest(request)
        let bet = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.placeBet(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.bet(bet)
    }

    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> {
        let before = query.to.map(EveryMatrixModelMapper.string(from:))
        let limit = query.page.pageSize
        var open: [Bet] = []
        var settled: [Bet] = []
        if query.filter != .settled {
            open = try EveryMatrixModelMapper.bets(
                try await runtime.executor(.sports).send(EveryMatrixBetsAPI.openBets(operatorId: operatorId, language: language, limit: limit, placedBefore: before)))
        }
        if query.filter != .open {
            settled = try EveryMatrixModelMapper.bets(
                try await runtime.executor(.sports).send(EveryMatrixBetsAPI.settledBets(operatorId: operatorId, language: language, limit: limit, placedBefore: before)))
        }
        // Both lists page by date (`placedBefore`): merged newest first, one page holds at most
        // `limit`, and a full list on either side means more may follow.
        let merged = (open + settled).sorted { ($0.placedAt ?? .distantPast) > ($1.placedAt ?? .distantPast) }
        return Page(items: Array(merged.prefix(limit)), page: query.page.page,
                    hasMore: open.count >= limit || settled.count >= limit)
    }

    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer {
        try InputValidation.identifier(betId, field: "betId")
        let value = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.cashoutValue(operatorId: operatorId, language: language, betId: betId))
        return try EveryMatrixModelMapper.cashoutOffer(value)
    }

    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult {
        try offer.validate()
        let body = EveryMatrixModels.CashoutRequest(betId: offer.betId, cashoutValue: offer.amount.amount)
        let response = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.cashout(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer)
    }
}

extension EveryMatrixProvider {
    /// Bet placement, open/settled bets, cashout.
    public var betting: any BettingService { EveryMatrixBettingService(runtime: runtime) }
}
