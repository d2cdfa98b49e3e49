import Foundation
import XCTest
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider

/// The loopback helper itself: the wallet over the real transport, with the user's bearer.
final class GomaLoopbackTests: XCTestCase {
    func testTheWalletTravelsOverTheRealTransportWithTheUsersBearer() async throws {
        let loopback = try await GomaLoopback(["GET /api/users/v1/wallets": .fixture("wallet.json")])
        defer { loopback.stop() }
        let wallet = try await loopback.provider.wallet.balance()
        XCTAssertNotNil(wallet.primary)
        let request = try XCTUnwrap(loopback.requests.first { $0.path == "/api/users/v1/wallets" })
        XCTAssertEqual(request.headerFields.first { $0.name.lowercased() == "authorization" }?.value, "Bearer \(GomaLoopback.userToken)")
    }

    func testAnUnknownPathIsANotFound() async throws {
        let loopback = try await GomaLoopback([:])
        defer { loopback.stop() }
        await XCTAssertThrowsError({ try await loopback.provider.wallet.balance() }, .notFound)
    }
}
