import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's limits, player locks, the payments and documents calls of the second pass.
extension SportRadarSandbox {
    static func registerResponsibleGaming(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {}
}
