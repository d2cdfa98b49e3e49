import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Password reset and the registration form (no session), and the transaction history.
extension EveryMatrixPlayerAPI {
    /// `POST /v1/player/resetPasswordByMobilePhone?mobileNumber=…&mobilePrefix=%2B237`, no body.
    /// The executor sends the prefix's `+` as `%2B`.
    static func resetPasswordByMobile(number: String, prefix: String) -> Request<EveryMatrixModels.ResetTokenAnswer> {
        Request(.post, "/v1/player/resetPasswordByMobilePhone",
                query: [URLQueryItem(name: "mobileNumber", value: number), URLQueryItem(name: "mobilePrefix", value: prefix)], timeout: timeout)
    }

    /// `POST /v1/player/resetPasswordByMobilePhone/validate?tokenId=…&validationCode=…`.
    static func validateResetCode(tokenId: String, code: String) -> Request<EveryMatrixModels.ResetHashKeyAnswer> {
        Request(.post, "/v1/player/resetPasswordByMobilePhone/validate",
                query: [URLQueryItem(name: "tokenId", value: tokenId), URLQueryItem(name: "validationCode", value: code)], timeout: timeout)
    }

    /// `POST /v1/player/ResetPasswordByHashKey` (capital R, H, K).
    static func resetPasswordByHashKey(_ body: EveryMatrixModels.ResetByHashKeyRequest) -> Request<EveryMatrixModels.ResetByHashKeyAnswer> {
        Request(.post, "/v1/player/ResetPasswordByHashKey", body: .json(body), timeout: timeout)
    }

    /// `GET /v1/player/legislation/registration/config`, cached for an hour (it changes with the operator's setup).
    static var registrationConfig: Request<EveryMatrixModels.RegistrationConfig> {
        Request("/v1/player/legislation/registration/config", timeout: timeout, cacheTTL: 3600)
    }

    /// `GET /v1/player/{userId}/transactions/banking?startDate=&endDate=&page=` (dates `yyyy-MM-dd`).
    static func bankingTransactions(user: SessionUser, startDate: String, endDate: String, page: Int)
        -> Request<EveryMatrixModels.TransactionPage<EveryMatrixModels.BankingTransaction>> {
        Request("/v1/player/\(user.id)/transactions/banking", query: window(startDate, endDate, page), headers: signedIn,
                authorization: session, timeout: timeout)
    }

    /// `GET /v1/player/{userId}/transactions/wagering?startDate=&endDate=&page=` (dates `yyyy-MM-dd`).
    static func wageringTransactions(user: SessionUser, startDate: String, endDate: String, page: Int)
        -> Request<EveryMatrixModels.TransactionPage<EveryMatrixModels.WageringTransaction>> {
        Request("/v1/player/\(user.id)/transactions/wagering", query: window(startDate, endDate, page), headers: signedIn,
                authorization: session, timeout: timeout)
    }

    private static func window(_ startDate: String, _ endDate: String, _ page: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "startDate", value: startDate), URLQueryItem(name: "endDate", value: endDate),
         URLQueryItem(name: "page", value: String(page))]
    }
}
