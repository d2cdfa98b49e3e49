import Foundation

/// Why the aggregator reader stopped reading a value. `syntax`: the bytes are not JSON, which
/// fails the whole payload (JSONDecoder scans the whole document before decoding anything).
/// `value`: the JSON is well formed but not what a field needs, which fails only the record
/// holding it, exactly where JSONDecoder's path turns a record `.invalid`.
enum AggregatorReadError: Error {
    case syntax
    /// Boxed: `DecodingError`'s layout is the standard library's to change, which would make
    /// this enum's size known only at run time, and every typed throw of the reader (each string,
    /// key and value read) would then reserve its error by asking for the type's metadata.
    indirect case value(DecodingError)
}

/// A cursor over the bytes of one aggregator payload, with the JSON grammar JSONDecoder's scanner
/// accepts on this toolchain (measured, not the RFC): trailing commas in objects and arrays, any
/// run of `0-9 . e E + -` after a leading `-` or digit as a number token (numbers and string
/// contents are checked only when a field reads them), and at most 512 nested containers.
/// Every read is bounds checked: any bytes end in a value or an error, never a trap.
struct AggregatorJSONReader {
    /// JSONDecoder refuses the 513th nested container.
    static let maximumDepth = 512

    let bytes: UnsafeRawBufferPointer
    var index: Int
    /// Containers entered and not yet left.
    var depth = 0
    /// The payload's long strings, each made once (shared by copies of this reader).
    let strings = AggregatorStringPool()

    init(_ bytes: UnsafeRawBufferPointer, at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    /// The byte at the cursor, or nil at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// A saved cursor, for reading a value whose meaning depends on a key found later.
    struct Mark {
        let index: Int
        let depth: Int
    }

    var mark: Mark { Mark(index: index, depth: depth) }

    mutating func move(to mark: Mark) {
        index = mark.index
        depth = mark.depth
    }

    /// JSON's four whitespace bytes only (a form feed or a no-break space is an error).
    /// One comparison for the bytes that follow most whitespace checks (quotes, colons, commas,
    /// digits, letters: all above 0x20), then a bit test.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte <= 0x20 && (UInt64(1) << UInt64(byte)) & whitespaceBits != 0
    }

    /// Bit n set for each whitespace byte n: space, line feed, carriage return, tab.
    private static let whitespaceBits: UInt64 = 0x1_0000_2600

    /// Steps over whitespace at the cursor.
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Steps over `{` or `[` at the cursor.
    mutating func enterContainer() throws(AggregatorReadError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .syntax }
        index += 1
    }

    /// Moves to the next key of the object being read and past its `:`, or past the closing
    /// `}` (returning nil). `isFirst` is the caller's state, true right after `{`.
    mutating func nextKey(_ isFirst: inout Bool) throws(AggregatorReadError) -> AggregatorStringToken? {
        guard try nextMember(&isFirst, closing: UInt8(ascii: "}")) else { return nil }
        guard current == UInt8(ascii: "\"") else { throw .syntax }
        let key = try scanString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw .syntax }
        index += 1
        skipWhitespace()
        return key
    }

    /// Moves to the next element of the array being read, or past the closing `]` (returning
    /// false). `isFirst` is the caller's state, true right after `[`.
    mutating func nextElement(_ isFirst: inout Bool) throws(AggregatorReadError) -> Bool {
        try nextMember(&isFirst, closing: UInt8(ascii: "]"))
    }

    /// Steps over the comma before a member (a trailing one included: JSONDecoder takes `[1,]`
    /// and `{"a":1,}`), or over the container's closing byte (returning false).
    @inline(__always)
    private mutating func nextMember(_ isFirst: inout Bool, closing: UInt8) throws(AggregatorReadError) -> Bool {
        skipWhitespace()
        if isFirst {
            isFirst = false
        } else if current == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        } else if current != closing {
            throw .syntax
        }
        guard current == closing else { return true }
        index += 1
        depth -= 1
        return false
    }

    /// Steps over the string at the cursor (on its opening quote), noting what a reader of its
    /// contents must check; the contents themselves are not checked here, as JSONDecoder does
    /// not check a string it never reads.
    mutating func scanString() throws(AggregatorReadError) -> AggregatorStringToken {
        let start = index + 1
        var position = start
        var flags: UInt8 = 0
        let count = bytes.count
        while true {
            // Eight bytes at a time up to the first quote, backslash, control byte or non-ASCII
            // byte, which the word's flags place: most of a payload is plain text (ids, names),
            // whose bytes change neither the token's end nor its flags.
            while position + 8 <= count {
                let special = Self.specialTextBytes(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                guard special == 0 else {
                    position += special.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            guard position < count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                index = position + 1
                return AggregatorStringToken(start: start, end: position, flags: flags)
            }
            if byte == UInt8(ascii: "\\") {
                // JSONDecoder's scanner steps over a `\u` and the four bytes after it without
                // reading them as hex, but refuses a quote among them (measured).
                flags |= AggregatorStringToken.escaped
                if position + 1 < count, bytes[position + 1] == UInt8(ascii: "u") {
                    guard position + 6 <= count else { throw .syntax }
                    for offset in 2..<6 where bytes[position + offset] == UInt8(ascii: "\"") { throw .syntax }
                    position += 6
                } else {
                    position += 2
                }
                continue
            }
            if byte < 0x20 { flags |= AggregatorStringToken.control }
            if byte >= 0x80 { flags |= AggregatorStringToken.nonASCII }
            position += 1
        }
        throw .syntax
    }

    /// The flags (0x80 in each byte) of `word`'s quotes, backslashes, bytes below 0x20 and above
    /// 0x7F: zero when the eight bytes are plain text. Exact word-wide tests: a byte equal to `n`
    /// is a zero byte of `word ^ n…n`, and `(x - n…n) & ~x & 80…80` flags a byte of `x` below
    /// `n` ≤ 0x80. As in ``matches(_:_:)``, the lowest flag is always a true one, so with the
    /// word read little-endian its trailing zero bits divided by eight are the first such byte's place.
    @inline(__always)
    static func specialTextBytes(_ word: UInt64) -> UInt64 {
        let belowSpace = (word &- wordOnes &* 0x20) & ~word & (wordOnes &* 0x80)
        return matches(word, 0x22) | matches(word, 0x5C) | belowSpace | word & (wordOnes &* 0x80)
    }

    private static let wordOnes: UInt64 = 0x0101_0101_0101_0101

    /// The flags (0x80 in each byte) of `word`'s bytes equal to `byte`. The lowest flag is always
    /// a true match (a borrow only reaches the bytes above a match), so it is exact for saying
    /// whether there is one and for finding the first.
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt64) -> UInt64 {
        let difference = word ^ (wordOnes &* byte)
        return (difference &- wordOnes) & ~difference & (wordOnes &* 0x80)
    }

    /// The place (0–7) of the first `"`, `{`, `}`, `[`, `]` or `,` among the eight bytes at
    /// `offset` (the first byte read first on any platform), 8 when there is none.
    @inline(__always)
    func firstStructuralByte(at offset: Int) -> Int {
        let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let found = Self.matches(word, 0x22) | Self.matches(word, 0x7B) | Self.matches(word, 0x7D) | Self.matches(word, 0x5B)
            | Self.matches(word, 0x5D) | Self.matches(word, 0x2C)
        return found.trailingZeroBitCount >> 3
    }

    /// Steps over a number token: a leading `-` or digit and every `0-9 . e E + -` after it.
    mutating func scanNumber() -> Range<Int> {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"):
                index += 1
            default:
                return start..<index
            }
        }
        return start..<index
    }

    /// Steps over `true`, `false` or `null` (whichever starts at the cursor), or fails.
    mutating func scanLiteral() throws(AggregatorReadError) -> AggregatorValueStart {
        let (text, kind): (StaticString, AggregatorValueStart)
        switch current {
        case UInt8(ascii: "t"): (text, kind) = ("true", .literalTrue)
        case UInt8(ascii: "f"): (text, kind) = ("false", .literalFalse)
        case UInt8(ascii: "n"): (text, kind) = ("null", .null)
        default: throw .syntax
        }
        guard index + text.utf8CodeUnitCount <= bytes.count else { throw .syntax }
        for offset in 0..<text.utf8CodeUnitCount where bytes[index + offset] != text.utf8Start[offset] { throw .syntax }
        index += text.utf8CodeUnitCount
        return kind
    }

    /// What kind of value starts at the cursor (not moving it).
    var valueStart: AggregatorValueStart {
        guard let byte = current else { return .invalid }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"): return .literalTrue
        case UInt8(ascii: "f"): return .literalFalse
        case UInt8(ascii: "n"): return .null
        default: return .invalid
        }
    }

    /// Steps over any value, checking only its grammar (keys of nested objects are not read).
    mutating func skipValue() throws(AggregatorReadError) {
        switch valueStart {
        case .object:
            try enterContainer()
            var isFirst = true
            while try nextKey(&isFirst) != nil { try skipValue() }
        case .array:
            try enterContainer()
            var isFirst = true
            while try nextElement(&isFirst) { try skipValue() }
        case .string:
            _ = try scanString()
        case .number:
            _ = scanNumber()
        case .literalTrue, .literalFalse, .null:
            _ = try scanLiteral()
        case .invalid:
            throw .syntax
        }
    }

    /// Steps over `null` if it is at the cursor.
    mutating func skipNull() throws(AggregatorReadError) -> Bool {
        guard current == UInt8(ascii: "n") else { return false }
        _ = try scanLiteral()
        return true
    }
}

/// The kind of JSON value a byte starts.
enum AggregatorValueStart {
    case object, array, string, number, literalTrue, literalFalse, null, invalid

    /// As JSONDecoder's type-mismatch messages name it.
    var description: String {
        switch self {
        case .object: return "a dictionary"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "number"
        case .literalTrue, .literalFalse: return "bool"
        case .null: return "null"
        case .invalid: return "invalid JSON"
        }
    }
}

/// Where a string's contents lie (between its quotes) and what its bytes hold, so a plain ASCII
/// string is compared or copied without unescaping.
struct AggregatorStringToken {
    static let escaped: UInt8 = 1
    static let control: UInt8 = 2
    static let nonASCII: UInt8 = 4

    let start: Int
    let end: Int
    let flags: UInt8

    /// No escapes, no control bytes, ASCII only: the bytes are the string.
    var isPlain: Bool { flags == 0 }
}
