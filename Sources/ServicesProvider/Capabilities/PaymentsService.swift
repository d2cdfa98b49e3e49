/// Deposits, withdrawals and the transaction history.
public protocol PaymentsService: ProviderService {
    /// The ways the user can deposit.
    func depositMethods() async throws(ServiceProviderError) -> [PaymentMethod]
    /// Starts a deposit; usually returns a cashier page to show in a web view.
    func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession
    /// Where a payment stands.
    func paymentStatus(paymentId: String) async throws(ServiceProviderError) -> PaymentStatusResponse
    /// The ways the user can withdraw.
    func withdrawalMethods() async throws(ServiceProviderError) -> [PaymentMethod]
    /// Requests a withdrawal.
    func withdraw(_ request: WithdrawalRequest) async throws(ServiceProviderError) -> Withdrawal
    /// Cancels a pending withdrawal.
    func cancelWithdrawal(id: String) async throws(ServiceProviderError)
    /// Money movements, filtered and paged.
    func transactions(_ query: TransactionQuery) async throws(ServiceProviderError) -> Page<Transaction>
}

extension PaymentsService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func depositMethods() async throws(ServiceProviderError) -> [PaymentMethod] { throw unsupported(.depositMethods) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func deposit(_ request: DepositRequest) async throws(ServiceProviderError) -> CashierSession { throw unsupported(.deposit) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func paymentStatus(paymentId: String) async throws(ServiceProviderError) -> PaymentStatusResponse { throw unsupported(.paymentStatus) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func withdrawalMethods() async throws(ServiceProviderError) -> [PaymentMethod] { throw unsupported(.withdrawalMethods) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func withdraw(_ request: WithdrawalRequest) async throws(ServiceProviderError) -> Withdrawal { throw unsupported(.withdrawal) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cancelWithdrawal(id: String) async throws(ServiceProviderError) { throw unsupported(.cancelWithdrawal) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func transactions(_ query: TransactionQuery) async throws(ServiceProviderError) -> Page<Transaction> { throw unsupported(.transactionHistory) }
}
