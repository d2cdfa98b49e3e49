import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderSportRadar

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct SportRadarResponseDecodingTests {
    /// Every entry decodes each recorded answer named after it (``SandboxFixtures/answers(provider:entry:among:)``).
    @Test func everyEntryDecodesItsRecordedFixtures() throws {
        let names = SportRadarProvider.decodableResponses
        #expect(names.count > 10) // the table still lists its entries
        for name in names {
            let files = try SandboxFixtures.answers(provider: "sportradar", entry: name, among: names)
            #expect(!files.isEmpty, "the decode entry `\(name)` (Sources/ProviderSportRadar/SportRadarResponseDecoding.swift) has no fixture Sources/ServicesProviderTesting/SandboxFixtures/sportradar/\(name).json")
            for file in files { _ = try SportRadarProvider.decodeResponse(name, from: Fixture.data(file)) }
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
