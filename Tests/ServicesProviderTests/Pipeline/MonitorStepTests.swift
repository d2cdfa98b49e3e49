import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider

@Suite("Pipeline: monitor and redaction")
struct MonitorStepTests {
    @Test func withoutAMonitorNoTraceIsMade() async throws {
        let step = MonitorStep(monitor: nil, redactor: Redactor())
        let response = try await step.run(PipelineCall(needsLease: false)) { trace throws(RequestFailure) in
            #expect(trace == nil)
            return PipelineFixture.answer()
        }
        #expect(response.head.statusCode == 200)
    }

    @Test func reportsTheSentRequestOnceThenTheOutcome() async throws {
        let events = EventLog()
        let step = MonitorStep(monitor: events, redactor: Redactor())
        let request = PipelineFixture.signed()
        _ = try await step.run(PipelineCall(needsLease: false)) { trace throws(RequestFailure) in
            #expect(trace != nil)
            trace?.signed(request)
            var sent = request.urlRequest
            sent.setValue("abc", forHTTPHeaderField: "X-Trace")
            trace?.sent(sent, of: request)
            trace?.sent(sent, of: request)   // a retry: not announced again
            return PipelineFixture.answer(status: 201)
        }
        let all = events.all
        #expect(all.count == 2)
        guard case .started(let summary) = all.first, case .finished(_, let status, _, let fromCache) = all.last else {
            Issue.record("expected started then finished, got \(all)")
            return
        }
        #expect(summary.headers["X-Trace"] == "abc", "the monitor shows what the middlewares passed on")
        #expect(status == 201)
        #expect(!fromCache)
    }

    @Test func aFailureNamesItsStatusAndHidesTheSignedCredentials() async throws {
        let events = EventLog()
        let step = MonitorStep(monitor: events, redactor: Redactor())
        let credentials = Credentials(accessToken: "token-7777-secret", userId: "u")
        let request = PipelineFixture.signed(credentials: credentials, headers: ["x-sessionid": "token-7777-secret"])
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineCall(needsLease: true)) { trace throws(RequestFailure) in
                trace?.signed(request)
                throw RequestFailure(.server(status: 503, message: "echo token-7777-secret"), status: 503)
            }
        }
        guard case .failed(let summary, let error, let status, _) = events.all.last else {
            Issue.record("expected a failure, got \(events.all)")
            return
        }
        #expect(status == 503)
        #expect(error == .server(status: 503, message: "echo <redacted>"))
        #expect(summary.url == PipelineFixture.url.absoluteString, "a call never sent is reported as it was signed")
    }

    @Test func aCallThatFailsBeforeSigningIsReportedByItsUnsignedSummary() async {
        let events = EventLog()
        let step = MonitorStep(monitor: events, redactor: Redactor())
        let unsigned = Redactor().summary(of: URLRequest(url: PipelineFixture.url))
        await #expect(throws: RequestFailure.self) {
            _ = try await step.run(PipelineCall(needsLease: true, unsigned: unsigned)) { _ throws(RequestFailure) in
                throw RequestFailure(.unauthorized)
            }
        }
        guard case .failed(let summary, let error, let status, _)? = events.all.last else {
            Issue.record("expected a failure, got \(events.all)")
            return
        }
        #expect(events.all.count == 1)
        #expect(summary == unsigned)
        #expect(error == .unauthorized)
        #expect(status == nil)
    }
}
