import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma tickets: calculation, placement and the user's tickets. Goma offers no cashout.
struct GomaBettingService: BettingService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> {
        Self.features.union(Self.ticketFeatures).union(Self.slipFeatures).union(Self.slipPriceFeatures).union(Self.rebetFeatures)
    }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.potentialReturn, .placeBet, .betHistory]

    /// The most selections a slip may hold: Goma's references document no maximum, so the SDK's
    /// default (``BetSlip/defaultMaximumSelections``).
    static let maximumSelections = BetSlip.defaultMaximumSelections

    /// Checks a slip to calculate, place or update (``BetSlip/validate(maximumSelections:)``) and
    /// that its stake is in the configuration's currency: a ticket carries no currency, so the
    /// vendor would stake 5 USD as 5 of the wallet's (`CURRENCY_MISMATCH` on `stake` instead).
    func validate(_ slip: BetSlip) throws(ServiceProviderError) {
        try slip.validate(maximumSelections: Self.maximumSelections)
        try slip.stakePerBet.validate(field: "stake", accountCurrency: runtime.configuration.currency.uppercased())
    }

    /// The slip's selections as place-bet, calculate and the ticket update send them (ids as strings).
    func selections(_ slip: BetSlip) -> [GomaModels.SelectionRequest] {
        slip.selections.map { GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId) }
    }

    func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn {
        try validate(slip)
        let type = try await ticketType(for: slip)
        let calculation = try await runtime.executor(.api).send(
            GomaAPI.calculateTicket(stake: slip.stakePerBet.amount, type: type, selections: selections(slip)))
        return GomaModelMapper.potentialReturn(calculation, slip: slip)
    }

    /// Places the ticket once per `reference` (see ``PlacementLedger``); the POST is never
    /// retried. A 422 means the bet was not placed (`.betRejected`). A system's code is asked
    /// first (allowed-types), once per placement: a repeated reference asks nothing.
    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet {
        try request.validate(maximumSelections: Self.maximumSelections)
        try validate(request.slip)
        let runtime = self.runtime
        return try await runtime.placements.place(request) { () throws(ServiceProviderError) -> Bet in
            // A system the bookmaker does not offer for the slip is refused before the session is asked for.
            let type = try await ticketType(for: request.slip)
            let body = GomaModels.PlaceBetRequest(stake: request.slip.stakePerBet.amount, type: type,
                                                  selections: selections(request.slip), cashback: false)
            let ticket = try await runtime.executor(.api).send(GomaAPI.placeBet(body))
            return try GomaModelMapper.bet(ticket, currency: runtime.configuration.currency, reference: request.reference)
        }
    }
}

extension GomaProvider {
    /// Bet calculation, placement and history.
    public var betting: any BettingService { GomaBettingService(runtime: runtime) }
}
