import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega (player account management) calls, one typed request each. Paths and methods are the
/// ones the vendor's own client uses (fixture README); where no traffic was recorded (cancel
/// withdrawal, document types, cashback, multi-file upload) they come from the vendor's method
/// reference. Session calls carry `?sessionKey=`; none sends an auth
/// header. Omega reports most errors in a 200 body (see `SportRadarOmegaErrorMapper`).
enum SportRadarOmegaAPI {
    /// The session key's query parameter name.
    static let sessionKeyParameter = "sessionKey"
    /// The credentials attribute keeping the account currency from the login.
    static let currencyAttribute = "currency"
    /// Where session calls put the session key (`?sessionKey=`).
    static let session = AuthorizationRequirement.query(sessionKeyParameter)

    /// `POST /ps/ips/login`, as multipart/form-data: the vendor's server mishandles urlencoded
    /// login bodies, and multipart carries any password byte for byte.
    static func login(username: String, password: String) -> Request<SportRadarModels.LoginResponse> {
        var form = MultipartFormData()
        form.append(name: "username", value: username)
        form.append(name: "password", value: password)
        return Request(.post, "/ps/ips/login", body: .multipart(form))
    }

    /// `GET /ps/ips/openGameSession`: the launch token Poseidon's betting calls need.
    static var openGameSession: Request<SportRadarModels.OpenGameSessionResponse> {
        Request("/ps/ips/openGameSession", query: [URLQueryItem(name: "productCode", value: "SPORT_RADAR"),
                                                   URLQueryItem(name: "gameId", value: "SPORTSBOOK")], authorization: session)
    }

    /// `GET /ps/ips/logout`; its `{status}` body is read by the error mapper only.
    static var logout: Request<Void> { Request("/ps/ips/logout", authorization: session) }

    /// `GET /ps/ips/getPlayerInfo`.
    static var playerInfo: Request<SportRadarModels.PlayerInfoResponse> { Request("/ps/ips/getPlayerInfo", authorization: session) }

    /// `GET /ps/ips/getBalance`, with the external free-bet balances.
    static var balance: Request<SportRadarModels.BalanceResponse> {
        Request("/ps/ips/getBalance", query: [URLQueryItem(name: "includeExternalFreeBetBalances", value: "true")], authorization: session)
    }

    /// `GET /ps/ips/getSportRadarReportedCashbackBalance`.
    static var cashbackBalance: Request<SportRadarModels.CashbackBalanceResponse> {
        Request("/ps/ips/getSportRadarReportedCashbackBalance", authorization: session)
    }

    /// `GET /ps/ips/getDepositMethods`.
    static var depositMethods: Request<SportRadarModels.DepositMethodsResponse> { Request("/ps/ips/getDepositMethods", authorization: session) }

    /// `POST /ps/ips/processDeposit` (parameters in the query, the drop-in cashier on iOS).
    static func processDeposit(paymentMethod: String, amount: String, locale: String, bonusPlanId: String)
        -> Request<SportRadarModels.ProcessDepositResponse> {
        Request(.post, "/ps/ips/processDeposit",
                query: [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "amount", value: amount),
                        URLQueryItem(name: "option", value: "DROP_IN"), URLQueryItem(name: "locale", value: locale),
                        URLQueryItem(name: "requestedBonusPlanId", value: bonusPlanId), URLQueryItem(name: "channel", value: "iOS"),
                        URLQueryItem(name: "threeDSNative", value: "true")],
                authorization: session)
    }

    /// `POST /ps/ips/checkPaymentStatus`.
    static func checkPaymentStatus(paymentMethod: String, paymentId: String) -> Request<SportRadarModels.PaymentStatusResponse> {
        Request(.post, "/ps/ips/checkPaymentStatus",
                query: [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "paymentId", value: paymentId)],
                authorization: session)
    }

    /// `GET /ps/ips/getWithdrawalMethods`.
    static var withdrawalMethods: Request<SportRadarModels.WithdrawalMethodsResponse> {
        Request("/ps/ips/getWithdrawalMethods", authorization: session)
    }

    /// `POST /ps/ips/processWithdrawal`.
    static func processWithdrawal(paymentMethod: String, amount: String, conversionId: String?) -> Request<SportRadarModels.ProcessWithdrawalResponse> {
        var items = [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "amount", value: amount)]
        if let conversionId { items.append(URLQueryItem(name: "conversionId", value: conversionId)) }
        return Request(.post, "/ps/ips/processWithdrawal", query: items, authorization: session)
    }

    /// `POST /ps/ips/cancelWithdrawal?paymentId=INT`.
    static func cancelWithdrawal(paymentId: String) -> Request<SportRadarModels.CancelWithdrawalResponse> {
        Request(.post, "/ps/ips/cancelWithdrawal", query: [URLQueryItem(name: "paymentId", value: paymentId)], authorization: session)
    }

    /// `GET /ps/ips/getTransactionHistoryByCurrency`; `tranType` is repeatable.
    static func transactions(start: String, end: String, tranTypes: [String], page: Int, pageSize: Int)
        -> Request<SportRadarModels.TransactionsHistoryResponse> {
        Request("/ps/ips/getTransactionHistoryByCurrency",
                query: [URLQueryItem(name: "startDateTime", value: start), URLQueryItem(name: "endDateTime", value: end)]
                    + tranTypes.map { URLQueryItem(name: "tranType", value: $0) }
                    + [URLQueryItem(name: "pageNum", value: String(page)), URLQueryItem(name: "pageSize", value: String(pageSize))],
                authorization: session)
    }

    /// `GET /ps/ips/getDocumentTypes`, with no session (the vendor's client sends none).
    /// Cached: the operator's list of document kinds.
    static var documentTypes: Request<SportRadarModels.DocumentTypesResponse> {
        Request("/ps/ips/getDocumentTypes", cacheTTL: 3600)
    }

    /// `GET /ps/ips/getUserDocuments`.
    static var userDocuments: Request<SportRadarModels.UserDocumentsResponse> { Request("/ps/ips/getUserDocuments", authorization: session) }

    /// `POST /ps/ips/uploadUserDocument`: one file, streamed from disk (5 minutes allowed).
    static func uploadDocument(_ form: MultipartFormData) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/uploadUserDocument", body: .multipart(form), authorization: session, timeout: 300)
    }

    /// `POST /ps/ips/uploadMultiUserDocument`: several files (5 minutes allowed).
    static func uploadMultipleDocuments(_ form: MultipartFormData) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/uploadMultiUserDocument", body: .multipart(form), authorization: session, timeout: 300)
    }
}
