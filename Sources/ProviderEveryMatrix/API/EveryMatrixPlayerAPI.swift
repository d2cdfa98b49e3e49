import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Player API (PAM): login, registration, details, balance, cashier, payment status.
/// This API wants the session id in `x-sessionid` (the bets API spells it differently).
enum EveryMatrixPlayerAPI {
    /// The session id is the whole credential; the password is in the body only on `login`.
    static let timeout: TimeInterval = 30
    static let session = AuthorizationRequirement.header("x-sessionid")
    static let signedIn = ["x-session-type": "others"]

    /// `POST /v1/player/legislation/registration/step`: the form, kept by the vendor under an id.
    static func registrationStep(_ body: EveryMatrixModels.RegistrationStepRequest, language: String)
        -> Request<EveryMatrixModels.RegistrationStepResponse> {
        Request(.post, "/v1/player/legislation/registration/step", headers: ["accept-language": language], body: .json(body), timeout: timeout)
    }

    /// `PUT /v1/player/legislation/register`: creates the account from a stored step.
    static func register(registrationId: String, language: String) -> Request<EveryMatrixModels.RegisterResponse> {
        Request(.put, "/v1/player/legislation/register", headers: ["accept-language": language],
                body: .json(EveryMatrixModels.RegisterRequest(registrationId: registrationId)), timeout: timeout)
    }

    /// `POST /v1/player/legislation/login`.
    static func login(_ body: EveryMatrixModels.LoginRequest, language: String) -> Request<EveryMatrixModels.LoginResponse> {
        Request(.post, "/v1/player/legislation/login", headers: ["accept-language": language], body: .json(body), timeout: timeout)
    }

    /// `DELETE /v1/player/session/player`. Not recorded: designed after the vendor's session resource.
    static var logout: Request<Void> {
        Request(.delete, "/v1/player/session/player", headers: signedIn, authorization: session, timeout: timeout)
    }

    /// `GET /v1/player/{userId}/details`.
    static func details(user: SessionUser) -> Request<EveryMatrixModels.PlayerDetails> {
        Request("/v1/player/\(user.id)/details", headers: signedIn, authorization: session, timeout: timeout)
    }

    /// `GET /v2/player/{userId}/balance`.
    static func balance(user: SessionUser) -> Request<EveryMatrixModels.Balance> {
        Request("/v2/player/\(user.id)/balance", headers: signedIn, authorization: session, timeout: timeout)
    }

    /// `POST /v1/player/{userId}/payment/GetPaymentSession`. Not recorded: designed (the recorded
    /// deposit body is sent here).
    static func cashier(user: SessionUser, operatorId: String, _ body: EveryMatrixModels.CashierRequest)
        -> Request<EveryMatrixModels.CashierResponse> {
        Request(.post, "/v1/player/\(user.id)/payment/GetPaymentSession", headers: signedIn.merging(["x-operatorid": operatorId]) { $1 },
                body: .json(body), authorization: session, timeout: timeout)
    }

    /// `GET /v1/player/{userId}/payment/{paymentId}/status`.
    static func paymentStatus(user: SessionUser, paymentId: String) -> Request<EveryMatrixModels.PaymentStatus> {
        Request("/v1/player/\(user.id)/payment/\(paymentId)/status", headers: signedIn, authorization: session, timeout: timeout)
    }
}
