/// A slip line's price as the bookmaker offers it now, while it sits on the slip.
public struct SelectionPrice: Sendable, Hashable {
    /// The line's outcome (``BetSelection/outcomeId``).
    public var outcomeId: String
    /// The price now; the last one offered while suspended, `nil` once withdrawn.
    public var odds: Odds?
    /// Whether the line can be bet now.
    public var availability: SelectionAvailability

    /// Creates a price.
    public init(outcomeId: String, odds: Odds?, availability: SelectionAvailability) {
        self.outcomeId = outcomeId
        self.odds = odds
        self.availability = availability
    }
}

/// Whether a slip line can be bet now.
public enum SelectionAvailability: Sendable, Hashable {
    /// Open at its price.
    case open
    /// Suspended for now (a goal, a review): it may reopen.
    case suspended
    /// No longer offered: remove it from the slip.
    case withdrawn
}
