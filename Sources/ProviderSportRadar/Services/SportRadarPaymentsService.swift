import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Deposits (Adyen drop-in through Omega, then updatePayment for wallets), withdrawals (with the
/// exchange step for methods that need it), pending withdrawals, payout accounts and the
/// transaction history.
struct SportRadarPaymentsService: PaymentsService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.depositMethods, .deposit, .paymentStatus, .withdrawalMethods, .withdrawal, .cancelWithdrawal,
                                         .transactionHistory, .pendingWithdrawals, .cancelDeposit, .payoutAccounts, .depositContinuation]

    /// The vendor's amount text: plain decimal with at least one fraction digit (`20.0`).
    static func amountText(_ amount: Decimal) -> String {
        let text = NSDecimalNumber(decimal: amount).stringValue
        return text.contains(".") ? text : text + ".0"
    }

    func depositMethods() async throws(ServiceProviderError) -> [PaymentMethod] {
        SportRadarModelMapper.depositMethods(try await runtime.executor(.omega).send(SportRadarOmegaAPI.depositMethods))
    }

    /// The amount must be in the account's currency: the call sends the number alone.
    func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession {
        try request.validate()
        try await runtime.validate(request.amount, field: "amount")
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

    /// The amount must be in the account's currency. A method with `conversionRequired` is prepared first (`prepareWithdrawal`) and its
    /// `conversionId` sent with the withdrawal; the methods list is read to know which.
    func withdraw(_ request: WithdrawalRequest) async throws(ServiceProviderError) -> Withdrawal {
        try request.validate()
        try await runtime.validate(request.amount, field: "amount")
        let omega = runtime.executor(.omega)
        let methods = try await omega.send(SportRadarOmegaAPI.withdrawalMethods)
        var conversionId: String?
        if methods.withdrawalMethods.first(where: { $0.code == request.methodId })?.conversionRequired == true {
            let prepared = try await omega.send(SportRadarOmegaAPI.prepareWithdrawal(paymentMethod: request.methodId))
            guard let id = prepared.conversionId, !id.isEmpty else { throw .invalidResponse(message: "The withdrawal has no conversion id.") }
            conversionId = id
        }
        let endpoint = SportRadarOmegaAPI.processWithdrawal(paymentMethod: request.methodId, amount: Self.amountText(request.amount.amount),
                                                  conversionId: conversionId)
        let response = try await runtime.executor(.omega).send(endpoint)
        guard let paymentId = response.paymentId else { throw .invalidResponse(message: "The withdrawal has no payment id.") }
        return Withdrawal(id: paymentId, status: .pending, amount: request.amount)
    }

    /// The vendor's payment ids are integers here (`paymentId=INT`): anything else is
    /// `.validation` (field `id`, code `INVALID`) before sending.
    func cancelWithdrawal(id: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(id, field: "id")
        try Self.integerId(id, field: "id")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.cancelWithdrawal(paymentId: id))
    }

    func pendingWithdrawals() async throws(ServiceProviderError) -> [Withdrawal] {
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.pendingWithdrawals)
        return try SportRadarModelMapper.pendingWithdrawals(response, currency: await runtime.currency())
    }

    func cancelDeposit(paymentId: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(paymentId, field: "paymentId")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.cancelDeposit(paymentId: paymentId))
    }

    func payoutAccounts() async throws(ServiceProviderError) -> [PayoutAccount] {
        SportRadarModelMapper.payoutAccounts(try await runtime.executor(.omega).send(SportRadarOmegaAPI.paymentInformation))
    }

    func addPayoutAccount(_ account: NewPayoutAccount) async throws(ServiceProviderError) {
        try account.validate()
        let query = try SportRadarModelMapper.paymentInformationQuery(account)
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.addPaymentInformation(type: query.type, fields: query.fields))
    }

    func continueDeposit(_ step: DepositContinuation) async throws(ServiceProviderError) -> DepositContinuationResult {
        try step.validate()
        try await runtime.validate(step.amount, field: "amount")
        let endpoint = SportRadarOmegaAPI.updatePayment(amount: Self.amountText(step.amount.amount), paymentId: step.paymentId,
                                                        type: step.methodType, returnURL: step.returnURL?.absoluteString)
        return try SportRadarModelMapper.depositContinuation(try await runtime.executor(.omega).send(endpoint))
    }

    /// Refuses an id that is not a whole number.
    static func integerId(_ id: String, field: String) throws(ServiceProviderError) {
        guard id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .validation(fields: [.init(field: field, code: "INVALID", message: "\(field) is not a payment number.")])
        }
    }

    func transactions(_ query: TransactionQuery) async throws(ServiceProviderError) -> Page<Transaction> {
        let endpoint = SportRadarOmegaAPI.transactions(start: SportRadarDates.queryDateTime(query.from), end: SportRadarDates.queryDateTime(query.to),
                                             tranTypes: SportRadarModelMapper.transactionTypeCodes(for: query.kinds),
                                             page: query.page.page, pageSize: query.page.pageSize)
        let response = try await runtime.executor(.omega).send(endpoint)
        let items = try (response.transactionList ?? []).map { detail throws(ServiceProviderError) in try SportRadarModelMapper.transaction(detail) }
        return Page(items: items, request: query.page, hasMore: items.count >= query.page.pageSize)
    }
}

extension SportRadarProvider {
    /// Deposits, withdrawals and transactions.
    public var payments: any PaymentsService { SportRadarPaymentsService(runtime: runtime) }
}
