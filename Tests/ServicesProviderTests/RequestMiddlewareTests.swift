import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A middleware that adds a header and writes down what it saw, in order.
private struct Tagging: RequestMiddleware {
    let name: String
    let log: Locked<[String]>
    func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                   next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
        log.withLock { $0.append("\(name) in #\(context.attempt) \(context.providerName) auth=\(request.value(forHTTPHeaderField: "Authorization") ?? "-")") }
        var request = request
        request.setValue(name, forHTTPHeaderField: "X-\(name)")
        let answer = try await next(request)
        log.withLock { $0.append("\(name) out \(answer.1.statusCode)") }
        return answer
    }
}

/// A middleware that answers by itself, never calling the transport.
private struct Answering: RequestMiddleware {
    let status: Int
    func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                   next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
        let response = HTTPURLResponse(url: request.url ?? testBaseURL, statusCode: status, httpVersion: nil, headerFields: nil)
        return (Data(#"{"id":"local","price":2}"#.utf8), try #require(response))
    }
}

/// A middleware that fails with an error of the app's own.
private struct Failing: RequestMiddleware {
    struct AppError: Error {}
    func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                   next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
        throw AppError()
    }
}

@Suite("Request middleware")
struct RequestMiddlewareTests {
    let log = Locked<[String]>([])

    private func executor(_ transport: any HTTPTransport, middlewares: [any RequestMiddleware], session: SessionStore? = nil,
                          retryPolicy: RetryPolicy = .none, monitor: (any RequestEventMonitor)? = nil) -> RequestExecutor {
        RequestExecutor(configuration: .init(baseURL: testBaseURL, retryPolicy: retryPolicy), transport: transport, session: session,
                        monitor: monitor, middlewares: middlewares, providerName: "Test", sleep: VirtualSleeper().sleep)
    }

    @Test func middlewaresRunInOrderAfterTheCredentialsAndTheTransportGetsTheirHeaders() async throws {
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "user-token"), persist: false)
        let transport = StubTransport(.json(#"{"id":"a","price":1}"#))
        let item = try await executor(transport, middlewares: [Tagging(name: "A", log: log), Tagging(name: "B", log: log)], session: session)
            .send(TypedTestEndpoint<Item>(authorization: .bearer))
        #expect(item.id == "a")
        #expect(log.withLock { $0 } == ["A in #1 Test auth=Bearer user-token", "B in #1 Test auth=Bearer user-token", "B out 200", "A out 200"])
        let sent = try #require(transport.requests.first)
        #expect(sent.value(forHTTPHeaderField: "X-A") == "A")
        #expect(sent.value(forHTTPHeaderField: "X-B") == "B")
    }

    @Test func theMonitorSeesWhatTheMiddlewaresSentWithTheCredentialsRedacted() async throws {
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "user-token"), persist: false)
        let monitor = EventLog()
        _ = try await executor(StubTransport(.json(#"{"id":"a","price":1}"#)), middlewares: [Tagging(name: "A", log: log)],
                               session: session, monitor: monitor).send(TypedTestEndpoint<Item>(authorization: .bearer))
        guard case .started(let summary)? = monitor.all.first else {
            Issue.record("no started event")
            return
        }
        #expect(summary.headers["X-A"] == "A")
        #expect(summary.headers["Authorization"] != nil)
        #expect(!(summary.headers["Authorization"] ?? "").contains("user-token"))
        guard case .finished(let finished, _, _, _)? = monitor.all.last else {
            Issue.record("no finished event")
            return
        }
        #expect(finished.headers["X-A"] == "A")
    }

    @Test func aRetriedRequestPassesThroughAgainWithItsAttemptNumber() async throws {
        let transport = StubTransport(sequence: [.response(status: 503), .json(#"{"id":"a","price":1}"#)])
        _ = try await executor(transport, middlewares: [Tagging(name: "A", log: log)], retryPolicy: .default).send(TypedTestEndpoint<Item>())
        #expect(log.withLock { $0 } == ["A in #1 Test auth=-", "A out 503", "A in #2 Test auth=-", "A out 200"])
    }

    @Test func aMiddlewareMayAnswerItselfAndItsAnswerIsValidatedAsAnyOther() async throws {
        let transport = StubTransport(.json(#"{"id":"a","price":1}"#))
        let item = try await executor(transport, middlewares: [Answering(status: 200)]).send(TypedTestEndpoint<Item>())
        #expect(item.id == "local")
        #expect(transport.requests.isEmpty)
        let error = await capture { try await executor(transport, middlewares: [Answering(status: 404)]).send(TypedTestEndpoint<Item>()) }
        #expect(error == .notFound)
    }

    @Test func anAppErrorIsAnInvalidRequestAndIsNotRetried() async throws {
        let transport = StubTransport(.json(#"{"id":"a","price":1}"#))
        let error = await capture { try await executor(transport, middlewares: [Failing()], retryPolicy: .default).send(TypedTestEndpoint<Item>()) }
        guard case .invalidRequest(let message)? = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
        #expect(message.contains("middleware"))
        #expect(transport.requests.isEmpty)
    }

    @Test func aCachedAnswerDoesNotPassThrough() async throws {
        let transport = StubTransport(.json(#"{"id":"a","price":1}"#))
        let executor = executor(transport, middlewares: [Tagging(name: "A", log: log)])
        let endpoint = TypedTestEndpoint<Item>(cacheTTL: 60)
        _ = try await executor.send(endpoint)
        _ = try await executor.send(endpoint)
        #expect(transport.requests.count == 1)
        #expect(log.withLock { $0 }.count == 2, "one pass in and out, for the one request sent")
    }
}
