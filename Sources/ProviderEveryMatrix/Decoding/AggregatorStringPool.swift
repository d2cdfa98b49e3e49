import Foundation

/// The long strings of one payload, each spelling made once. A dump repeats the same names
/// thousands of times (a market's name on every market of its type, an outcome's code and
/// name on every outcome), and a Swift string of more than 15 UTF-8 bytes is a heap
/// allocation of its own: on a 50 MB synthetic dump, sharing them saved about 3 MB of the
/// decoded records, and as much in the store that keeps them.
///
/// A small direct-mapped table, not a dictionary: a slot holds the last string whose bytes
/// hashed to it, a lookup compares bytes, and a miss replaces the slot, so the pool never
/// grows and a payload of all-different strings costs one hash per string. Made lazily: an
/// update of odds has no long string and allocates nothing here. Lives for one decode.
final class AggregatorStringPool {
    /// Strings this short are stored inline by Swift (no allocation to share).
    private static let inlineLength = 15
    private static let slotBits = 10

    private var slots: [String?] = []

    /// The pooled string spelled by `bytes`, if there is one.
    func string(spelledBy bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count > Self.inlineLength, !slots.isEmpty, var pooled = slots[Self.slot(of: bytes)] else { return nil }
        let matches = pooled.withUTF8 { $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
        return matches ? pooled : nil
    }

    /// Keeps `string` (whose UTF-8 is `bytes`) for the next payload string with the same bytes.
    func keep(_ string: String, spelledBy bytes: UnsafeRawBufferPointer) {
        guard bytes.count > Self.inlineLength else { return }
        if slots.isEmpty { slots = Array(repeating: nil, count: 1 << Self.slotBits) }
        slots[Self.slot(of: bytes)] = string
    }

    /// The length and the first and last eight bytes, mixed (a long string has at least 16).
    private static func slot(of bytes: UnsafeRawBufferPointer) -> Int {
        let first = bytes.loadUnaligned(as: UInt64.self)
        let last = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(bytes.count)
        return Int(truncatingIfNeeded: (mixed &* 0xFF51_AFD7_ED55_8CCD) >> (64 - UInt64(slotBits)))
    }
}
