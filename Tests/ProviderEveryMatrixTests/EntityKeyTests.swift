import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting

final class EntityKeyTests: XCTestCase {
    func testTheVendorsDecimalIdsAreHeldAsNumbers() {
        XCTAssertEqual(EntityKey("287166150280880896"), .number(287_166_150_280_880_896))
        XCTAssertEqual(EntityKey("0"), .number(0))
        XCTAssertEqual(EntityKey("18446744073709551615"), .number(UInt64.max))
    }

    func testAnyOtherIdIsKeptAsTextSoNoTwoIdsShareAKey() {
        for text in ["", "007", "00", "-1", "+1", " 1", "1 ", "1.0", "1e3", "b9", "18446744073709551616", "99999999999999999999999", "١٢"] {
            XCTAssertEqual(EntityKey(text), .text(text), text)
        }
        XCTAssertNotEqual(EntityKey("007"), EntityKey("7"))
        XCTAssertNotEqual(EntityKey("18446744073709551616"), EntityKey("0"), "an overflow never wraps onto another id")
    }

    func testTheDescriptionIsTheIdAsTheVendorWroteIt() {
        for id in ["287166150280880896", "0", "7", "007", "b9", "", "18446744073709551615", "18446744073709551616"] {
            XCTAssertEqual(EntityKey(id).description, id)
        }
        let literal: EntityKey = "42"
        XCTAssertEqual(literal, .number(42))
    }

    func testSpellingANumberMatchesTheStandardLibrary() {
        var generator = SplitMix(seed: 7)
        var numbers: [UInt64] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, UInt64.max, UInt64.max - 1, 1 << 63, 287_166_150_280_880_896]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        for _ in 0..<2_000 { numbers.append(generator.next() >> (generator.next() % 64)) }
        for number in numbers { XCTAssertEqual(EntityKey.spell(number), String(number)) }
    }

    /// A change record keeps its id as the vendor wrote it (`AggregatorId`, layer 1); the store
    /// derives the same key from its bytes as from the text.
    func testARecordIdKeepsTheVendorsTextAndGivesTheSameKey() {
        let ids = ["287166150280880896", "0", "7", "007", "b9", "", "18446744073709551615", "18446744073709551616",
                   "12345678901234567890123", "123456789012345678901234", "an id much longer than twenty-three bytes", "é-ü"]
        for id in ids {
            let recordId = EveryMatrixModels.AggregatorId(id)
            XCTAssertEqual(recordId.description, id)
            XCTAssertEqual(EntityKey(recordId), EntityKey(id), id)
            XCTAssertEqual(recordId.withUTF8 { Array($0) }, Array(id.utf8), id)
        }
        XCTAssertNotEqual(EveryMatrixModels.AggregatorId("007"), EveryMatrixModels.AggregatorId("7"))
        XCTAssertEqual(EveryMatrixModels.AggregatorId("287166150280880896"), EveryMatrixModels.AggregatorId(String("287166150280880896".reversed().reversed())))
        XCTAssertEqual(EntityKey.number(of: EveryMatrixModels.AggregatorId("287166150280880896")), 287_166_150_280_880_896)
        XCTAssertNil(EntityKey.number(of: EveryMatrixModels.AggregatorId("007")))
        XCTAssertNil(EntityKey.number(of: EveryMatrixModels.AggregatorId("18446744073709551616")), "an overflow is not a number")
    }
}
