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
    /// Built once: making a `Locale` per amount cost more than parsing it.
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Parses a decimal a vendor sent as text, exactly and strictly: ASCII digits, one leading
    /// sign and one point at most, around spaces (`"12abc"`, `"-"` and `"1.2.3"` are `nil`, not
    /// 12, 0 or 1.2), whatever the device's locale.
    package init?(vendorText text: String) {
        if let plain = Self.plainDecimal(text.utf8) {
            self = plain
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard Self.scanPlain(trimmed.utf8).isPlain, let value = Decimal(string: trimmed, locale: Self.posix) else { return nil }
        self = value
    }

    /// The common case read directly, without a locale or a scanner (`Decimal(string:)` cost a
    /// price list most of its decoding time): an optional sign, then up to 19 digits with at most
    /// one point. Anything else (spaces, more digits, a second point) is `nil`, for the general
    /// path to read.
    static func plainDecimal(_ bytes: String.UTF8View) -> Decimal? {
        scanPlain(bytes).value
    }

    /// One scan of the plain grammar (one leading sign at most, one point at most, at least one
    /// digit, nothing else): whether the text is of it, and its value when it has at most 19
    /// digits (a `UInt64` mantissa).
    private static func scanPlain(_ bytes: String.UTF8View) -> (isPlain: Bool, value: Decimal?) {
        var mantissa: UInt64 = 0
        var digits = 0, fractionDigits = 0
        var seenPoint = false, negative = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if digits < 19 { mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0")) }
                digits += 1
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "."):
                guard !seenPoint else { return (false, nil) }
                seenPoint = true
            case UInt8(ascii: "-") where offset == 0: negative = true
            case UInt8(ascii: "+") where offset == 0: break
            default: return (false, nil)
            }
        }
        guard digits > 0 else { return (false, nil) }
        guard digits <= 19 else { return (true, nil) }
        return (true, Decimal(sign: negative && mantissa != 0 ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(mantissa)))
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
