import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's bonus routes: the vendor-shaped fixtures.
extension EveryMatrixSandbox {
    static func registerBonusRoutes(on transport: SandboxTransport, state: State) {
        transport.on(.get, "/v1/bonus/granted") { _ in .data(walletFixture("api/bonus-granted.json")) }
        transport.on(.get, "/v1/bonus/applicable") { _ in .data(walletFixture("api/bonus-applicable.json")) }
    }
}
