import Foundation

// String contents, checked only when a field reads them (as JSONDecoder does): escapes
// (`\uXXXX` surrogates must pair), no raw control bytes, valid UTF-8 (no overlong forms, no
// encoded surrogates).
extension AggregatorJSONReader {
    /// The string between a token's quotes; a plain ASCII token is copied as it is. A long
    /// string without escapes is shared with an earlier one of the same bytes (``strings``).
    func string(_ token: AggregatorStringToken) throws(AggregatorReadError) -> String {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end])
        if token.isPlain {
            if let pooled = strings.string(spelledBy: raw) { return pooled }
            let text = String(decoding: raw, as: UTF8.self)
            strings.keep(text, spelledBy: raw)
            return text
        }
        guard token.flags & AggregatorStringToken.control == 0 else { throw .corrupted("a control character in a string") }
        if token.flags & AggregatorStringToken.escaped == 0 {
            // The same bytes were valid UTF-8 when the pooled string was made from them.
            if let pooled = strings.string(spelledBy: raw) { return pooled }
            guard let text = String(validating: raw, as: UTF8.self) else { throw .corrupted("invalid UTF-8") }
            strings.keep(text, spelledBy: raw)
            return text
        }
        let unescaped = try unescaped(token)
        guard let text = String(validating: unescaped, as: UTF8.self) else { throw .corrupted("invalid UTF-8") }
        return text
    }

    private func unescaped(_ token: AggregatorStringToken) throws(AggregatorReadError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(token.end - token.start)
        var position = token.start
        while position < token.end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                position += 1
                continue
            }
            guard position + 1 < token.end else { throw .corrupted("a cut escape") }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexUnit(at: position, end: token.end)
                position += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard position + 1 < token.end, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw .corrupted("an unpaired surrogate")
                    }
                    let low = try hexUnit(at: position + 2, end: token.end)
                    guard (0xDC00...0xDFFF).contains(low) else { throw .corrupted("an unpaired surrogate") }
                    position += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw .corrupted("an unpaired surrogate")
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw .corrupted("an invalid scalar") }
                out.append(contentsOf: unicode.utf8)
            default:
                throw .corrupted("an invalid escape")
            }
        }
        return out
    }

    private func hexUnit(at position: Int, end: Int) throws(AggregatorReadError) -> UInt32 {
        guard position + 4 <= end else { throw .corrupted("a cut \\u escape") }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .corrupted("a bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Reads a required string value.
    mutating func readString() throws(AggregatorReadError) -> String {
        try readScalar(String.self, where: { $0 == .string }) { reader throws(AggregatorReadError) in try reader.string(try reader.scanString()) }
    }

    /// Reads a value of one JSON kind with `read`, failing as JSONDecoder does on null (value
    /// not found) and on any other kind (type mismatch), with the cursor past the value.
    mutating func readScalar<Value>(_ type: Value.Type, where isExpected: (AggregatorValueStart) -> Bool,
                                    _ read: (inout AggregatorJSONReader) throws(AggregatorReadError) -> Value) throws(AggregatorReadError) -> Value {
        let found = valueStart
        if isExpected(found) { return try read(&self) }
        if found == .null {
            _ = try scanLiteral()
            throw .missingValue(type)
        }
        try skipValue()
        throw .mismatch(type, found: found)
    }

    /// Reads an optional string value (null is nil).
    mutating func readOptionalString() throws(AggregatorReadError) -> String? {
        if try skipNull() { return nil }
        return try readString()
    }

    /// Reads an optional aggregator id (null is nil).
    mutating func readOptionalAggregatorId() throws(AggregatorReadError) -> EveryMatrixModels.AggregatorId? {
        if try skipNull() { return nil }
        return try readAggregatorId()
    }

    /// Reads a string as an aggregator id, building no String when its bytes are plain.
    mutating func readAggregatorId() throws(AggregatorReadError) -> EveryMatrixModels.AggregatorId {
        guard valueStart == .string else { return EveryMatrixModels.AggregatorId(try readString()) }
        let token = try scanString()
        guard token.isPlain else { return EveryMatrixModels.AggregatorId(try string(token)) }
        return EveryMatrixModels.AggregatorId(utf8: UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end]))
    }
}
