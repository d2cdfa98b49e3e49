import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request as a vendor's server reads it, for the probes' rules: the path as sent, each query
/// and form value decoded as a server decodes it (`+` is a space), each string and number of a
/// JSON body. Read independently of the SDK's own encoders, so a probe checks them.
struct SentRequest {
    /// The method (`GET`, `POST`, …).
    let method: String
    /// `GET /path`, for messages.
    let summary: String
    /// The path as sent (percent-encoded), split at `/` (the leading empty segment dropped).
    let segments: [String]
    /// Every text the request carries a value in: decoded path segments, query and form names
    /// and values, JSON strings (keys too), and a body of another kind as UTF-8.
    let texts: [String]
    /// The number tokens of a JSON body and the values of the query and form, as written.
    let numbers: [String]
    /// The URL and the body as UTF-8, for finding a marker anywhere.
    let raw: String

    init(_ request: URLRequest) {
        let url = request.url?.absoluteString ?? ""
        let afterHost = url.range(of: "://").map { url[$0.upperBound...] }.flatMap { rest in rest.firstIndex(of: "/").map { rest[$0...] } } ?? ""
        let pathAndQuery = afterHost.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = pathAndQuery.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        let query = parts.count > 1 ? String(parts[1]) : ""
        method = request.httpMethod ?? "GET"
        summary = "\(method) \(path)"
        segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let body = request.httpBody ?? Data()
        let bodyText = String(decoding: body, as: UTF8.self)
        raw = url + "\n" + bodyText

        var texts = segments.map { $0.removingPercentEncoding ?? $0 }
        var numbers: [String] = []
        let queryPairs = Self.formPairs(query)
        texts += queryPairs.flatMap { [$0.name, $0.value] }
        numbers += queryPairs.map(\.value)
        let contentType = request.value(forHTTPHeaderField: "Content-Type") ?? ""
        if contentType.hasPrefix("application/x-www-form-urlencoded") {
            let pairs = Self.formPairs(bodyText)
            texts += pairs.flatMap { [$0.name, $0.value] }
            numbers += pairs.map(\.value)
        } else if !body.isEmpty, (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil {
            texts += Self.jsonStrings(in: body)
            numbers += Self.jsonNumbers(in: body)
        } else if !body.isEmpty {
            texts.append(bodyText)
        }
        self.texts = texts
        self.numbers = numbers
    }

    /// What is wrong with the path as sent: a segment holding anything but RFC 3986's unreserved
    /// characters and `%XX` escapes, or one that is (or decodes to) `.` or `..`, or an empty
    /// segment before the last.
    var pathProblems: [String] {
        var problems: [String] = []
        for (index, segment) in segments.enumerated() {
            if let bad = Self.firstOutsideGrammar(segment) { problems.append("\(summary): segment \(index + 1) holds \(bad) unencoded") }
            let decoded = segment.removingPercentEncoding ?? segment
            if [".", ".."].contains(decoded) { problems.append("\(summary): segment \(index + 1) is '\(decoded)' once decoded") }
            if segment.isEmpty && index < segments.count - 1 { problems.append("\(summary): segment \(index + 1) is empty") }
        }
        return problems
    }

    /// The first character of `segment` that is neither unreserved nor part of a `%XX` escape.
    private static func firstOutsideGrammar(_ segment: String) -> String? {
        let bytes = Array(segment.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return "a '%' not followed by two hex digits" }
                index += 3
                continue
            }
            guard isUnreserved(byte) else { return byte < 0x80 ? "'\(Character(Unicode.Scalar(byte)))'" : "a non-ASCII byte" }
            index += 1
        }
        return nil
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// `name=value` pairs split at `&`, each side decoded as a server decodes a query or a form.
    private static func formPairs(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: "&").map { pair in
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ side: Substring?) -> String {
                let spaced = (side.map(String.init) ?? "").replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(sides.first), decode(sides.count > 1 ? sides[1] : nil))
        }
    }

    /// Every string of a JSON text, keys included (none when it is not JSON).
    static func jsonStrings(in data: Data) -> [String] {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])).map(strings(in:)) ?? []
    }

    /// Every number of a JSON text as written, and every string (vendors write amounts as either).
    static func jsonNumbers(in data: Data) -> [String] {
        numberTokens(in: data) + jsonStrings(in: data)
    }

    private static func strings(in json: Any) -> [String] {
        switch json {
        case let string as String: return [string]
        case let array as [Any]: return array.flatMap(strings(in:))
        case let object as [String: Any]: return object.flatMap { [$0.key] + strings(in: $0.value) }
        default: return []
        }
    }

    /// The number tokens of a JSON text as written (outside its strings).
    private static func numberTokens(in body: Data) -> [String] {
        var tokens: [String] = []
        var current: [UInt8] = []
        var inString = false, escaped = false
        for byte in body {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"),
                                                                                UInt8(ascii: "E"), UInt8(ascii: "+")].contains(byte) {
                current.append(byte)
                continue
            }
            if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        if !current.isEmpty { tokens.append(String(decoding: current, as: UTF8.self)) }
        return tokens
    }
}
