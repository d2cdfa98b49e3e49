import Foundation

/// A way to deposit or withdraw.
public struct PaymentMethod: Sendable, Hashable {
    /// The vendor's method code (opaque).
    public var id: String
    /// A display name.
    public var name: String
    /// The smallest allowed amount.
    public var minimum: Money?
    /// The largest allowed amount.
    public var maximum: Money?

    /// Creates a method.
    public init(id: String, name: String, minimum: Money? = nil, maximum: Money? = nil) {
        self.id = id
        self.name = name
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A deposit to start.
public struct DepositRequest: Sendable, Hashable {
    /// The method's id.
    public var methodId: String
    /// How much.
    public var amount: Money
    /// A bonus plan to request, if any.
    public var bonusCode: String?

    /// Creates a deposit request.
    public init(methodId: String, amount: Money, bonusCode: String? = nil) {
        self.methodId = methodId
        self.amount = amount
        self.bonusCode = bonusCode
    }
}

/// A payment page to show in a web view (or a payment already decided).
public struct CashierSession: Sendable, Hashable {
    /// The page to open, when the vendor gives one.
    public var url: URL?
    /// The payment's id, to poll its status.
    public var paymentId: String?
    /// A payment-service session token (e.g. for a native drop-in), when given.
    public var sessionToken: String?
    /// The status at creation.
    public var status: PaymentStatus

    /// Creates a cashier session.
    public init(url: URL?, paymentId: String? = nil, sessionToken: String? = nil, status: PaymentStatus = .pending) {
        self.url = url
        self.paymentId = paymentId
        self.sessionToken = sessionToken
        self.status = status
    }
}

extension CashierSession: SecretHiding {
    /// The page's origin only (its path and query can carry the session), the token hidden.
    package var printedFields: [(String, Any)] {
        [("url", Redactor.opaqueURL(url)), ("paymentId", paymentId as Any), ("sessionToken", Redactor.hidden(sessionToken)),
         ("status", status)]
    }
}

/// Where a payment stands.
public enum PaymentStatus: Sendable, Hashable {
    /// Waiting for the user or the payment service.
    case pending
    /// Done; the money moved.
    case completed
    /// The payment failed.
    case failed
    /// Cancelled by the user or the operator.
    case cancelled
    /// Refused (e.g. by the bank).
    case rejected
    /// A vendor status the SDK does not know. Never silently treated as pending.
    case unknown(String)
}

/// The status of one payment.
public struct PaymentStatusResponse: Sendable, Hashable {
    /// The payment's id.
    public var paymentId: String
    /// Its status.
    public var status: PaymentStatus
    /// The transaction id, once there is one.
    public var transactionId: String?
    /// The amount, when the vendor reports it.
    public var amount: Money?

    /// Creates a status.
    public init(paymentId: String, status: PaymentStatus, transactionId: String? = nil, amount: Money? = nil) {
        self.paymentId = paymentId
        self.status = status
        self.transactionId = transactionId
        self.amount = amount
    }
}

/// A withdrawal to make.
public struct WithdrawalRequest: Sendable, Hashable {
    /// The method's id.
    public var methodId: String
    /// How much.
    public var amount: Money

    /// Creates a withdrawal request.
    public init(methodId: String, amount: Money) {
        self.methodId = methodId
        self.amount = amount
    }
}

/// A withdrawal that was requested.
public struct Withdrawal: Sendable, Hashable {
    /// The payment id (to cancel it).
    public var id: String
    /// Its status.
    public var status: PaymentStatus
    /// The amount.
    public var amount: Money?

    /// Creates a withdrawal.
    public init(id: String, status: PaymentStatus, amount: Money? = nil) {
        self.id = id
        self.status = status
        self.amount = amount
    }
}

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
