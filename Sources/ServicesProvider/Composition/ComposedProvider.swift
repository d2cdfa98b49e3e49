/// One provider made of several: each capability area is answered by the provider an app routes
/// it to, e.g. a sportsbook vendor for the account, events and betting and the operator's CMS for
/// the home page.
///
/// ```swift
/// let provider = ComposedProvider(sportsbook: everyMatrix, content: gomaCMS)
/// let client = Client(provider: provider)
/// ```
///
/// - ``features`` is what each route offers in its own areas; an area no route answers throws
///   `.notSupported`, naming the feature and this provider.
/// - Each provider keeps its own session. Signing in goes to the account route only, so no other
///   provider ever sees the user's credentials; signing out (or closing the account) then signs
///   out every other provider that has a user. ``sessionEvents`` and ``isSignedIn`` are the
///   account route's.
/// - Content from another provider than the sportsbook is checked against it: the events it names
///   are looked up in the events route (``ContentEventReference``), those it does not know or no
///   longer offers left out and counted (``contentDiagnostics``), and what the content targets at
///   signed-in or signed-out users is filtered by the account route's session.
public struct ComposedProvider: ServiceProvider {
    /// One provider and the areas it answers.
    public struct Route: Sendable {
        /// The provider.
        public var provider: any ServiceProvider
        /// The areas it answers for the composition.
        public var areas: Set<CapabilityArea>

        /// Creates a route.
        public init(_ provider: any ServiceProvider, areas: Set<CapabilityArea>) {
            self.provider = provider
            self.areas = areas
        }
    }

    /// The routes, in the order given; each provider appears once.
    public let routes: [Route]
    private let contentEvents: ContentEventReference
    private let contentCounts = Locked(ContentDiagnostics())

    /// Creates a composition. An area routed to two providers is refused with `.invalidRequest`
    /// naming it: a call must have one provider to go to.
    public init(routes: [Route], contentEvents: ContentEventReference = .automatic) throws(ServiceProviderError) {
        var owner: [CapabilityArea: String] = [:]
        for route in routes {
            for area in route.areas.sorted(by: { $0.rawValue < $1.rawValue }) {
                if let first = owner[area] {
                    throw .invalidRequest(message: "The \(area.rawValue) area is routed to both \(first) and \(route.provider.name).")
                }
                owner[area] = route.provider.name
            }
        }
        self.routes = routes
        self.contentEvents = contentEvents
    }

    /// A sportsbook answering every area but content, and a content provider (an operator's CMS)
    /// answering content, its events resolved by the sportsbook.
    public init(sportsbook: any ServiceProvider, content: any ServiceProvider, contentEvents: ContentEventReference = .automatic) {
        routes = [Route(sportsbook, areas: Set(CapabilityArea.allCases).subtracting([.content])), Route(content, areas: [.content])]
        self.contentEvents = contentEvents
    }

    /// The providers' names joined with ` + ` (e.g. `EveryMatrix + Goma`).
    public var name: String { routes.map(\.provider.name).joined(separator: " + ") }

    /// Each route's features in the areas it answers.
    public var features: Set<Feature> {
        routes.reduce(into: []) { features, route in
            for area in route.areas { features.formUnion(area.service(of: route.provider).features) }
        }
    }

    /// The index of the route answering `area`, if any.
    private func routeIndex(_ area: CapabilityArea) -> Int? { routes.firstIndex { $0.areas.contains(area) } }
    /// The provider answering `area`, if any.
    private func provider(_ area: CapabilityArea) -> (any ServiceProvider)? { routeIndex(area).map { routes[$0].provider } }
    private var unsupported: UnsupportedService { UnsupportedService(providerName: name) }

    /// The account route's, signing out every other provider with a user when it signs out.
    public var account: any AccountService {
        guard let index = routeIndex(.account) else { return unsupported }
        let others = routes.indices.filter { $0 != index }.map { routes[$0].provider }
        return ComposedAccountService(base: routes[index].provider.account, others: others)
    }
    /// The wallet route's.
    public var wallet: any WalletService { provider(.wallet)?.wallet ?? unsupported }
    /// The payments route's.
    public var payments: any PaymentsService { provider(.payments)?.payments ?? unsupported }
    /// The documents route's.
    public var documents: any DocumentsService { provider(.documents)?.documents ?? unsupported }
    /// The events route's.
    public var events: any EventsService { provider(.events)?.events ?? unsupported }
    /// The betting route's.
    public var betting: any BettingService { provider(.betting)?.betting ?? unsupported }
    /// The bonuses route's.
    public var bonuses: any BonusService { provider(.bonuses)?.bonuses ?? unsupported }
    /// The responsible-gaming route's.
    public var responsibleGaming: any ResponsibleGamingService { provider(.responsibleGaming)?.responsibleGaming ?? unsupported }
    /// The casino route's.
    public var casino: any CasinoService { provider(.casino)?.casino ?? unsupported }
    /// The recommendations route's.
    public var recommendations: any RecommendationService { provider(.recommendations)?.recommendations ?? unsupported }
    /// The social route's.
    public var social: any SocialService { provider(.social)?.social ?? unsupported }
    /// The chat route's.
    public var chat: any ChatService { provider(.chat)?.chat ?? unsupported }

    /// The content route's. When another provider answers events, the events content names are
    /// resolved by it; when another provider answers the account, content is filtered by its
    /// session. A provider answering all three serves its content as it is.
    public var content: any ContentService {
        guard let index = routeIndex(.content) else { return unsupported }
        let base = routes[index].provider.content
        let eventsIndex = routeIndex(.events), accountIndex = routeIndex(.account)
        guard eventsIndex != index || accountIndex != index else { return base }
        let resolver = eventsIndex.flatMap { $0 == index ? nil : routes[$0].provider.events }
            .map { ContentEventResolver(events: $0, reference: contentEvents, counts: contentCounts) }
        let account = accountIndex.flatMap { $0 == index ? nil : routes[$0].provider }
        return ComposedContentService(base: base, resolver: resolver,
                                      isSignedIn: { await account?.isSignedIn ?? false }, filtersAudience: account != nil)
    }

    /// The account route's (a stream that ends at once without one).
    public var sessionEvents: AsyncStream<SessionEvent> {
        provider(.account)?.sessionEvents ?? AsyncStream { $0.finish() }
    }

    /// The account route's.
    public var isSignedIn: Bool { get async { await provider(.account)?.isSignedIn ?? false } }

    /// The events route's.
    public var liveDiagnostics: LiveFeedDiagnostics { provider(.events)?.liveDiagnostics ?? LiveFeedDiagnostics() }

    /// The content items left out since this composition was created (copies share the counts).
    public var contentDiagnostics: ContentDiagnostics { contentCounts.withLock { $0 } }
}
