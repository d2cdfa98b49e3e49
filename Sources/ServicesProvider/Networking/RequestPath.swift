import Foundation

/// The path of a ``Request`` below the host's base URL, written as a string literal whose
/// interpolated values are path parameters:
///
/// ```swift
/// Request("/bets-api/v1/\(operatorId)/cashout-value/\(betId)")
/// ```
///
/// The literal text is the path's structure, taken as written (`/` separates segments). Each
/// interpolated value is one segment's content, never structure: ``percentEncoded()`` keeps only
/// RFC 3986's unreserved characters in it (ASCII letters, digits, `-`, `.`, `_`, `~`) and writes
/// every other byte of its UTF-8 as `%XX`: the delimiters `/`, `?`, `#`, `%`, and also the
/// sub-delimiters a segment could hold raw (`;`, `=`, `,`, `+`, `:`, `@`, `!`, `$`, `&`, `'`,
/// `(`, `)`, `*`), which servers read as structure (a Java server takes `123;jsessionid=x` as the
/// id `123` with a session parameter), spaces and non-ASCII text. It refuses a value that is
/// empty or holds a control character, and any resulting segment that is `.` or `..`. So a bet
/// id of `../../ps/ips/getPlayerInfo` cannot reach another endpoint with the session's
/// credentials, nor an event id of `123;jsessionid=x` fix a session. There is no way to
/// interpolate a value as raw structure. URLComponents keeps the encoded path as given (it
/// neither decodes nor encodes it again).
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
            case .literal(let text): Self.encode(text, allowed: Self.literalBytes, into: &bytes)
            case .parameter(let value): Self.encode(value, allowed: Self.parameterBytes, into: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The percent-encoded path to put after the base URL's path. Literal text keeps its `/` and
    /// what RFC 3986 allows in a segment (other characters are encoded); a parameter keeps only
    /// the unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`, `_`, `~`), so every
    /// delimiter (`/`, `?`, `#`, `%`, `;`, `=`, `,`, `+`, `:`, `@`, …), space and non-ASCII byte
    /// is encoded. Throws `.invalidRequest` for a parameter that is empty or holds a control
    /// character, and for a path with a `.` or `..` segment.
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

    /// One bit per ASCII byte: a byte whose bit is set is written as is, any other as `%XX`.
    private typealias ByteSet = (UInt64, UInt64)

    private static func byteSet(_ characters: String) -> ByteSet {
        var bits: ByteSet = (0, 0)
        for byte in characters.utf8 {
            if byte < 64 { bits.0 |= 1 << UInt64(byte) } else { bits.1 |= 1 << UInt64(byte - 64) }
        }
        return bits
    }

    /// RFC 3986 `unreserved`: what a parameter keeps raw. Everything else, the sub-delimiters
    /// included, is data inside a segment and is encoded.
    private static let parameterBytes = byteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// RFC 3986 `pchar` (unreserved, sub-delimiters, `:` and `@`) and the separator `/`: what
    /// literal text, the path's structure as written in the source, keeps raw.
    private static let literalBytes = byteSet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends `text`'s UTF-8 bytes, each byte outside `allowed` as `%XX` (upper-case hex, as
    /// `addingPercentEncoding` writes it). One pass over the bytes, no allocation per byte.
    private static func encode(_ text: String, allowed: ByteSet, into bytes: inout [UInt8]) {
        for byte in text.utf8 {
            let isAllowed = byte < 64 ? allowed.0 & (1 << UInt64(byte)) != 0
                : byte < 128 && allowed.1 & (1 << UInt64(byte - 64)) != 0
            if isAllowed {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}
