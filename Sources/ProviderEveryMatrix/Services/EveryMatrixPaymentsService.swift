import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The cashier (a web-view page) and payment status over the Player API.
struct EveryMatrixPaymentsService: PaymentsService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }

    /// The payments features (REST: offered everywhere).
    static let features: Set<Feature> = [.deposit, .paymentStatus]

    func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession {
        try request.validate()
        let configuration = runtime.configuration
        let back = configuration.cashierReturnURL.absoluteString
        let body = EveryMatrixModels.CashierRequest(
            Channel: "Mobile", Type: "Deposit", SuccessUrl: back + "/success", CancelUrl: back + "/cancel", FailUrl: back + "/fail",
            Language: configuration.language, productType: "Sports", currency: request.amount.currency, amount: request.amount.amount,
            isShortCashier: false, bonusCode: request.bonusCode ?? "", showBonusSelectionInput: request.bonusCode == nil)
        let response = try await runtime.executor(.player).send(forUser: { user in
            EveryMatrixPlayerAPI.cashier(user: user, operatorId: configuration.operatorId, body)
        })
        return try EveryMatrixModelMapper.cashierSession(response)
    }

    func paymentStatus(paymentId: String) async throws(ServiceProviderError) -> PaymentStatusResponse {
        try InputValidation.identifier(paymentId, field: "paymentId")
        let status = try await runtime.executor(.player).send(forUser: { user in
            EveryMatrixPlayerAPI.paymentStatus(user: user, paymentId: paymentId)
        })
        return EveryMatrixModelMapper.paymentStatusResponse(status, paymentId: paymentId)
    }
}

extension EveryMatrixProvider {
    /// The cashier page and payment status.
    public var payments: any PaymentsService { EveryMatrixPaymentsService(runtime: runtime) }
}
