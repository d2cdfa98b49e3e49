import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's sign-up, password recovery, registration helpers, profile update.
extension SportRadarSandbox {
    static func registerAccount(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {}
}
