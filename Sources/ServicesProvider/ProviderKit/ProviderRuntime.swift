import Foundation

/// The hosts one provider talks to (EveryMatrix: the Player API and the sports API; SportRadar:
/// Omega and Poseidon). A ``ProviderRuntime`` builds one executor per case.
@_spi(ProviderKit) public protocol ProviderHost: CaseIterable, Hashable, Sendable {}

/// What every provider is built on, so the three are built one way: the provider's
/// configuration, its one session, an executor per host (all sharing the transport, the
/// session, one response cache, the monitor, the retry policy and the clocks), the placement
/// ledger, and ``endSession()``, which forgets the user everywhere at once.
///
/// A provider's services hold the runtime and nothing else:
///
/// ```swift
/// let wallet = try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.balance)
/// ```
@_spi(ProviderKit) public final class ProviderRuntime<Configuration: Sendable, Host: ProviderHost>: Sendable {
    /// Obtains credentials without the user (a token refresh, an anonymous device login).
    /// `sessionless` gives each host's executor without the session, for the call that itself
    /// must not need one.
    public typealias Refresher = @Sendable (_ current: Credentials?, _ sessionless: @Sendable (Host) -> RequestExecutor)
        async throws(ServiceProviderError) -> Credentials

    /// The provider's name, as errors and `Client` report it.
    public let name: String
    /// Where and as whom the provider talks.
    public let configuration: Configuration
    /// The one session every executor signs with.
    public let session: SessionStore
    /// Makes a bet's client reference idempotent on the device; reset by ``endSession()``.
    public let placements = PlacementLedger()
    /// One live feed per sport, shared by every `liveEvents` and `liveChanges` consumer of this
    /// provider instance (one poller or one WebSocket, however many screens listen).
    public let liveFeeds = SharedLiveFeeds<SportKind>()
    /// One live feed per event id (a provider that polls an event for its slip lines), shared by
    /// every consumer of this provider instance.
    public let eventFeeds = SharedLiveFeeds<String>()
    /// One cache for every host, so ending the session empties all of them.
    public let cache: ResponseCache
    /// Receives every request's events (redacted).
    public let monitor: (any RequestEventMonitor)?
    /// Every secret any host's executor sent, hidden from every error and event (memory only).
    public let secrets = KnownSecrets()
    /// When requests are retried, and the ``Backoff`` reconnects and polls wait by.
    public let retryPolicy: RetryPolicy
    /// Waits (retries, reconnects, polls); tests inject a virtual one.
    public let sleep: SleepFunction
    /// The wall clock (token expiry, cache expiry, `Retry-After` dates).
    public let now: @Sendable () -> Date
    private let executors: [Host: RequestExecutor]
    private let sessionlessExecutors: [Host: RequestExecutor]
    private let makeExecutor: @Sendable (Host, SessionStore?) -> RequestExecutor

    /// Creates the runtime.
    /// - Parameters:
    ///   - hosts: each host's base URL, headers, coders and error mapper; the runtime's
    ///     `retryPolicy` replaces the one given there.
    ///   - refresher: how to get credentials without the user, or `nil` when the vendor cannot
    ///     (then an expired or refused session ends).
    ///   - middlewares: the app's ``RequestMiddleware``s, run by every host's executor.
    public init(name: String, configuration: Configuration, transport: any HTTPTransport, tokenStorage: any TokenStorage,
                monitor: (any RequestEventMonitor)?, middlewares: [any RequestMiddleware] = [], retryPolicy: RetryPolicy, sleep: @escaping SleepFunction,
                now: @escaping @Sendable () -> Date,
                hosts: @escaping @Sendable (Host) -> RequestExecutor.Configuration, refresher: Refresher? = nil) {
        self.name = name
        self.configuration = configuration
        self.monitor = monitor
        self.retryPolicy = retryPolicy
        self.sleep = sleep
        self.now = now
        let cache = ResponseCache(now: now)
        self.cache = cache
        let secrets = self.secrets
        let makeExecutor: @Sendable (Host, SessionStore?) -> RequestExecutor = { host, session in
            var hostConfiguration = hosts(host)
            hostConfiguration.retryPolicy = retryPolicy
            return RequestExecutor(configuration: hostConfiguration, transport: transport, session: session, cache: cache,
                                   monitor: monitor, middlewares: middlewares, providerName: name, secrets: secrets, sleep: sleep, now: now)
        }
        self.makeExecutor = makeExecutor
        let sessionless = Dictionary(uniqueKeysWithValues: Host.allCases.map { ($0, makeExecutor($0, nil)) })
        sessionlessExecutors = sessionless
        let lookUp: @Sendable (Host) -> RequestExecutor = { host in sessionless[host] ?? makeExecutor(host, nil) }
        var sessionRefresher: CredentialRefresher?
        if let refresher {
            sessionRefresher = { @Sendable current throws(ServiceProviderError) in try await refresher(current, lookUp) }
        }
        session = SessionStore(storage: tokenStorage, refresher: sessionRefresher, now: now)
        let session = self.session
        executors = Dictionary(uniqueKeysWithValues: Host.allCases.map { ($0, makeExecutor($0, session)) })
    }

    /// The executor for a host, signing with the session.
    public func executor(_ host: Host) -> RequestExecutor {
        // Every case was built in init; the fallback only keeps the lookup total.
        executors[host] ?? makeExecutor(host, session)
    }

    /// The executor for a host that never sends credentials (sign-in, registration, an
    /// anonymous device login).
    public func sessionlessExecutor(_ host: Host) -> RequestExecutor {
        sessionlessExecutors[host] ?? makeExecutor(host, nil)
    }

    /// Signs out: forgets the credentials (and the stored ones), every cached response of
    /// every host, and the placed bets' references, which belonged to that user.
    public func endSession() async {
        await session.signOut()
        await cache.removeAll()
        await placements.reset()
    }
}

/// A provider built on a ``ProviderRuntime``: its name, session events and signed-in state come
/// from the runtime, so a provider declares only its features and its services.
@_spi(ProviderKit) public protocol RuntimeBackedProvider: ServiceProvider {
    /// The provider's configuration type.
    associatedtype Configuration: Sendable
    /// The hosts the provider talks to.
    associatedtype Host: ProviderHost
    /// The runtime every service of the provider holds.
    var runtime: ProviderRuntime<Configuration, Host> { get }
}

@_spi(ProviderKit) extension RuntimeBackedProvider {
    /// The runtime's name.
    public var name: String { runtime.name }
    /// The runtime session's changes, opening with its current state.
    public var sessionEvents: AsyncStream<SessionEvent> { runtime.session.events }
    /// From the session: `true` only for a user's credentials, not an anonymous device session.
    public var isSignedIn: Bool { get async { await runtime.session.isUserSignedIn } }
}
