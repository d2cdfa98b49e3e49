import Foundation

/// A price. Stored as exact decimal odds; when the provider quotes a fraction (UK style), the
/// exact fraction is kept too, so converting back never loses it.
public struct Odds: Sendable, Hashable, Codable {
    /// Decimal (European) odds, ≥ 1.
    public var decimal: Decimal
    /// The fraction the provider quoted, when it quoted one.
    public var quotedFraction: Fraction?

    /// Creates odds from a decimal value.
    public init(decimal: Decimal) {
        self.decimal = decimal
        self.quotedFraction = nil
    }

    /// Creates odds from a fraction: decimal = numerator / denominator + 1, exactly.
    public init?(numerator: Int, denominator: Int) {
        guard numerator >= 0, denominator > 0 else { return nil }
        self.decimal = Decimal(numerator) / Decimal(denominator) + 1
        self.quotedFraction = Fraction(numerator: numerator, denominator: denominator)
    }

    /// A fraction `numerator/denominator`.
    public struct Fraction: Sendable, Hashable, Codable {
        /// The profit part.
        public var numerator: Int
        /// The stake part.
        public var denominator: Int

        /// Creates a fraction.
        public init(numerator: Int, denominator: Int) {
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    /// Fractional odds: the quoted fraction, or the simplest fraction for the decimal value
    /// (denominators up to 100, e.g. 2.5 → 3/2, 1.909… → 10/11).
    ///
    /// `nil` when the odds have no fraction an `Int` can hold: a decimal that is not a number
    /// (`Decimal.nan`, which is what a vendor's 1e300 or an infinite double becomes) or so large
    /// that its profit does not fit an `Int` (about 9.2e18 and above). Show the decimal form then.
    /// A decimal at or below 1 is `0/1`.
    public var fractional: Fraction? {
        if let quotedFraction { return quotedFraction }
        guard !decimal.isNaN else { return nil }
        let profit = NSDecimalNumber(decimal: decimal - 1).doubleValue
        guard profit.isFinite else { return nil }
        guard profit > 0 else { return Fraction(numerator: 0, denominator: 1) }
        // Int(exactly:) never traps: a profit (or a scaled profit) beyond Int is no candidate.
        guard let whole = Int(exactly: profit.rounded()) else { return nil }
        var best = Fraction(numerator: whole, denominator: 1)
        var bestError = abs(profit - Double(best.numerator))
        for denominator in 1...100 {
            guard let numerator = Int(exactly: (profit * Double(denominator)).rounded()) else { break }
            let error = abs(profit - Double(numerator) / Double(denominator))
            if error < bestError - 1e-9 {
                best = Fraction(numerator: numerator, denominator: denominator)
                bestError = error
            }
            if bestError < 1e-9 { break }
        }
        let divisor = Self.gcd(best.numerator, best.denominator)
        return Fraction(numerator: best.numerator / divisor, denominator: best.denominator / divisor)
    }

    /// American (moneyline) odds: +150 for decimal 2.5, -200 for decimal 1.5, rounded to the unit.
    /// A decimal at or below 1 is `0`.
    ///
    /// `nil` when the value does not fit an `Int`: a decimal that is not a number (`Decimal.nan`)
    /// or one whose moneyline is beyond `Int` (decimal odds of about 9.2e16 and above). Show the
    /// decimal form then.
    public var american: Int? {
        guard !decimal.isNaN else { return nil }
        let value = NSDecimalNumber(decimal: decimal).doubleValue
        guard value.isFinite else { return nil }
        guard value > 1 else { return 0 }
        if value >= 2 { return Int(exactly: ((value - 1) * 100).rounded()) }
        return Int(exactly: (-100 / (value - 1)).rounded())
    }

    /// The greatest common divisor of `|a|` and `|b|`, at least 1.
    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
