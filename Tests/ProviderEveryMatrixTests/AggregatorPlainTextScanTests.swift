import Foundation
import Testing
@testable import ProviderEveryMatrix
import ServicesProviderTesting
import ServicesProviderTooling

/// The string scanners read eight bytes at a time and go straight to the first byte that can end
/// the string or change what its reader must check; that word test must place it where the
/// byte-by-byte rule does (8: none of the eight).
@Suite struct AggregatorPlainTextScanTests {
    private func firstSpecialByByte(_ bytes: [UInt8]) -> Int {
        bytes.firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 >= 0x80 } ?? 8
    }

    private func firstSpecialByWord(_ bytes: [UInt8]) -> Int {
        let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        return AggregatorJSONReader.specialTextBytes(word).trailingZeroBitCount >> 3
    }

    @Test func theWordTestAgreesWithTheByteRuleOnEveryByteInEveryPosition() {
        // Each byte value, alone in a word of plain text, at each of the eight positions.
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = UInt8(value)
                #expect(firstSpecialByWord(bytes) == firstSpecialByByte(bytes), "byte \(value) at \(position)")
            }
        }
    }

    @Test func theWordTestAgreesWithTheByteRuleOnRandomWords() {
        var generator = SplitMix(seed: 19)
        for _ in 0..<200_000 {
            // Bytes near the edges (0x1F/0x20, 0x21–0x23, 0x5B–0x5D, 0x7F/0x80) as often as any.
            var bytes: [UInt8] = []
            for _ in 0..<8 {
                let pick = generator.next()
                let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xFF]
                bytes.append(pick % 2 == 0 ? edges[Int(pick / 2 % UInt64(edges.count))] : UInt8(truncatingIfNeeded: pick >> 8))
            }
            #expect(firstSpecialByWord(bytes) == firstSpecialByByte(bytes), "\(bytes)")
        }
    }

    /// JSON's four whitespace bytes, and no other byte, are whitespace to the reader.
    @Test func whitespaceIsJSONsFourBytesOnly() {
        for value in 0...255 {
            let byte = UInt8(value)
            #expect(AggregatorJSONReader.isWhitespace(byte) == [0x20, 0x0A, 0x0D, 0x09].contains(byte), "byte \(value)")
        }
    }
}
