import Foundation
import ServicesProvider

/// The cashier (a web-view page) and payment status over the Player API.
struct EveryMatrixPaymentsService: PaymentsService {
    let context: EveryMatrixContext
    var providerName: String { "EveryMatrix" }

    func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession {
        let userId = try await context.userId()
        let configuration = context.configuration
        let back = configuration.cashierReturnURL.absoluteString
        let body = EveryMatrixModels.CashierRequest(
            Channel: "Mobile", Type: "Deposit", SuccessUrl: back + "/success", CancelUrl: back + "/cancel", FailUrl: back + "/fail",
            Language: configuration.language, productType: "Sports", currency: request.amount.currency, amount: request.amount.amount,
            isShortCashier: false, bonusCode: request.bonusCode ?? "", showBonusSelectionInput: request.bonusCode == nil)
        let response = try await context.player.send(EveryMatrixPlayerAPI.cashier(userId: userId, operatorId: configuration.operatorId, body),
                                                      as: EveryMatrixModels.CashierResponse.self)
        return try EveryMatrixModelMapper.cashierSession(response)
    }

    func paymentStatus(paymentId: String) async throws(ServiceProviderError) -> PaymentStatusResponse {
        let userId = try await context.userId()
        let status = try await context.player.send(EveryMatrixPlayerAPI.paymentStatus(userId: userId, paymentId: paymentId),
                                                   as: EveryMatrixModels.PaymentStatus.self)
        return EveryMatrixModelMapper.paymentStatusResponse(status, paymentId: paymentId)
    }
}
