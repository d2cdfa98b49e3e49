import Foundation

/// What the bookmaker offers for several selections of one event combined into one bet (a "bet
/// builder"): its own odds for the combination, which are not the product of the selections'
/// odds. Pass it to `BettingService.placeBetBuilder(_:reference:)` to place the bet at these odds.
public struct BetBuilderQuote: Sendable, Hashable {
    /// The combined selections, in the order they were asked.
    public var selections: [BetSelection]
    /// The stake the quote was calculated for.
    public var stake: Money
    /// The odds the bookmaker calculated for the combination.
    public var odds: Odds
    /// What the bet returns if it wins, at ``stake`` and ``odds``.
    public var potentialReturn: Money

    /// Creates a quote.
    public init(selections: [BetSelection], stake: Money, odds: Odds, potentialReturn: Money) {
        self.selections = selections
        self.stake = stake
        self.odds = odds
        self.potentialReturn = potentialReturn
    }
}
