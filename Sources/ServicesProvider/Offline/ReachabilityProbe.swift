import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Connectivity found by asking: a `HEAD` request to `url` every `interval` seconds, online when
/// any HTTP answer comes back (whatever its status), offline when the request fails. For Linux,
/// which has no path monitor, and for any platform where reaching the vendor is what counts.
///
/// Each stream probes on its own, starting at once, and stops probing when its consumer stops.
public struct ReachabilityProbe: Connectivity {
    private let url: URL
    private let interval: TimeInterval
    private let timeout: TimeInterval
    private let transport: any HTTPTransport
    private let sleep: SleepFunction

    /// Probes `url` (the vendor's base address is a good choice) over `transport`, each probe
    /// given `timeout` seconds (whole seconds on Linux), every `interval` seconds.
    public init(url: URL, interval: TimeInterval = 15, timeout: TimeInterval = 5,
                transport: any HTTPTransport = URLSessionTransport(), sleep: @escaping SleepFunction = taskSleep) {
        self.url = url
        self.interval = interval
        self.timeout = timeout
        self.transport = transport
        self.sleep = sleep
    }

    /// The first probe's answer, then each change the later probes find.
    public func statuses() -> AsyncStream<ConnectivityStatus> {
        let probe = self
        return AsyncStream { continuation in
            let task = Task {
                var last: ConnectivityStatus?
                while !Task.isCancelled {
                    let status = await probe.status()
                    if Task.isCancelled { break }
                    if status != last { continuation.yield(status) }
                    last = status
                    do { try await probe.sleep(probe.interval) } catch { break }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One probe: online when any HTTP answer came back.
    func status() async -> ConnectivityStatus {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "HEAD"
        do {
            _ = try await transport.send(TransportRequest(urlRequest: request))
            return .online
        } catch {
            return .offline
        }
    }
}
