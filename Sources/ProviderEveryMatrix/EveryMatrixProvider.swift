import Foundation
import ServicesProvider

/// The EveryMatrix back end: Player API (account, wallet, cashier), the bets API, and live
/// sports data from the WAMP aggregator.
///
/// ```swift
/// let provider = EveryMatrixProvider(configuration: .init(operatorId: "4093"))
/// let client = Client(provider: provider)
/// ```
public struct EveryMatrixProvider: ServiceProvider {
    /// `EveryMatrix`.
    public let name = "EveryMatrix"
    let context: EveryMatrixContext

    /// Creates the provider.
    /// - Parameters:
    ///   - transport: the HTTP transport (tests and the sandbox inject one).
    ///   - webSocketFactory: opens the live-data WebSocket. `nil` uses `URLSessionWebSocketTask`
    ///     where available; on Linux there is none, and live data answers `.notSupported`.
    ///   - tokenStorage: where "keep me signed in" sessions persist (never a password).
    ///   - monitor: receives request events (e.g. `ConsoleEventMonitor`); secrets are redacted.
    ///   - sleep: waits for retries and live-call timeouts; tests inject a virtual one.
    public init(configuration: EveryMatrixConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                webSocketFactory: WebSocketChannelFactory? = nil, tokenStorage: any TokenStorage = InMemoryTokenStorage(),
                monitor: (any RequestEventMonitor)? = nil,
                sleep: @escaping @Sendable (TimeInterval) async throws -> Void = taskSleep) {
        context = EveryMatrixContext(configuration: configuration, transport: transport,
                                     webSocketFactory: webSocketFactory ?? URLSessionWebSocketChannel.defaultFactory,
                                     tokenStorage: tokenStorage, monitor: monitor, sleep: sleep)
    }

    /// What EveryMatrix offers through this SDK. Live data only where a WebSocket is available.
    public var features: Set<Feature> {
        var features: Set<Feature> = [.login, .logout, .profile, .registration, .balance, .deposit, .paymentStatus,
                                      .placeBet, .betHistory, .cashoutOffer, .cashout]
        if context.webSocketFactory != nil { features.formUnion([.liveEvents, .liveChanges]) }
        return features
    }

    /// Login (session id only, no refresh token), registration, profile, logout.
    public var account: any AccountService { EveryMatrixAccountService(context: context) }
    /// Per-currency balances.
    public var wallet: any WalletService { EveryMatrixWalletService(context: context) }
    /// The cashier page and payment status.
    public var payments: any PaymentsService { EveryMatrixPaymentsService(context: context) }
    /// Bet placement, open/settled bets, cashout.
    public var betting: any BettingService { EveryMatrixBettingService(context: context) }
    /// Live events and granular live changes from the aggregator.
    public var events: any EventsService { EveryMatrixEventsService(context: context) }
    /// Signed in, expired, signed out.
    public var sessionEvents: AsyncStream<SessionEvent> { context.session.events }
    /// From the session: `true` only for a user's credentials, not an anonymous device session.
    public var isSignedIn: Bool { get async { await context.session.isUserSignedIn } }
}

/// What every EveryMatrix service shares: configuration, the two executors, the session.
final class EveryMatrixContext: Sendable {
    let configuration: EveryMatrixConfiguration
    let session: SessionStore
    let player: RequestExecutor
    let bets: RequestExecutor
    let webSocketFactory: WebSocketChannelFactory?
    let sleep: @Sendable (TimeInterval) async throws -> Void
    /// One aggregator connection per sport, shared by every `liveEvents` and `liveChanges` consumer.
    let liveFeeds = SharedLiveFeeds<SportKind>()

    init(configuration: EveryMatrixConfiguration, transport: any HTTPTransport, webSocketFactory: WebSocketChannelFactory?,
         tokenStorage: any TokenStorage, monitor: (any RequestEventMonitor)?, sleep: @escaping @Sendable (TimeInterval) async throws -> Void) {
        self.configuration = configuration
        // No refresher: EveryMatrix has no refresh token, and the SDK never keeps the password.
        session = SessionStore(storage: tokenStorage, refresher: nil)
        let mapper = EveryMatrixErrorMapper()
        player = RequestExecutor(configuration: .init(baseURL: configuration.environment.playerAPIBaseURL, errorMapper: mapper),
                                 transport: transport, session: session, monitor: monitor, sleep: sleep)
        bets = RequestExecutor(configuration: .init(baseURL: configuration.environment.sportsAPIBaseURL, errorMapper: mapper),
                               transport: transport, session: session, monitor: monitor, sleep: sleep)
        self.webSocketFactory = webSocketFactory
        self.sleep = sleep
    }

    /// The signed-in user's id, or `.unauthorized`.
    func userId() async throws(ServiceProviderError) -> String {
        guard let userId = await session.current?.userId else { throw .unauthorized }
        return userId
    }
}
