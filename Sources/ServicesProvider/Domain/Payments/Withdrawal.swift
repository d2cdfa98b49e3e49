import Foundation

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
