import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Poseidon calls, one typed request each: the content API (no auth) and the betting and cashout
/// APIs, which carry the launch token raw in `Authorization` (the betting host adds
/// `X-MGS-BusinessUnit` and `X-MGS-Location`). Paths are the ones the vendor's client uses,
/// not the older reference's.
enum SportRadarPoseidonAPI {
    /// The credentials attribute holding the launch token from `openGameSession`.
    static let launchTokenAttribute = "launchToken"
    /// The navigation tree changes a few times a day: served from the provider's cache this long.
    static let navigationTTL: TimeInterval = 300
    static let launchToken = AuthorizationRequirement.session([.header("Authorization", .attribute(launchTokenAttribute))])

    /// `POST /services/content/get` for a `boNavigationList` node (`{frontEndCode}/top`, or a
    /// sport's node). A read, so safe to repeat; cached.
    static func navigation(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.NavigationList>> {
        content(type: "boNavigationList", id: id, language: language, cacheTTL: navigationTTL)
    }

    /// `POST /services/content/get` for a competition's `eventGroup`.
    static func eventGroup(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.EventGroup>> {
        content(type: "eventGroup", id: id, language: language)
    }

    /// `POST /services/content/get` for one `event` with its markets.
    static func event(id: String, language: String) -> Request<SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>> {
        content(type: "event", id: id, language: language)
    }

    /// `POST /api/betting/fo/bet/calculate`: a calculation, safe to repeat.
    static func calculatePotentialReturn(_ ticket: SportRadarModels.BetTicket) -> Request<SportRadarModels.PotentialReturnResponse> {
        Request(.post, "/api/betting/fo/bet/calculate", body: .json(ticket), idempotent: true)
    }

    /// `POST /api/betting/fo/betslip`. Never retried.
    static func placeBets(_ body: SportRadarModels.PlaceBetsRequest) -> Request<SportRadarModels.PlaceBetsResponse> {
        Request(.post, "/api/betting/fo/betslip", body: .json(body), authorization: launchToken)
    }

    /// `GET /api/betting/fo/bets`, newest first; `from`/`to` are days.
    static func betHistory(states: String, page: Int, pageSize: Int, from: String?, to: String?) -> Request<[SportRadarModels.BetHistoryRow]> {
        var items = [URLQueryItem(name: "betStateTypes", value: states), URLQueryItem(name: "betOutcomes", value: "NotSpecified"),
                     URLQueryItem(name: "orderBy", value: "0"), URLQueryItem(name: "orderDesc", value: "true"),
                     URLQueryItem(name: "pageSize", value: String(pageSize)), URLQueryItem(name: "pageNumber", value: String(page))]
        if let from { items.append(URLQueryItem(name: "from", value: from)) }
        if let to { items.append(URLQueryItem(name: "to", value: to)) }
        return Request("/api/betting/fo/bets", query: items, authorization: launchToken)
    }

    /// `GET /api/cashout/fo/cashout/allowedBetIds`: a bare array of the bet ids as numbers (the
    /// vendor's client allows it 20 seconds).
    static var allowedCashoutBetIds: Request<[Double]> {
        Request("/api/cashout/fo/cashout/allowedBetIds", authorization: launchToken, timeout: 20)
    }

    /// `GET /api/betting/fo/freeBalance`.
    static var freeBalance: Request<SportRadarModels.FreeBalanceResponse> { Request("/api/betting/fo/freeBalance", authorization: launchToken) }

    /// `POST /api/cashout/fo/cashout/{betId}/calculate` (with a stake for a partial cashout): a
    /// calculation, safe to repeat.
    static func calculateCashout(betId: String, partialStake: Decimal?) -> Request<SportRadarModels.CalculateCashoutResponse> {
        Request(.post, "/api/cashout/fo/cashout/\(betId)/calculate",
                body: partialStake.map { .json(SportRadarModels.CalculateCashoutRequest(stakeValue: $0)) },
                authorization: launchToken, idempotent: true)
    }

    /// `POST /api/cashout/fo/cashout/{betId}`. Never retried.
    static func cashout(betId: String, expectedValue: Decimal) -> Request<SportRadarModels.CashoutResponse> {
        Request(.post, "/api/cashout/fo/cashout/\(betId)", body: .json(SportRadarModels.CashoutRequest(expectedValue: expectedValue)),
                authorization: launchToken)
    }

    /// A content read in the usual `{data, value}` envelope: a POST that is safe to repeat, named
    /// for the typed factory that calls it.
    static func content<Payload>(type: String, id: String, language: String, cacheTTL: TimeInterval? = nil, operation: String = #function)
        -> Request<SportRadarModels.ContentResponse<Payload>> {
        contentRead(type: type, id: id, language: language, cacheTTL: cacheTTL, operation: operation)
    }

    /// A content read whose answer is `Response` whole (a content with an envelope of its own,
    /// such as `eventExternalId`'s).
    static func contentRead<Response>(type: String, id: String, language: String, cacheTTL: TimeInterval? = nil,
                                      operation: String = #function) -> Request<Response> {
        let body = SportRadarModels.ContentRequest(contentId: .init(type: type, id: id),
                                                   clientContext: .init(language: language, ipAddress: "127.0.0.1"))
        return Request(.post, "/services/content/get", body: .json(body), idempotent: true, cacheTTL: cacheTTL,
                       operation: operation)
    }
}
