/// The store's key for an aggregator id. The vendor's ids are decimal numbers of up to 18
/// digits sent as strings, and a Swift string longer than 15 bytes lives on the heap: every
/// hash, comparison and copy of such a key reached for memory far from the table. A key holds
/// such an id as its number, and any other id as its text, so two different ids never share a
/// key ("007" is kept as text, distinct from "7").
enum EntityKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    case number(UInt64)
    case text(String)

    init(_ id: String) {
        var id = id
        self = id.withUTF8 { Self.number(in: UnsafeRawBufferPointer($0)) }.map(Self.number) ?? .text(id)
    }

    /// The key of a record's id, read from its bytes (no string is made for a numeric id).
    init(_ id: EveryMatrixModels.AggregatorId) {
        self = Self.number(of: id).map(Self.number) ?? .text(id.description)
    }

    /// The number a record's id spells, if it is the key of a `.number` (what the read-ahead
    /// gathers).
    static func number(of id: EveryMatrixModels.AggregatorId) -> UInt64? {
        id.withUTF8(Self.number(in:))
    }

    init(stringLiteral id: String) {
        self.init(id)
    }

    /// The id as the vendor wrote it.
    var description: String {
        switch self {
        case .number(let number): return Self.spell(number)
        case .text(let text): return text
        }
    }

    /// `String(number)`, in about half the instructions: every odds change spells three ids,
    /// and the standard library's generic integer printing was a sixth of an update's cost.
    /// Two digits per division, written backwards into 20 bytes of stack (`UInt64.max` has 20
    /// digits), then copied into the string once.
    static func spell(_ number: UInt64) -> String {
        var digits: (UInt64, UInt64, UInt32) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { bytes in
            let pairs = UnsafeRawPointer(digitPairs.utf8Start)
            var rest = number
            var start = bytes.count
            while rest >= 100 {
                let quotient = rest / 100
                let pair = Int(truncatingIfNeeded: rest &- quotient &* 100)
                start &-= 2
                bytes.storeBytes(of: pairs.loadUnaligned(fromByteOffset: pair &<< 1, as: UInt16.self), toByteOffset: start, as: UInt16.self)
                rest = quotient
            }
            if rest >= 10 {
                start &-= 2
                bytes.storeBytes(of: pairs.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: rest) &<< 1, as: UInt16.self), toByteOffset: start, as: UInt16.self)
            } else {
                start &-= 1
                bytes[start] = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0")
            }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// "00", "01", … "99" back to back: a constant in the binary, read without bounds checks.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899
        """

    /// The number an id's UTF-8 bytes spell in canonical decimal (no sign, no leading zero),
    /// if it fits.
    private static func number(in utf8: UnsafeRawBufferPointer) -> UInt64? {
        guard (1...20).contains(utf8.count), utf8[0] != UInt8(ascii: "0") || utf8.count == 1 else { return nil }
        var number: UInt64 = 0
        // Nineteen digits never overflow (`UInt64.max` has twenty): the vendor's ids take this loop.
        guard utf8.count == 20 else {
            for byte in utf8 {
                let digit = byte &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                number = number &* 10 &+ UInt64(digit)
            }
            return number
        }
        for byte in utf8 {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            number = sum
        }
        return number
    }
}
