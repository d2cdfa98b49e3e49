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

    /// Odds in a given format, whatever the preference.
    public func text(for odds: Odds, format: OddsFormat) -> String {
        switch format {
        case .decimal:
            return formatters.numbers.decimal(odds.decimal, fractionDigits: 2)
        case .fractional:
            let fraction = odds.fractional
            return "\(fraction.numerator)/\(fraction.denominator)"
        case .american:
            let value = odds.american
            return value > 0 ? "+\(value)" : "\(value)"
        }
    }
}
