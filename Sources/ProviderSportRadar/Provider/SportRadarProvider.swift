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
    ///   - storage: where "keep me signed in" sessions persist.
    ///   - monitor: receives request events (secrets redacted).
    ///   - sleep: waits between retries; tests inject a virtual clock.
    public init(configuration: SportRadarConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                storage: any TokenStorage = InMemoryTokenStorage(), monitor: (any RequestEventMonitor)? = nil,
                sleep: (@Sendable (TimeInterval) async throws -> Void)? = nil) {
        // No refresher: Omega cannot renew a session key without the password, which the SDK never keeps.
        context = SportRadarContext(configuration: configuration, transport: transport,
                                    session: SessionStore(storage: storage), monitor: monitor, sleep: sleep)
    }

    public var name: String { SportRadarContext.providerName }

    public var features: Set<Feature> {
        [.login, .logout, .profile, .registration, .passwordChange, .balance,
         .depositMethods, .deposit, .paymentStatus, .withdrawalMethods, .withdrawal, .cancelWithdrawal, .transactionHistory,
         .documentTypes, .documents, .documentUpload,
         .sports, .competitions, .events, .eventDetails,
         .potentialReturn, .placeBet, .betHistory, .cashoutOffer, .cashout]
    }

    public var account: any AccountService { SportRadarAccountService(context: context) }
    public var wallet: any WalletService { SportRadarWalletService(context: context) }
    public var payments: any PaymentsService { SportRadarPaymentsService(context: context) }
    public var documents: any DocumentsService { SportRadarDocumentsService(context: context) }
    public var events: any EventsService { SportRadarEventsService(context: context) }
    public var betting: any BettingService { SportRadarBettingService(context: context) }
    public var sessionEvents: AsyncStream<SessionEvent> { context.session.events }
}
