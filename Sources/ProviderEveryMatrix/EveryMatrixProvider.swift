import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The EveryMatrix back end: Player API (account, wallet, cashier), the bets API, and live
/// sports data from the WAMP aggregator.
///
/// ```swift
/// let environment = EveryMatrixConfiguration.Environment(playerAPIBaseURL: playerAPI, sportsAPIBaseURL: sportsAPI,
///                                                       liveDataURL: liveData, realm: realm)
/// let provider = EveryMatrixProvider(configuration: .init(environment: environment, operatorId: "4093",
///                                                         cashierReturnURL: returnURL))
/// let client = Client(provider: provider)
/// ```
public struct EveryMatrixProvider: ServiceProvider {
    /// What every service of the provider is built on.
    @_spi(ProviderKit) public let runtime: EveryMatrixRuntime
    /// The WAMP aggregator (sports data, search, slip checks); `nil` where the platform has no
    /// WebSocket.
    let aggregator: EveryMatrixLive?
    /// Opens the live-data WebSocket; `nil` where the platform has none.
    var webSocketFactory: WebSocketChannelFactory? { aggregator?.factory }

    /// Creates the provider.
    /// - Parameters:
    ///   - transport: the HTTP transport (tests and the sandbox inject one).
    ///   - webSocketFactory: the live-data transport: opens the aggregator's WebSocket. `nil` uses
    ///     `URLSessionWebSocketTask` where available; on Linux there is none, and live data
    ///     answers `.notSupported`.
    ///   - tokenStorage: where "keep me signed in" sessions persist (never a password).
    ///   - monitor: receives request events (e.g. `ConsoleEventMonitor`); secrets are redacted.
    ///   - middlewares: the app's own hooks into every request (headers, tracing, timing), run after
    ///     credentials are added and before the monitor sees the request (``RequestMiddleware``).
    ///   - retryPolicy: retries of idempotent requests, and the backoff of live reconnects.
    ///   - sleep: waits for retries, reconnects and live-call timeouts; tests inject a virtual one.
    ///   - now: the clock for cache expiry and `Retry-After` dates.
    public init(configuration: EveryMatrixConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                webSocketFactory: WebSocketChannelFactory? = nil, tokenStorage: any TokenStorage = InMemoryTokenStorage(),
                monitor: (any RequestEventMonitor)? = nil, middlewares: [any RequestMiddleware] = [], retryPolicy: RetryPolicy = .default,
                sleep: @escaping SleepFunction = taskSleep, now: @escaping @Sendable () -> Date = Date.init) {
        let environment = configuration.environment
        let recommendations = configuration.recommendations
        // No refresher: EveryMatrix has no refresh token, and the SDK never keeps the password.
        runtime = EveryMatrixRuntime(name: "EveryMatrix", configuration: configuration, transport: transport, tokenStorage: tokenStorage,
                                     monitor: monitor, middlewares: middlewares, retryPolicy: retryPolicy, sleep: sleep, now: now) { host in
            switch host {
            case .player: return .init(baseURL: environment.playerAPIBaseURL, errorMapper: EveryMatrixPlayerErrorMapper())
            case .sports: return .init(baseURL: environment.sportsAPIBaseURL, errorMapper: EveryMatrixSportsErrorMapper())
            case .casino: return .init(baseURL: environment.playerAPIBaseURL, defaultHeaders: EveryMatrixCasinoAPI.headers,
                                       errorMapper: EveryMatrixCasinoErrorMapper())
            // Without gateways these hosts are never called (the recommendation features are not offered).
            case .recsys: return .init(baseURL: recommendations?.eventsURL ?? environment.playerAPIBaseURL, defaultHeaders: EveryMatrixRecSysAPI.headers,
                                       errorMapper: EveryMatrixPlayerErrorMapper())
            case .recsysCombinations:
                return .init(baseURL: recommendations?.combinationsURL ?? environment.playerAPIBaseURL, defaultHeaders: EveryMatrixRecSysAPI.headers,
                             errorMapper: EveryMatrixPlayerErrorMapper())
            }
        }
        // The gateways' keys travel in query strings: known from the start, so no vendor echo shows them.
        if let recommendations { runtime.secrets.remember([recommendations.eventsKey, recommendations.combinationsKey]) }
        let runtime = self.runtime
        aggregator = (webSocketFactory ?? URLSessionWebSocketChannel.defaultFactory).map { EveryMatrixLive(runtime: runtime, factory: $0) }
    }

    /// What this provider's live feeds and event-page fetches could not use since it was
    /// created: records that did not decode, record types the SDK does not model, changes naming
    /// an id the store does not hold, stale messages (all zero where the platform has no WebSocket).
    public var liveDiagnostics: LiveFeedDiagnostics {
        aggregator?.diagnostics.current ?? LiveFeedDiagnostics()
    }
}

/// EveryMatrix's REST hosts.
@_spi(ProviderKit) public enum EveryMatrixHost: ProviderHost {
    /// The Player API: account, wallet, cashier.
    case player
    /// The sports API: bets and cashout.
    case sports
    /// The casino catalogue and game history: the Player API's host, with the casino's headers
    /// and its errors inside HTTP 200 answers.
    case casino
    /// The recommendation gateway for single bets (events).
    case recsys
    /// The recommendation gateway for combinations.
    case recsysCombinations
}

/// The runtime every EveryMatrix service is built on.
@_spi(ProviderKit) public typealias EveryMatrixRuntime = ProviderRuntime<EveryMatrixConfiguration, EveryMatrixHost>

/// Name, session events and signed-in state come from the runtime.
@_spi(ProviderKit) extension EveryMatrixProvider: RuntimeBackedProvider {}

extension EveryMatrixProvider: CustomReflectable {
    /// The name and the configuration only (which hides its own secrets): the runtime below holds
    /// the session, the hosts' raw URLs and keys, which `dump` and debuggers must not show.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": runtime.name, "configuration": runtime.configuration], displayStyle: .struct)
    }
}
