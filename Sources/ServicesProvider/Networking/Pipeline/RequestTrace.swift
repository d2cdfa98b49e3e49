import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the monitor hears of one call, told by the steps that see each part of it: the session
/// lease step says what it signed (so those credentials are hidden from every event), the
/// transport step what it sent after the app's middlewares (the first send is announced), the
/// retry step each retry. Only the monitor step makes one, and only when a monitor listens.
///
/// Every event passes the ``Redactor`` with every secret the call's attempts carried, and every
/// one the provider sent before (``KnownSecrets``), before the monitor sees it.
package final class RequestTrace: Sendable {
    private struct State {
        var summary: RequestSummary
        var secrets: [String] = []
        var announced = false
    }

    private let state: Locked<State>
    private let monitor: any RequestEventMonitor
    private let redactor: Redactor
    private let known: KnownSecrets
    /// The sending provider's name, stamped on every summary.
    private let providerName: String
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    package init(monitor: any RequestEventMonitor, redactor: Redactor, secrets: KnownSecrets = KnownSecrets(), providerName: String = "",
                 unsigned: RequestSummary?) {
        self.monitor = monitor
        self.providerName = providerName
        self.redactor = redactor
        known = secrets
        state = Locked(State(summary: unsigned ?? .unnamed))
        start = clock.now
    }

    /// The lease step signed `request`: its credentials join the hidden secrets, and until a
    /// request is sent (a cached answer is not) the call is reported as this one.
    package func signed(_ request: SignedRequest) {
        let secrets = redactor.secrets(of: request.urlRequest, alsoHiding: request.credentialNames, credentials: request.credentials)
        let summary = redactor.summary(of: request.urlRequest, alsoHiding: request.credentialNames)
        state.withLock { state in
            state.secrets += secrets
            if !state.announced { state.summary = summary }
        }
    }

    /// The transport step is sending `sent` (what the app's middlewares passed on). The first
    /// send of the call is announced as `.started`; later ones (retries, after a refresh) are not.
    package func sent(_ sent: URLRequest, of request: SignedRequest) {
        let summary = redactor.summary(of: sent, alsoHiding: request.credentialNames)
        let first = state.withLock { state in
            guard !state.announced else { return false }
            state.announced = true
            state.summary = summary
            return true
        }
        if first { report { .started($0) } }
    }

    /// The retry step waits `delay` before attempt `attempt + 1`.
    package func retrying(attempt: Int, delay: TimeInterval, reason: ServiceProviderError) {
        report { .retrying($0, attempt: attempt, delay: delay, reason: "\(reason)") }
    }

    /// The call answered.
    package func finished(_ response: PipelineResponse) {
        report { .finished($0, status: response.head.statusCode, duration: self.elapsed, fromCache: response.fromCache) }
    }

    /// The call failed for good.
    package func failed(_ failure: RequestFailure) {
        report { .failed($0, error: failure.error, status: failure.status, duration: self.elapsed) }
    }

    private var elapsed: TimeInterval {
        let duration = start.duration(to: clock.now)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private func report(_ event: (RequestSummary) -> RequestEvent) {
        var (summary, secrets) = state.withLock { ($0.summary, $0.secrets) }
        summary.provider = providerName
        monitor.handle(redactor.event(event(summary), hiding: secrets + known.values))
    }
}
