import Foundation
import Testing
@_spi(ProviderKit) @testable import ServicesProvider

/// A vendor's decimal text reads as `Decimal(string:)` in the POSIX locale reads it, whichever
/// path reads it (the direct one for plain digits, the general one for the rest), and strictly.
@Suite struct VendorDecimalTextTests {
    @Test(arguments: ["2.10", "0", "-0", "+5", "-12.345", "1.", ".5", "007.50", "9999999999999999999", "1234567890.123456789",
                      "99999999999999999999", "0.0000000000000000001", " 3.25 ", "-0.000"])
    func readsAsThePOSIXDecimal(text: String) throws {
        let expected = try #require(Decimal(string: text.trimmingCharacters(in: .whitespaces), locale: Locale(identifier: "en_US_POSIX")))
        #expect(Decimal(vendorText: text) == expected)
    }

    @Test(arguments: ["", ".", "-", "+", "1.2.3", "12abc", "1,5", "1e5", "--1", "+-1", "١٢", "0x10"])
    func refusesWhatIsNoPlainDecimal(text: String) {
        #expect(Decimal(vendorText: text) == nil)
    }

    @Test func theDirectPathTakesOnlyPlainText() {
        #expect(Decimal.plainDecimal("12.5".utf8) == Decimal(string: "12.5"))
        #expect(Decimal.plainDecimal(" 12.5".utf8) == nil)
        #expect(Decimal.plainDecimal("1.2.3".utf8) == nil)
        #expect(Decimal.plainDecimal("12345678901234567890".utf8) == nil) // 20 digits: the general path's
        #expect(Decimal.plainDecimal("-0".utf8).map { $0.sign } == .plus)
    }
}
