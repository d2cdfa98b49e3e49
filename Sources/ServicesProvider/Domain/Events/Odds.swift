import Foundation

/// A price. Stored as exact decimal odds; when the provider quotes a fraction (UK style), the
/// exact fraction is kept too, so converting back never loses it.
public struct Odds: Sendable, Hashable {
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
    public struct Fraction: Sendable, Hashable {
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
    public var fractional: Fraction {
        if let quotedFraction { return quotedFraction }
        let profit = NSDecimalNumber(decimal: decimal - 1).doubleValue
        guard profit > 0 else { return Fraction(numerator: 0, denominator: 1) }
        var best = Fraction(numerator: Int(profit.rounded()), denominator: 1)
        var bestError = abs(profit - Double(best.numerator))
        for denominator in 1...100 {
            let numerator = Int((profit * Double(denominator)).rounded())
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
    public var american: Int {
        let value = NSDecimalNumber(decimal: decimal).doubleValue
        guard value > 1 else { return 0 }
        if value >= 2 { return Int(((value - 1) * 100).rounded()) }
        return Int((-100 / (value - 1)).rounded())
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
