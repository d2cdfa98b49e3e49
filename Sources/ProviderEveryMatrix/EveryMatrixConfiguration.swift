import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Where and as whom the EveryMatrix provider talks. The hosts and the cashier's return URL
/// have no defaults: an app names its operator's environment (``EveryMatrixSandbox`` supplies
/// its own in `ServicesProviderTesting`).
public struct EveryMatrixConfiguration: Sendable {
    /// The vendor's hosts for one environment.
    public struct Environment: Sendable, Hashable {
        /// The Player API (login, details, balance, cashier).
        public var playerAPIBaseURL: URL
        /// The sports API (bets).
        public var sportsAPIBaseURL: URL
        /// The WAMP router for live sports data.
        public var liveDataURL: URL
        /// The WAMP realm the live feed opens its session in (the operator's, e.g. `www.everymatrix.com`).
        public var realm: String

        /// Creates an environment; every host and the realm are the operator's, none is assumed.
        public init(playerAPIBaseURL: URL, sportsAPIBaseURL: URL, liveDataURL: URL, realm: String) {
            self.playerAPIBaseURL = playerAPIBaseURL
            self.sportsAPIBaseURL = sportsAPIBaseURL
            self.liveDataURL = liveDataURL
            self.realm = realm
        }
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
    /// The casino datasource whose groups are the lobby's categories (the vendor's `Lobby1`).
    public var casinoLobby: String

    /// Creates a configuration; the environment and the cashier's return URL are required (the
    /// SDK assumes no host of its own).
    public init(environment: Environment, operatorId: String, language: String = "en",
                cashierReturnURL: URL, liveCallTimeout: TimeInterval = 15, casinoLobby: String = "Lobby1") {
        self.environment = environment
        self.operatorId = operatorId
        self.language = language
        self.cashierReturnURL = cashierReturnURL
        self.liveCallTimeout = liveCallTimeout
        self.casinoLobby = casinoLobby
    }
}

extension EveryMatrixConfiguration: SecretHiding {
    /// URLs without user info or secret query values.
    package var printedFields: [(String, Any)] {
        [("environment", environment), ("operatorId", operatorId), ("language", language),
         ("cashierReturnURL", Redactor().url(cashierReturnURL)), ("liveCallTimeout", liveCallTimeout),
         ("casinoLobby", casinoLobby)]
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
