import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderSportRadar

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct SportRadarResponseDecodingTests {
    /// The recorded answers a decode entry reads: `<name>.json`, or its variants `<name>-….json`
    /// (`getBetHistory-open`), as the mutation fuzzer pairs them too; `<name>-request.json` is
    /// the call's body, not an answer.
    static func fixtures(of name: String) throws -> [String] {
        let folder = try #require(SandboxFixtures.url(provider: "sportradar", name: "README.md")).deletingLastPathComponent()
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.filter { $0 == name || $0.hasPrefix(name + "-") && !$0.hasSuffix("-request") }.sorted()
    }

    @Test func everyEntryDecodesItsRecordedFixtures() throws {
        let names = SportRadarProvider.decodableResponses
        #expect(names.count > 10) // the table still lists its entries
        for name in names {
            let files = try Self.fixtures(of: name)
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
