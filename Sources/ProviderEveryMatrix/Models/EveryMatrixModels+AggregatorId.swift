import Foundation

extension EveryMatrixModels {
    /// An aggregator id: an entity's own id and the ids that link it to others. The vendor's ids
    /// are decimal numbers of up to 18 digits sent as strings, and a Swift string longer than 15
    /// bytes lives on the heap: a dump of 100,000 entities held about 300,000 of them (18 MB of
    /// a 50 MB dump's records), and every hash, comparison and copy of one reached for memory
    /// far away. An id that spells a number in canonical decimal is held as that number; any
    /// other id as its text, so two different ids are never equal ("007" stays text, distinct
    /// from "7") and ``description`` gives back exactly what the vendor wrote. The store keys its
    /// tables by these (`EntityKey`).
    ///
    /// Nine bytes: a text id is held behind a reference (``Spelling``), so a record's id field
    /// costs 16 bytes with its padding, not the 24 a `String` payload made it cost. Text ids
    /// are rare (market group keys), numbers are in every record.
    package enum AggregatorId: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Decodable {
        case number(UInt64)
        case spelled(Spelling)

        /// The text of an id that is not a canonical decimal number.
        package final class Spelling: Hashable, Sendable {
            let text: String

            init(_ text: String) {
                self.text = text
            }

            package static func == (left: Spelling, right: Spelling) -> Bool {
                left.text == right.text
            }

            package func hash(into hasher: inout Hasher) {
                hasher.combine(text)
            }
        }

        /// An id held as its text (what ``init(_:)`` makes of anything but a canonical number).
        static func text(_ text: String) -> AggregatorId {
            .spelled(Spelling(text))
        }

        init(_ id: String) {
            var id = id
            self = id.withUTF8 { Self.number(in: UnsafeRawBufferPointer($0)) }.map(Self.number) ?? .text(id)
        }

        /// From the id's UTF-8 bytes as the payload holds them (valid UTF-8, as the reader
        /// checked): a numeric id builds no String at all.
        init(utf8 bytes: UnsafeRawBufferPointer) {
            self = Self.number(in: bytes).map(Self.number) ?? .text(String(decoding: bytes, as: UTF8.self))
        }

        package init(stringLiteral id: String) {
            self.init(id)
        }

        /// Decoded from a JSON string, as the vendor sends ids (anything else is the same
        /// `typeMismatch` a `String` field gives).
        package init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        /// The number, for an id held as one (what the store's read-ahead gathers).
        var number: UInt64? {
            if case .number(let number) = self { return number }
            return nil
        }

        /// The id as the vendor wrote it.
        package var description: String {
            switch self {
            case .number(let number): return Self.spell(number)
            case .spelled(let spelling): return spelling.text
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

        /// The number eight ASCII digits spell (the first digit in the word's lowest byte), or
        /// nil when a byte is not a digit. A byte is a digit when its high half is 3 and adding 6
        /// leaves it so (0x30–0x39); the digits are then paired, the pairs paired, and so on, by
        /// multiplications that add each lane to its neighbour scaled by 10, 100 and 10,000.
        static func eightDigits(_ word: UInt64) -> UInt64? {
            let highHalves: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
            guard word & highHalves == threes, (word &+ 0x0606_0606_0606_0606) & highHalves == threes else { return nil }
            var value = word &- threes
            value = (value &* 10) &+ (value >> 8)
            let lanes: UInt64 = 0x0000_00FF_0000_00FF
            value = (((value & lanes) &* (100 &+ (1_000_000 << 32))) &+ (((value >> 16) & lanes) &* (1 &+ (10_000 << 32)))) >> 32
            return value
        }

        /// The number an id's UTF-8 bytes spell in canonical decimal (no sign, no leading zero),
        /// if it fits.
        private static func number(in utf8: UnsafeRawBufferPointer) -> UInt64? {
            guard (1...20).contains(utf8.count), utf8[0] != UInt8(ascii: "0") || utf8.count == 1 else { return nil }
            var number: UInt64 = 0
            // Nineteen digits never overflow (`UInt64.max` has twenty): the vendor's ids (18
            // digits) take this path, eight digits at a time, then one at a time.
            guard utf8.count == 20 else {
                var offset = 0
                while offset + 8 <= utf8.count {
                    guard let eight = eightDigits(UInt64(littleEndian: utf8.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) else { return nil }
                    number = number &* 100_000_000 &+ eight
                    offset += 8
                }
                while offset < utf8.count {
                    let digit = utf8[offset] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    number = number &* 10 &+ UInt64(digit)
                    offset += 1
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
}
