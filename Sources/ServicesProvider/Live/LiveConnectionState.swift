import Foundation

/// Where a live stream's connection stands, for a "reconnecting…" or "offline" banner: a feed
/// that is retrying and one that is merely quiet look the same from its values alone. Read it
/// from ``LiveStream/connectionState`` or follow it on ``LiveStream/connectionStates``.
public enum LiveConnectionState: Sendable, Hashable {
    /// Opening the connection; nothing received yet.
    case connecting
    /// Connected: values arrive as they change.
    case live
    /// The connection failed and is tried again at `nextTry`; `attempt` counts the failed tries
    /// in a row (1 after the first drop). The values last received stand until it is back.
    case reconnecting(attempt: Int, nextTry: Date)
    /// The device has no network; the connection is tried again at `nextTry`.
    case offline(nextTry: Date)

    /// The state after a transient `failure` that is tried again after `delay` seconds:
    /// ``offline(nextTry:)`` when the device has no network, else ``reconnecting(attempt:nextTry:)``.
    @_spi(ProviderKit) public static func retrying(after failure: ServiceProviderError, attempt: Int, delay: TimeInterval,
                                                   now: Date = Date()) -> LiveConnectionState {
        let nextTry = now.addingTimeInterval(delay)
        return failure == .offline ? .offline(nextTry: nextTry) : .reconnecting(attempt: attempt, nextTry: nextTry)
    }
}
