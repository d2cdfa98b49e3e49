import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// Money for the preferred locale, with the currency's own minor-unit digits
    /// (`XAF` none, `EUR` two): `€1,234.50`, `1 234,50 €`, `FCFA 1,235`. Exact: the amount
    /// never goes through `Double`; a half is rounded away from zero.
    public func text(for money: Money) -> String {
        formatters.numbers.currency(money.amount, code: money.currency)
    }

    /// Odds in the preferred format: decimal `2.50` (two decimals, the locale's separator),
    /// fractional `3/2`, or American `+150` / `-200`.
    public func text(for odds: Odds) -> String {
        text(for: odds, format: preferences.oddsFormat)
    }

    /// Odds in a given format, whatever the preference. Odds with no fraction or moneyline an
    /// `Int` can hold (``Odds/fractional`` or ``Odds/american`` is `nil`: absurdly large or not a
    /// number) show in the decimal form instead.
    public func text(for odds: Odds, format: OddsFormat) -> String {
        switch format {
        case .decimal:
            return formatters.numbers.decimal(odds.decimal, fractionDigits: 2)
        case .fractional:
            guard let fraction = odds.fractional else { return text(for: odds, format: .decimal) }
            return "\(fraction.numerator)/\(fraction.denominator)"
        case .american:
            guard let value = odds.american else { return text(for: odds, format: .decimal) }
            return value > 0 ? "+\(value)" : "\(value)"
        }
    }
}
