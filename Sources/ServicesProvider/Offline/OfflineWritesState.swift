import Foundation

/// The signed-in player's writes waiting for the network, and what became of the last one sent
/// (``Client/offlineWrites``).
public struct OfflineWritesState: Sendable, Equatable {
    /// The writes waiting, oldest first (the order they will be sent in).
    public var pending: [PendingOfflineWrite]
    /// What happened to the last write the queue finished with, if any since the provider started.
    public var lastOutcome: OfflineWriteOutcome?

    /// Creates a state.
    public init(pending: [PendingOfflineWrite] = [], lastOutcome: OfflineWriteOutcome? = nil) {
        self.pending = pending
        self.lastOutcome = lastOutcome
    }
}

/// A write in the queue.
public struct PendingOfflineWrite: Sendable, Hashable, Identifiable {
    /// Its id in the queue.
    public var id: UUID
    /// What it does.
    public var write: OfflineWrite
    /// When it was kept (it expires a week after, unless the provider says otherwise).
    public var queuedAt: Date

    /// Creates a pending write.
    public init(id: UUID, write: OfflineWrite, queuedAt: Date) {
        self.id = id
        self.write = write
        self.queuedAt = queuedAt
    }
}

/// How the queue finished with a write.
public enum OfflineWriteOutcome: Sendable, Equatable {
    /// Sent, and the vendor took it.
    case sent(PendingOfflineWrite)
    /// Not sent: the vendor already held it (it was sent before the app stopped, or the player
    /// made the same change elsewhere).
    case alreadyApplied(PendingOfflineWrite)
    /// The vendor refused it for good (the error says why): it is dropped, and the app should
    /// tell the player their change did not happen.
    case rejected(PendingOfflineWrite, ServiceProviderError)
}
