import Foundation
@_spi(ProviderKit) import ServicesProvider

/// EveryMatrix's recommendation gateways (RecSys): `GET /recommendations` on each, authorised by
/// the operator's API key in the query (no session: the user is named by id). The vendor's client
/// sends `is_live` and `terminal_type` on both gateways; its guide says calls without them failed.
enum EveryMatrixRecSysAPI {
    /// The only header the vendor's client sends.
    static let headers = ["Accept": "application/json"]
    /// The vendor's client waits this long.
    static let timeout: TimeInterval = 15

    /// Recommended events for the user (pre-match).
    static func events(user: SessionUser, operatorId: String, terminalType: Int, key: String) -> Request<EveryMatrixModels.RecommendedEvents> {
        Request("/recommendations", query: query(user: user, operatorId: operatorId, terminalType: terminalType, key: key), timeout: timeout)
    }

    /// A recommended combination for the user.
    static func combination(user: SessionUser, operatorId: String, terminalType: Int, key: String)
        -> Request<EveryMatrixModels.RecommendedCombination> {
        Request("/recommendations", query: query(user: user, operatorId: operatorId, terminalType: terminalType, key: key), timeout: timeout)
    }

    private static func query(user: SessionUser, operatorId: String, terminalType: Int, key: String) -> [URLQueryItem] {
        [URLQueryItem(name: "domain_id", value: operatorId), URLQueryItem(name: "user_id", value: user.id),
         URLQueryItem(name: "is_live", value: "false"), URLQueryItem(name: "terminal_type", value: "\(terminalType)"),
         URLQueryItem(name: "key", value: key)]
    }
}
