import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's recommendation vendor (Vaix): popular live events (`vaix-popularEvents.json`:
/// the live match it knows, and one it does not, left out), a promoted bet slip whose selections
/// are markets of events it knows (`vaix-promotedBetslips-sandbox.json`; the recorded one names
/// matches of 2024), bet builders for the match it knows (`vaix-recommendedBetBuilders-sandbox.json`:
/// one builder of open markets, one with a leg whose market is closed), and a tracker that
/// answers 204.
extension SportRadarSandbox {
    /// The sandbox configuration with the vendor's settings (the token is a placeholder).
    static func withRecommendations(_ configuration: SportRadarConfiguration) -> SportRadarConfiguration {
        var configuration = configuration
        configuration.recommendations = .init(baseURL: URL(string: "https://vaix.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                                              apiToken: "sandbox-vaix-token", clientId: "sandbox-client")
        return configuration
    }

    static func registerRecommendations(on transport: SandboxTransport) {
        transport.on(.get, "/api/sports/events/popular") { _ in .data(fixture("vaix-popularEvents.json")) }
        transport.on(.get, "/api/sports/betslips/popular") { _ in .data(fixture("vaix-promotedBetslips-sandbox.json")) }
        transport.on(.get, "/api/sports/bet_builders/recommended") { _ in .data(fixture("vaix-recommendedBetBuilders-sandbox.json")) }
        transport.on(.post, "/api/tracker/events") { _ in .response(status: 204, headers: [:], body: Data()) }
    }
}
