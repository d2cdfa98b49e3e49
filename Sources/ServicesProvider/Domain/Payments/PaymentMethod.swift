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
