import Foundation

/// A promotion the bookmaker attaches to a slip before it is placed (for example a cashback if
/// the bet loses): what it would pay in cash and in free bets.
public struct SlipSpecialOffer: Sendable, Hashable, Identifiable {
    /// The bookmaker's id of the offer.
    public var id: String
    /// What the offer pays in cash, in the slip's currency (zero when it pays only free bets).
    public var cashReturn: Money
    /// What the offer pays as free-bet credit, in the slip's currency (zero when none).
    public var freeBetReturn: Money

    /// Creates an offer.
    public init(id: String, cashReturn: Money, freeBetReturn: Money) {
        self.id = id
        self.cashReturn = cashReturn
        self.freeBetReturn = freeBetReturn
    }
}
