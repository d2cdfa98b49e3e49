import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
final class EveryMatrixResponseDecodingTests: XCTestCase {
    func testPlayerAPIBodiesAndAnAggregatorDumpDecode() throws {
        let wallet = try XCTUnwrap(EveryMatrixProvider.decodeResponse("balance", from: Fixture.playerResponse("Get balance")) as? UserWallet)
        XCTAssertFalse(wallet.balances.isEmpty)
        let session = try XCTUnwrap(EveryMatrixProvider.decodeResponse("login", from: Fixture.playerResponse("Login")) as? UserSession)
        XCTAssertEqual(session.userId, "7014240")
        let events = try XCTUnwrap(EveryMatrixProvider.decodeResponse("aggregator", from: Fixture.data("popular-live-matches-football.json")) as? [Event])
        XCTAssertEqual(events.count, 8)
    }

    func testABrokenBodyNamesTheCodingPath() {
        XCTAssertThrowsError(try EveryMatrixProvider.decodeResponse("login", from: Data(#"{"userId":7}"#.utf8))) { error in
            guard case .decoding(_, let path, _)? = error as? ServiceProviderError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "sessionId")
        }
    }
}
