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
        let cleaned = string.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces)
        guard !cleaned.isEmpty, let amount = Decimal(string: cleaned, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self.init(amount: amount, currency: currency)
    }

    /// Converts a vendor's binary floating-point amount through its shortest decimal text, so
    /// `0.1` becomes exactly `0.1` rather than `0.1000000000000000055…`.
    public init(double: Double, currency: String) {
        self.init(amount: Decimal(string: "\(double)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(double), currency: currency)
    }
}
