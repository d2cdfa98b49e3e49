import Foundation

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
