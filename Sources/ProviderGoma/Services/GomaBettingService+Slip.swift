import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The bet slip: the bet types a slip allows, and the vendor's code for a system bet.
extension GomaBettingService {
    /// This area's features, part of this service's `features`.
    static let slipFeatures: Set<Feature> = [.bettingOptions, .systemBets]

    /// `GET /api/tickets/v1/allowed-types` for the slip's selections. An empty slip is refused
    /// (`.invalidRequest`) without a request, as the vendor's client never asks for one; a zero
    /// stake is allowed (the vendor is never sent a stake here).
    func bettingOptions(_ slip: BetSlip) async throws(ServiceProviderError) -> BettingOptions {
        try slip.validateSelections(maximumSelections: Self.maximumSelections)
        if slip.stakePerBet.amount != 0 {
            try slip.stakePerBet.validate(field: "stake", accountCurrency: runtime.configuration.currency.uppercased())
        }
        return GomaModelMapper.bettingOptions(try await allowedTypes(slip), slip: slip)
    }

    /// The ticket `type` to calculate or place the slip with: `single`, `multiple`, or for a
    /// system the vendor's code from allowed-types whose k of n is the slip's
    /// (``GomaSystemCode``); `.invalidRequest` naming what the bookmaker allows when none is.
    func ticketType(for slip: BetSlip) async throws(ServiceProviderError) -> String {
        guard case .system(let size) = slip.type else { return try GomaModelMapper.ticketType(slip.type, provider: providerName) }
        let allowed = try await allowedTypes(slip)
        guard let code = GomaModelMapper.systemCode(allowed, slip: slip) else {
            throw .invalidRequest(message: "The bookmaker offers no system of \(size) from \(slip.selections.count) for these selections; "
                                  + "it allows \(GomaModelMapper.allowedTypesText(allowed)).")
        }
        return code
    }

    private func allowedTypes(_ slip: BetSlip) async throws(ServiceProviderError) -> GomaModels.AllowedTicketTypes {
        try await runtime.executor(.api).send(GomaAPI.allowedTicketTypes(selections: selections(slip)))
    }
}
