import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct GomaResponseDecodingTests {
    /// Every entry decodes each recorded answer named after it (``SandboxFixtures/answers(provider:entry:among:)``).
    @Test func everyEntryDecodesItsRecordedFixtures() throws {
        let names = GomaProvider.decodableResponses
        #expect(names.count > 10) // the table still lists its entries
        for name in names {
            let files = try SandboxFixtures.answers(provider: "goma", entry: name, among: names)
            #expect(!files.isEmpty, "the decode entry `\(name)` (Sources/ProviderGoma/GomaResponseDecoding.swift) has no fixture Sources/ServicesProviderTesting/SandboxFixtures/goma/\(name).json")
            for file in files {
                #expect(throws: Never.self, "\(file)") { try GomaProvider.decodeResponse(name, from: Fixture.data(file + ".json")) }
            }
        }
        let wallet = try #require(GomaProvider.decodeResponse("wallet", from: Fixture.data("wallet.json")) as? UserWallet)
        #expect(wallet.primary?.total == Money(amount: Decimal(string: "125.5")!, currency: "EUR"))
    }

    @Test func aBrokenBodyNamesTheCodingPath() throws {
        let body = Data(#"[{"id":1,"name":"Futebol"},{"id":2}]"#.utf8)
        let error = #expect(throws: ServiceProviderError.self) { try GomaProvider.decodeResponse("sports", from: body) }
        if case .decoding(_, let path, _)? = error {
            #expect(path == "[1].name")
        } else if let error {
            Issue.record("\(error)")
        }
    }

    @Test func anUnknownResponseNameListsTheKnownOnes() {
        let error = #expect(throws: ServiceProviderError.self) { try GomaProvider.decodeResponse("nope", from: Data()) }
        if case .invalidRequest(let message)? = error {
            #expect(message.contains("wallet"), "\(message)")
        } else if let error {
            Issue.record("\(error)")
        }
    }
}
