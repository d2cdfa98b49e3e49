import Foundation
import ServicesProvider

/// Formats exact `Decimal`s for a locale without ever converting the amount to `Double`
/// (Foundation's `NumberFormatter` does, and loses digits past the 15th).
///
/// Foundation is asked only for the locale's symbols and for the layout of the probe values
/// `1`, `-1` and `1000`, which are exact in any representation; the digits are produced here.
///
/// One instance serves one locale: its formatters are built on first use and reused.
/// `NumberFormatter` is not `Sendable`, so every use of one happens inside `cache`'s lock.
final class NumberText: Sendable {
    private struct Formatters {
        var currency: [String: NumberFormatter] = [:]
        var decimal: NumberFormatter?
        var groupsFourDigits: Bool?
    }

    private let locale: Locale
    private let cache = Locked(Formatters())

    init(locale: Locale) {
        self.locale = locale
    }

    /// `amount` as money in `currency`, rounded (half away from zero) to the currency's ISO 4217
    /// digits (`Money.minorUnits(of:)`, the table the SDK also validates amounts with), laid out
    /// the way the locale lays out money (symbol side, spacing, minus sign).
    func currency(_ amount: Decimal, code: String) -> String {
        cache.withLock { formatters in
            let formatter = currencyFormatter(code, in: &formatters)
            let digits = formatter.maximumFractionDigits
            let (negative, number) = plain(amount, fractionDigits: digits, formatter: formatter,
                                           groupsFourDigits: groupsFourDigits(in: &formatters))
            let probeNumber = "1" + (digits > 0 ? (formatter.currencyDecimalSeparator ?? ".") + String(repeating: "0", count: digits) : "")
            guard let probe = formatter.string(from: NSNumber(value: negative ? -1 : 1)),
                  let range = probe.range(of: probeNumber) else {
                return (negative ? "-" : "") + number + " " + code
            }
            return probe.replacingCharacters(in: range, with: number)
        }
    }

    /// `value` with exactly `fractionDigits` decimals (rounded half away from zero) and the
    /// locale's grouping and decimal separators.
    func decimal(_ value: Decimal, fractionDigits: Int) -> String {
        cache.withLock { formatters in
            let formatter = decimalFormatter(in: &formatters)
            let (negative, number) = plain(value, fractionDigits: fractionDigits, formatter: formatter,
                                           groupsFourDigits: groupsFourDigits(in: &formatters))
            return (negative ? (formatter.minusSign ?? "-") : "") + number
        }
    }

    private func currencyFormatter(_ code: String, in formatters: inout Formatters) -> NumberFormatter {
        if let formatter = formatters.currency[code] { return formatter }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        // The probe below is laid out with the same digits as the amount.
        let digits = Money.minorUnits(of: code)
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        formatters.currency[code] = formatter
        return formatter
    }

    private func decimalFormatter(in formatters: inout Formatters) -> NumberFormatter {
        if let formatter = formatters.decimal { return formatter }
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatters.decimal = formatter
        return formatter
    }

    /// Whether the locale writes `1000` with a grouping separator.
    private func groupsFourDigits(in formatters: inout Formatters) -> Bool {
        if let known = formatters.groupsFourDigits { return known }
        let groups = (decimalFormatter(in: &formatters).string(from: 1000) ?? "1000") != "1000"
        formatters.groupsFourDigits = groups
        return groups
    }

    /// The unsigned, grouped digits of `value` rounded to `fractionDigits`, and its sign.
    private func plain(_ value: Decimal, fractionDigits: Int, formatter: NumberFormatter,
                       groupsFourDigits: Bool) -> (negative: Bool, text: String) {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, fractionDigits, .plain)
        let negative = rounded < 0
        let magnitude = negative ? -rounded : rounded
        let exact = magnitude.description // always `.`-separated, never in exponent form
        let parts = exact.split(separator: ".", omittingEmptySubsequences: false)
        let integer = String(parts.first ?? "0")
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        fraction += String(repeating: "0", count: max(0, fractionDigits - fraction.count))
        let decimalSeparator = formatter.numberStyle == .currency
            ? (formatter.currencyDecimalSeparator ?? ".") : (formatter.decimalSeparator ?? ".")
        let grouped = group(integer, formatter: formatter, groupsFourDigits: groupsFourDigits)
        return (negative, fractionDigits > 0 ? grouped + decimalSeparator + fraction : grouped)
    }

    /// Inserts the locale's grouping separator. Locales such as `pt_PT` group only from five
    /// integer digits (`1234` but `12 345`); the `1000` probe tells which rule applies.
    private func group(_ integer: String, formatter: NumberFormatter, groupsFourDigits: Bool) -> String {
        let separator = (formatter.numberStyle == .currency ? formatter.currencyGroupingSeparator : formatter.groupingSeparator) ?? ","
        let primary = formatter.groupingSize > 0 ? formatter.groupingSize : 3
        let secondary = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : primary
        guard formatter.usesGroupingSeparator, integer.count > primary else { return integer }
        if integer.count == primary + 1 && !groupsFourDigits { return integer }
        var groups: [Substring] = []
        var end = integer.endIndex
        var size = primary
        while end > integer.startIndex {
            let start = integer.index(end, offsetBy: -size, limitedBy: integer.startIndex) ?? integer.startIndex
            groups.insert(integer[start..<end], at: 0)
            end = start
            size = secondary
        }
        return groups.joined(separator: separator)
    }
}
