import Foundation

/// An event the recommender picked for the player, as the sportsbook offers it now, with the
/// markets the recommendation names.
public struct RecommendedEvent: Sendable, Hashable, Identifiable {
    /// The event, from the sportsbook (never the recommender's copy).
    public var event: Event
    /// The recommended markets that the event offers now, in the recommender's order; empty when
    /// it named none the event still has (show the event's own markets then).
    public var markets: [Market]
    /// How strongly the recommender expects the player's interest, from 0 to 1, when it says.
    public var score: Decimal?

    /// The event's id.
    public var id: String { event.id }

    /// Creates a recommended event.
    public init(event: Event, markets: [Market] = [], score: Decimal? = nil) {
        self.event = event
        self.markets = markets
        self.score = score
    }
}

/// A combination the recommender put together, ready for the bet slip.
public struct RecommendedCombination: Sendable, Hashable {
    /// The selections the sportsbook still offers, in the recommender's order, at today's odds.
    public var selections: [BetSelection]
    /// The events of those selections, for their names.
    public var events: [Event]
    /// How many recommended selections were left out: their event, market or outcome is no longer
    /// offered, or the outcome is not open.
    public var unavailableCount: Int

    /// Creates a combination.
    public init(selections: [BetSelection], events: [Event], unavailableCount: Int = 0) {
        self.selections = selections
        self.events = events
        self.unavailableCount = unavailableCount
    }
}

/// What the player did with recommendations, as a recommender learns from it. Ids are the
/// sportsbook's (``Event/id``, ``Outcome/id``).
public enum RecommendationInteraction: Sendable, Hashable {
    /// Recommended events were shown on screen.
    case shown(eventIds: [String])
    /// A recommended event was opened.
    case eventOpened(eventId: String)
    /// An outcome of a recommended event was picked (put on the slip).
    case outcomePicked(eventId: String, outcomeId: String)

    /// Every id the interaction names, for validation.
    var ids: [(field: String, value: String)] {
        switch self {
        case .shown(let eventIds): eventIds.map { ("eventIds", $0) }
        case .eventOpened(let eventId): [("eventId", eventId)]
        case .outcomePicked(let eventId, let outcomeId): [("eventId", eventId), ("outcomeId", outcomeId)]
        }
    }

    /// Checks every id (``InputValidation/identifier(_:field:)``) and that 1 to 100 events were
    /// shown.
    public func validate() throws(ServiceProviderError) {
        if case .shown(let eventIds) = self, !(1...InputValidation.maximumSearchResults).contains(eventIds.count) {
            throw .invalidRequest(message: "An impression names 1 to \(InputValidation.maximumSearchResults) events.")
        }
        for (field, value) in ids { try InputValidation.identifier(value, field: field) }
    }
}
