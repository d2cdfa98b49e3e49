import Foundation
import ServicesProvider

/// Deposits (Adyen drop-in through Omega), withdrawals and the transaction history.
struct SportRadarPaymentsService: PaymentsService {
    let context: SportRadarContext
    var providerName: String { SportRadarContext.providerName }

    /// The vendor's amount text: plain decimal with at least one fraction digit (`20.0`).
    static func amountText(_ amount: Decimal) -> String {
        let text = NSDecimalNumber(decimal: amount).stringValue
        return text.contains(".") ? text : text + ".0"
    }

    func depositMethods() async throws(ServiceProviderError) -> [PaymentMethod] {
        SportRadarModelMapper.depositMethods(try await context.omega.send(SportRadarOmegaAPI.depositMethods, as: SportRadarModels.DepositMethodsResponse.self))
    }

    func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession {
        guard request.amount.amount > 0 else { throw .validation(fields: [.init(field: "amount", code: "INVALID", message: "Enter an amount.")]) }
        let endpoint = SportRadarOmegaAPI.processDeposit(paymentMethod: request.methodId, amount: Self.amountText(request.amount.amount),
                                               locale: context.configuration.paymentLocale, bonusPlanId: request.bonusCode ?? "NONE")
        return SportRadarModelMapper.cashierSession(try await context.omega.send(endpoint, as: SportRadarModels.ProcessDepositResponse.self))
    }

    func paymentStatus(paymentId: String) async throws(ServiceProviderError) -> PaymentStatusResponse {
        let endpoint = SportRadarOmegaAPI.checkPaymentStatus(paymentMethod: SportRadarModelMapper.dropInDepositMethod, paymentId: paymentId)
        return SportRadarModelMapper.paymentStatus(try await context.omega.send(endpoint, as: SportRadarModels.PaymentStatusResponse.self),
                                                   requestedId: paymentId)
    }

    func withdrawalMethods() async throws(ServiceProviderError) -> [PaymentMethod] {
        let response = try await context.omega.send(SportRadarOmegaAPI.withdrawalMethods, as: SportRadarModels.WithdrawalMethodsResponse.self)
        return SportRadarModelMapper.withdrawalMethods(response, currency: await context.currency())
    }

    func withdraw(_ request: WithdrawalRequest) async throws(ServiceProviderError) -> Withdrawal {
        let endpoint = SportRadarOmegaAPI.processWithdrawal(paymentMethod: request.methodId, amount: Self.amountText(request.amount.amount),
                                                  conversionId: nil)
        let response = try await context.omega.send(endpoint, as: SportRadarModels.ProcessWithdrawalResponse.self)
        guard let paymentId = response.paymentId else { throw .invalidResponse(message: "The withdrawal has no payment id.") }
        return Withdrawal(id: paymentId, status: .pending, amount: request.amount)
    }

    func cancelWithdrawal(id: String) async throws(ServiceProviderError) {
        _ = try await context.omega.send(SportRadarOmegaAPI.cancelWithdrawal(paymentId: id), as: SportRadarModels.BasicResponse.self)
    }

    func transactions(_ query: TransactionQuery) async throws(ServiceProviderError) -> Page<Transaction> {
        let endpoint = SportRadarOmegaAPI.transactions(start: SportRadarDates.queryDateTime(query.from), end: SportRadarDates.queryDateTime(query.to),
                                             tranTypes: SportRadarModelMapper.transactionTypeCodes(for: query.kinds),
                                             page: query.page.page, pageSize: query.page.pageSize)
        let response = try await context.omega.send(endpoint, as: SportRadarModels.TransactionsHistoryResponse.self)
        let items = try (response.transactionList ?? []).map { detail throws(ServiceProviderError) in try SportRadarModelMapper.transaction(detail) }
        return Page(items: items, page: query.page.page, hasMore: items.count >= query.page.pageSize)
    }
}
