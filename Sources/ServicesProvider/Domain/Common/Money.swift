import Foundation

/// An amount of money: an exact `Decimal` and an ISO 4217 currency code. Never a `Double`.
public struct Money: Sendable, Hashable, Codable {
    /// The amount, exact.
    public var amount: Decimal
    /// The ISO 4217 code (e.g. `EUR`, `XAF`).
    public var currency: String

    /// Creates an amount.
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// Parses a vendor's decimal string exactly (`"1300.75"`, `"1,300.75"`), ignoring grouping commas.
    public init?(string: String, currency: String) {
        guard let amount = Decimal(vendorText: string.replacingOccurrences(of: ",", with: "")) else { return nil }
        self.init(amount: amount, currency: currency)
    }

    /// Converts a vendor's binary floating-point amount through its shortest decimal text, so
    /// `0.1` becomes exactly `0.1` rather than `0.1000000000000000055…`.
    public init(double: Double, currency: String) {
        self.init(amount: Decimal(shortestText: double), currency: currency)
    }
}

extension Decimal {
    /// Parses a decimal a vendor sent as text, exactly and strictly: ASCII digits, one sign and
    /// a point only (`"12abc"` is `nil`, not 12), whatever the device's locale.
    package init?(vendorText text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
              trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
              let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = value
    }

    /// The decimal a vendor meant by a binary double: its shortest round-tripping text, so
    /// 1300.75 stays 1300.75. A double no `Decimal` can hold (infinite or NaN, which
    /// `Decimal(_: Double)` traps on for infinity; or beyond Decimal's range, about 3.4e165)
    /// is `Decimal.nan`.
    package init(shortestText value: Double) {
        guard value.isFinite else {
            self = .nan
            return
        }
        self = Decimal(vendorText: "\(value)") ?? Decimal(value)
    }
}
