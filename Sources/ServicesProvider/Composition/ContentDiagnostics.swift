/// What a provider left out of the content it served, counted since it was created: items naming
/// an event its sportsbook does not know (or no longer offers), which are never shown with a stale
/// copy of the event, and items the content's source sent without a field they need. Non-zero
/// counts are expected (content edited before an event ended); a count that keeps growing means
/// the content points at another sportsbook, or its source changed its shape.
public struct ContentDiagnostics: Sendable, Hashable {
    /// Items dropped because the sportsbook does not know their event or market.
    public var unknownEvents: Int
    /// Items dropped because their event has ended or was cancelled.
    public var endedEvents: Int
    /// Items dropped because they, or the event or market they name, came without a field the
    /// item needs (an id, an image, the market it replaces) or in a shape that could not be read.
    public var incompleteItems: Int

    /// Creates counts (all zero by default).
    public init(unknownEvents: Int = 0, endedEvents: Int = 0, incompleteItems: Int = 0) {
        self.unknownEvents = unknownEvents
        self.endedEvents = endedEvents
        self.incompleteItems = incompleteItems
    }
}
