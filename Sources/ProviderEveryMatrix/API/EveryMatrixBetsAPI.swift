import Foundation
import ServicesProvider

/// The sports bets API (a second host). It wants the session id in `x-session-id` (with a
/// dash) and the user id in `x-user-id`. Paths other than `open-bets` are designed, not recorded.
package enum EveryMatrixBetsAPI: Endpoint {
    case openBets(operatorId: String, language: String, limit: Int, placedBefore: String?)
    case settledBets(operatorId: String, language: String, limit: Int, placedBefore: String?)
    case placeBet(operatorId: String, language: String, EveryMatrixModels.PlaceBetRequest)
    case cashoutValue(operatorId: String, language: String, betId: String)
    case cashout(operatorId: String, language: String, EveryMatrixModels.CashoutRequest)

    private var operatorId: String {
        switch self {
        case .openBets(let id, _, _, _), .settledBets(let id, _, _, _), .placeBet(let id, _, _),
             .cashoutValue(let id, _, _), .cashout(let id, _, _):
            return id
        }
    }

    private var language: String {
        switch self {
        case .openBets(_, let language, _, _), .settledBets(_, let language, _, _), .placeBet(_, let language, _),
             .cashoutValue(_, let language, _), .cashout(_, let language, _):
            return language
        }
    }

    package var path: String {
        let base = "/bets-api/v1/\(operatorId)"
        switch self {
        case .openBets: return base + "/open-bets"
        case .settledBets: return base + "/settled-bets"
        case .placeBet: return base + "/place-bet"
        case .cashoutValue(_, _, let betId): return base + "/cashout-value/\(betId)"
        case .cashout: return base + "/cashout"
        }
    }

    package var method: HTTPMethod {
        switch self {
        case .openBets, .settledBets, .cashoutValue: return .get
        case .placeBet, .cashout: return .post
        }
    }

    package var queryItems: [URLQueryItem] {
        switch self {
        case .openBets(_, _, let limit, let placedBefore), .settledBets(_, _, let limit, let placedBefore):
            var items = [URLQueryItem(name: "limit", value: String(limit))]
            if let placedBefore { items.append(URLQueryItem(name: "placedBefore", value: placedBefore)) }
            return items
        default:
            return []
        }
    }

    package var headers: [String: String] {
        ["x-language": language, "x-operator-id": operatorId]
    }

    package var body: RequestBody? {
        switch self {
        case .placeBet(_, _, let body): return .json(body)
        case .cashout(_, _, let body): return .json(body)
        default: return nil
        }
    }

    package var authorization: AuthorizationRequirement {
        .session([.header("x-session-id", .accessToken), .header("x-user-id", .userId)])
    }
}
