import Foundation

/// The path of a ``Request`` below the host's base URL, written as a string literal whose
/// interpolated values are path parameters:
///
/// ```swift
/// Request("/bets-api/v1/\(operatorId)/cashout-value/\(betId)")
/// ```
///
/// The literal text is the path's structure, taken as written (`/` separates segments). Each
/// interpolated value is one segment's content, never structure: ``percentEncoded()`` encodes
/// every `/`, `?`, `#` and `%` in it, and refuses a value that is empty or holds a control
/// character, and any resulting segment that is `.` or `..`. So a bet id of
/// `../../ps/ips/getPlayerInfo` cannot reach another endpoint with the session's credentials.
/// There is no way to interpolate a value as raw structure.
@_spi(ProviderKit) public struct RequestPath: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// One piece of a path, in order.
    public enum Part: Sendable, Hashable {
        /// Text written in the source: structure, `/` included.
        case literal(String)
        /// An interpolated value: the content of (part of) one segment.
        case parameter(String)
    }

    /// The pieces, in the order written.
    public private(set) var parts: [Part]

    /// A path with no parameters.
    public init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.literal(value)]
    }

    /// A path built by interpolation: literals are structure, values are parameters.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// Collects the literal text and the parameters of an interpolated path.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// Reserves room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Literal text: structure, taken as written.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.literal(literal)) }
        }

        /// A path parameter (an id): encoded so it stays inside its segment.
        public mutating func appendInterpolation(_ value: some StringProtocol) {
            parts.append(.parameter(String(value)))
        }

        /// A numeric path parameter, in decimal digits.
        public mutating func appendInterpolation(_ value: some BinaryInteger) {
            parts.append(.parameter(String(value)))
        }
    }

    /// `lhs` followed by `rhs`, each keeping its literals and parameters (a shared prefix plus a
    /// call's own rest).
    public static func + (lhs: RequestPath, rhs: RequestPath) -> RequestPath {
        var joined = lhs
        joined.parts += rhs.parts
        return joined
    }

    /// The path as it would be sent, parameters encoded but not checked (for logs and messages).
    public var description: String {
        parts.map { part in
            switch part {
            case .literal(let text): Self.encode(text, keeping: Self.literalCharacters)
            case .parameter(let value): Self.encode(value, keeping: Self.segmentCharacters)
            }
        }.joined()
    }

    /// The percent-encoded path to put after the base URL's path. Literal text keeps its `/`
    /// (other characters not allowed in a path are encoded); a parameter keeps only the
    /// characters RFC 3986 allows inside one segment, so `/`, `?`, `#`, `%`, spaces and
    /// non-ASCII text are encoded. Throws `.invalidRequest` for a parameter that is empty or holds
    /// a control character, and for a path with a `.` or `..` segment.
    public func percentEncoded() throws(ServiceProviderError) -> String {
        for case .parameter(let value) in parts {
            guard !value.isEmpty else { throw .invalidRequest(message: "A path parameter is empty (in \(self)).") }
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .invalidRequest(message: "A path parameter holds a control character (in \(self)).")
            }
        }
        let encoded = description
        // A parameter's own dots are kept (`98765432.10`), so check the segments as they will be
        // sent: `.` or `..` would be resolved by the server or a proxy, leaving the endpoint.
        if encoded.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == "." || $0 == ".." }) {
            throw .invalidRequest(message: "A path segment is '.' or '..' (in \(self)).")
        }
        return encoded
    }

    /// RFC 3986 `pchar`: unreserved, sub-delimiters, `:` and `@`, ASCII only.
    private static let segmentCharacters = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@")
    /// A literal may also hold the separator.
    private static let literalCharacters = segmentCharacters.union(CharacterSet(charactersIn: "/"))

    private static func encode(_ text: String, keeping allowed: CharacterSet) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
