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
    /// Withdrawals requested and not paid out yet (each can still be cancelled).
    func pendingWithdrawals() async throws(ServiceProviderError) -> [Withdrawal]
    /// Cancels a deposit that has not completed (e.g. the user left the payment page).
    func cancelDeposit(paymentId: String) async throws(ServiceProviderError)
    /// The accounts the user saved to be paid out to.
    func payoutAccounts() async throws(ServiceProviderError) -> [PayoutAccount]
    /// Saves an account to be paid out to; checked first (``NewPayoutAccount/validate()``).
    func addPayoutAccount(_ account: NewPayoutAccount) async throws(ServiceProviderError)
    /// Sends the next step of a deposit whose method finishes outside the cashier; the answer
    /// says whether to open a page or that the payment is authorised.
    func continueDeposit(_ step: DepositContinuation) async throws(ServiceProviderError) -> DepositContinuationResult
    /// Adds `amount` to the signed-in user's balance at once and returns the wallet after it:
    /// no payment method, cashier page or payment status is involved, so this is a demo or test
    /// credit an operator offers (a real deposit is ``deposit(_:)``). The amount is checked first
    /// (``Money/validate(field:)`` on `amount`, in the operator's currency).
    func topUp(_ amount: Money) async throws(ServiceProviderError) -> UserWallet
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
    /// Default: throws `.notSupported(feature:provider:)`.
    public func pendingWithdrawals() async throws(ServiceProviderError) -> [Withdrawal] { throw unsupported(.pendingWithdrawals) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cancelDeposit(paymentId: String) async throws(ServiceProviderError) { throw unsupported(.cancelDeposit) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func payoutAccounts() async throws(ServiceProviderError) -> [PayoutAccount] { throw unsupported(.payoutAccounts) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addPayoutAccount(_ account: NewPayoutAccount) async throws(ServiceProviderError) { throw unsupported(.payoutAccounts) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func continueDeposit(_ step: DepositContinuation) async throws(ServiceProviderError) -> DepositContinuationResult {
        throw unsupported(.depositContinuation)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func topUp(_ amount: Money) async throws(ServiceProviderError) -> UserWallet { throw unsupported(.topUp) }
}
