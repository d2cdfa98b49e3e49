import Foundation

/// Whether the device can reach the network now.
public enum ConnectivityStatus: Sendable, Hashable {
    /// Requests may reach the vendor.
    case online
    /// Requests cannot leave the device (no path, or the probe found no answer).
    case offline
}

/// Tells the SDK when the network comes and goes, so writes that may wait are queued at once
/// while offline and replayed when it returns (``OfflineProvider``).
///
/// The contract every implementation keeps (checked by the shared connectivity contract tests):
/// - ``statuses()`` opens with the status as it is now, then yields each change, never the same
///   status twice in a row;
/// - each call returns an independent stream, and every stream open at a change sees it;
/// - a consumer that stops iterating ends its stream and nothing else (the watching goes on for
///   the others; it stops when no stream is left only where the implementation says so);
/// - a status is a hint, not a promise: a request may still fail while online, and the SDK treats
///   its own `.offline` failures as the last word.
public protocol Connectivity: Sendable {
    /// The status now, then each change, as a new independent stream.
    func statuses() -> AsyncStream<ConnectivityStatus>
}

/// A connectivity the app (or a test) sets by hand: for platforms without a monitor, and to
/// script offline and online in tests.
public final class ManualConnectivity: Connectivity {
    private let broadcaster: Broadcaster<ConnectivityStatus>
    private let current: Locked<ConnectivityStatus>

    /// Starts at `status`.
    public init(_ status: ConnectivityStatus = .online) {
        broadcaster = Broadcaster(current: status)
        current = Locked(status)
    }

    /// The status now.
    public var status: ConnectivityStatus { current.withLock { $0 } }

    /// Changes the status; every open stream sees it (a repeat of the current status is no change).
    public func set(_ status: ConnectivityStatus) {
        current.withLock { current in
            guard current != status else { return }
            current = status
            // Under the lock: two racing changes reach every stream in the order they were made.
            broadcaster.update(current: status, publishing: status)
        }
    }

    /// The status now, then each change.
    public func statuses() -> AsyncStream<ConnectivityStatus> { broadcaster.subscribe() }
}
