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

/// A saved account winnings are paid out to (e.g. a bank account).
public struct PayoutAccount: Sendable, Hashable {
    /// The vendor's id of the saved account.
    public var id: String
    /// What kind of account.
    public var kind: PayoutAccountKind
    /// The label the user or operator gave it, when any.
    public var description: String?
    /// Its details by the vendor's key (e.g. `IBAN`), as saved.
    public var details: [String: String]

    /// Creates a payout account.
    public init(id: String, kind: PayoutAccountKind, description: String? = nil, details: [String: String] = [:]) {
        self.id = id
        self.kind = kind
        self.description = description
        self.details = details
    }
}

/// The kind of a payout account.
public enum PayoutAccountKind: Sendable, Hashable {
    /// A bank account (IBAN).
    case bankAccount
    /// A kind the SDK does not know, as the vendor names it.
    case unknown(String)
}

/// A payout account to save. Check it with ``validate()`` (the services do before sending).
public enum NewPayoutAccount: Sendable, Hashable {
    /// A bank account by its IBAN (spaces allowed; checked for shape only, not its checksum).
    case bankAccount(iban: String)

    /// Checks the IBAN: 15 to 34 letters and digits once spaces are removed
    /// (`.validation`, field `iban`, code `INVALID`).
    public func validate() throws(ServiceProviderError) {
        switch self {
        case .bankAccount(let iban):
            let compact = iban.replacingOccurrences(of: " ", with: "")
            guard (15...34).contains(compact.count), compact.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw .validation(fields: [.init(field: "iban", code: "INVALID", message: "This IBAN is not valid.")])
            }
        }
    }
}

/// The next step of a deposit started with ``PaymentsService/deposit(_:)`` for methods that
/// finish outside the cashier (e.g. a wallet such as PayPal).
public struct DepositContinuation: Sendable, Hashable {
    /// The payment's id, from the ``CashierSession``.
    public var paymentId: String
    /// The amount deposited.
    public var amount: Money
    /// The payment method's type code (e.g. `paypal`), as the payment service names it.
    public var methodType: String
    /// Where the payment service sends the user back to, when the method redirects.
    public var returnURL: URL?

    /// Creates a continuation.
    public init(paymentId: String, amount: Money, methodType: String, returnURL: URL? = nil) {
        self.paymentId = paymentId
        self.amount = amount
        self.methodType = methodType
        self.returnURL = returnURL
    }

    /// Checks the ids (``InputValidation/identifier(_:field:)``) and the amount.
    public func validate() throws(ServiceProviderError) {
        try InputValidation.identifier(paymentId, field: "paymentId")
        try InputValidation.identifier(methodType, field: "methodType")
        try amount.validate(field: "amount")
    }
}

/// What a deposit step answered.
public enum DepositContinuationResult: Sendable, Hashable {
    /// Open this page (in a browser or web view) for the user to finish paying.
    case redirect(URL)
    /// The payment is authorised; nothing left to do.
    case authorised
}
