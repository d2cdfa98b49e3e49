import Foundation

/// One movement of money on the account.
public struct Transaction: Sendable, Hashable {
    /// The transaction id.
    public var id: String
    /// When it happened.
    public var date: Date
    /// What kind of movement.
    public var kind: TransactionKind
    /// The amount, signed: negative when money left the account.
    public var amount: Money
    /// The balance after it, when reported.
    public var balanceAfter: Money?
    /// A related payment or bet reference.
    public var reference: String?
    /// Where a payment stands (pending, rolled back…), when the vendor reports it; `nil` for
    /// movements without a status, such as a stake or a win.
    public var status: PaymentStatus?

    /// Creates a transaction.
    public init(id: String, date: Date, kind: TransactionKind, amount: Money, balanceAfter: Money? = nil, reference: String? = nil,
                status: PaymentStatus? = nil) {
        self.id = id
        self.date = date
        self.kind = kind
        self.amount = amount
        self.balanceAfter = balanceAfter
        self.reference = reference
        self.status = status
    }
}

/// The kind of a transaction.
public enum TransactionKind: Sendable, Hashable {
    /// Deposit.
    case deposit
    /// Withdrawal.
    case withdrawal
    /// A stake placed.
    case bet
    /// A winning paid out.
    case win
    /// A bonus credited.
    case bonus
    /// A bonus that expired.
    case bonusExpired
    /// A bonus turned into real money.
    case bonusReleased
    /// Cashout.
    case cashout
    /// Refund.
    case refund
    /// A manual adjustment by the operator.
    case adjustment
    /// Deposit cancelled.
    case depositCancelled
    /// Withdrawal cancelled.
    case withdrawalCancelled
    /// Withdrawal rejected.
    case withdrawalRejected
    /// Money held in escrow (e.g. under review).
    case escrow
    /// A vendor type the SDK does not know.
    case unknown(String)
}

/// Which transactions to list. A provider may cap the window between ``from`` and ``to``
/// (a longer one is refused with `.validation`, field `to`, code `OUT_OF_RANGE`) and may page
/// with its own page size (``PageRequest/pageSize`` is then ignored).
public struct TransactionQuery: Sendable, Hashable {
    /// From this date.
    public var from: Date
    /// Up to this date.
    public var to: Date
    /// Only these kinds (empty = all).
    public var kinds: [TransactionKind]
    /// Which page.
    public var page: PageRequest

    /// Creates a query.
    public init(from: Date, to: Date, kinds: [TransactionKind] = [], page: PageRequest = PageRequest()) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.page = page
    }
}
