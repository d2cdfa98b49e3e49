import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's bonus routes.
extension EveryMatrixSandbox {
    static func registerBonusRoutes(on transport: SandboxTransport, state: State) {}
}
