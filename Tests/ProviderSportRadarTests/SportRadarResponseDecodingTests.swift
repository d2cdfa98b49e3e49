import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderSportRadar

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct SportRadarResponseDecodingTests {
    static let fixtures = ["login": "login", "getUserProfile": "getUserProfile", "getBalance": "getBalance",
                           "getPayments": "getPayments", "processDeposit": "processDeposit", "checkPaymentStatus": "checkPaymentStatus",
                           "getWithdrawalMethods": "getWithdrawalMethods", "getTransactionsHistory": "getTransactionsHistory",
                           "getUserDocuments": "getUserDocuments", "getAvailableSportTypes": "getAvailableSportTypes",
                           "getEventsForEventGroup": "getEventsForEventGroup", "getEventDetails": "getEventDetails",
                           "calculatePotentialReturn": "calculatePotentialReturn", "getBetHistory": "getBetHistory-open"]

    @Test func everyListedResponseDecodesItsFixture() throws {
        #expect(SportRadarProvider.decodableResponses == Self.fixtures.keys.sorted(),
                "each entry of Sources/ProviderSportRadar/SportRadarResponseDecoding.swift decodes a recorded fixture named in SportRadarResponseDecodingTests.fixtures (Tests/ProviderSportRadarTests/SportRadarResponseDecodingTests.swift)")
        for (name, file) in Self.fixtures {
            _ = try SportRadarProvider.decodeResponse(name, from: Fixture.data(file))
        }
        let event = try #require(try SportRadarProvider.decodeResponse("getEventDetails", from: Fixture.data("getEventDetails")) as? Event)
        #expect(!event.markets.isEmpty)
    }

    @Test func aBrokenBodyNamesTheCodingPath() {
        #expect {
            try SportRadarProvider.decodeResponse("getBetHistory", from: Data(#"[{"idFOBet":"x"}]"#.utf8))
        } throws: { error in
            guard case .decoding(_, let path, _)? = error as? ServiceProviderError else { return false }
            return path.hasPrefix("[0]")
        }
    }
}
