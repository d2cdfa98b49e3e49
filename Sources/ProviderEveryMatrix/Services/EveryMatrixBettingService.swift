import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bets over the sports bets API.
struct EveryMatrixBettingService: BettingService {
    let runtime: EveryMatrixRuntime
    /// RPCs (slip options, rebet) and one-off dumps; `nil` without a WebSocket.
    let aggregator: EveryMatrixAggregator?
    var providerName: String { runtime.name }
    var operatorId: String { runtime.configuration.operatorId }
    var language: String { runtime.configuration.language }

    /// Placement and history over REST (offered everywhere).
    static let features: Set<Feature> = [.placeBet, .systemBets, .betHistory]
    /// What needs the aggregator (offered only with a WebSocket).
    static let aggregatorFeatures: Set<Feature> = []

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
}

extension EveryMatrixProvider {
    /// Bet placement, open/settled bets, cashout.
    public var betting: any BettingService { EveryMatrixBettingService(runtime: runtime, aggregator: aggregator) }
}
