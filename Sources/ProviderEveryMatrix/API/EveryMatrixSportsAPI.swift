import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sports API (a second host): bets (`/bets-api/…`, `/place-bet/…`), cashout (+Cashout) and the
/// user-data service's favourites (+Favourites). The bets API wants the session id in
/// `x-session-id` (with a dash) and the user id in `x-user-id`; placement and user data want
/// `x-sessionid` (no dash), `userid` and `x-operatorid`.
enum EveryMatrixSportsAPI {
    /// `GET /bets-api/v1/{operator}/open-bets?limit=&placedBefore=` (UTC, no zone), newest first.
    static func openBets(operatorId: String, language: String, limit: Int, placedBefore: String?) -> Request<[EveryMatrixModels.Bet]> {
        Request(path(operatorId, "/open-bets"), query: page(limit, placedBefore), headers: headers(operatorId, language), authorization: session)
    }

    /// `GET /bets-api/v1/{operator}/settled-bets?limit=&placedBefore=[&betStatus=WON|CASHED_OUT]`, newest first.
    static func settledBets(operatorId: String, language: String, limit: Int, placedBefore: String?,
                            betStatus: String? = nil) -> Request<[EveryMatrixModels.Bet]> {
        var query = page(limit, placedBefore)
        if let betStatus { query.append(URLQueryItem(name: "betStatus", value: betStatus)) }
        return Request(path(operatorId, "/settled-bets"), query: query, headers: headers(operatorId, language), authorization: session)
    }

    /// `POST /place-bet/{operator}/v2/bets`. A POST: never retried. The answer is the
    /// `{successful, response}` envelope (a refusal is an HTTP 409 with the same envelope).
    static func placeBet(operatorId: String, _ body: EveryMatrixModels.PlaceBetRequest) -> Request<EveryMatrixModels.PlaceBetResponse> {
        Request(.post, "/place-bet/\(operatorId)/v2/bets", headers: operatorHeaders(operatorId), body: .json(body),
                authorization: placementSession)
    }

    static let session = AuthorizationRequirement.session([.header("x-session-id", .accessToken), .header("x-user-id", .userId)])
    /// Placement's and the user-data service's spelling of the same session.
    static let placementSession = AuthorizationRequirement.session([.header("x-sessionid", .accessToken), .header("userid", .userId)])

    static func operatorHeaders(_ operatorId: String) -> [String: String] { ["x-operatorid": operatorId] }

    static func path(_ operatorId: String, _ rest: RequestPath) -> RequestPath { "/bets-api/v1/\(operatorId)" + rest }

    static func headers(_ operatorId: String, _ language: String) -> [String: String] {
        ["x-language": language, "x-operator-id": operatorId]
    }

    private static func page(_ limit: Int, _ placedBefore: String?) -> [URLQueryItem] {
        var items = [URLQueryItem(name: "limit", value: String(limit))]
        if let placedBefore { items.append(URLQueryItem(name: "placedBefore", value: placedBefore)) }
        return items
    }
}
