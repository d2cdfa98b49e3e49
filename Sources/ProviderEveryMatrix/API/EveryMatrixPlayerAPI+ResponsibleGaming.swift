import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Monetary limits, time-out and self-exclusion: session id and `x-session-type: others`.
extension EveryMatrixPlayerAPI {
    /// `GET /v1/player/{userId}/limits/monetary`.
    static func limits(user: SessionUser) -> Request<EveryMatrixModels.MonetaryLimits> {
        Request("/v1/player/\(user.id)/limits/monetary", headers: signedIn, authorization: session, timeout: timeout)
    }

    /// `POST /v1/player/{userId}/limits/monetary`.
    static func setLimit(user: SessionUser, _ body: EveryMatrixModels.SetLimitRequest) -> Request<EveryMatrixModels.MonetaryLimitAnswer> {
        Request(.post, "/v1/player/\(user.id)/limits/monetary", headers: signedIn, body: .json(body), authorization: session, timeout: timeout)
    }

    /// `PUT /v1/player/{userId}/limits/monetary/{limitId}`.
    static func updateLimit(user: SessionUser, limitId: String, _ body: EveryMatrixModels.UpdateLimitRequest)
        -> Request<EveryMatrixModels.MonetaryLimitAnswer> {
        Request(.put, "/v1/player/\(user.id)/limits/monetary/\(limitId)", headers: signedIn, body: .json(body), authorization: session,
                timeout: timeout)
    }

    /// `DELETE /v1/player/{userId}/limits/monetary/{limitId}?skipCoolOff=true|false`; answers `{}`.
    static func removeLimit(user: SessionUser, limitId: String, skipCoolOff: Bool) -> Request<EveryMatrixModels.EmptyAnswer> {
        Request(.delete, "/v1/player/\(user.id)/limits/monetary/\(limitId)", query: [URLQueryItem(name: "skipCoolOff", value: String(skipCoolOff))],
                headers: signedIn, authorization: session, timeout: timeout)
    }

    /// `PUT /v1/player/{userId}/limits/session`: a time-out or a self-exclusion; answers `{}`.
    static func sessionLimit(user: SessionUser, _ body: EveryMatrixModels.SessionLimitRequest) -> Request<EveryMatrixModels.EmptyAnswer> {
        Request(.put, "/v1/player/\(user.id)/limits/session", headers: signedIn, body: .json(body), authorization: session, timeout: timeout)
    }
}
