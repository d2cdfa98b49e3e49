import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bets over the sports API, odds boosts and booking codes over the Player API, slip options
/// and rebet over the aggregator.
struct EveryMatrixBettingService: BettingService {
    let runtime: EveryMatrixRuntime
    /// RPCs (slip options, rebet) and one-off dumps; `nil` without a WebSocket.
    let aggregator: EveryMatrixLive?
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features` (what needs the aggregator only with a WebSocket).
    var features: Set<Feature> { Self.features.union(Self.cashoutFeatures).union(aggregator == nil ? [] : Self.aggregatorFeatures) }
    var operatorId: String { runtime.configuration.operatorId }
    var language: String { runtime.configuration.language }

    /// Placement, history and odds boosts over REST (offered everywhere). The vendor documents
    /// no system-bet placement, so `.systemBets` is not offered.
    static let features: Set<Feature> = [.placeBet, .betHistory, .oddsBoosts, .potentialReturn]
    /// What needs the aggregator (offered only with a WebSocket): slip options, and rebuilding
    /// selections from offers (booking codes, rebet).
    static let aggregatorFeatures: Set<Feature> = [.bettingOptions, .bookingCodes, .rebet, .slipPriceUpdates]

    /// How far ahead of now `placedBefore` reaches when the query has no end date, as the
    /// vendor's own app asks (about six months), so the newest bets come first.
    static let historyHorizon: TimeInterval = 183 * 24 * 3600

    /// The vendor has no call for a slip's return. Over the aggregator, the slip options' maximum
    /// winning is the bookmaker's own figure for one bet (recorded: stake 10 at 3.8 → 38; 5 on a
    /// 13.86 multiple → 69.3); several singles, a refused slip (its figure is 0) or no WebSocket
    /// get the SDK's estimate from the slip's odds (``PotentialReturn/isEstimate``). A system,
    /// which the vendor does not place, is `.notSupported`.
    func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn {
        guard EveryMatrixModelMapper.placementType(slip.type) != nil else { throw unsupported(.systemBets) }
        let estimate = try PotentialReturn.estimate(for: slip, maximumSelections: BetSlip.defaultMaximumSelections)
        guard aggregator != nil, slip.numberOfBets == 1 else { return estimate }
        let options = try await bettingOptions(slip)
        guard options.isAccepted, let winning = options.maximumWinning, winning.amount > 0 else { return estimate }
        return PotentialReturn(numberOfBets: 1, totalStake: slip.totalStake, potentialReturn: winning,
                               totalOdds: slip.type == .multiple ? options.totalOdds ?? estimate.totalOdds : nil)
    }

    /// Places singles and multiples once per `reference` (see ``PlacementLedger``); the POST is
    /// never retried. The body names the user and the login name kept with the session.
    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet {
        guard let type = EveryMatrixModelMapper.placementType(request.slip.type) else { throw unsupported(.systemBets) }
        try request.validate()
        if request.freeBetId != nil {
            throw .invalidRequest(message: "EveryMatrix placement takes no free bet id: the vendor's free bet field is not documented.")
        }
        let body = try EveryMatrixModelMapper.placeBetBody(request, type: type, operatorId: operatorId)
        let runtime = self.runtime
        let operatorId = self.operatorId
        return try await runtime.placements.place(request) { () throws(ServiceProviderError) -> Bet in
            try await runtime.executor(.sports).send(forUser: { user throws(ServiceProviderError) in
                EveryMatrixSportsAPI.placeBet(operatorId: operatorId, try body.signed(by: user))
            }, mapping: { answer throws(ServiceProviderError) in try EveryMatrixModelMapper.placedBet(answer, reference: request.reference) })
        }
    }

    /// Open and settled bets, newest first. The vendor pages by date (`placedBefore`), not by
    /// number: page `n` asks each list for `n × pageSize` bets and returns the `n`-th slice of
    /// the merged list, so no bet is skipped or repeated across pages.
    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> {
        let betStatus = try EveryMatrixModelMapper.settledBetStatus(query.settledStatus)
        if query.settledStatus != nil, query.filter == .open {
            throw .invalidRequest(message: "Open bets have no settled status to filter by.")
        }
        let before = EveryMatrixModelMapper.string(from: query.to ?? runtime.now().addingTimeInterval(Self.historyHorizon))
        let size = query.page.pageSize
        let (limit, overflow) = query.page.page.multipliedReportingOverflow(by: size)
        guard !overflow else { throw .invalidRequest(message: "The page is too far.") }
        var lists: [[Bet]] = []
        if query.filter != .settled, query.settledStatus == nil {
            lists.append(try EveryMatrixModelMapper.bets(try await runtime.executor(.sports).send(
                EveryMatrixSportsAPI.openBets(operatorId: operatorId, language: language, limit: limit, placedBefore: before))))
        }
        if query.filter != .open {
            lists.append(try EveryMatrixModelMapper.bets(try await runtime.executor(.sports).send(
                EveryMatrixSportsAPI.settledBets(operatorId: operatorId, language: language, limit: limit, placedBefore: before, betStatus: betStatus))))
        }
        var merged = lists.joined().sorted { ($0.placedAt ?? .distantPast) > ($1.placedAt ?? .distantPast) }
        if let from = query.from { merged.removeAll { ($0.placedAt ?? .distantPast) < from } }
        // A full list may go on, unless its oldest bet is already before `from`.
        let listMayGoOn = lists.contains { list in
            list.count >= limit && (query.from.map { from in (list.map { $0.placedAt ?? .distantPast }.min() ?? .distantPast) >= from } ?? true)
        }
        let start = limit - size
        let items = merged.count > start ? Array(merged[start..<min(merged.count, limit)]) : []
        return Page(items: items, request: query.page, hasMore: merged.count > limit || listMayGoOn)
    }

    func bettingOptions(_ slip: BetSlip) async throws(ServiceProviderError) -> BettingOptions {
        try slip.validateSelections()
        // The options call names no currency: a stake goes only in the account's.
        if slip.stakePerBet.amount != 0 { try await runtime.validateInAccountCurrency(slip.stakePerBet, field: "stake") }
        let kwargs = try EveryMatrixModelMapper.bettingOptionsRequest(slip, language: language)
        let options = try await requireAggregator(.bettingOptions).call("/sports#bettingOptionsV2", kwargs, as: EveryMatrixModels.BettingOptions.self)
        return EveryMatrixModelMapper.bettingOptions(options, slip: slip)
    }

    func oddsBoosts(for slip: BetSlip) async throws(ServiceProviderError) -> [OddsBoostOffer] {
        try slip.validate()
        let wallets = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.oddsBoostWallets(EveryMatrixModelMapper.oddsBoostRequest(slip)))
        return EveryMatrixModelMapper.oddsBoosts(wallets, currency: slip.stakePerBet.currency)
    }

    func bookingCode(for selections: [BetSelection]) async throws(ServiceProviderError) -> String {
        guard !selections.isEmpty else { throw .invalidRequest(message: "A booking code needs at least one selection.") }
        try BetSlip.validateCount(selections)
        let offers = try EveryMatrixModelMapper.priceIds(selections)
        for (index, offer) in offers.enumerated() { try InputValidation.identifier(offer, field: "selections[\(index)].priceId") }
        let booking = EveryMatrixModels.Booking(selections: offers.map { .init(bettingOfferId: $0) }, originalSelectionsLength: offers.count)
        return try await runtime.executor(.player).send(EveryMatrixPlayerAPI.createBooking(booking)).code
    }

    func selections(forBookingCode code: String) async throws(ServiceProviderError) -> RestoredSelections {
        try InputValidation.identifier(code, field: "code")
        let aggregator = try requireAggregator(.bookingCodes)
        let booking = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.booking(code: code))
        return try await restore(offers: booking.selections.map(\.bettingOfferId), expected: booking.selections.count, aggregator: aggregator)
    }

    /// Each leg's outcome → its open offer (`/sports#oddsByOutcomes`) → the offer's event,
    /// market and odds (a one-off `/bettingOffers/{id}` dump), in the bet's order.
    func rebet(_ bet: Bet) async throws(ServiceProviderError) -> RestoredSelections {
        let outcomeIds = bet.legs.compactMap(\.outcomeId)
        guard !outcomeIds.isEmpty else { throw .invalidRequest(message: "The bet's legs carry no outcome ids to bet again.") }
        for (index, id) in outcomeIds.enumerated() { try InputValidation.identifier(id, field: "legs[\(index)].outcomeId") }
        let aggregator = try requireAggregator(.rebet)
        let found = try await aggregator.call("/sports#oddsByOutcomes", EveryMatrixModels.OddsByOutcomesRequest(lang: language, outcomeIds: outcomeIds),
                                              as: EveryMatrixModels.OddsByOutcomes.self)
        let offers = (found.bettingOfferIdsByEventId ?? [:]).keys.sorted().flatMap { found.bettingOfferIdsByEventId?[$0] ?? [] }
        var restored = try await restore(offers: offers, expected: bet.legs.count, aggregator: aggregator)
        let order = Dictionary(outcomeIds.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        restored.selections.sort { (order[$0.outcomeId] ?? Int.max) < (order[$1.outcomeId] ?? Int.max) }
        return restored
    }

    /// Rebuilds a selection per offer from a one-off dump of `/bettingOffers/{id}`; `expected`
    /// less what was rebuilt is how many are no longer offered.
    private func restore(offers: [String], expected: Int, aggregator: EveryMatrixLive) async throws(ServiceProviderError) -> RestoredSelections {
        var selections: [BetSelection] = []
        // An offer id that is not a plain id cannot name a topic: it counts as no longer offered.
        for offer in offers where (try? InputValidation.identifier(offer, field: "bettingOfferId")) != nil {
            let store = try await aggregator.dump(topic: aggregator.topic("bettingOffers/\(offer)"))
            if let selection = EveryMatrixModelMapper.selection(offerId: offer, in: store.view) { selections.append(selection) }
        }
        return RestoredSelections(selections: selections, unavailableCount: max(0, expected - selections.count))
    }

    private func requireAggregator(_ feature: Feature) throws(ServiceProviderError) -> EveryMatrixLive {
        guard let aggregator else { throw unsupported(feature) }
        return aggregator
    }
}

extension EveryMatrixProvider {
    /// Bet placement (v2), open/settled bets, cashout, slip options, odds boosts, booking codes and rebet.
    public var betting: any BettingService { EveryMatrixBettingService(runtime: runtime, aggregator: aggregator) }
}
