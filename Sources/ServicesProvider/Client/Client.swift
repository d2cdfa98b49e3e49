/// The SDK's entry point: one provider-agnostic API over any ``ServiceProvider``.
///
/// ```swift
/// let client = Client(provider: GomaProvider(configuration: config))
/// let wallet = try await client.wallet.balance()
/// ```
///
/// An app whose areas come from several vendors (a sportsbook and an operator's CMS) gives it a
/// ``ComposedProvider``.
///
/// Each area is an accessor; its protocol carries the methods, so adding an endpoint never
/// edits `Client`. A method the provider does not offer throws `.notSupported`; check
/// ``capabilities`` to hide it instead.
public struct Client: Sendable {
    /// The provider behind this client.
    public let provider: any ServiceProvider

    /// Creates a client over a provider.
    public init(provider: any ServiceProvider) {
        self.provider = provider
    }

    /// Sign-in, profile, registration.
    public var account: any AccountService { provider.account }
    /// Balances.
    public var wallet: any WalletService { provider.wallet }
    /// Deposits, withdrawals, transactions.
    public var payments: any PaymentsService { provider.payments }
    /// KYC documents.
    public var documents: any DocumentsService { provider.documents }
    /// Sports data and live updates.
    public var events: any EventsService { provider.events }
    /// Bets.
    public var betting: any BettingService { provider.betting }
    /// CMS content.
    public var content: any ContentService { provider.content }
    /// Bonuses granted and on offer.
    public var bonuses: any BonusService { provider.bonuses }
    /// Limits, time-out, self-exclusion.
    public var responsibleGaming: any ResponsibleGamingService { provider.responsibleGaming }
    /// The casino lobby and game launch.
    public var casino: any CasinoService { provider.casino }
    /// Personalised recommendations.
    public var recommendations: any RecommendationService { provider.recommendations }
    /// Follows, tipsters and their tips, friends (the signed-in player's).
    public var social: any SocialService { provider.social }
    /// The player's chat rooms and their messages.
    public var chat: any ChatService { provider.chat }

    /// The features the provider offers.
    public var capabilities: Set<Feature> { provider.features }

    /// Whether the provider offers a feature.
    public func supports(_ feature: Feature) -> Bool { provider.features.contains(feature) }

    /// Session changes. Each stream opens with `SessionEvent.current(userId:)`, the state at
    /// that moment, then signed in, refreshed, expired, signed out as they happen.
    public var sessionEvents: AsyncStream<SessionEvent> { provider.sessionEvents }

    /// The signed-in player's writes waiting for the network and what became of the last one
    /// sent, now and at each change; a stream that ends at once unless the provider is an
    /// ``OfflineProvider``.
    public var offlineWrites: AsyncStream<OfflineWritesState> { provider.offlineWrites }

    /// A chosen read (``LastKnownRead``: `.sports`, `.homeLayout`, `.event(id:)`, …) with where
    /// its answer came from: through an ``OfflineProvider``, offline, the last answer saved on
    /// the device, marked stale with its age; otherwise always the vendor's.
    public func lastKnown<Value>(_ read: LastKnownRead<Value>) async throws(ServiceProviderError) -> LastKnown<Value> {
        try await provider.lastKnown(read)
    }

    /// Whether a user is signed in now (an anonymous device session does not count).
    public var isSignedIn: Bool { get async { await provider.isSignedIn } }

    /// What the provider's live feeds could not use since the provider was created, read now
    /// (the provider's running totals, so two clients over one provider read the same counts);
    /// all zero for a provider that counts nothing (Goma's polled lists).
    public var liveDiagnostics: LiveFeedDiagnostics { provider.liveDiagnostics }

    /// The home-page items a composed client left out because its sportsbook does not offer their
    /// event (``ComposedProvider``); all zero otherwise.
    public var contentDiagnostics: ContentDiagnostics { provider.contentDiagnostics }
}
