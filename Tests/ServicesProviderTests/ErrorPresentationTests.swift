import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ServicesProvider
import ServicesProviderTesting

/// What an app sees of a `ServiceProviderError` without switching on it: the user-facing
/// sentence through `LocalizedError`, the developer's text through `debugDescription`, and the
/// failed request's status through the monitor's `.failed` event.
@Suite("Error presentation")
struct ErrorPresentationTests {
    static let samples: [ServiceProviderError] = [
        .network(.networkConnectionLost), .timedOut, .cancelled, .offline, .unauthorized, .sessionExpired, .forbidden,
        .notFound, .rateLimited(retryAfter: 30), .rateLimited(retryAfter: nil), .server(status: 503, message: "Busy"),
        .maintenance(message: nil), .invalidCredentials, .accountLocked(until: Date(timeIntervalSince1970: 0)),
        .validation(fields: [.init(field: "email", code: "DUPLICATE", message: "Email taken")]), .conflict(message: nil),
        .insufficientFunds(message: "Top up first."), .limitExceeded(message: nil), .betRejected(message: "Odds moved."),
        .decoding(type: "Wallet", codingPath: "balances[0].amount", debugDescription: "Expected a number."),
        .notSupported(feature: .systemBets, provider: "Goma"), .invalidRequest(message: "The stake must be greater than zero."),
        .invalidResponse(message: "Not HTTP."), .vendor(code: "FAIL_UN_PW", message: "Wrong password."),
    ]

    // MARK: LocalizedError

    @Test(arguments: samples)
    func localizedDescriptionIsTheMessage(error: ServiceProviderError) {
        #expect(error.errorDescription == error.message)
        // What a generic `catch` (any Error) or an alert built from an `Error` shows.
        let erased: any Error = error
        #expect(erased.localizedDescription == error.message)
        #expect((erased as NSError).localizedDescription == error.message)
    }

    @Test func aThrownErrorShowsItsSentenceThroughAnyError() async {
        let executor = makeExecutor(transport: StubTransport(.response(status: 401)))
        do {
            try await executor.send(TestEndpoint())
            Issue.record("expected a failure")
        } catch {
            let erased: any Error = error
            #expect(erased.localizedDescription == "Please sign in to continue.")
        }
    }

    // MARK: debugDescription

    @Test func debugDescriptionNamesTheCaseAndItsData() {
        let expected: [(ServiceProviderError, String)] = [
            (.notFound, "notFound"),
            (.unauthorized, "unauthorized"),
            (.sessionExpired, "sessionExpired"),
            (.network(.networkConnectionLost), "network(code: networkConnectionLost)"),
            (.network(.cannotConnectToHost), "network(code: cannotConnectToHost)"),
            (.network(.serverCertificateUntrusted), "network(code: serverCertificateUntrusted)"),
            (.rateLimited(retryAfter: 30), "rateLimited(retryAfter: 30.0s)"),
            (.server(status: 503, message: "Busy"), #"server(status: 503, message: "Busy")"#),
            (.server(status: 500, message: nil), "server(status: 500, message: nil)"),
            (.accountLocked(until: Date(timeIntervalSince1970: 0)), "accountLocked(until: 1970-01-01T00:00:00Z)"),
            (.validation(fields: [.init(field: "email", code: "DUPLICATE", message: "Email taken"), .init(field: "age", code: "TOO_YOUNG")]),
             #"validation(fields: [email: "DUPLICATE" "Email taken", age: "TOO_YOUNG"])"#),
            (.decoding(type: "Wallet", codingPath: "balances[0].amount", debugDescription: "Expected a number."),
             #"decoding(type: Wallet, codingPath: "balances[0].amount", debugDescription: "Expected a number.")"#),
            (.notSupported(feature: .systemBets, provider: "Goma"), "notSupported(feature: systemBets, provider: Goma)"),
            (.vendor(code: "FAIL_UN_PW", message: nil), #"vendor(code: "FAIL_UN_PW", message: nil)"#),
            (.invalidResponse(message: "line\n\"two\""), #"invalidResponse(message: "line\n\"two\"")"#),
        ]
        for (error, text) in expected {
            #expect(error.debugDescription == text)
            #expect(String(reflecting: error) == text)
            #expect("\(error)" == text, "interpolation prints the debug description")
        }
    }

    @Test func aURLErrorCodeWithoutANameKeepsItsNumber() {
        // A code Foundation has that the list leaves out (no SDK call runs in a background session).
        #expect(ServiceProviderError.network(.backgroundSessionWasDisconnected).debugDescription == "network(code: -997)")
        // A number Foundation has no constant for: Linux's Foundation makes no such code (the
        // initializer answers nil there; the cast compiles on both platforms).
        if let unknown = URLError.Code(rawValue: -9999) as URLError.Code? {
            #expect(ServiceProviderError.network(unknown).debugDescription == "network(code: -9999)")
        }
        let mapped = ServiceProviderError(URLError(.cannotConnectToHost))
        #expect(String(reflecting: mapped) == "network(code: cannotConnectToHost)")
    }

    // MARK: Who each text is for

    @Test func anInvalidRequestShowsAUserSentenceAndLogsTheDevelopersReason() {
        let error = ServiceProviderError.invalidRequest(message: "set EventQuery.competitionId")
        let erased: any Error = error
        for text in [error.message, error.errorDescription ?? "", erased.localizedDescription] {
            #expect(!text.contains("EventQuery"), "\(text)")
            #expect(!text.contains("competitionId"), "\(text)")
            #expect(text == "This request could not be completed. If this keeps happening, please contact support.")
        }
        #expect(error.debugDescription == #"invalidRequest(message: "set EventQuery.competitionId")"#)
        #expect("\(error)".contains("set EventQuery.competitionId"))
    }

    /// The vendor writes these for its players (in the language the app configured): shown as sent.
    @Test func aVendorsOwnMessageIsShownAsSent() {
        let errors: [ServiceProviderError] = [
            .server(status: 503, message: "Back at 10:00."), .maintenance(message: "Back at 10:00."), .conflict(message: "Back at 10:00."),
            .insufficientFunds(message: "Back at 10:00."), .limitExceeded(message: "Back at 10:00."),
            .betRejected(message: "Back at 10:00."), .vendor(code: "X", message: "Back at 10:00."),
        ]
        for error in errors {
            #expect((error as any Error).localizedDescription == "Back at 10:00.", "\(error)")
        }
    }

    // MARK: The failed request's status

    private func failedEvents(_ transport: any HTTPTransport, session: SessionStore? = nil, retryPolicy: RetryPolicy = .none,
                              errorMapper: any ResponseErrorMapper = HTTPStatusErrorMapper(),
                              endpoint: TestEndpoint = TestEndpoint(path: "/v1/player/42/bets")) async -> [(RequestSummary, ServiceProviderError, Int?)] {
        let events = Events()
        let executor = makeExecutor(transport: transport, session: session, retryPolicy: retryPolicy, errorMapper: errorMapper,
                                    monitor: events)
        _ = await capture { try await executor.send(endpoint) }
        return events.all.compactMap { event in
            if case .failed(let summary, let error, let status, _) = event { return (summary, error, status) }
            return nil
        }
    }

    @Test func aFailedResponseReportsItsPathAndStatus() async throws {
        let failures = await failedEvents(StubTransport(.json(#"{"message":"No such player"}"#, status: 404)))
        let (summary, error, status) = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(error == .notFound)
        #expect(status == 404)
        #expect(summary.url.hasSuffix("/v1/player/42/bets"), "\(summary.url)")
        #expect(summary.method == "GET")
    }

    @Test func anErrorInsideA200ReportsStatus200() async throws {
        struct BodyErrors: ResponseErrorMapper {
            func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
                String(decoding: body, as: UTF8.self).contains("FAIL_UN_PW") ? .vendor(code: "FAIL_UN_PW", message: nil) : nil
            }
        }
        let failures = await failedEvents(StubTransport(.json(#"{"status":"FAIL_UN_PW"}"#)), errorMapper: BodyErrors())
        let (_, error, status) = try #require(failures.first)
        #expect(error == .vendor(code: "FAIL_UN_PW", message: nil))
        #expect(status == 200)
    }

    @Test func noResponseMeansNoStatus() async throws {
        let offline = await failedEvents(StubTransport(.failure(.notConnectedToInternet)))
        #expect(offline.map(\.1) == [.offline])
        #expect(offline.map(\.2) == [nil])

        // A 503 that is retried, then a lost connection: the status of the last attempt, none.
        let retried = await failedEvents(StubTransport(sequence: [.response(status: 503), .failure(.networkConnectionLost)]),
                                         retryPolicy: RetryPolicy(maxAttempts: 2, random: { $0.upperBound }))
        #expect(retried.map(\.1) == [.network(.networkConnectionLost)])
        #expect(retried.map(\.2) == [nil])

        // No session to send: nothing was sent, and the summary still names the endpoint.
        let signedOut = await failedEvents(StubTransport(.json("{}")),
                                           endpoint: TestEndpoint(path: "/v1/player/42/bets", authorization: .bearer))
        let (summary, error, status) = try #require(signedOut.first)
        #expect(error == .unauthorized)
        #expect(status == nil)
        #expect(summary.url == "/v1/player/42/bets")
    }

    @Test func aRetriedFailureReportsTheLastAttemptsStatus() async throws {
        let failures = await failedEvents(StubTransport(sequence: [.response(status: 503), .response(status: 502)]),
                                          retryPolicy: RetryPolicy(maxAttempts: 2, random: { $0.upperBound }))
        #expect(failures.map(\.1) == [.server(status: 502, message: nil)])
        #expect(failures.map(\.2) == [502])
    }

    @Test func theConsoleLineShowsTheStatusAndTheErrorsData() {
        let summary = RequestSummary(method: "POST", url: "https://api.example.com/v1/bets?sessionKey=<redacted>", headers: [:])
        let line = ConsoleEventMonitor.line(for: .failed(summary, error: .validation(fields: [.init(field: "stake", code: "MIN_STAKE")]),
                                                         status: 422, duration: 0.012))
        #expect(line == #"✕ POST https://api.example.com/v1/bets?sessionKey=<redacted> 422 validation(fields: [stake: "MIN_STAKE"]) after 12 ms"#)
        let offline = ConsoleEventMonitor.line(for: .failed(summary, error: .offline, status: nil, duration: 0))
        #expect(offline.hasSuffix("<redacted> - offline after 0 ms"), "\(offline)")
    }
}

/// Records every event a request produces.
private final class Events: RequestEventMonitor {
    private let value = Locked<[RequestEvent]>([])
    func handle(_ event: RequestEvent) { value.withLock { $0.append(event) } }
    var all: [RequestEvent] { value.withLock { $0 } }
}
