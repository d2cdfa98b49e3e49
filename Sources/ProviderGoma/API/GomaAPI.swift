import Foundation
import ServicesProvider

/// Goma's REST endpoints. Every call but the anonymous auth sends `Authorization: Bearer <jwt>`.
enum GomaAPI: Endpoint {
    /// `POST /api/auth/v1`: the device's anonymous JWT, with the business-unit key.
    case anonymousAuth(apiKey: String, deviceId: String, pushToken: String)
    /// `POST /api/auth/v1/login`, with the anonymous bearer.
    case login(username: String, password: String, pushToken: String)
    /// `GET /api/tips/v1/user-profile/{userId}`.
    case userProfile(userId: String)
    /// `GET /api/users/v1/wallets`.
    case wallet
    /// `GET /api/sports/v1` (bare array).
    case sports
    /// `GET /api/events/v1/upcoming` (paged with `per_page`).
    case upcomingEvents(sportId: String, page: Int)
    /// `GET /api/events/v1/live` (bare array).
    case liveEvents(sportId: String, page: Int)
    /// `GET /api/events/v1/{id}` (bare event).
    case eventDetails(id: String)
    /// `GET /api/events/v1/{id}/markets` (bare array, replaces the event's markets).
    case eventMarkets(id: String, limit: Int?)
    /// `GET /api/tickets/v1/calculate`.
    case calculateTicket(stake: Decimal, type: String, selections: [GomaModels.SelectionRequest])
    /// `POST /api/tickets/v1`. Never retried.
    case placeBet(GomaModels.PlaceBetRequest)
    /// `GET /api/tickets/v1` (paged without `per_page`); `status[]` is repeatable and optional.
    case tickets(statuses: [String], limit: Int, page: Int)
    /// `GET /api/home/v1/template`.
    case homeTemplate
    /// `GET /api/initial-dump/v1`: template and promotions in one answer.
    case initialDump
    /// `GET /api/promotions/v1/alert-banner` (one object).
    case alertBanner
    /// `GET /api/promotions/v1/banners`.
    case banners
    /// `GET /api/promotions/v1/sport-banners` (the carousel events).
    case sportBanners
    /// `GET /api/promotions/v1/boosted-odds-banners`.
    case boostedOddsBanners
    /// `GET /api/promotions/v1/hero-cards`.
    case heroCards
    /// `GET /api/promotions/v1/stories`.
    case stories
    /// `GET /api/promotions/v1/news`.
    case news(page: Int, pageSize: Int)
    /// `GET /api/promotions/v1/pro-choices`.
    case proChoices

    static let deviceType = "ios"

    var path: String {
        switch self {
        case .anonymousAuth: return "/api/auth/v1"
        case .login: return "/api/auth/v1/login"
        case .userProfile(let userId): return "/api/tips/v1/user-profile/\(userId)"
        case .wallet: return "/api/users/v1/wallets"
        case .sports: return "/api/sports/v1"
        case .upcomingEvents: return "/api/events/v1/upcoming"
        case .liveEvents: return "/api/events/v1/live"
        case .eventDetails(let id): return "/api/events/v1/\(id)"
        case .eventMarkets(let id, _): return "/api/events/v1/\(id)/markets"
        case .calculateTicket: return "/api/tickets/v1/calculate"
        case .placeBet, .tickets: return "/api/tickets/v1"
        case .homeTemplate: return "/api/home/v1/template"
        case .initialDump: return "/api/initial-dump/v1"
        case .alertBanner: return "/api/promotions/v1/alert-banner"
        case .banners: return "/api/promotions/v1/banners"
        case .sportBanners: return "/api/promotions/v1/sport-banners"
        case .boostedOddsBanners: return "/api/promotions/v1/boosted-odds-banners"
        case .heroCards: return "/api/promotions/v1/hero-cards"
        case .stories: return "/api/promotions/v1/stories"
        case .news: return "/api/promotions/v1/news"
        case .proChoices: return "/api/promotions/v1/pro-choices"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .anonymousAuth, .login, .placeBet: return .post
        default: return .get
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .upcomingEvents(let sportId, let page), .liveEvents(let sportId, let page):
            return [URLQueryItem(name: "sport_id", value: sportId), URLQueryItem(name: "page", value: String(page))]
        case .eventMarkets(_, let limit):
            return limit.map { [URLQueryItem(name: "limit", value: String($0))] } ?? []
        case .calculateTicket(let stake, let type, let selections):
            var items = [URLQueryItem(name: "stake", value: Self.decimalText(stake)), URLQueryItem(name: "type", value: type)]
            for (index, selection) in selections.enumerated() {
                items.append(URLQueryItem(name: "selections[\(index)][sport_event_id]", value: selection.sportEventId))
                items.append(URLQueryItem(name: "selections[\(index)][outcome_id]", value: selection.outcomeId))
            }
            return items
        case .tickets(let statuses, let limit, let page):
            return statuses.map { URLQueryItem(name: "status[]", value: $0) }
                + [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "page", value: String(page))]
        case .homeTemplate, .initialDump, .alertBanner, .banners, .sportBanners, .boostedOddsBanners, .heroCards,
             .stories, .proChoices:
            return [URLQueryItem(name: "platform", value: Self.deviceType)]
        case .news(let page, let pageSize):
            return [URLQueryItem(name: "platform", value: Self.deviceType), URLQueryItem(name: "page", value: String(page)),
                    URLQueryItem(name: "page_size", value: String(pageSize))]
        default:
            return []
        }
    }

    var headers: [String: String] {
        if case .anonymousAuth(let apiKey, _, _) = self { return ["x-api-key": apiKey] }
        return [:]
    }

    var body: RequestBody? {
        switch self {
        case .anonymousAuth(_, let deviceId, let pushToken):
            return .json(GomaModels.AnonymousAuthRequest(deviceUUID: deviceId, deviceType: Self.deviceType, deviceToken: pushToken))
        case .login(let username, let password, let pushToken):
            return .json(GomaModels.LoginRequest(username: username, password: password, deviceType: Self.deviceType, deviceToken: pushToken))
        case .placeBet(let request):
            return .json(request)
        default:
            return nil
        }
    }

    var authorization: AuthorizationRequirement {
        if case .anonymousAuth = self { return .none }
        return .bearer
    }

    /// `10` → `10.0`, `2.5` → `2.5`: the stake as the vendor's client writes it.
    static func decimalText(_ value: Decimal) -> String {
        let text = "\(value)"
        return text.contains(".") ? text : text + ".0"
    }

}
