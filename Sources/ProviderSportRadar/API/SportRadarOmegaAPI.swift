import Foundation
import ServicesProvider

/// Omega (player account management) endpoints. Paths and methods are the ones the vendor's
/// own client uses (fixture README); where no traffic was recorded (sign-up, password change,
/// cancel withdrawal, document types, cashback, multi-file upload) they come from the
/// vendor's method reference. Session calls carry `?sessionKey=`; none sends an auth header.
enum SportRadarOmegaAPI: Endpoint {
    case login(username: String, password: String)
    case openGameSession
    case logout
    case playerInfo
    case quickSignup(fields: [(name: String, value: String)])
    case updatePassword(oldPassword: String, newPassword: String)
    case balance
    case cashbackBalance
    case depositMethods
    case processDeposit(paymentMethod: String, amount: String, locale: String, bonusPlanId: String)
    case checkPaymentStatus(paymentMethod: String, paymentId: String)
    case withdrawalMethods
    case processWithdrawal(paymentMethod: String, amount: String, conversionId: String?)
    case cancelWithdrawal(paymentId: String)
    case transactions(start: String, end: String, tranTypes: [String], page: Int, pageSize: Int)
    case documentTypes
    case userDocuments
    case uploadDocument(MultipartFormData)
    case uploadMultipleDocuments(MultipartFormData)

    /// The session key's query parameter name.
    static let sessionKeyParameter = "sessionKey"

    var path: String {
        switch self {
        case .login: return "/ps/ips/login"
        case .openGameSession: return "/ps/ips/openGameSession"
        case .logout: return "/ps/ips/logout"
        case .playerInfo: return "/ps/ips/getPlayerInfo"
        case .quickSignup: return "/ps/ips/quickSignup"
        case .updatePassword: return "/ps/ips/updatePassword"
        case .balance: return "/ps/ips/getBalance"
        case .cashbackBalance: return "/ps/ips/getSportRadarReportedCashbackBalance"
        case .depositMethods: return "/ps/ips/getDepositMethods"
        case .processDeposit: return "/ps/ips/processDeposit"
        case .checkPaymentStatus: return "/ps/ips/checkPaymentStatus"
        case .withdrawalMethods: return "/ps/ips/getWithdrawalMethods"
        case .processWithdrawal: return "/ps/ips/processWithdrawal"
        case .cancelWithdrawal: return "/ps/ips/cancelWithdrawal"
        case .transactions: return "/ps/ips/getTransactionHistoryByCurrency"
        case .documentTypes: return "/ps/ips/getDocumentTypes"
        case .userDocuments: return "/ps/ips/getUserDocuments"
        case .uploadDocument: return "/ps/ips/uploadUserDocument"
        case .uploadMultipleDocuments: return "/ps/ips/uploadMultiUserDocument"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .openGameSession, .logout, .playerInfo, .balance, .cashbackBalance, .depositMethods,
             .withdrawalMethods, .transactions, .documentTypes, .userDocuments:
            return .get
        case .login, .quickSignup, .updatePassword, .processDeposit, .checkPaymentStatus, .processWithdrawal,
             .cancelWithdrawal, .uploadDocument, .uploadMultipleDocuments:
            return .post
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .openGameSession:
            return [URLQueryItem(name: "productCode", value: "SPORT_RADAR"), URLQueryItem(name: "gameId", value: "SPORTSBOOK")]
        case .balance:
            return [URLQueryItem(name: "includeExternalFreeBetBalances", value: "true")]
        case .processDeposit(let paymentMethod, let amount, let locale, let bonusPlanId):
            return [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "amount", value: amount),
                    URLQueryItem(name: "option", value: "DROP_IN"), URLQueryItem(name: "locale", value: locale),
                    URLQueryItem(name: "requestedBonusPlanId", value: bonusPlanId), URLQueryItem(name: "channel", value: "iOS"),
                    URLQueryItem(name: "threeDSNative", value: "true")]
        case .checkPaymentStatus(let paymentMethod, let paymentId):
            return [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "paymentId", value: paymentId)]
        case .processWithdrawal(let paymentMethod, let amount, let conversionId):
            var items = [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "amount", value: amount)]
            if let conversionId { items.append(URLQueryItem(name: "conversionId", value: conversionId)) }
            return items
        case .cancelWithdrawal(let paymentId):
            return [URLQueryItem(name: "paymentId", value: paymentId)]
        case .transactions(let start, let end, let tranTypes, let page, let pageSize):
            return [URLQueryItem(name: "startDateTime", value: start), URLQueryItem(name: "endDateTime", value: end)]
                + tranTypes.map { URLQueryItem(name: "tranType", value: $0) }
                + [URLQueryItem(name: "pageNum", value: String(page)), URLQueryItem(name: "pageSize", value: String(pageSize))]
        default:
            return []
        }
    }

    var body: RequestBody? {
        switch self {
        case .login(let username, let password):
            // multipart/form-data: the vendor's server mishandles urlencoded login bodies, and
            // multipart carries any password byte for byte.
            var form = MultipartFormData()
            form.append(name: "username", value: username)
            form.append(name: "password", value: password)
            return .multipart(form)
        case .quickSignup(let fields):
            return .formURLEncoded(fields)
        case .updatePassword(let oldPassword, let newPassword):
            return .formURLEncoded([(name: "oldPassword", value: oldPassword), (name: "newPassword", value: newPassword)])
        case .uploadDocument(let form), .uploadMultipleDocuments(let form):
            return .multipart(form)
        default:
            return nil
        }
    }

    var authorization: AuthorizationRequirement {
        switch self {
        case .login, .quickSignup: return .none
        default: return .query(Self.sessionKeyParameter)
        }
    }

    var timeout: TimeInterval? {
        switch self {
        case .uploadDocument, .uploadMultipleDocuments: return 300
        default: return nil
        }
    }
}
