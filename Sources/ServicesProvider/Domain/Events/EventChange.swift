/// One live change, granular enough for an app to update a single cell. ``LiveEventList``
/// applies them; ``changes(from:to:)`` computes them between two lists.
///
/// The whole-event and whole-market cases are boxed: a feed emits mostly odds changes, and an
/// inline `Event` made every change over 350 bytes to move and destroy.
public enum EventChange: Sendable, Hashable {
    /// A new event appeared; or, for an event already listed, its new version when it changed
    /// in a way the other cases cannot say (replace it in place). A change stream opens with one
    /// per current event.
    indirect case eventAdded(Event)
    /// An event went away (ended and removed, or out of the list).
    case eventRemoved(eventId: String)
    /// An event's status changed.
    case statusChanged(eventId: String, status: EventStatus)
    /// An event's score changed.
    indirect case scoreChanged(eventId: String, score: Score)
    /// An event's match time changed.
    case matchTimeChanged(eventId: String, matchTime: String)
    /// A market appeared on an event; or, for a market already listed, its new version when
    /// more than odds and outcome statuses changed (replace it in place).
    indirect case marketAdded(eventId: String, market: Market)
    /// A market went away.
    case marketRemoved(eventId: String, marketId: String)
    /// A market stopped or resumed accepting bets, or became or stopped being the main line;
    /// carries both flags as they are now. Its outcomes keep their own statuses (an open
    /// outcome in an unavailable market cannot be bet on).
    case marketStatusChanged(eventId: String, marketId: String, isAvailable: Bool, isMain: Bool)
    /// An outcome's odds changed.
    case oddsChanged(eventId: String, marketId: String?, outcomeId: String, odds: Odds)
    /// An outcome stopped or resumed accepting bets.
    case outcomeStatusChanged(eventId: String, marketId: String?, outcomeId: String, status: OutcomeStatus)
}

/// Which events to list.
public struct EventQuery: Sendable, Hashable {
    /// Live, upcoming, or both.
    public enum Timing: Sendable, Hashable {
        /// Events in progress.
        case live
        /// Events not started yet.
        case upcoming
        /// Both.
        case all
    }
    /// The sport.
    public var sport: SportKind
    /// Live or upcoming.
    public var timing: Timing
    /// Only this competition, when set.
    public var competitionId: String?
    /// Which page.
    public var page: PageRequest

    /// Creates a query.
    public init(sport: SportKind, timing: Timing = .all, competitionId: String? = nil, page: PageRequest = PageRequest()) {
        self.sport = sport
        self.timing = timing
        self.competitionId = competitionId
        self.page = page
    }
}
