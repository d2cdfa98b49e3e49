import Foundation

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

extension DepositContinuation: SecretHiding {
    /// The return URL without its user info or secret query values (a `?token=` the payment
    /// service reads back).
    package var printedFields: [(String, Any)] {
        [("paymentId", paymentId), ("amount", amount), ("methodType", methodType), ("returnURL", Redactor().url(returnURL))]
    }
}
