import Foundation

/// Selections rebuilt from something saved earlier (a booking code, a placed bet), at today's
/// odds, and how many could not be rebuilt because they are no longer offered.
public struct RestoredSelections: Sendable, Hashable {
    /// The selections still offered, in the saved order, each with its current odds.
    public var selections: [BetSelection]
    /// How many saved selections are no longer offered and were left out (tell the user).
    public var unavailableCount: Int

    /// Creates restored selections.
    public init(selections: [BetSelection], unavailableCount: Int = 0) {
        self.selections = selections
        self.unavailableCount = unavailableCount
    }
}
