import Foundation

/// A write that may wait for the network (a favourite, a setting, a follow, a chat message):
/// what it does, to which resource, for which user, and how it folds with the writes queued
/// before it. Money and protection never become one: they fail fast with `.offline`.
@_spi(ProviderKit) public struct QueuedWrite: Codable, Sendable, Hashable, Identifiable {
    /// The write's own id (the queue removes it by this once replayed).
    public let id: UUID
    /// The signed-in user it belongs to; it is never replayed under another.
    public let userId: String
    /// What it changes (e.g. `favourite/48213`): order is kept per resource, and folding only
    /// looks at the same resource.
    public let resource: String
    /// The operation (e.g. `favourite.add`), which the provider replays.
    public let action: String
    /// What the provider needs to replay it, in its own encoding.
    public let payload: Data
    /// When it was queued; its age counts from here.
    public let queuedAt: Date
    /// The key the vendor removes duplicates by, where it honours one; `nil` where the current
    /// state must be read before a replay.
    public let idempotencyKey: String?
    /// How it folds with the writes pending on its resource.
    public let folding: Folding

    /// How a write folds with the writes pending on its resource.
    public enum Folding: Codable, Sendable, Hashable {
        /// It stands on its own (a chat message).
        case keeps
        /// It and the last pending write whose action is `action` cancel out (an add then a
        /// remove is nothing); with no such write it is queued.
        case cancels(action: String)
        /// It makes the writes pending on its resource pointless (a setting's new value).
        case replaces
    }

    /// Creates a write.
    public init(id: UUID = UUID(), userId: String, resource: String, action: String, payload: Data = Data(), queuedAt: Date,
                idempotencyKey: String? = nil, folding: Folding) {
        self.id = id
        self.userId = userId
        self.resource = resource
        self.action = action
        self.payload = payload
        self.queuedAt = queuedAt
        self.idempotencyKey = idempotencyKey
        self.folding = folding
    }
}

/// What ``WriteQueue/enqueue(_:)`` did with a write.
@_spi(ProviderKit) public enum QueueOutcome: Sendable, Hashable {
    /// It waits in the queue.
    case queued
    /// It cancelled the pending write with this id, and neither will be sent.
    case cancelledOut(UUID)
    /// It replaced this many pending writes on its resource, and waits in their place.
    case replaced(Int)
}
