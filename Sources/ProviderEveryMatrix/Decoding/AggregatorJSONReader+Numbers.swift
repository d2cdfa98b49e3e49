import Foundation

// Numbers, checked only when a field reads them, with JSONDecoder's rules on this toolchain
// (measured): the strict JSON grammar (no `01`, `1.`, `+1`, `.5`); an integer field takes a
// fraction or exponent whose value is whole (`1.0`, `1e2`, `10e-1`) and nothing out of range;
// a Double is refused when it overflows or when non-zero digits round to zero (one with an
// exponent is left to Foundation, see `double`); a Decimal is
// what `Decimal(string:)` builds (compacted), refused where that fails.
extension AggregatorJSONReader {
    /// The parts of a number token that satisfies the JSON grammar.
    struct NumberParts {
        var isNegative = false
        var integer: Range<Int> = 0..<0
        var fraction: Range<Int> = 0..<0
        var hasExponent = false
        /// Only the text is needed past a few digits: clamped, never overflowing.
        var exponent = 0
        var isPlainInteger: Bool { fraction.isEmpty && !hasExponent }
    }

    /// The token's parts, or nil when it is not a JSON number.
    func numberParts(_ token: Range<Int>) -> NumberParts? {
        var parts = NumberParts()
        var position = token.lowerBound
        let end = token.upperBound
        func digits() -> Range<Int> {
            let start = position
            while position < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return start..<position
        }
        if position < end, bytes[position] == UInt8(ascii: "-") {
            parts.isNegative = true
            position += 1
        }
        parts.integer = digits()
        guard !parts.integer.isEmpty, parts.integer.count == 1 || bytes[parts.integer.lowerBound] != UInt8(ascii: "0") else { return nil }
        if position < end, bytes[position] == UInt8(ascii: ".") {
            position += 1
            parts.fraction = digits()
            guard !parts.fraction.isEmpty else { return nil }
        }
        if position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            parts.hasExponent = true
            var negative = false
            if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                negative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else { return nil }
            for index in exponentDigits { parts.exponent = min(parts.exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000) }
            if negative { parts.exponent = -parts.exponent }
        }
        return position == end ? parts : nil
    }

    /// Reads a required integer value.
    mutating func readInt64() throws(AggregatorReadError) -> Int64 {
        try readScalar(Int64.self, where: { $0 == .number }) { reader throws(AggregatorReadError) in try reader.int64(reader.scanNumber()) }
    }

    mutating func readOptionalInt64() throws(AggregatorReadError) -> Int64? {
        if try skipNull() { return nil }
        return try readInt64()
    }

    /// `Int` is 64 bits on every platform the SDK ships on: JSONDecoder's limits are Int64's.
    mutating func readOptionalInt() throws(AggregatorReadError) -> Int? {
        if try skipNull() { return nil }
        return Int(try readInt64())
    }

    func int64(_ token: Range<Int>) throws(AggregatorReadError) -> Int64 {
        guard let parts = numberParts(token) else { throw .corrupted("a malformed number") }
        if parts.isPlainInteger {
            var value: Int64 = 0
            for index in parts.integer {
                let digit = Int64(bytes[index] - UInt8(ascii: "0"))
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflowAgain) = parts.isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                guard !overflow, !overflowAgain else { throw .corrupted("an integer out of range") }
                value = next
            }
            return value
        }
        // A fraction or an exponent (measured): the number must be a whole Double within range
        // (9223372036854775807e0 is 2^63 and fails; 1e-400 is 0; 0.99999999999999999999 is 1).
        // Beyond 2^53, where Doubles skip integers, the exact digits are cut to their whole part
        // instead (9007199254740993.0 stays odd, 9999999999999999.5 is 9999999999999999).
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[token]), as: UTF8.self)
        guard let double = Double(text), double.isFinite, double.rounded(.towardZero) == double, let rounded = Int64(exactly: double) else {
            throw .corrupted("a number that is not a whole Int")
        }
        guard double.magnitude >= 0x1p53 else { return rounded }
        return try wholePart(parts)
    }

    /// The number's exact value cut to its whole part.
    private func wholePart(_ parts: NumberParts) throws(AggregatorReadError) -> Int64 {
        let digits = Array(parts.integer) + Array(parts.fraction)
        var value: Int64 = 0
        for position in 0..<max(0, parts.integer.count + parts.exponent) {
            let digit = position < digits.count ? Int64(bytes[digits[position]] - UInt8(ascii: "0")) : 0
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) = parts.isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { throw .corrupted("an integer out of range") }
            value = next
        }
        return value
    }

    /// Reads an optional Double value.
    mutating func readOptionalDouble() throws(AggregatorReadError) -> Double? {
        if try skipNull() { return nil }
        return try readScalar(Double.self, where: { $0 == .number }) { reader throws(AggregatorReadError) in
            let token = reader.scanNumber()
            guard let parts = reader.numberParts(token) else { throw .corrupted("a malformed number") }
            return try reader.double(token, parts)
        }
    }

    func double(_ token: Range<Int>, _ parts: NumberParts) throws(AggregatorReadError) -> Double {
        if parts.hasExponent {
            // Foundation's rules for a Double with an exponent are irregular (measured: 0e5,
            // 0e1 and 0.00e5 fail, 0e10, 0e+5 and 0.0e5 read as 0), so that one number is
            // read by Foundation itself. The vendor writes no exponents (a score is `2`).
            guard let value = try? JSONDecoder().decode(Double.self, from: Data(bytes[token])) else { throw .corrupted("a number Foundation refuses as a Double") }
            return value
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[token]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw .corrupted("a number out of Double's range") }
        if value == 0, hasNonZeroDigit(parts) { throw .corrupted("a number below Double's range") }
        return value
    }

    private func hasNonZeroDigit(_ parts: NumberParts) -> Bool {
        parts.integer.contains { bytes[$0] != UInt8(ascii: "0") } || parts.fraction.contains { bytes[$0] != UInt8(ascii: "0") }
    }

    /// Reads a required Decimal value.
    mutating func readDecimal() throws(AggregatorReadError) -> Decimal {
        try readScalar(Decimal.self, where: { $0 == .number }) { reader throws(AggregatorReadError) in try reader.decimal(reader.scanNumber()) }
    }

    mutating func readOptionalDecimal() throws(AggregatorReadError) -> Decimal? {
        if try skipNull() { return nil }
        return try readDecimal()
    }

    /// The Decimal JSONDecoder builds, bit for bit (the store compares a price's bytes): a
    /// non-zero number of up to 19 digits without exponent is built here, compacted (trailing
    /// zeros folded into the exponent) as Foundation's parser leaves it; anything else goes
    /// through `Decimal(string:)`, which is what JSONDecoder's result equals.
    func decimal(_ token: Range<Int>) throws(AggregatorReadError) -> Decimal {
        guard let parts = numberParts(token) else { throw .corrupted("a malformed number") }
        if !parts.hasExponent, parts.integer.count + parts.fraction.count <= 19 {
            var mantissa: UInt64 = 0
            for index in parts.integer { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0")) }
            for index in parts.fraction { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0")) }
            if mantissa != 0 {
                var exponent = -parts.fraction.count
                while mantissa % 10 == 0 {
                    mantissa /= 10
                    exponent += 1
                }
                if let built = Self.compactDecimal(mantissa: mantissa, exponent: exponent, isNegative: parts.isNegative) { return built }
            }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[token]), as: UTF8.self)
        guard let value = Decimal(string: text), !value.isNaN else { throw .corrupted("a number out of Decimal's range") }
        return value
    }

    /// Reads an optional Bool value (only `true` and `false`: JSONDecoder takes no 1 or "true").
    mutating func readOptionalBool() throws(AggregatorReadError) -> Bool? {
        if try skipNull() { return nil }
        return try readScalar(Bool.self, where: { $0 == .literalTrue || $0 == .literalFalse }) { reader throws(AggregatorReadError) in
            try reader.scanLiteral() == .literalTrue
        }
    }
    /// A non-zero Decimal in the compact form Foundation's parser leaves, written byte by byte:
    /// Foundation on Linux has no public memberwise initialiser. The layout (exponent byte;
    /// length, sign and compact bits; two reserved bytes; eight little-endian 16-bit mantissa
    /// words) is checked once against `Decimal(string:)`; if it ever differs this returns nil
    /// and the caller parses the text instead.
    static func compactDecimal(mantissa: UInt64, exponent: Int, isNegative: Bool) -> Decimal? {
        guard decimalLayoutIsKnown else { return nil }
        return writtenDecimal(mantissa: mantissa, exponent: exponent, isNegative: isNegative)
    }

    private static let decimalLayoutIsKnown: Bool = {
        guard MemoryLayout<Decimal>.size == 20 else { return false }
        let samples: [(String, UInt64, Int, Bool)] = [("-1.25", 125, -2, true), ("123456789012345678", 123456789012345678, 0, false), ("7e5", 7, 5, false)]
        return samples.allSatisfy { text, mantissa, exponent, isNegative in
            guard var expected = Decimal(string: text) else { return false }
            var built = writtenDecimal(mantissa: mantissa, exponent: exponent, isNegative: isNegative)
            return withUnsafeBytes(of: &expected) { Array($0) } == withUnsafeBytes(of: &built) { Array($0) }
        }
    }()

    private static func writtenDecimal(mantissa: UInt64, exponent: Int, isNegative: Bool) -> Decimal {
        var value = Decimal()
        let length: UInt8 = mantissa < 1 << 16 ? 1 : mantissa < 1 << 32 ? 2 : mantissa < 1 << 48 ? 3 : 4
        withUnsafeMutableBytes(of: &value) { raw in
            for index in raw.indices { raw[index] = 0 }
            raw[0] = UInt8(bitPattern: Int8(truncatingIfNeeded: exponent))
            raw[1] = length << 4 | (isNegative ? 0x08 : 0) | 0x04
            for byte in 0..<8 { raw[4 + byte] = UInt8(truncatingIfNeeded: mantissa >> (8 * UInt64(byte))) }
        }
        return value
    }
}
