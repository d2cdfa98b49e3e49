import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega's payments calls of the second pass (fixture README, "Payments not yet in the SDK").
extension SportRadarOmegaAPI {
    private static var paymentsSession: AuthorizationRequirement { .query(sessionKeyParameter) }

    /// `POST /ps/ips/prepareWithdrawal?paymentMethod=&action=GET_EXCHANGE_INFO`.
    static func prepareWithdrawal(paymentMethod: String) -> Request<SportRadarModels.PrepareWithdrawalResponse> {
        Request(.post, "/ps/ips/prepareWithdrawal",
                query: [URLQueryItem(name: "paymentMethod", value: paymentMethod), URLQueryItem(name: "action", value: "GET_EXCHANGE_INFO")],
                authorization: paymentsSession)
    }

    /// `GET /ps/ips/getPendingWithdrawals`.
    static var pendingWithdrawals: Request<SportRadarModels.PendingWithdrawalsResponse> {
        Request("/ps/ips/getPendingWithdrawals", authorization: paymentsSession)
    }

    /// `POST /ps/ips/cancelDeposit?paymentId=`.
    static func cancelDeposit(paymentId: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/cancelDeposit", query: [URLQueryItem(name: "paymentId", value: paymentId)], authorization: paymentsSession)
    }

    /// `GET /ps/ips/getPaymentInformation`.
    static var paymentInformation: Request<SportRadarModels.PaymentInformationResponse> {
        Request("/ps/ips/getPaymentInformation", authorization: paymentsSession)
    }

    /// `POST /ps/ips/addPaymentInformation?type=&fields=`: `fields` is a JSON object sent as
    /// one query value.
    static func addPaymentInformation(type: String, fields: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/addPaymentInformation",
                query: [URLQueryItem(name: "type", value: type), URLQueryItem(name: "fields", value: fields)], authorization: paymentsSession)
    }

    /// `POST /ps/ips/updatePayment?amount=&paymentId=&type=[&returnUrl=]`.
    static func updatePayment(amount: String, paymentId: String, type: String, returnURL: String?) -> Request<SportRadarModels.UpdatePaymentResponse> {
        var items = [URLQueryItem(name: "amount", value: amount), URLQueryItem(name: "paymentId", value: paymentId),
                     URLQueryItem(name: "type", value: type)]
        if let returnURL { items.append(URLQueryItem(name: "returnUrl", value: returnURL)) }
        return Request(.post, "/ps/ips/updatePayment", query: items, authorization: paymentsSession)
    }
}
