import Foundation
import ServicesProvider

/// The SportRadar back end: Omega for the account, wallet, payments and documents; Poseidon
/// for sports content and betting. Errors from Omega's 200 bodies, an expired session key and
/// the launch token are all handled here; the app only sees domain models.
public struct SportRadarProvider: ServiceProvider {
    let context: SportRadarContext

    /// Creates the provider.
    /// - Parameters:
    ///   - transport: how requests are sent (inject a stub or sandbox in tests).
    ///   - tokenStorage: where "keep me signed in" sessions persist.
    ///   - monitor: receives request events (secrets redacted).
    ///   - sleep: waits between retries; tests inject a virtual clock.
    public init(configuration: SportRadarConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                tokenStorage: any TokenStorage = InMemoryTokenStorage(), monitor: (any RequestEventMonitor)? = nil,
                sleep: @escaping SleepFunction = taskSleep) {
        // No refresher: Omega cannot renew a session key without the password, which the SDK never keeps.
        context = SportRadarContext(configuration: configuration, transport: transport,
                                    session: SessionStore(storage: tokenStorage), monitor: monitor, sleep: sleep)
    }

    /// The provider's name.
    public var name: String { SportRadarContext.providerName }

    /// The features this provider implements (proved by its capability test).
    public var features: Set<Feature> {
        [.login, .logout, .profile, .registration, .passwordChange, .balance,
         .depositMethods, .deposit, .paymentStatus, .withdrawalMethods, .withdrawal, .cancelWithdrawal, .transactionHistory,
         .documentTypes, .documents, .documentUpload,
         .sports, .competitions, .events, .eventDetails,
         .potentialReturn, .placeBet, .betHistory, .cashoutOffer, .cashout]
    }

    /// Sign-in, profile, registration, password change.
    public var account: any AccountService { SportRadarAccountService(context: context) }
    /// Balances.
    public var wallet: any WalletService { SportRadarWalletService(context: context) }
    /// Deposits, withdrawals and transactions.
    public var payments: any PaymentsService { SportRadarPaymentsService(context: context) }
    /// KYC documents.
    public var documents: any DocumentsService { SportRadarDocumentsService(context: context) }
    /// Sports, competitions and events.
    public var events: any EventsService { SportRadarEventsService(context: context) }
    /// Bets, history and cashout.
    public var betting: any BettingService { SportRadarBettingService(context: context) }
    /// Session changes (signed in, expired, signed out).
    public var sessionEvents: AsyncStream<SessionEvent> { context.session.events }
    /// From the session: `true` only for a user's credentials, not an anonymous device session.
    public var isSignedIn: Bool { get async { await context.session.isUserSignedIn } }
}
