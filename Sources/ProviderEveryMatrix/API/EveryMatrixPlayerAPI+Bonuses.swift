import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Player API's bonus lists (session in `x-sessionid`).
extension EveryMatrixPlayerAPI {
    /// `GET /v1/bonus/granted?language=`: the user's granted bonuses.
    static func grantedBonuses(language: String) -> Request<EveryMatrixModels.GrantedBonuses> {
        Request("/v1/bonus/granted", query: [URLQueryItem(name: "language", value: language)],
                authorization: session, timeout: timeout)
    }

    /// `GET /v1/bonus/applicable?language=`: the bonuses the user can obtain.
    static func applicableBonuses(language: String) -> Request<EveryMatrixModels.ApplicableBonuses> {
        Request("/v1/bonus/applicable", query: [URLQueryItem(name: "language", value: language)],
                authorization: session, timeout: timeout)
    }
}
