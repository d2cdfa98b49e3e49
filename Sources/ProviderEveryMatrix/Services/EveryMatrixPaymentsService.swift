import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The cashier (a web-view page), payment status and the transaction history over the Player API.
struct EveryMatrixPaymentsService: PaymentsService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// The payments features (REST: offered everywhere).
    static let features: Set<Feature> = [.deposit, .paymentStatus, .transactionHistory]

    /// The longest window the vendor's history calls accept.
    static let maximumHistoryDays = 180
    /// The kinds only the wagering history holds.
    static let wageringKinds: Set<TransactionKind> = [.bet, .win, .refund]

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

    /// Banking (deposits, withdrawals) and wagering (stakes, wins, cancels) histories, page N of
    /// each, merged newest first; a `next` page while either has one. The vendor pages with
    /// its own size (`pageSize` is ignored). Kinds narrow which history is asked and filter its
    /// items. A window longer than 180 days, or ending before it starts, is `.validation` on `to`.
    func transactions(_ query: TransactionQuery) async throws(ServiceProviderError) -> Page<Transaction> {
        guard query.from <= query.to else {
            throw .validation(fields: [.init(field: "to", code: "OUT_OF_RANGE", message: "to must not be before from.")])
        }
        guard query.to.timeIntervalSince(query.from) <= TimeInterval(Self.maximumHistoryDays * 86_400) else {
            throw .validation(fields: [.init(field: "to", code: "OUT_OF_RANGE",
                                             message: "The window must be at most \(Self.maximumHistoryDays) days.")])
        }
        let start = EveryMatrixModelMapper.day(from: query.from), end = EveryMatrixModelMapper.day(from: query.to), page = query.page.page
        let wantsWagering = query.kinds.isEmpty || query.kinds.contains { Self.wageringKinds.contains($0) }
        let wantsBanking = query.kinds.isEmpty || query.kinds.contains { !Self.wageringKinds.contains($0) }
        var items: [Transaction] = []
        var hasMore = false
        let executor = runtime.executor(.player)
        if wantsBanking {
            let banking = try await executor.send(forUser: { user in
                EveryMatrixPlayerAPI.bankingTransactions(user: user, startDate: start, endDate: end, page: page)
            })
            items += EveryMatrixModelMapper.transactions(banking.transactions)
            hasMore = hasMore || banking.pagination?.next != nil
        }
        if wantsWagering {
            let wagering = try await executor.send(forUser: { user in
                EveryMatrixPlayerAPI.wageringTransactions(user: user, startDate: start, endDate: end, page: page)
            })
            items += EveryMatrixModelMapper.transactions(wagering.transactions)
            hasMore = hasMore || wagering.pagination?.next != nil
        }
        if !query.kinds.isEmpty { items = items.filter { query.kinds.contains($0.kind) } }
        items.sort { $0.date > $1.date }
        return Page(items: items, request: query.page, hasMore: hasMore)
    }
}

extension EveryMatrixProvider {
    /// The cashier page and payment status.
    public var payments: any PaymentsService { EveryMatrixPaymentsService(runtime: runtime) }
}
