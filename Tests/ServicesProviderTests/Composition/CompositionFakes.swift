import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Providers whose areas answer from tables, to drive `ComposedProvider`'s routing, sessions and
/// event resolution exactly (the sandboxes' own tests cover the vendors' answers).
struct FakeProvider: ServiceProvider {
    let name: String
    var eventsService: FakeEvents?
    var contentService: FakeContent?
    var accountService: FakeAccount?

    var events: any EventsService { eventsService ?? UnsupportedService(providerName: name) }
    var content: any ContentService { contentService ?? UnsupportedService(providerName: name) }
    var account: any AccountService { accountService ?? UnsupportedService(providerName: name) }
    var isSignedIn: Bool { get async { accountService?.state.withLock { $0.signedIn } ?? false } }
}

/// Events by id and by market id: an event, or the error the sportsbook answers.
struct FakeEvents: EventsService {
    let providerName: String
    var byId: [String: Result<Event, ServiceProviderError>] = [:]
    var byMarket: [String: Result<Event, ServiceProviderError>] = [:]
    let lookups = Locked<[String]>([])

    var features: Set<Feature> { byMarket.isEmpty ? [.eventDetails] : [.eventDetails, .eventByMarket] }

    func event(id: String) async throws(ServiceProviderError) -> Event {
        lookups.withLock { $0.append("event \(id)") }
        return try (byId[id] ?? .failure(.notFound)).get()
    }

    func event(containingMarket marketId: String) async throws(ServiceProviderError) -> Event {
        lookups.withLock { $0.append("market \(marketId)") }
        return try (byMarket[marketId] ?? .failure(.notFound)).get()
    }
}

/// A CMS answering fixed lists.
struct FakeContent: ContentService {
    let providerName: String
    var layout = HomeLayout(id: "home", name: "Home", widgets: [])
    var bannerList: [Banner] = []
    var carousel: [CarouselEvent] = []
    var hero: [HeroCard] = []
    var picks: [ProChoice] = []
    var boosted: [BoostedOddsBanner] = []
    var cashback: [Banner] = []
    var promoted: [PromotedSport] = []

    var features: Set<Feature> {
        [.homeLayout, .banners, .carouselEvents, .heroCards, .proChoices, .boostedOddsBanners, .cashbackBanners, .promotedSports]
    }

    func homeLayout() async throws(ServiceProviderError) -> HomeLayout { layout }
    func banners() async throws(ServiceProviderError) -> [Banner] { bannerList }
    func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent] { carousel }
    func heroCards() async throws(ServiceProviderError) -> [HeroCard] { hero }
    func proChoices() async throws(ServiceProviderError) -> [ProChoice] { picks }
    func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner] { boosted }
    func cashbackBanners() async throws(ServiceProviderError) -> [Banner] { cashback }
    func promotedSports() async throws(ServiceProviderError) -> [PromotedSport] { promoted }
}

/// An account recording what it was sent; `logoutFails` makes its sign-out fail.
struct FakeAccount: AccountService {
    struct State {
        var signedIn = false
        var calls: [String] = []
    }

    let providerName: String
    var logoutFails: ServiceProviderError?
    let state = Locked(State())

    var features: Set<Feature> { [.login, .logout] }

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        state.withLock { $0.signedIn = true; $0.calls.append("login \(credentials.username)") }
        return UserSession(userId: "u1", username: credentials.username)
    }

    func logout() async throws(ServiceProviderError) {
        state.withLock { $0.calls.append("logout") }
        if let logoutFails { throw logoutFails }
        state.withLock { $0.signedIn = false }
    }
}

/// An event of the fake sportsbook.
func sportsbookEvent(_ id: String, status: EventStatus = .notStarted, marketIds: [String] = []) -> Event {
    Event(id: id, participants: [Participant(name: "Home \(id)", side: .home), Participant(name: "Away \(id)", side: .away)],
          startDate: Date(timeIntervalSince1970: 1_800_000_000), status: status,
          markets: marketIds.map { Market(id: $0, name: "Market \($0)", outcomes: []) })
}
