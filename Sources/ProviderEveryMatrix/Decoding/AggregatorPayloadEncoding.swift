import Foundation

/// JSONDecoder reads a payload in UTF-8 (a byte order mark skipped) or, told by a byte order
/// mark or by zero bytes among the first ones, in UTF-16 or UTF-32: it converts those to UTF-8
/// first, and so does the aggregator reader. The vendor sends UTF-8; the rest is for sameness.
enum AggregatorPayloadEncoding {
    /// The payload as UTF-8 JSON (the same bytes when it is already), or nil when it cannot be converted.
    static func utf8(_ data: Data) -> Data? {
        // The common case decides on the first two bytes without copying anything.
        guard data.count >= 2 else { return data }
        let first = data[data.startIndex], second = data[data.startIndex + 1]
        if first == 0xEF, second == 0xBB, data.count >= 3, data[data.startIndex + 2] == 0xBF { return data.dropFirst(3) }
        guard first == 0 || second == 0 || first == 0xFE || first == 0xFF else { return data }
        guard let encoding = encoding(of: Array(data.prefix(4))) else { return data }
        guard let text = String(data: data, encoding: encoding) else { return nil }
        return Data(text.utf8)
    }

    private static func encoding(of head: [UInt8]) -> String.Encoding? {
        // A UTF-16 byte order mark first, even where it opens UTF-32's (FF FE 00 00): JSONDecoder
        // reads that as UTF-16 and fails, and so does this.
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return .utf16 }
        // Zero bytes tell an encoding only in four bytes or more: JSONDecoder reads a shorter
        // payload as UTF-8 (`"`, NUL, `"` is a string to it, not UTF-16).
        guard head.count == 4 else { return nil }
        if head[0] == 0, head[1] == 0, head[2] == 0 { return .utf32BigEndian }
        if head[1] == 0, head[2] == 0, head[3] == 0 { return .utf32LittleEndian }
        if head[0] == 0 { return .utf16BigEndian }
        if head[1] == 0 { return .utf16LittleEndian }
        return nil
    }
}
