import Foundation

/// What an outcome stands for, the same for every provider, so an app can label and order
/// outcomes without reading a vendor's codes (`home`, `H`, `1` all become ``home``).
///
/// A provider sets a kind only where its data says so; anything else, including combined
/// outcomes such as double chance ("home or draw"), correct scores and outright winners, is
/// ``other`` and keeps its name and code as the vendor sent them.
public enum OutcomeKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The home side wins (with the outcome's line as a handicap, when it has one).
    case home
    /// A draw.
    case draw
    /// The away side wins (with the outcome's line as a handicap, when it has one).
    case away
    /// The total is over the outcome's line.
    case over
    /// The total is under the outcome's line.
    case under
    /// Yes, in a yes/no market (both teams to score…).
    case yes
    /// No, in a yes/no market.
    case no
    /// Any other outcome: combined (double chance), a score, a player, an outright's entrant.
    case other
}
