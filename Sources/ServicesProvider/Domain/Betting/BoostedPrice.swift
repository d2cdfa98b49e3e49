import Foundation

/// One boosted price of a ``BoostedOddsBanner``: the outcome at its raised odds, the same outcome
/// at its normal odds, and the selection that bets the raised price.
public struct BoostedPrice: Sendable, Hashable {
    /// The outcome of the boosted market, at the boosted odds.
    public var boosted: Outcome
    /// The matching outcome of the normal market (same ``Outcome/code``, else same name), to show
    /// the price before the boost; `nil` when the normal market is not sent or has no such outcome.
    public var normal: Outcome?
    /// The pick to put on a ``BetSlip``: the event, the boosted market and outcome, at the boosted odds.
    public var selection: BetSelection

    /// Creates a boosted price.
    public init(boosted: Outcome, normal: Outcome?, selection: BetSelection) {
        self.boosted = boosted
        self.normal = normal
        self.selection = selection
    }
}

extension BoostedOddsBanner {
    /// Each outcome of ``boostedMarket`` with its normal price and its bettable selection, in the
    /// market's order; empty when the banner carries only ids.
    public var boostedPrices: [BoostedPrice] {
        guard let boostedMarket else { return [] }
        let normalMarket = event?.markets.first { $0.id == marketId }
        return boostedMarket.outcomes.map { outcome in
            let normal = normalMarket?.outcomes.first { candidate in
                if let code = outcome.code, let other = candidate.code { return code == other }
                return candidate.name == outcome.name
            }
            return BoostedPrice(boosted: outcome, normal: normal,
                                selection: BetSelection(eventId: eventId, marketId: boostedMarket.id, outcomeId: outcome.id,
                                                        odds: outcome.odds, priceId: outcome.priceId))
        }
    }
}
