import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The SportRadar back end: Omega for the account, wallet, payments and documents; Poseidon
/// for sports content and betting. Errors from Omega's 200 bodies, an expired session key and
/// the launch token are all handled here; the app only sees domain models.
public struct SportRadarProvider: ServiceProvider {
    /// What every service of the provider is built on.
    @_spi(ProviderKit) public let runtime: SportRadarRuntime
    /// The name errors and `Client` report.
    static let vendorName = "SportRadar"
    /// The live socket's shared parts; `nil` without a WebSocket or a `liveSocketURL`.
    let live: SportRadarLive?
    /// Whether recommendation interactions are told to the vendor now (the player may turn it off).
    let recommendationTracking: Locked<Bool>
    /// The editorial content items left out since the provider was created.
    let contentCounts = Locked(ContentDiagnostics())

    /// Creates the provider.
    /// - Parameters:
    ///   - transport: how requests are sent (inject a stub or sandbox in tests).
    ///   - webSocketFactory: the live-data transport: opens the notification socket at
    ///     `configuration.liveSocketURL`. `nil` uses `URLSessionWebSocketTask` where available; on
    ///     Linux there is none, and the live features are not offered (nor without a socket URL).
    ///   - tokenStorage: where "keep me signed in" sessions persist.
    ///   - monitor: receives request events (secrets redacted).
    ///   - middlewares: the app's own hooks into every request (headers, tracing, timing), run after
    ///     credentials are added and before the monitor sees the request (``RequestMiddleware``).
    ///   - retryPolicy: retries of idempotent requests.
    ///   - sleep: waits between retries; tests inject a virtual clock.
    ///   - now: the clock for cache expiry and `Retry-After` dates.
    public init(configuration: SportRadarConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                webSocketFactory: WebSocketChannelFactory? = nil, tokenStorage: any TokenStorage = InMemoryTokenStorage(), monitor: (any RequestEventMonitor)? = nil, middlewares: [any RequestMiddleware] = [],
                retryPolicy: RetryPolicy = .default, sleep: @escaping SleepFunction = taskSleep,
                now: @escaping @Sendable () -> Date = Date.init) {
        // No refresher: Omega cannot renew a session key without the password, which the SDK never keeps.
        runtime = SportRadarRuntime(name: Self.vendorName, configuration: configuration, transport: transport, tokenStorage: tokenStorage,
                                    monitor: monitor, middlewares: middlewares, retryPolicy: retryPolicy, sleep: sleep, now: now) { host in
            switch host {
            case .omega:
                return .init(baseURL: configuration.omegaBaseURL, defaultHeaders: ["app-origin": "ios"], errorMapper: SportRadarOmegaErrorMapper())
            case .content:
                return .init(baseURL: configuration.poseidonBaseURL, errorMapper: SportRadarPoseidonErrorMapper())
            case .betting:
                return .init(baseURL: configuration.poseidonBaseURL,
                             defaultHeaders: ["X-MGS-BusinessUnit": configuration.businessUnit, "X-MGS-Location": configuration.location],
                             errorMapper: SportRadarPoseidonErrorMapper())
            case .subscription:
                return .init(baseURL: configuration.subscriptionBaseURL ?? configuration.poseidonBaseURL,
                             defaultHeaders: ["app-origin": "ios"], errorMapper: SportRadarSubscriptionErrorMapper())
            case .cdn:
                return .init(baseURL: configuration.cdnBaseURL ?? configuration.poseidonBaseURL, errorMapper: SportRadarPoseidonErrorMapper())
            case .recommendations:
                return .init(baseURL: configuration.recommendations?.baseURL ?? configuration.poseidonBaseURL,
                             defaultHeaders: SportRadarVaixAPI.headers(configuration.recommendations), errorMapper: SportRadarPoseidonErrorMapper())
            case .support:
                // Without a help desk no support call is offered, so the Omega host is never reached here.
                return .init(baseURL: configuration.supportDesk?.baseURL ?? configuration.omegaBaseURL, errorMapper: SportRadarSupportErrorMapper())
            }
        }
        let runtime = self.runtime
        recommendationTracking = Locked(configuration.recommendations?.tracksInteractions ?? false)
        // The help desk's token goes out inside a Basic credential, never as itself: known from the
        // start, so an echo of it is hidden from every error and event. So is the recommender's.
        if let token = configuration.supportDesk?.apiToken { runtime.secrets.remember([token]) }
        if let token = configuration.recommendations?.apiToken { runtime.secrets.remember([token]) }
        if let url = configuration.liveSocketURL, let factory = webSocketFactory ?? URLSessionWebSocketChannel.defaultFactory {
            live = SportRadarLive(runtime: runtime, factory: factory, socketURL: url)
        } else {
            live = nil
        }
    }

    /// What this provider's live feeds could not use since it was created: records that did not
    /// decode, paths the SDK does not read, changes naming an event or market the feed does not
    /// hold (all zero without live data).
    public var liveDiagnostics: LiveFeedDiagnostics {
        live?.diagnostics.current ?? LiveFeedDiagnostics()
    }

    /// The home page's editorial items left out since the provider was created: those whose
    /// market, market group or event the vendor does not know or has ended, and those it sent
    /// without a field they need (an item's id, a boosted card's original market, a story's link).
    public var contentDiagnostics: ContentDiagnostics {
        contentCounts.withLock { $0 }
    }
}

/// SportRadar's hosts: Omega, Poseidon's content and betting sides (one host, two sets of headers),
/// the live subscriptions, the CDN, and the operator's help desk.
@_spi(ProviderKit) public enum SportRadarHost: ProviderHost {
    /// Omega: account, wallet, payments, documents.
    case omega
    /// Poseidon content: sports, competitions, events (no auth).
    case content
    /// Poseidon betting and cashout, with the business-unit and location headers.
    case betting
    /// Live subscriptions (`/services/content/subscribe`, `/unsubscribe`): no auth.
    case subscription
    /// Static configuration JSON (`/sportsbook/config/…`): no auth.
    case cdn
    /// The recommendation vendor (Vaix): the app's bearer token and client id, no player session.
    case recommendations
    /// The operator's help desk (support tickets): Basic auth built per ticket, or none.
    case support
}

/// The runtime every SportRadar service is built on.
@_spi(ProviderKit) public typealias SportRadarRuntime = ProviderRuntime<SportRadarConfiguration, SportRadarHost>

/// Name, session events and signed-in state come from the runtime.
@_spi(ProviderKit) extension SportRadarProvider: RuntimeBackedProvider {}

extension ProviderRuntime where Host == SportRadarHost, Configuration == SportRadarConfiguration {
    /// The signed-in account's currency (kept with the session at login), or the configured default.
    func currency() async -> String {
        await session.current?.attributes[SportRadarOmegaAPI.currencyAttribute] ?? configuration.defaultCurrency
    }

    /// Checks an amount the app sends (``Money/validate(field:accountCurrency:)``) in the account's
    /// ``currency()``: the betting, payment and limit bodies carry no currency, so the vendor
    /// would take 5 USD as 5 of the account's (`CURRENCY_MISMATCH` instead).
    func validate(_ money: Money, field: String) async throws(ServiceProviderError) {
        try money.validate(field: field, accountCurrency: await currency().uppercased())
    }
}

extension SportRadarProvider: CustomReflectable {
    /// The name and the configuration only (which hides its own secrets): the runtime below holds
    /// the session, the hosts' raw URLs and keys, which `dump` and debuggers must not show.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": runtime.name, "configuration": runtime.configuration], displayStyle: .struct)
    }
}
