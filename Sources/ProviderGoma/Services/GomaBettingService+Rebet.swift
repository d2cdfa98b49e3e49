import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A bet again at today's prices (a bet shared in a chat, `ChatMessage.sharedBet`, or one of the
/// player's own): each leg's event read again, the leg's outcome kept where it is still offered
/// and open, the others counted.
extension GomaBettingService {
    /// This area's features, part of this service's `features`.
    static let rebetFeatures: Set<Feature> = [.rebet]
    /// How many events are read at once.
    static let rebetLookupWidth = 4

    func rebet(_ bet: Bet) async throws(ServiceProviderError) -> RestoredSelections {
        let legs = bet.legs.filter { $0.outcomeId != nil }
        guard !legs.isEmpty else { throw .invalidRequest(message: "The bet's legs carry no outcome ids to bet again.") }
        for (index, leg) in legs.enumerated() {
            try InputValidation.identifier(leg.eventId, field: "legs[\(index)].eventId")
            try InputValidation.identifier(leg.outcomeId ?? "", field: "legs[\(index)].outcomeId")
        }
        let events = GomaEventsService(runtime: runtime)
        let offered = try await offeredEvents(legs.map(\.eventId), width: Self.rebetLookupWidth) { id throws(ServiceProviderError) in
            try await events.event(id: id)
        }
        var selections: [BetSelection] = []
        for leg in legs {
            guard let event = offered[leg.eventId], let selection = Self.selection(outcomeId: leg.outcomeId ?? "", in: event) else { continue }
            selections.append(selection)
        }
        return RestoredSelections(selections: selections, unavailableCount: bet.legs.count - selections.count)
    }

    /// The outcome's selection at today's odds, when its market is available and it is open.
    static func selection(outcomeId: String, in event: Event) -> BetSelection? {
        for market in event.markets where market.isAvailable {
            if let outcome = market.outcomes.first(where: { $0.id == outcomeId }), outcome.status == .open {
                return BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId)
            }
        }
        return nil
    }
}
