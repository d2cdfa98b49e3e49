import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's REST calls, one typed request each. Every call but the anonymous auth sends
/// `Authorization: Bearer <jwt>` (the anonymous device token, or the user's after sign-in).
enum GomaAPI {
    static let deviceType = "ios"
    /// Lists that change a few times a day: served from the provider's cache for this long.
    static let slowListTTL: TimeInterval = 300

    /// `POST /api/auth/v1`: the device's anonymous JWT, with the business-unit key.
    static func anonymousAuth(apiKey: String, deviceId: String, pushToken: String) -> Request<GomaModels.AnonymousToken> {
        Request(.post, "/api/auth/v1", headers: ["x-api-key": apiKey],
                body: .json(GomaModels.AnonymousAuthRequest(deviceUUID: deviceId, deviceType: deviceType, deviceToken: pushToken)))
    }

    /// `POST /api/auth/v1/login`, with the anonymous bearer.
    static func login(username: String, password: String, pushToken: String) -> Request<GomaModels.DataEnvelope<GomaModels.LoginData>> {
        Request(.post, "/api/auth/v1/login",
                body: .json(GomaModels.LoginRequest(username: username, password: password, deviceType: deviceType, deviceToken: pushToken)),
                authorization: .bearer)
    }

    /// `GET /api/tips/v1/user-profile/{userId}`.
    static func userProfile(userId: String) -> Request<GomaModels.UserProfile> {
        Request("/api/tips/v1/user-profile/\(userId)", authorization: .bearer.signedIn)
    }

    /// `GET /api/users/v1/wallets`.
    static var wallet: Request<GomaModels.Wallet> { Request("/api/users/v1/wallets", authorization: .bearer.signedIn) }

    /// `GET /api/sports/v1` (bare array). Cached: the list changes a few times a day.
    static var sports: Request<[GomaModels.Sport]> { Request("/api/sports/v1", authorization: .bearer, cacheTTL: slowListTTL) }

    /// `GET /api/events/v1/upcoming` (paged with `per_page`).
    static func upcomingEvents(sportId: String, page: Int) -> Request<GomaModels.Paged<GomaModels.Event>> {
        Request("/api/events/v1/upcoming", query: sportPage(sportId, page), authorization: .bearer)
    }

    /// `GET /api/events/v1/live` (bare array).
    static func liveEvents(sportId: String, page: Int) -> Request<[GomaModels.Event]> {
        Request("/api/events/v1/live", query: sportPage(sportId, page), authorization: .bearer)
    }

    /// `GET /api/events/v1/{id}` (bare event).
    static func eventDetails(id: String) -> Request<GomaModels.Event> {
        Request("/api/events/v1/\(id)", authorization: .bearer)
    }

    /// `GET /api/events/v1/{id}/markets` (bare array, replaces the event's markets).
    static func eventMarkets(id: String, limit: Int?) -> Request<[GomaModels.Market]> {
        Request("/api/events/v1/\(id)/markets", query: limit.map { [URLQueryItem(name: "limit", value: String($0))] } ?? [],
                authorization: .bearer)
    }

    /// `GET /api/tickets/v1/calculate`.
    static func calculateTicket(stake: Decimal, type: String, selections: [GomaModels.SelectionRequest]) -> Request<GomaModels.TicketCalculation> {
        let items = [URLQueryItem(name: "stake", value: decimalText(stake)), URLQueryItem(name: "type", value: type)]
        return Request("/api/tickets/v1/calculate", query: items + selectionQuery(selections), authorization: .bearer)
    }

    /// `POST /api/tickets/v1`. Never retried.
    static func placeBet(_ body: GomaModels.PlaceBetRequest) -> Request<GomaModels.Ticket> {
        Request(.post, "/api/tickets/v1", body: .json(body), authorization: .bearer.signedIn)
    }

    /// `GET /api/tickets/v1` (paged without `per_page`); `status[]` is repeatable and optional.
    static func tickets(statuses: [String], limit: Int, page: Int) -> Request<GomaModels.Paged<GomaModels.Ticket>> {
        Request("/api/tickets/v1",
                query: statuses.map { URLQueryItem(name: "status[]", value: $0) }
                    + [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "page", value: String(page))],
                authorization: .bearer.signedIn)
    }

    /// `GET /api/home/v1/template`. Cached: the operator edits the layout rarely.
    static var homeTemplate: Request<GomaModels.HomeTemplate> { cms("/api/home/v1/template", cacheTTL: slowListTTL) }
    /// `GET /api/promotions/v1/alert-banner` (one object, `null` or an empty body when none).
    static var alertBanner: Request<GomaModels.Banner?> { cms("/api/promotions/v1/alert-banner") }
    /// `GET /api/promotions/v1/banners`.
    static var banners: Request<[GomaModels.Banner]> { cms("/api/promotions/v1/banners") }
    /// `GET /api/promotions/v1/sport-banners` (the carousel events, in any of the path's shapes),
    /// with `language` first when set, as the vendor's client sends it on this path.
    static func sportBanners(language: String?) -> Request<GomaModels.SportBannersAnswer> {
        let languageItem = language.map { [URLQueryItem(name: "language", value: $0)] } ?? []
        return Request("/api/promotions/v1/sport-banners", query: languageItem + [URLQueryItem(name: "platform", value: deviceType)],
                       authorization: .bearer)
    }
    /// `GET /api/promotions/v1/boosted-odds-banners`: pointers or full entries (``GomaModels/BoostedOddsItem``).
    static var boostedOddsBanners: Request<[GomaModels.BoostedOddsItem]> { cms("/api/promotions/v1/boosted-odds-banners") }
    /// `GET /api/promotions/v1/hero-cards` (pointers, or cards with their event).
    static var heroCards: Request<GomaModels.HeroCardsAnswer> { cms("/api/promotions/v1/hero-cards") }
    /// `GET /api/promotions/v1/stories`.
    static var stories: Request<[GomaModels.Story]> { cms("/api/promotions/v1/stories") }
    /// `GET /api/promotions/v1/pro-choices` (pointers, or whole events).
    static var proChoices: Request<GomaModels.ProChoicesAnswer> { cms("/api/promotions/v1/pro-choices") }
    /// `GET /api/promotions/v1/news`.
    static func news(page: Int, pageSize: Int) -> Request<[GomaModels.NewsItem]> {
        cms("/api/promotions/v1/news", extra: [URLQueryItem(name: "page", value: String(page)),
                                               URLQueryItem(name: "page_size", value: String(pageSize))])
    }

    /// A CMS call: `platform=ios` first, as the vendor's client sends it; named for its caller.
    private static func cms<Response>(_ path: RequestPath, extra: [URLQueryItem] = [], cacheTTL: TimeInterval? = nil,
                                      operation: String = #function) -> Request<Response> {
        Request(path, query: [URLQueryItem(name: "platform", value: deviceType)] + extra, authorization: .bearer, cacheTTL: cacheTTL,
                operation: operation)
    }

    static func sportPage(_ sportId: String, _ page: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "sport_id", value: sportId), URLQueryItem(name: "page", value: String(page))]
    }

    /// `10` → `10.0`, `2.5` → `2.5`: the stake as the vendor's client writes it.
    static func decimalText(_ value: Decimal) -> String {
        let text = "\(value)"
        return text.contains(".") ? text : text + ".0"
    }
}
