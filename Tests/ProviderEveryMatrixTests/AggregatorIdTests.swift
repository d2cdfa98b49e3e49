import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting
import ServicesProviderTooling

/// The aggregator's ids (`EveryMatrixModels.AggregatorId`, the store's `EntityKey`).
@Suite struct AggregatorIdTests {
    typealias AggregatorId = EveryMatrixModels.AggregatorId

    @Test func theVendorsDecimalIdsAreHeldAsNumbers() {
        #expect(EntityKey("287166150280880896") == .number(287_166_150_280_880_896))
        #expect(EntityKey("0") == .number(0))
        #expect(EntityKey("18446744073709551615") == .number(UInt64.max))
    }

    @Test func anyOtherIdIsKeptAsTextSoNoTwoIdsShareAKey() {
        for text in ["", "007", "00", "-1", "+1", " 1", "1 ", "1.0", "1e3", "b9", "18446744073709551616", "99999999999999999999999", "١٢"] {
            #expect(EntityKey(text) == .text(text), "\(text)")
        }
        #expect(EntityKey("007") != EntityKey("7"))
        #expect(EntityKey("18446744073709551616") != EntityKey("0"), "an overflow never wraps onto another id")
    }

    @Test func theDescriptionIsTheIdAsTheVendorWroteIt() {
        for id in ["287166150280880896", "0", "7", "007", "b9", "", "18446744073709551615", "18446744073709551616"] {
            #expect(EntityKey(id).description == id)
        }
        let literal: EntityKey = "42"
        #expect(literal == .number(42))
    }

    @Test func spellingANumberMatchesTheStandardLibrary() {
        var generator = SplitMix(seed: 7)
        var numbers: [UInt64] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, UInt64.max, UInt64.max - 1, 1 << 63, 287_166_150_280_880_896]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        for _ in 0..<2_000 { numbers.append(generator.next() >> (generator.next() % 64)) }
        for number in numbers { #expect(EntityKey.spell(number) == String(number)) }
    }

    /// The reader builds an id from the payload's bytes, the JSONDecoder path from a String:
    /// both give the same id, and a numeric one builds no string.
    @Test func anIdReadFromBytesEqualsTheSameIdReadAsText() {
        let ids = ["287166150280880896", "0", "7", "007", "b9", "", "18446744073709551615", "18446744073709551616",
                   "an id much longer than twenty-three bytes", "é-ü"]
        for id in ids {
            let fromBytes = Array(id.utf8).withUnsafeBytes { AggregatorId(utf8: $0) }
            #expect(fromBytes == AggregatorId(id), "\(id)")
            #expect(fromBytes.description == id)
        }
        #expect(AggregatorId("287166150280880896").number == 287_166_150_280_880_896)
        #expect(AggregatorId("007").number == nil)
        #expect(AggregatorId("18446744073709551616").number == nil, "an overflow is not a number")
    }

    /// Ids are read eight digits at a time: every length from 1 to 20, with each byte in turn
    /// replaced by one just outside the digits (`/`, `:`, `0x30 + 0x80`, `0x130`'s low byte) or a
    /// leading zero, must give what the digit-by-digit rule gives.
    @Test func idsReadEightDigitsAtATimeAsDigitByDigit() {
        func byDigits(_ bytes: [UInt8]) -> UInt64? {
            guard (1...20).contains(bytes.count), bytes[0] != UInt8(ascii: "0") || bytes.count == 1,
                  bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            return UInt64(String(decoding: bytes, as: UTF8.self))
        }
        var generator = SplitMix(seed: 34)
        var cases: [[UInt8]] = []
        for length in 1...20 {
            for _ in 0..<50 { cases.append((0..<length).map { _ in UInt8(ascii: "0") + UInt8(generator.next() % 10) }) }
            let nines = [UInt8](repeating: UInt8(ascii: "9"), count: length)
            cases.append(nines)
            for place in 0..<length {
                for odd: UInt8 in [0x2F, 0x3A, 0xB0, 0x30 &+ 0x06 &+ 0x0A, 0x00, 0xFF, UInt8(ascii: "0")] {
                    var bytes = nines
                    bytes[place] = odd
                    cases.append(bytes)
                }
            }
        }
        for bytes in cases {
            let id = bytes.withUnsafeBytes { AggregatorId(utf8: $0) }
            #expect(id.number == byDigits(bytes), "\(bytes)")
        }
        #expect(AggregatorId.eightDigits(UInt64(littleEndian: Array("12345678".utf8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })) == 12_345_678)
    }

    /// Decoded as the vendor sends ids, a JSON string; anything else fails as a `String` field fails.
    @Test func anIdDecodesFromAStringAndRefusesWhatAStringRefuses() throws {
        struct Holder: Decodable { let id: AggregatorId }
        struct TextHolder: Decodable { let id: String }
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Holder.self, from: Data(#"{"id":"287166150280880896"}"#.utf8)).id == .number(287_166_150_280_880_896))
        #expect(try decoder.decode(Holder.self, from: Data(#"{"id":"1-Popular"}"#.utf8)).id == .text("1-Popular"))
        for body in [#"{"id":287166150280880896}"#, #"{"id":null}"#, #"{}"#, #"{"id":true}"#] {
            let idError = kind(of: { try decoder.decode(Holder.self, from: Data(body.utf8)) })
            #expect(idError != "none", "\(body)")
            #expect(idError == kind(of: { try decoder.decode(TextHolder.self, from: Data(body.utf8)) }), "\(body)")
        }
    }

    /// The kind of DecodingError `body` throws ("none" if it throws nothing).
    private func kind(of body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "none"
        } catch DecodingError.typeMismatch {
            return "typeMismatch"
        } catch DecodingError.valueNotFound {
            return "valueNotFound"
        } catch DecodingError.keyNotFound {
            return "keyNotFound"
        } catch {
            return "other: \(error)"
        }
    }
}
