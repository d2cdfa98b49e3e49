import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's navigation, top competitions, search, event content, market filter, favourites.
extension SportRadarSandbox {
    static func registerEventsAdditions(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {}
}
