import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's live subscriptions (the socket itself is an in-memory channel).
extension SportRadarSandbox {
    static func registerLive(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {}
}
