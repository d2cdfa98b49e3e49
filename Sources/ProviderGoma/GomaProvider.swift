import Foundation
import ServicesProvider

/// The Goma back end. A signed-out user browses with an anonymous device token; signing in
/// upgrades it to the user's token, and signing out (or the user's token being rejected) falls
/// back to a new anonymous token on the next request.
///
/// ```swift
/// let provider = GomaProvider(configuration: .init(baseURL: url, apiKey: businessUnitKey, deviceId: deviceId))
/// let client = Client(provider: provider)
/// ```
public struct GomaProvider: ServiceProvider {
    let context: GomaContext

    /// Creates the provider.
    /// - Parameters:
    ///   - transport: where requests go; tests and the sandbox inject their own.
    ///   - tokenStorage: where "keep me signed in" credentials persist.
    ///   - retryPolicy: retries of idempotent requests.
    ///   - monitor: receives request events (e.g. `ConsoleEventMonitor`); secrets are redacted.
    ///   - sleep: waits between retries and live polls; tests inject a virtual clock.
    ///   - now: the clock for token expiry.
    public init(configuration: GomaConfiguration,
                transport: any HTTPTransport = URLSessionTransport(),
                tokenStorage: any TokenStorage = InMemoryTokenStorage(),
                retryPolicy: RetryPolicy = .default,
                monitor: (any RequestEventMonitor)? = nil,
                sleep: @escaping SleepFunction = taskSleep,
                now: @escaping @Sendable () -> Date = Date.init) {
        context = GomaContext(configuration: configuration, transport: transport, tokenStorage: tokenStorage,
                              retryPolicy: retryPolicy, monitor: monitor, sleep: sleep, now: now)
    }

    /// `Goma`.
    public var name: String { GomaContext.providerName }

    /// What Goma offers. Registration, password change, competitions, cashout, payments and
    /// documents have no Goma endpoint in the SDK; live changes are derived from polling.
    public var features: Set<Feature> {
        [.login, .logout, .profile, .balance,
         .sports, .events, .eventDetails, .liveEvents, .liveChanges,
         .potentialReturn, .placeBet, .betHistory,
         .homeLayout, .banners, .alertBanners, .boostedOddsBanners, .carouselEvents, .heroCards, .proChoices, .stories, .news]
    }

    /// Sign-in, sign-out and profile.
    public var account: any AccountService { GomaAccountService(context: context) }
    /// The wallet balance.
    public var wallet: any WalletService { GomaWalletService(context: context) }
    /// Sports, events and polled live lists.
    public var events: any EventsService { GomaEventsService(context: context) }
    /// Bet calculation, placement and history.
    public var betting: any BettingService { GomaBettingService(context: context) }
    /// The CMS home layout and promotions.
    public var content: any ContentService { GomaContentService(context: context) }
    /// Session changes.
    public var sessionEvents: AsyncStream<SessionEvent> { context.session.events }
    /// From the session: `true` only for a user's credentials, not an anonymous device session.
    public var isSignedIn: Bool { get async { await context.session.isUserSignedIn } }
}
