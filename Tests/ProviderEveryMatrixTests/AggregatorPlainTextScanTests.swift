import Foundation
import Testing
@testable import ProviderEveryMatrix
import ServicesProviderTesting
import ServicesProviderTooling

/// The string scanner skips eight bytes at a time when none of them can end the string or
/// change what its reader must check; that word test must agree with the byte-by-byte rule.
@Suite struct AggregatorPlainTextScanTests {
    private func isPlainByByte(_ word: UInt64) -> Bool {
        withUnsafeBytes(of: word) { bytes in
            bytes.allSatisfy { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 >= 0x20 && $0 < 0x80 }
        }
    }

    @Test func theWordTestAgreesWithTheByteRuleOnEveryByteInEveryPosition() {
        // Each byte value, alone in a word of plain text, at each of the eight positions.
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(AggregatorJSONReader.isPlainText(word) == isPlainByByte(word), "byte \(value) at \(position)")
            }
        }
    }

    @Test func theWordTestAgreesWithTheByteRuleOnRandomWords() {
        var generator = SplitMix(seed: 19)
        for _ in 0..<200_000 {
            // Bytes near the edges (0x1F/0x20, 0x21–0x23, 0x5B–0x5D, 0x7F/0x80) as often as any.
            var word: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) {
                let pick = generator.next()
                let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xFF]
                let byte = pick % 2 == 0 ? edges[Int(pick / 2 % UInt64(edges.count))] : UInt8(truncatingIfNeeded: pick >> 8)
                word |= UInt64(byte) << UInt64(shift)
            }
            #expect(AggregatorJSONReader.isPlainText(word) == isPlainByByte(word), "\(String(word, radix: 16))")
        }
    }
}
