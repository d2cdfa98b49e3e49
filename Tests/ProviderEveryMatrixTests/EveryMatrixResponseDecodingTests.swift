import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct EveryMatrixResponseDecodingTests {
    @Test func playerAPIBodiesAndAnAggregatorDumpDecode() throws {
        let wallet = try #require(EveryMatrixProvider.decodeResponse("balance", from: Fixture.playerResponse("Get balance")) as? UserWallet)
        #expect(!wallet.balances.isEmpty)
        let session = try #require(EveryMatrixProvider.decodeResponse("login", from: Fixture.playerResponse("Login")) as? UserSession)
        #expect(session.userId == "7014240")
        let events = try #require(EveryMatrixProvider.decodeResponse("aggregator", from: Fixture.data("popular-live-matches-football.json")) as? [Event])
        #expect(events.count == 8)
    }

    @Test func aBrokenBodyNamesTheCodingPath() {
        // A missing or other error is recorded by #expect(throws:) itself.
        let error = #expect(throws: ServiceProviderError.self) {
            try EveryMatrixProvider.decodeResponse("login", from: Data(#"{"userId":7}"#.utf8))
        }
        guard let error else { return }
        guard case .decoding(_, let path, _) = error else { Issue.record("\(error)"); return }
        #expect(path == "sessionId")
    }
}
