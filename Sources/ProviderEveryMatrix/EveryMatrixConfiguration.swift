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
    /// The recommendation gateways, when the operator has them (recommendations are offered
    /// only then).
    public var recommendations: Recommendations?

    /// EveryMatrix's recommendation service (RecSys): two gateways, each with its own API key.
    public struct Recommendations: Sendable, Hashable {
        /// The single-bets gateway (recommended events).
        public var eventsURL: URL
        /// Its API key, sent as the `key` query parameter.
        public var eventsKey: String
        /// The combination gateway.
        public var combinationsURL: URL
        /// Its API key (another than the single-bets one).
        public var combinationsKey: String
        /// The vendor's `terminal_type`: `1` desktop, `2` mobile (its own app sends `1`).
        public var terminalType: Int

        /// Creates the gateways' settings; the hosts and keys are the operator's.
        public init(eventsURL: URL, eventsKey: String, combinationsURL: URL, combinationsKey: String, terminalType: Int = 1) {
            self.eventsURL = eventsURL
            self.eventsKey = eventsKey
            self.combinationsURL = combinationsURL
            self.combinationsKey = combinationsKey
            self.terminalType = terminalType
        }
    }

    /// Creates a configuration; the environment and the cashier's return URL are required (the
    /// SDK assumes no host of its own).
    public init(environment: Environment, operatorId: String, language: String = "en",
                cashierReturnURL: URL, liveCallTimeout: TimeInterval = 15, casinoLobby: String = "Lobby1",
                recommendations: Recommendations? = nil) {
        self.environment = environment
        self.operatorId = operatorId
        self.language = language
        self.cashierReturnURL = cashierReturnURL
        self.liveCallTimeout = liveCallTimeout
        self.casinoLobby = casinoLobby
        self.recommendations = recommendations
    }
}

extension EveryMatrixConfiguration: SecretHiding {
    /// URLs without user info or secret query values.
    package var printedFields: [(String, Any)] {
        [("environment", environment), ("operatorId", operatorId), ("language", language),
         ("cashierReturnURL", Redactor().url(cashierReturnURL)), ("liveCallTimeout", liveCallTimeout),
         ("casinoLobby", casinoLobby), ("recommendations", recommendations as Any)]
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

extension EveryMatrixConfiguration.Recommendations: SecretHiding {
    /// The gateways without user info or secret query values, the keys hidden.
    package var printedFields: [(String, Any)] {
        [("eventsURL", Redactor().url(eventsURL)), ("eventsKey", Redactor.hidden(eventsKey)),
         ("combinationsURL", Redactor().url(combinationsURL)), ("combinationsKey", Redactor.hidden(combinationsKey)),
         ("terminalType", terminalType)]
    }
}
