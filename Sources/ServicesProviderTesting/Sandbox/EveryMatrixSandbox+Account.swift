import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's account routes: limits, password reset, registration form, transactions, favourites.
extension EveryMatrixSandbox {
    static func registerAccountRoutes(on transport: SandboxTransport, state: State) {}
}
