/// The outermost step, monitor and redaction: reports each call to the app's
/// ``RequestEventMonitor`` (started, each retry, finished, failed), every event redacted
/// (``RequestTrace``), and hides every secret the provider has sent (``KnownSecrets``) from the
/// error a failed call throws, so no vendor echo reaches the app's error, its message or the
/// text a screen shows. With no monitor and no failure it costs nothing: no trace is made, no
/// summary built, nothing searched.
package struct MonitorStep: Sendable {
    /// Receives the events; `nil` when the app set none.
    package let monitor: (any RequestEventMonitor)?
    /// Hides the call's secrets from every event.
    package let redactor: Redactor
    /// What the provider sent before: hidden from errors and events too.
    package let secrets: KnownSecrets
    /// The provider's name, on every event (``RequestSummary/provider``).
    package let providerName: String

    package init(monitor: (any RequestEventMonitor)?, redactor: Redactor, secrets: KnownSecrets = KnownSecrets(), providerName: String = "") {
        self.monitor = monitor
        self.providerName = providerName
        self.redactor = redactor
        self.secrets = secrets
    }

    /// Runs the rest of the pipeline, handing it the trace the inner steps report through.
    package func run(_ call: PipelineCall, next: (RequestTrace?) async throws(RequestFailure) -> PipelineResponse)
        async throws(RequestFailure) -> PipelineResponse {
        guard let monitor else {
            do throws(RequestFailure) { return try await next(nil) } catch { throw scrubbed(error) }
        }
        let trace = RequestTrace(monitor: monitor, redactor: redactor, secrets: secrets, providerName: providerName, unsigned: call.unsigned)
        do {
            let response = try await next(trace)
            trace.finished(response)
            return response
        } catch {
            trace.failed(error)
            throw scrubbed(error)
        }
    }

    /// The failure with every known secret, and every secret shape, gone from its error's texts.
    private func scrubbed(_ failure: RequestFailure) -> RequestFailure {
        var scrubbed = failure
        scrubbed.error = redactor.error(failure.error, hiding: secrets.values)
        return scrubbed
    }
}
