import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's allowed bet types, bet confirmation, partial cashout, bet builder, special offers, slip settings.
extension SportRadarSandbox {
    static func registerBettingAdditions(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {}
}
