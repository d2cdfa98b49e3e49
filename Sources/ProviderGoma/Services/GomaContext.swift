import Foundation
import ServicesProvider

/// What every Goma service shares: the configuration, the session, and the two executors
/// (one for the anonymous auth, which must not itself need a session, and one for the rest).
final class GomaContext: Sendable {
    static let providerName = "Goma"

    let configuration: GomaConfiguration
    let session: SessionStore
    let executor: RequestExecutor
    let sleep: SleepFunction
    /// The account user from the last login; Goma has no "who am I" endpoint.
    let signedInUser = Locked<GomaModels.User?>(nil)
    let placements = PlacementLedger()
    /// One live poll per sport, shared by every `liveEvents` and `liveChanges` consumer.
    let liveFeeds = SharedLiveFeeds<SportKind>()

    init(configuration: GomaConfiguration, transport: any HTTPTransport, tokenStorage: any TokenStorage,
         retryPolicy: RetryPolicy, monitor: (any RequestEventMonitor)?, sleep: @escaping SleepFunction,
         now: @escaping @Sendable () -> Date) {
        self.configuration = configuration
        self.sleep = sleep
        var headers = ["Accept": "application/json", "Content-Type": "application/json", "App-Origin": GomaAPI.deviceType]
        if let language = configuration.language { headers["Accept-Language"] = language }
        let executorConfiguration = RequestExecutor.Configuration(
            baseURL: configuration.baseURL, defaultHeaders: headers, decoder: GomaCoding.makeDecoder(),
            encoder: GomaCoding.makeEncoder(), errorMapper: GomaErrorMapper(), retryPolicy: retryPolicy,
            redactor: Redactor())
        let authExecutor = RequestExecutor(configuration: executorConfiguration, transport: transport, monitor: monitor, sleep: sleep, now: now)
        let authenticator = GomaAuthenticator(executor: authExecutor, configuration: configuration)
        session = SessionStore(storage: tokenStorage, refresher: { current throws(ServiceProviderError) in
            try await authenticator.refresh(current)
        }, now: now)
        executor = RequestExecutor(configuration: executorConfiguration, transport: transport, session: session, monitor: monitor,
                                   sleep: sleep, now: now)
    }
}
