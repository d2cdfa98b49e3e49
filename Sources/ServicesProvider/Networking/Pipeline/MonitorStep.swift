/// The outermost step: reports each call to the app's ``RequestEventMonitor`` (started, each
/// retry, finished, failed), every event redacted (``RequestTrace``). With no monitor it costs
/// nothing: no trace is made and no summary built.
package struct MonitorStep: Sendable {
    /// Receives the events; `nil` when the app set none.
    package let monitor: (any RequestEventMonitor)?
    /// Hides the call's secrets from every event.
    package let redactor: Redactor

    package init(monitor: (any RequestEventMonitor)?, redactor: Redactor) {
        self.monitor = monitor
        self.redactor = redactor
    }

    /// Runs the rest of the pipeline, handing it the trace the inner steps report through.
    package func run(_ call: PipelineCall, next: (RequestTrace?) async throws(RequestFailure) -> PipelineResponse)
        async throws(RequestFailure) -> PipelineResponse {
        guard let monitor else { return try await next(nil) }
        let trace = RequestTrace(monitor: monitor, redactor: redactor, unsigned: call.unsigned)
        do {
            let response = try await next(trace)
            trace.finished(response)
            return response
        } catch {
            trace.failed(error)
            throw error
        }
    }
}
