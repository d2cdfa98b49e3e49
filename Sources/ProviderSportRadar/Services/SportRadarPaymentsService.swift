import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Deposits (Adyen drop-in through Omega), withdrawals and the transaction history.
struct SportRadarPaymentsService: PaymentsService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }

    /// This area's features, as `SportRadarProvider.features` offers them.
    static let features: Set<Feature> = [.depositMethods, .deposit, .paymentStatus, .withdrawalMethods, .withdrawal, .cancelWithdrawal, .transactionHistory]

    /// The vendor's amount text: plain decimal with at least one fraction digit (`20.0`).
    static func amountText(_ amount: Decimal) -> String {
        let text = NSDecimalNumber(decimal: amount).stringValue
        return text.contains(".") ? text : text + ".0"
    }

    func depositMethods() async throws(ServiceProviderError) -> [PaymentMethod] {
        SportRadarModelMapper.depositMethods(try await runtime.executor(.omega).send(SportRadarOmegaAPI.depositMethods))
    }

    func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession {
        try request.validate()
        let endpoint = SportRadarOmegaAPI.processDeposit(paymentMethod: request.methodId, amount: Self.amountText(request.amount.amount),
                                               locale: runtime.configuration.paymentLocale, bonusPlanId: request.bonusCode ?? "NONE")
        return SportRadarModelMapper.cashierSession(try await runtime.executor(.omega).send(endpoint))
    }

    func paymentStatus(paymentId: String) async throws(ServiceProviderError) -> PaymentStatusResponse {
        try InputValidation.identifier(paymentId, field: "paymentId")
        let endpoint = SportRadarOmegaAPI.checkPaymentStatus(paymentMethod: SportRadarModelMapper.dropInDepositMethod, paymentId: paymentId)
        return SportRadarModelMapper.paymentStatus(try await runtime.executor(.omega).send(endpoint),
                                                   requestedId: paymentId)
    }

    func withdrawalMethods() async throws(ServiceProviderError) -> [PaymentMethod] {
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.withdrawalMethods)
        return SportRadarModelMapper.withdrawalMethods(response, currency: await runtime.currency())
    }

    func withdraw(_ request: WithdrawalRequest) async throws(ServiceProviderError) -> Withdrawal {
        try request.validate()
        let endpoint = SportRadarOmegaAPI.processWithdrawal(paymentMethod: request.methodId, amount: Self.amountText(request.amount.amount),
                                                  conversionId: nil)
        let response = try await runtime.executor(.omega).send(endpoint)
        guard let paymentId = response.paymentId else { throw .invalidResponse(message: "The withdrawal has no payment id.") }
        return Withdrawal(id: paymentId, status: .pending, amount: request.amount)
    }

    func cancelWithdrawal(id: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.cancelWithdrawal(paymentId: id))
    }

    func transactions(_ query: TransactionQuery) async throws(ServiceProviderError) -> Page<Transaction> {
        let endpoint = SportRadarOmegaAPI.transactions(start: SportRadarDates.queryDateTime(query.from), end: SportRadarDates.queryDateTime(query.to),
                                             tranTypes: SportRadarModelMapper.transactionTypeCodes(for: query.kinds),
                                             page: query.page.page, pageSize: query.page.pageSize)
        let response = try await runtime.executor(.omega).send(endpoint)
        let items = try (response.transactionList ?? []).map { detail throws(ServiceProviderError) in try SportRadarModelMapper.transaction(detail) }
        return Page(items: items, page: query.page.page, hasMore: items.count >= query.page.pageSize)
    }
}

extension SportRadarProvider {
    /// Deposits, withdrawals and transactions.
    public var payments: any PaymentsService { SportRadarPaymentsService(runtime: runtime) }
}
