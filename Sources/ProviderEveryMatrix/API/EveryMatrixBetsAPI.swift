import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sports bets API (a second host). It wants the session id in `x-session-id` (with a
/// dash) and the user id in `x-user-id`. Paths other than `open-bets` are designed, not recorded.
package enum EveryMatrixBetsAPI {
    /// `GET /bets-api/v1/{operator}/open-bets`, paged by date.
    static func openBets(operatorId: String, language: String, limit: Int, placedBefore: String?) -> Request<[EveryMatrixModels.Bet]> {
        Request(path(operatorId, "/open-bets"), query: page(limit, placedBefore), headers: headers(operatorId, language), authorization: session)
    }

    /// `GET /bets-api/v1/{operator}/settled-bets`, paged by date.
    static func settledBets(operatorId: String, language: String, limit: Int, placedBefore: String?) -> Request<[EveryMatrixModels.Bet]> {
        Request(path(operatorId, "/settled-bets"), query: page(limit, placedBefore), headers: headers(operatorId, language), authorization: session)
    }

    /// `POST /bets-api/v1/{operator}/place-bet`. Never retried.
    static func placeBet(operatorId: String, language: String, _ body: EveryMatrixModels.PlaceBetRequest) -> Request<EveryMatrixModels.Bet> {
        Request(.post, path(operatorId, "/place-bet"), headers: headers(operatorId, language), body: .json(body), authorization: session)
    }

    private static let session = AuthorizationRequirement.session([.header("x-session-id", .accessToken), .header("x-user-id", .userId)])

    private static func path(_ operatorId: String, _ rest: RequestPath) -> RequestPath { "/bets-api/v1/\(operatorId)" + rest }

    private static func headers(_ operatorId: String, _ language: String) -> [String: String] {
        ["x-language": language, "x-operator-id": operatorId]
    }

    private static func page(_ limit: Int, _ placedBefore: String?) -> [URLQueryItem] {
        var items = [URLQueryItem(name: "limit", value: String(limit))]
        if let placedBefore { items.append(URLQueryItem(name: "placedBefore", value: placedBefore)) }
        return items
    }
}
