import Foundation

extension CashoutOffer {
    /// What cashing out `partialStake` of this offer pays: the offer's amount for the remaining
    /// stake, prorated (`amount × partialStake / remainingStake`) in exact decimal arithmetic and
    /// rounded half up to the currency's minor units (``Money/minorUnits(of:)``). Checks the input
    /// first (``validate(partialStake:)``).
    public func partialValue(for partialStake: Money) throws(ServiceProviderError) -> Money {
        try validate(partialStake: partialStake)
        guard let remainingStake else { throw .invalidRequest(message: "The offer does not say the bet's remaining stake.") }
        var exact = amount.amount * partialStake.amount / remainingStake.amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, Money.minorUnits(of: amount.currency), .plain)
        guard rounded > 0 else { throw InputValidation.fieldError("partialStake", "OUT_OF_RANGE", "partialStake is too small to cash out.") }
        return Money(amount: rounded, currency: amount.currency)
    }
}
