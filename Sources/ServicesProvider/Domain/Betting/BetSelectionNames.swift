import Foundation

/// What a selection is called where the user picked it, for the ticket shown once it is placed.
public struct BetSelectionNames: Sendable, Hashable, Codable {
    /// The event's name (e.g. `Home v Away`).
    public var eventName: String
    /// The market's name.
    public var marketName: String
    /// The outcome's name.
    public var outcomeName: String

    /// Creates the names.
    public init(eventName: String, marketName: String, outcomeName: String) {
        self.eventName = eventName
        self.marketName = marketName
        self.outcomeName = outcomeName
    }
}
