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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { total, part in
            switch part {
            case .literal(let text), .parameter(let text): total + text.utf8.count
            }
        } + 16)
        for part in parts {
            switch part {
            case .literal(let text): Self.encode(text, keepingSlash: true, into: &bytes)
            case .parameter(let value): Self.encode(value, keepingSlash: false, into: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The percent-encoded path to put after the base URL's path. Literal text keeps its `/`
    /// (other characters not allowed in a path are encoded); a parameter keeps only the
    /// characters RFC 3986 allows inside one segment, so `/`, `?`, `#`, `%`, spaces and
    /// non-ASCII text are encoded. Throws `.invalidRequest` for a parameter that is empty or holds
    /// a control character, and for a path with a `.` or `..` segment.
    public func percentEncoded() throws(ServiceProviderError) -> String {
        for case .parameter(let value) in parts {
            guard !value.isEmpty else { throw .invalidRequest(message: "A path parameter is empty (in \(self)).") }
            guard !value.unicodeScalars.contains(where: Self.isControl) else {
                throw .invalidRequest(message: "A path parameter holds a control character (in \(self)).")
            }
        }
        let encoded = description
        // A parameter's own dots are kept (`98765432.10`), so check the segments as they will be
        // sent: `.` or `..` would be resolved by the server or a proxy, leaving the endpoint.
        if encoded.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .contains(where: { $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }) {
            throw .invalidRequest(message: "A path segment is '.' or '..' (in \(self)).")
        }
        return encoded
    }

    /// Unicode's control characters (general category Cc): C0, DEL and C1. Read from the scalar's
    /// value, the same set as `properties.generalCategory == .control` at a fraction of the cost.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// RFC 3986 `pchar`: unreserved, sub-delimiters, `:` and `@`, ASCII only; one bit per ASCII
    /// byte (a literal may also hold the separator `/`, checked apart).
    private static let segmentBytes: (UInt64, UInt64) = {
        var bits: (UInt64, UInt64) = (0, 0)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".utf8 {
            if byte < 64 { bits.0 |= 1 << UInt64(byte) } else { bits.1 |= 1 << UInt64(byte - 64) }
        }
        return bits
    }()

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends `text`'s UTF-8 bytes, each byte outside the allowed set as `%XX` (upper-case hex,
    /// as `addingPercentEncoding` writes it).
    private static func encode(_ text: String, keepingSlash: Bool, into bytes: inout [UInt8]) {
        let allowed = segmentBytes
        for byte in text.utf8 {
            let isAllowed = byte < 64 ? allowed.0 & (1 << UInt64(byte)) != 0
                : byte < 128 && allowed.1 & (1 << UInt64(byte - 64)) != 0
            if isAllowed || (keepingSlash && byte == UInt8(ascii: "/")) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}
