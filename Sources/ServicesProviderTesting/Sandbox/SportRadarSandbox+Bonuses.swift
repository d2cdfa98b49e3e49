import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's bonuses, bonus codes, opt-in plans, win boosts.
extension SportRadarSandbox {
    static func registerBonuses(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {}
}
