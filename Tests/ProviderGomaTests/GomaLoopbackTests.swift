import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider

/// The loopback helper itself: the wallet over the real transport, with the user's bearer.
@Suite struct GomaLoopbackTests {
    @Test func theWalletTravelsOverTheRealTransportWithTheUsersBearer() async throws {
        let loopback = try await GomaLoopback(["GET /api/users/v1/wallets": .fixture("wallet.json")])
        defer { loopback.stop() }
        let wallet = try await loopback.provider.wallet.balance()
        #expect(wallet.primary != nil)
        let request = try #require(loopback.requests.first { $0.path == "/api/users/v1/wallets" })
        #expect(request.headerFields.first { $0.name.lowercased() == "authorization" }?.value == "Bearer \(GomaLoopback.userToken)")
    }

    @Test func anUnknownPathIsANotFound() async throws {
        let loopback = try await GomaLoopback([:])
        defer { loopback.stop() }
        await #expect(throws: ServiceProviderError.notFound) { try await loopback.provider.wallet.balance() }
    }
}
