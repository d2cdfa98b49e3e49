import Foundation

/// A request as monitors see it: secrets already redacted.
public struct RequestSummary: Sendable, Equatable {
    /// The HTTP method.
    public var method: String
    /// The URL, with secret query values redacted.
    public var url: String
    /// The headers, with secret values redacted.
    public var headers: [String: String]
    /// The name of the provider that sent it (e.g. `Goma`), so one monitor shared by the
    /// providers of a ``ComposedProvider`` tells them apart; empty for a bare executor.
    public var provider: String = ""

    /// A request not yet built (a user-scoped call before its lease): method and URL are `-`.
    static let unnamed = RequestSummary(method: "-", url: "-", headers: [:])
}

/// What happens to a request, for logging and metrics. Before a monitor receives an event, the
/// SDK removes from it (summary, error, retry reason) every credential the request carried (the
/// session's tokens and attributes, URL user info, values under secret header, query and body
/// names) and anything shaped like one, so a vendor that echoes a session id in its message
/// cannot leak it through a log.
public enum RequestEvent: Sendable, Equatable {
    /// The first attempt is about to be sent.
    case started(RequestSummary)
    /// An attempt failed and another will follow after `delay` seconds.
    case retrying(RequestSummary, attempt: Int, delay: TimeInterval, reason: String)
    /// The request succeeded with `status` after `duration` seconds (`fromCache` when not sent).
    case finished(RequestSummary, status: Int, duration: TimeInterval, fromCache: Bool)
    /// The request failed for good with `error`. `status` is the HTTP status of the last
    /// attempt's response (a vendor may report an error inside a 200), or nil when that attempt
    /// got no response (a transport failure, no session, cancelled before sending). With the
    /// summary's method and URL it tells a developer which call failed and how.
    case failed(RequestSummary, error: ServiceProviderError, status: Int?, duration: TimeInterval)
}

extension RequestEvent {
    /// The request the event is about (its provider, method, URL and headers).
    public var summary: RequestSummary {
        switch self {
        case .started(let r), .retrying(let r, _, _, _), .finished(let r, _, _, _), .failed(let r, _, _, _): r
        }
    }
}

/// Receives request events. Called on the request's task; keep it quick.
public protocol RequestEventMonitor: Sendable {
    /// Handles one event.
    func handle(_ event: RequestEvent)
}

/// Prints one line per event (to standard output unless another sink is given).
public struct ConsoleEventMonitor: RequestEventMonitor {
    private let write: @Sendable (String) -> Void

    /// Creates a monitor writing to `write` (default: `print`).
    public init(write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.write = write
    }

    /// Writes the event's line.
    public func handle(_ event: RequestEvent) {
        write(Self.line(for: event))
    }

    /// The line printed for an event, after the provider's name in brackets when the summary
    /// has one. A failure reads `[Goma] ✕ GET <url> 404 notFound after 12 ms`: the status (`-`
    /// without a response), then the error's `debugDescription` with its vendor code or field codes.
    public static func line(for event: RequestEvent) -> String {
        func headers(_ summary: RequestSummary) -> String {
            summary.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
        }
        func ms(_ seconds: TimeInterval) -> String { "\(Int((seconds * 1000).rounded())) ms" }
        let line = text(for: event, headers: headers, ms: ms)
        let provider = event.summary.provider
        return provider.isEmpty ? line : "[\(provider)] \(line)"
    }

    private static func text(for event: RequestEvent, headers: (RequestSummary) -> String, ms: (TimeInterval) -> String) -> String {
        switch event {
        case .started(let r):
            return "→ \(r.method) \(r.url) [\(headers(r))]"
        case .retrying(let r, let attempt, let delay, let reason):
            return "↻ \(r.method) \(r.url) attempt \(attempt) failed (\(reason)); retrying in \(ms(delay))"
        case .finished(let r, let status, let duration, let fromCache):
            return "← \(r.method) \(r.url) \(status) in \(ms(duration))\(fromCache ? " (cache)" : "")"
        case .failed(let r, let error, let status, let duration):
            return "✕ \(r.method) \(r.url) \(status.map(String.init) ?? "-") \(String(reflecting: error)) after \(ms(duration))"
        }
    }
}
