import Foundation

extension PotentialReturn {
    /// What a slip returns if every selection wins, computed from its odds, for a provider without
    /// a call for it (``isEstimate`` is `true`). Each bet pays its stake times the product of its
    /// selections' odds, so the slip pays the stake times the sum of those products over every
    /// bet: the elementary symmetric sum of the odds of degree 1 (singles), n (a multiple) or k (a
    /// system of k), built in n × k steps rather than over the C(n, k) bets. The return is
    /// rounded down to the cent: the bookmaker pays no more than its own rounding.
    ///
    /// - Throws: `.invalidRequest` for a slip that ``BetSlip/validate(maximumSelections:)`` refuses.
    @_spi(ProviderKit) public static func estimate(for slip: BetSlip, maximumSelections: Int) throws(ServiceProviderError) -> PotentialReturn {
        try slip.validate(maximumSelections: maximumSelections)
        let odds = slip.selections.map(\.odds.decimal)
        let degree: Int
        switch slip.type {
        case .single: degree = 1
        case .multiple: degree = odds.count
        case .system(let size): degree = size
        }
        // sums[j] = the sum of the products of every j of the odds seen so far.
        var sums = [Decimal](repeating: 0, count: degree + 1)
        sums[0] = 1
        for value in odds {
            for j in stride(from: degree, through: 1, by: -1) { sums[j] += sums[j - 1] * value }
        }
        let currency = slip.stakePerBet.currency
        var payout = slip.stakePerBet.amount * sums[degree]
        var rounded = Decimal()
        NSDecimalRound(&rounded, &payout, 2, .down)
        let combined = slip.type == .multiple ? Odds(decimal: sums[degree]) : nil
        return PotentialReturn(numberOfBets: slip.numberOfBets, totalStake: slip.totalStake,
                               potentialReturn: Money(amount: rounded, currency: currency), totalOdds: combined, isEstimate: true)
    }
}
