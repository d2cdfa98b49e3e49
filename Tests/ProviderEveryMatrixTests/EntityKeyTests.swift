import XCTest
@testable import ProviderEveryMatrix

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
}
