import Foundation
import ServicesProvider

/// Poseidon endpoints: the content API (no auth) and the betting and cashout APIs, which carry
/// the launch token raw in `Authorization` (the betting executor adds `X-MGS-BusinessUnit`
/// and `X-MGS-Location`). Paths are the ones the vendor's client uses, not the older reference's.
enum SportRadarPoseidonAPI: Endpoint {
    case content(SportRadarModels.ContentRequest)
    case calculatePotentialReturn(SportRadarModels.BetTicket)
    case placeBets(SportRadarModels.PlaceBetsRequest)
    case betHistory(states: String, page: Int, pageSize: Int, from: String?, to: String?)
    case allowedCashoutBetIds
    case freeBalance
    case calculateCashout(betId: String, partialStake: Decimal?)
    case cashout(betId: String, expectedValue: Decimal)

    /// The credentials attribute holding the launch token from `openGameSession`.
    static let launchTokenAttribute = "launchToken"

    var path: String {
        switch self {
        case .content: return "/services/content/get"
        case .calculatePotentialReturn: return "/api/betting/fo/bet/calculate"
        case .placeBets: return "/api/betting/fo/betslip"
        case .betHistory: return "/api/betting/fo/bets"
        case .allowedCashoutBetIds: return "/api/cashout/fo/cashout/allowedBetIds"
        case .freeBalance: return "/api/betting/fo/freeBalance"
        case .calculateCashout(let betId, _): return "/api/cashout/fo/cashout/\(betId)/calculate"
        case .cashout(let betId, _): return "/api/cashout/fo/cashout/\(betId)"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .betHistory, .allowedCashoutBetIds, .freeBalance: return .get
        case .content, .calculatePotentialReturn, .placeBets, .calculateCashout, .cashout: return .post
        }
    }

    /// Content reads and calculations are safe to repeat even though they are POSTs.
    var isIdempotent: Bool {
        switch self {
        case .content, .calculatePotentialReturn, .calculateCashout, .betHistory, .allowedCashoutBetIds, .freeBalance: return true
        case .placeBets, .cashout: return false
        }
    }

    var queryItems: [URLQueryItem] {
        guard case .betHistory(let states, let page, let pageSize, let from, let to) = self else { return [] }
        var items = [URLQueryItem(name: "betStateTypes", value: states), URLQueryItem(name: "betOutcomes", value: "NotSpecified"),
                     URLQueryItem(name: "orderBy", value: "0"), URLQueryItem(name: "orderDesc", value: "true"),
                     URLQueryItem(name: "pageSize", value: String(pageSize)), URLQueryItem(name: "pageNumber", value: String(page))]
        if let from { items.append(URLQueryItem(name: "from", value: from)) }
        if let to { items.append(URLQueryItem(name: "to", value: to)) }
        return items
    }

    var body: RequestBody? {
        switch self {
        case .content(let request): return .json(request)
        case .calculatePotentialReturn(let ticket): return .json(ticket)
        case .placeBets(let request): return .json(request)
        case .calculateCashout(_, let stake): return stake.map { .json(SportRadarModels.CalculateCashoutRequest(stakeValue: $0)) }
        case .cashout(_, let value): return .json(SportRadarModels.CashoutRequest(expectedValue: value))
        case .betHistory, .allowedCashoutBetIds, .freeBalance: return nil
        }
    }

    var authorization: AuthorizationRequirement {
        switch self {
        case .content, .calculatePotentialReturn: return .none
        default: return .session([.header("Authorization", .attribute(Self.launchTokenAttribute))])
        }
    }

}
