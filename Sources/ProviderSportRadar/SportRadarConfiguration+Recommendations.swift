import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarConfiguration {
    /// The recommendation vendor SportRadar operators call directly (Vaix): its host and the
    /// app's credentials, which are the operator's (the SDK ships none).
    public struct Recommendations: Sendable, Hashable {
        /// The vendor's API host (its production one is `https://api.vaix.ai`); the SDK's paths
        /// start at `/api/`.
        public var baseURL: URL
        /// The app's static API token, sent as a bearer token on every call (not the player's
        /// session). A secret: never printed nor logged.
        public var apiToken: String
        /// The operator's client id at the vendor (the `x-vaix-client-id` header).
        public var clientId: String
        /// Whether impressions and clicks are told to the vendor from the start
        /// (``RecommendationService/setTracking(enabled:)`` changes it while the app runs).
        public var tracksInteractions: Bool

        /// Creates the vendor's settings.
        public init(baseURL: URL, apiToken: String, clientId: String, tracksInteractions: Bool = true) {
            self.baseURL = baseURL
            self.apiToken = apiToken
            self.clientId = clientId
            self.tracksInteractions = tracksInteractions
        }
    }
}

extension SportRadarConfiguration.Recommendations: SecretHiding {
    /// The host without user info or secret query values; never the token.
    package var printedFields: [(String, Any)] {
        [("baseURL", Redactor().url(baseURL)), ("clientId", clientId), ("tracksInteractions", tracksInteractions)]
    }
}
