import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Where and as whom the EveryMatrix provider talks.
public struct EveryMatrixConfiguration: Sendable {
    /// The vendor's hosts for one environment.
    public struct Environment: Sendable, Hashable {
        /// The Player API (login, details, balance, cashier).
        public var playerAPIBaseURL: URL
        /// The sports API (bets).
        public var sportsAPIBaseURL: URL
        /// The WAMP router for live sports data.
        public var liveDataURL: URL
        /// The WAMP realm.
        public var realm: String

        /// Creates an environment.
        public init(playerAPIBaseURL: URL, sportsAPIBaseURL: URL, liveDataURL: URL, realm: String = "www.everymatrix.com") {
            self.playerAPIBaseURL = playerAPIBaseURL
            self.sportsAPIBaseURL = sportsAPIBaseURL
            self.liveDataURL = liveDataURL
            self.realm = realm
        }

        /// The vendor's staging hosts (from the recorded flow).
        public static let staging = Environment(
            playerAPIBaseURL: URL(string: "https://betsson-api.stage.norway.everymatrix.com")!,
            sportsAPIBaseURL: URL(string: "https://sports-api-stage.everymatrix.com")!,
            liveDataURL: URL(string: "wss://sportsapi-stage.everymatrix.com/v2")!)
    }

    /// The hosts.
    public var environment: Environment
    /// The operator (domain) id, e.g. `4093`.
    public var operatorId: String
    /// The language of names in answers (`en`, `fr`…).
    public var language: String
    /// Where the cashier sends the user back after a payment.
    public var cashierReturnURL: URL
    /// How long to wait for the live feed to answer a subscribe or initial-dump call: the vendor
    /// goes silent during maintenance instead of failing.
    public var liveCallTimeout: TimeInterval

    /// Creates a configuration.
    public init(environment: Environment = .staging, operatorId: String, language: String = "en",
                cashierReturnURL: URL = URL(string: "https://localhost/cashier")!, liveCallTimeout: TimeInterval = 15) {
        self.environment = environment
        self.operatorId = operatorId
        self.language = language
        self.cashierReturnURL = cashierReturnURL
        self.liveCallTimeout = liveCallTimeout
    }
}

extension EveryMatrixConfiguration: SecretHiding {
    /// URLs without user info or secret query values.
    package var printedFields: [(String, Any)] {
        [("environment", environment), ("operatorId", operatorId), ("language", language),
         ("cashierReturnURL", Redactor().url(cashierReturnURL)), ("liveCallTimeout", liveCallTimeout)]
    }
}

extension EveryMatrixConfiguration.Environment: SecretHiding {
    /// URLs without user info or secret query values.
    package var printedFields: [(String, Any)] {
        let redactor = Redactor()
        return [("playerAPIBaseURL", redactor.url(playerAPIBaseURL)), ("sportsAPIBaseURL", redactor.url(sportsAPIBaseURL)),
                ("liveDataURL", redactor.url(liveDataURL)), ("realm", realm)]
    }
}
