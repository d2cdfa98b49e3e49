import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Potential return, placement, history and cashout through Poseidon's betting API.
struct SportRadarBettingService: BettingService {
    let runtime: SportRadarRuntime
    /// The live socket's shared parts (a slip line's price); `nil` without live data.
    let live: SportRadarLive?
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features.union(live == nil ? [] : Self.slipPriceFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.potentialReturn, .placeBet, .systemBets, .betHistory, .cashoutOffer, .cashout, .bettingOptions,
                                         .partialCashout, .betConfirmation, .betBuilder, .slipSpecialOffers, .oddsChangeSetting,
                                         .cashableBets]

    /// The most selections a slip may hold: SportRadar's references document no maximum, so the
    /// SDK's default (``BetSlip/defaultMaximumSelections``). It also bounds ``potentialReturn(_:)``,
    /// which asks the vendor once per single.
    static let maximumSelections = BetSlip.defaultMaximumSelections

    /// Checks a slip (``BetSlip/validate(maximumSelections:)``) and that its stake is in the
    /// account's currency (`SportRadarRuntime.validate(_:field:)`: the tickets carry none).
    func validate(_ slip: BetSlip) async throws(ServiceProviderError) {
        try slip.validate(maximumSelections: Self.maximumSelections)
        try await runtime.validate(slip.stakePerBet, field: "stake")
    }

    /// One `calculate` per ticket: a multiple is one ticket; a system asks its type code first
    /// (`allowedBetTypesWithCalculation`), then is one ticket; singles are one ticket per
    /// selection, summed. So a call sends at most ``maximumSelections`` requests.
    func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn {
        try await validate(slip)
        let currency = slip.stakePerBet.currency
        var results: [PotentialReturn] = []
        let systemCode = try await self.systemCode(for: slip)
        for ticket in try SportRadarModelMapper.tickets(slip, systemCode: systemCode) {
            let response = try await runtime.executor(.content).send(SportRadarPoseidonAPI.calculatePotentialReturn(ticket))
            results.append(SportRadarModelMapper.potentialReturn(response, currency: currency))
        }
        guard results.count > 1 else {
            guard let only = results.first else { throw .invalidRequest(message: "The bet slip has no selections.") }
            return only
        }
        // Singles: one calculation per selection, summed. The vendor's unit counts are summed
        // with an overflow check: a total beyond Int is no answer, not a trap.
        var numberOfBets = 0
        for result in results {
            let sum = numberOfBets.addingReportingOverflow(result.numberOfBets)
            guard !sum.overflow else { throw .invalidResponse(message: "The number of bets the server counted does not fit.") }
            numberOfBets = sum.partialValue
        }
        return PotentialReturn(numberOfBets: numberOfBets,
                               totalStake: Money(amount: results.reduce(0) { $0 + $1.totalStake.amount }, currency: currency),
                               potentialReturn: Money(amount: results.reduce(0) { $0 + $1.potentialReturn.amount }, currency: currency))
    }

    /// Never retried (POST). The vendor's slip has no field for a client reference, so the
    /// `PlacementLedger` places each reference once on the device. A system slip first asks the
    /// vendor's allowed types for its type code. A slip the bookmaker holds for approval comes
    /// back `.pendingConfirmation` with its `slipId`.
    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet {
        try request.validate(maximumSelections: Self.maximumSelections)
        try await validate(request.slip)
        let systemCode = try await self.systemCode(for: request.slip)
        let body = SportRadarModels.PlaceBetsRequest(bets: try SportRadarModelMapper.tickets(request.slip, systemCode: systemCode),
                                               useAutoAcceptance: request.oddsChangePolicy == .acceptAny,
                                               free: request.freeBetId != nil)
        let betting = runtime.executor(.betting)
        return try await runtime.placements.place(request) { () throws(ServiceProviderError) -> Bet in
            try await betting.send(SportRadarPoseidonAPI.placeBets(body)) { response throws(ServiceProviderError) in
                try SportRadarModelMapper.placedBet(response, request: request, slip: request.slip)
            }
        }
    }

    /// The history call's only outcome filter, `betOutcomes`, is always sent `NotSpecified` by the
    /// vendor's client (even for its won bets, which it reads with the settled query), so whether
    /// the vendor filters by it is not evidenced: a `settledStatus` is refused (`.invalidRequest`)
    /// rather than sent on a guess or ignored.
    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> {
        if let settled = query.settledStatus {
            throw .invalidRequest(message: "This bookmaker's bet history cannot be filtered by how bets ended (\(settled)).")
        }
        let states: String
        switch query.filter {
        case .open: states = "Opened"
        case .settled: states = "Settled,Closed,Cancelled"
        case .all: states = "Opened,Settled,Closed,Cancelled"
        }
        let endpoint = SportRadarPoseidonAPI.betHistory(states: states, page: query.page.page, pageSize: query.page.pageSize,
                                              from: query.from.map(SportRadarDates.day), to: query.to.map(SportRadarDates.day))
        let rows = try await runtime.executor(.betting).send(endpoint)
        let bets = try SportRadarModelMapper.bets(rows, currency: await runtime.currency())
        // The page size counts rows (legs), so a full page of rows means more may follow.
        return Page(items: bets, request: query.page, hasMore: rows.count >= query.page.pageSize)
    }

    /// `GET …/cashout/allowedBetIds`: the ids as the history spells them (two decimals).
    func cashableBetIds() async throws(ServiceProviderError) -> Set<String> {
        SportRadarModelMapper.cashableBetIds(try await runtime.executor(.betting).send(SportRadarPoseidonAPI.allowedCashoutBetIds))
    }

    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer {
        try InputValidation.identifier(betId, field: "betId")
        let response = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.calculateCashout(betId: betId, partialStake: nil))
        return SportRadarModelMapper.cashoutOffer(response, betId: betId, currency: await runtime.currency())
    }

    /// The offer's amount must be in the account's currency: the body sends the value alone.
    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult {
        try offer.validate()
        try await runtime.validate(offer.amount, field: "amount")
        let response = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.cashout(betId: offer.betId, expectedValue: offer.amount.amount))
        return try SportRadarModelMapper.cashoutResult(response, offer: offer)
    }
}

extension SportRadarProvider {
    /// Bets, history and cashout.
    public var betting: any BettingService { SportRadarBettingService(runtime: runtime, live: live) }
}
