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
    let aggregator: EveryMatrixAggregator?
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
    ///   - middleware: the app's own hooks into every request (headers, tracing, timing), run after
    ///     credentials are added and before the monitor sees the request (``RequestMiddleware``).
    ///   - retryPolicy: retries of idempotent requests, and the backoff of live reconnects.
    ///   - sleep: waits for retries, reconnects and live-call timeouts; tests inject a virtual one.
    ///   - now: the clock for cache expiry and `Retry-After` dates.
    public init(configuration: EveryMatrixConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                webSocketFactory: WebSocketChannelFactory? = nil, tokenStorage: any TokenStorage = InMemoryTokenStorage(),
                monitor: (any RequestEventMonitor)? = nil, middleware: [any RequestMiddleware] = [], retryPolicy: RetryPolicy = .default,
                sleep: @escaping SleepFunction = taskSleep, now: @escaping @Sendable () -> Date = Date.init) {
        let environment = configuration.environment
        // No refresher: EveryMatrix has no refresh token, and the SDK never keeps the password.
        runtime = EveryMatrixRuntime(name: "EveryMatrix", configuration: configuration, transport: transport, tokenStorage: tokenStorage,
                                     monitor: monitor, middleware: middleware, retryPolicy: retryPolicy, sleep: sleep, now: now) { host in
            switch host {
            case .player: return .init(baseURL: environment.playerAPIBaseURL, errorMapper: EveryMatrixErrorMapper())
            case .sports: return .init(baseURL: environment.sportsAPIBaseURL, errorMapper: EveryMatrixErrorMapper())
            }
        }
        let runtime = self.runtime
        aggregator = (webSocketFactory ?? URLSessionWebSocketChannel.defaultFactory).map { EveryMatrixAggregator(runtime: runtime, factory: $0) }
    }


    /// What EveryMatrix offers through this SDK: each area's service lists its own. What comes
    /// from the aggregator needs a WebSocket, so it is offered only where there is one.
    public var features: Set<Feature> {
        var features = EveryMatrixAccountService.features.union(EveryMatrixWalletService.features)
            .union(EveryMatrixPaymentsService.features).union(EveryMatrixBettingService.features)
            .union(EveryMatrixBettingService.cashoutFeatures).union(EveryMatrixBonusService.features)
            .union(EveryMatrixResponsibleGamingService.features).union(EveryMatrixEventsService.favouriteFeatures)
        if aggregator != nil {
            features.formUnion(EveryMatrixEventsService.liveListFeatures.union(EveryMatrixEventsService.catalogFeatures)
                .union(EveryMatrixEventsService.eventPageFeatures).union(EveryMatrixBettingService.aggregatorFeatures))
        }
        return features
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
}

/// The runtime every EveryMatrix service is built on.
@_spi(ProviderKit) public typealias EveryMatrixRuntime = ProviderRuntime<EveryMatrixConfiguration, EveryMatrixHost>

/// Name, session events and signed-in state come from the runtime.
@_spi(ProviderKit) extension EveryMatrixProvider: RuntimeBackedProvider {}

/// The EveryMatrix responses the `decode` tool understands: Player API bodies, and an
/// aggregator message array (as in the WAMP `kwargs`), applied to a fresh entity store.
@_spi(ProviderKit) extension EveryMatrixProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = JSONDecoder()
        typealias Table = ResponseDecoderTable
        return ResponseDecoderTable([
            "login": Table.entry(for: EveryMatrixPlayerAPI.login(_:language:), decoder: decoder) { EveryMatrixModelMapper.userSession($0, username: "") },
            "details": Table.entry(for: EveryMatrixPlayerAPI.details(user:), decoder: decoder) { EveryMatrixModelMapper.userProfile($0) },
            "balance": Table.entry(for: EveryMatrixPlayerAPI.balance(user:), decoder: decoder) { EveryMatrixModelMapper.userWallet($0) },
            "bet": Table.entry(for: EveryMatrixBetsAPI.placeBet(operatorId:_:), decoder: decoder) { answer throws(ServiceProviderError) in
                try EveryMatrixModelMapper.placedBet(answer, reference: "")
            },
            "odds-boosts": Table.entry(for: EveryMatrixPlayerAPI.oddsBoostWallets(_:), decoder: decoder) { EveryMatrixModelMapper.oddsBoosts($0, currency: "XAF") },
            "booking": Table.entry(for: EveryMatrixPlayerAPI.booking(code:), decoder: decoder) { $0.selections.map(\.bettingOfferId) },
            "bets": Table.entry(for: EveryMatrixBetsAPI.openBets(operatorId:language:limit:placedBefore:), decoder: decoder) { raw throws(ServiceProviderError) in
                try EveryMatrixModelMapper.bets(raw)
            },
            "cashier": Table.entry(for: EveryMatrixPlayerAPI.cashier(user:operatorId:_:), decoder: decoder) { response throws(ServiceProviderError) in
                try EveryMatrixModelMapper.cashierSession(response)
            },
            "payment-status": Table.entry(for: EveryMatrixPlayerAPI.paymentStatus(user:paymentId:), decoder: decoder) {
                EveryMatrixModelMapper.paymentStatusResponse($0, paymentId: "")
            },
            "limits": Table.entry(for: EveryMatrixPlayerAPI.limits(user:), decoder: decoder) { EveryMatrixModelMapper.limits($0) },
            "registration-config": Table.entry(for: EveryMatrixPlayerAPI.registrationConfig, decoder: decoder) {
                EveryMatrixModelMapper.registrationFields($0)
            },
            "transactions-banking": Table.entry(for: EveryMatrixPlayerAPI.bankingTransactions(user:startDate:endDate:page:), decoder: decoder) {
                EveryMatrixModelMapper.transactions($0.transactions)
            },
            "transactions-wagering": Table.entry(for: EveryMatrixPlayerAPI.wageringTransactions(user:startDate:endDate:page:), decoder: decoder) {
                EveryMatrixModelMapper.transactions($0.transactions)
            },
            "favorites": Table.entry(for: EveryMatrixUserDataAPI.favourites(user:operatorId:), decoder: decoder) { $0.favoriteEvents.map(\.value) },
            "granted-bonuses": Table.entry(for: EveryMatrixPlayerAPI.grantedBonuses(language:), decoder: decoder) {
                $0.items.map(EveryMatrixModelMapper.grantedBonus)
            },
            "available-bonuses": Table.entry(for: EveryMatrixPlayerAPI.applicableBonuses(language:), decoder: decoder) {
                $0.bonuses.map(EveryMatrixModelMapper.availableBonus)
            },
            "aggregator": { data throws(ServiceProviderError) in
                var store = AggregatorStore()
                var changes: [EventChange] = []
                store.apply(taking: try EveryMatrixLiveFeed.decodeMessages(data), into: &changes)
                return EveryMatrixModelMapper.events(in: store.view)
            },
        ])
    }()

    /// The response names the `decode` tool accepts.
    public static var decodableResponses: [String] { table.names }

    /// Decodes a recorded response by name into its domain value.
    public static func decodeResponse(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable {
        try table.decode(name, from: data)
    }
}
