/// A back end the `Client` can talk to. A provider implements the capability protocols its
/// vendor offers, each area's service declaring what it implements (``ProviderService/features``);
/// every other area answers `.notSupported`.
public protocol ServiceProvider: Sendable {
    /// The provider's name (e.g. `EveryMatrix`).
    var name: String { get }
    /// The features the provider implements. By default the union of its areas' services'
    /// ``ProviderService/features``.
    var features: Set<Feature> { get }
    /// Sign-in, profile, registration.
    var account: any AccountService { get }
    /// Balances.
    var wallet: any WalletService { get }
    /// Deposits, withdrawals, transactions.
    var payments: any PaymentsService { get }
    /// KYC documents.
    var documents: any DocumentsService { get }
    /// Sports data and live updates.
    var events: any EventsService { get }
    /// Bets.
    var betting: any BettingService { get }
    /// CMS content.
    var content: any ContentService { get }
    /// Bonuses granted and on offer.
    var bonuses: any BonusService { get }
    /// Limits, time-out, self-exclusion.
    var responsibleGaming: any ResponsibleGamingService { get }
    /// The casino lobby and game launch.
    var casino: any CasinoService { get }
    /// Personalised recommendations.
    var recommendations: any RecommendationService { get }
    /// Follows, tipsters and their tips, friends.
    var social: any SocialService { get }
    /// The player's chat rooms and their messages.
    var chat: any ChatService { get }
    /// Session changes (signed in, refreshed, expired, signed out), opening with the current state.
    var sessionEvents: AsyncStream<SessionEvent> { get }
    /// The signed-in player's writes waiting for the network (``OfflineProvider``), now and at
    /// each change.
    var offlineWrites: AsyncStream<OfflineWritesState> { get }
    /// A read that may be answered from the device when the vendor cannot be reached
    /// (``OfflineProvider``); other providers read the vendor.
    func lastKnown<Value>(_ read: LastKnownRead<Value>) async throws(ServiceProviderError) -> LastKnown<Value>
    /// Whether a user (not just an anonymous device session) is signed in now.
    var isSignedIn: Bool { get async }
    /// What the provider's live feeds could not use since it was created (records that did not
    /// decode, of a kind the SDK does not model, naming what the feed does not hold, stale),
    /// for logs and health checks; all zero for a provider whose live data counts nothing.
    var liveDiagnostics: LiveFeedDiagnostics { get }
    /// The content items left out since the provider was created because the sportsbook did not
    /// offer their event, or because they came incomplete; all zero for a provider whose content
    /// needs no lookups and drops nothing.
    var contentDiagnostics: ContentDiagnostics { get }
}

/// A service that offers nothing: every method throws `.notSupported`.
public struct UnsupportedService: AccountService, WalletService, PaymentsService, DocumentsService,
    EventsService, BettingService, ContentService, BonusService, ResponsibleGamingService, CasinoService,
    RecommendationService, SocialService, ChatService {
    /// The provider this service stands in for.
    public let providerName: String

    /// Creates the service for a provider.
    public init(providerName: String) {
        self.providerName = providerName
    }
}

extension ServiceProvider {
    /// Default: what the provider's area services implement, each declared by its service.
    public var features: Set<Feature> {
        let areas: [any ProviderService] = [account, wallet, payments, documents, events, betting, content, bonuses, responsibleGaming,
                                            casino, recommendations, social, chat]
        return areas.reduce(into: []) { $0.formUnion($1.features) }
    }
    /// Default: a service whose every method throws `.notSupported`.
    public var account: any AccountService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var wallet: any WalletService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var payments: any PaymentsService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var documents: any DocumentsService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var events: any EventsService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var betting: any BettingService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var content: any ContentService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var bonuses: any BonusService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var responsibleGaming: any ResponsibleGamingService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var casino: any CasinoService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var recommendations: any RecommendationService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var social: any SocialService { UnsupportedService(providerName: name) }
    /// Default: a service whose every method throws `.notSupported`.
    public var chat: any ChatService { UnsupportedService(providerName: name) }
    /// Default: a stream that ends at once (a provider without sessions).
    public var sessionEvents: AsyncStream<SessionEvent> { AsyncStream { $0.finish() } }
    /// Default: a stream that ends at once (a provider that keeps no writes: wrap it in an
    /// ``OfflineProvider`` for that).
    public var offlineWrites: AsyncStream<OfflineWritesState> { AsyncStream { $0.finish() } }
    /// Default: the vendor's answer, ``ReadSource/network`` (nothing is saved).
    public func lastKnown<Value>(_ read: LastKnownRead<Value>) async throws(ServiceProviderError) -> LastKnown<Value> {
        LastKnown(value: try await read.read(self), source: .network)
    }
    /// Default: `false` (a provider without sessions never has a user).
    public var isSignedIn: Bool { get async { false } }
    /// Default: all zero (a provider with no live feed, or one that polls whole lists, skips
    /// nothing it could count).
    public var liveDiagnostics: LiveFeedDiagnostics { LiveFeedDiagnostics() }
    /// Default: all zero (a provider whose content carries its own events leaves nothing out;
    /// see ``ComposedProvider``).
    public var contentDiagnostics: ContentDiagnostics { ContentDiagnostics() }
}
