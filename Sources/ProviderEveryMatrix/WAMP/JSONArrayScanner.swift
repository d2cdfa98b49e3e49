import Foundation

/// Splits a top-level JSON array into the byte ranges of its elements without parsing them,
/// so a WAMP frame's small header fields and its large payload are each decoded once.
enum JSONArrayScanner {
    /// The ranges of the elements of the array in `data`, or `nil` if it is not a well-formed
    /// top-level array (strings and nesting are respected; contents are not validated).
    static func elements(of data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { raw -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let base = data.startIndex
            var index = 0
            let count = bytes.count
            func skipSpace() { while index < count, AggregatorJSONReader.isWhitespace(bytes[index]) { index += 1 } }
            skipSpace()
            guard index < count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var ranges: [Range<Int>] = []
            var depth = 0
            var inString = false
            var escaped = false
            var start: Int?
            while index < count {
                let byte = bytes[index]
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    index += 1
                    // Most of a dump is string contents: eight bytes at a time up to the word's
                    // first quote or backslash (or control or non-ASCII byte, stepped over one by
                    // one), as the reader scans strings; a 50 MB frame is scanned before it is decoded.
                    if inString, !escaped {
                        while index + 8 <= count {
                            let special = AggregatorJSONReader.specialTextBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                            guard special == 0 else {
                                index += special.trailingZeroBitCount >> 3
                                break
                            }
                            index += 8
                        }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    if start == nil { start = index }
                    inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    if start == nil { start = index }
                    depth += 1
                case UInt8(ascii: "]") where depth == 0:
                    if let begin = start { ranges.append(trimmed(begin, index, bytes) + base) }
                    index += 1
                    skipSpace()
                    return index == count ? ranges : nil
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth < 0 { return nil }
                case UInt8(ascii: ",") where depth == 0:
                    guard let begin = start else { return nil }
                    ranges.append(trimmed(begin, index, bytes) + base)
                    start = nil
                case 0x20, 0x0A, 0x0D, 0x09:
                    break
                default:
                    if start == nil { start = index }
                }
                index += 1
            }
            return nil
        }
    }

    private static func trimmed(_ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var end = end
        while end > start, AggregatorJSONReader.isWhitespace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }
}

private func + (range: Range<Int>, offset: Int) -> Range<Int> {
    (range.lowerBound + offset)..<(range.upperBound + offset)
}
