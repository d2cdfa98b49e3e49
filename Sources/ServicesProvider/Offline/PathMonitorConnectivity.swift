#if canImport(Network)
import Foundation
import Network

/// Connectivity from the system's network path monitor (Apple platforms): online while the path
/// is satisfied. Each stream has its own monitor, cancelled when its consumer stops.
public struct PathMonitorConnectivity: Connectivity {
    /// Watches every interface.
    public init() {}

    /// The path's status as the monitor first reports it, then each change.
    public func statuses() -> AsyncStream<ConnectivityStatus> {
        AsyncStream { continuation in
            let monitor = NWPathMonitor()
            let last = Locked<ConnectivityStatus?>(nil)
            monitor.pathUpdateHandler = { path in
                let status: ConnectivityStatus = path.status == .satisfied ? .online : .offline
                // The monitor repeats a path whose details (not its status) changed: one per status.
                let isChange = last.withLock { last in
                    defer { last = status }
                    return last != status
                }
                if isChange { continuation.yield(status) }
            }
            continuation.onTermination = { _ in monitor.cancel() }
            monitor.start(queue: DispatchQueue(label: "ServicesProvider.PathMonitorConnectivity"))
        }
    }
}
#endif
