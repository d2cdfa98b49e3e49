import Foundation
import ServicesProvider

/// The Player API (PAM): login, registration, details, balance, cashier, payment status.
/// Auth headers are declared per case because the vendor mixes names: this API wants the
/// session id in `x-sessionid`.
package enum EveryMatrixPlayerAPI: Endpoint {
    case registrationStep(EveryMatrixModels.RegistrationStepRequest, language: String)
    case register(registrationId: String, language: String)
    case login(EveryMatrixModels.LoginRequest, language: String)
    case logout
    case details(userId: String)
    case balance(userId: String)
    case cashier(userId: String, operatorId: String, EveryMatrixModels.CashierRequest)
    case paymentStatus(userId: String, paymentId: String)

    package var path: String {
        switch self {
        case .registrationStep: return "/v1/player/legislation/registration/step"
        case .register: return "/v1/player/legislation/register"
        case .login: return "/v1/player/legislation/login"
        // Not recorded: designed after the vendor's session resource.
        case .logout: return "/v1/player/session/player"
        case .details(let userId): return "/v1/player/\(userId)/details"
        case .balance(let userId): return "/v2/player/\(userId)/balance"
        // Not recorded: designed (the recorded deposit body is sent here).
        case .cashier(let userId, _, _): return "/v1/player/\(userId)/payment/GetPaymentSession"
        case .paymentStatus(let userId, let paymentId): return "/v1/player/\(userId)/payment/\(paymentId)/status"
        }
    }

    package var method: HTTPMethod {
        switch self {
        case .registrationStep, .login, .cashier: return .post
        case .register: return .put
        case .logout: return .delete
        case .details, .balance, .paymentStatus: return .get
        }
    }

    package var headers: [String: String] {
        switch self {
        case .registrationStep(_, let language), .register(_, let language), .login(_, let language):
            return ["accept-language": language]
        case .details, .balance, .logout, .paymentStatus:
            return ["x-session-type": "others"]
        case .cashier(_, let operatorId, _):
            return ["x-session-type": "others", "x-operatorid": operatorId]
        }
    }

    package var body: RequestBody? {
        switch self {
        case .registrationStep(let body, _): return .json(body)
        case .register(let registrationId, _): return .json(EveryMatrixModels.RegisterRequest(registrationId: registrationId))
        case .login(let body, _): return .json(body)
        case .cashier(_, _, let body): return .json(body)
        case .logout, .details, .balance, .paymentStatus: return nil
        }
    }

    package var authorization: AuthorizationRequirement {
        switch self {
        case .registrationStep, .register, .login: return .none
        case .logout, .details, .balance, .cashier, .paymentStatus: return .header("x-sessionid")
        }
    }

    /// The session id is the whole credential; the password is in the body only on `login`.
    package var timeout: TimeInterval? { 30 }
}
