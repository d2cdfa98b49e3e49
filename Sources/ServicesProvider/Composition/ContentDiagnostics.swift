/// What a composed provider left out of the content it served, counted since it was created:
/// items naming an event its sportsbook does not know (or no longer offers), which are never
/// shown with the CMS's own copy of the event. Non-zero counts are expected (a CMS edited before
/// an event ended); a count that keeps growing means the CMS points at another sportsbook.
public struct ContentDiagnostics: Sendable, Hashable {
    /// Items dropped because the sportsbook does not know their event or market.
    public var unknownEvents: Int
    /// Items dropped because their event has ended or was cancelled.
    public var endedEvents: Int

    /// Creates counts (all zero by default).
    public init(unknownEvents: Int = 0, endedEvents: Int = 0) {
        self.unknownEvents = unknownEvents
        self.endedEvents = endedEvents
    }
}
