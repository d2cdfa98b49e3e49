import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

@Suite("Redaction")
struct RedactionTests {
    static let secrets = ["tok-SECRET-1", "sid-SECRET-2", "sid-SECRET-3", "api-SECRET-4", "pw-SECRET-5", "refresh-SECRET-6"]

    @Test func consoleMonitorNeverPrintsSecrets() async throws {
        let lines = Lines()
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "tok-SECRET-1", refreshToken: "refresh-SECRET-6", userId: "u1"), persist: false)
        let transport = StubTransport(sequence: [.response(status: 503), .json(#"{"id":"a","price":1}"#), .response(status: 404)])
        let executor = makeExecutor(transport: transport, session: session,
                                    retryPolicy: RetryPolicy(maxAttempts: 2, random: { $0.upperBound }),
                                    monitor: ConsoleEventMonitor(write: lines.append))
        let endpoint = TestEndpoint(
            queryItems: [URLQueryItem(name: "password", value: "pw-SECRET-5"), URLQueryItem(name: "page", value: "2")],
            headers: ["x-session-id": "sid-SECRET-3", "x-api-key": "api-SECRET-4", "Accept-Language": "en"],
            authorization: .session([.header("Authorization", .accessToken, prefix: "Bearer "), .header("x-sessionid", .accessToken),
                                     .query("sessionKey", .accessToken)]))
        _ = try await executor.send(endpoint.expecting(Item.self))
        _ = await capture { try await executor.send(endpoint) }

        let output = lines.all
        #expect(output.count == 5) // started, retrying, finished, started, failed
        for line in output {
            for secret in Self.secrets { #expect(!line.contains(secret), "\(line)") }
            #expect(line.contains("<redacted>"), "\(line)")
            #expect(line.contains("page=2"), "\(line)")
        }
        let started = try #require(output.first)
        for header in ["Authorization", "x-sessionid", "x-session-id", "x-api-key"] {
            #expect(started.lowercased().contains("\(header.lowercased()): <redacted>"), "\(started)")
        }
        #expect(started.contains("Accept-Language: en"))
        #expect(started.contains("sessionKey=<redacted>"))
        #expect(started.contains("password=<redacted>"))
        // The failure names the status and the error, and still nothing secret.
        let failed = try #require(output.last)
        #expect(failed.hasPrefix("✕ GET "), "\(failed)")
        #expect(failed.contains(" 404 notFound after "), "\(failed)")
    }

    @Test func credentialsNeverPrintTokens() {
        let credentials = Credentials(accessToken: "tok-SECRET-1", refreshToken: "refresh-SECRET-6", userId: "u1",
                                      attributes: ["launch": "sid-SECRET-2"])
        var dumped = ""
        dump(credentials, to: &dumped)
        for text in ["\(credentials)", String(reflecting: credentials), dumped] {
            for secret in Self.secrets { #expect(!text.contains(secret), "\(text)") }
            #expect(text.contains("<redacted>"), "\(text)")
        }
    }

    @Test func loginCredentialsNeverPrintThePassword() {
        let login = LoginCredentials(username: "alice", password: "pw-SECRET-5")
        var dumped = ""
        dump(login, to: &dumped)
        for text in ["\(login)", String(reflecting: login), dumped] {
            #expect(!text.contains("pw-SECRET-5"), "\(text)")
            #expect(text.contains("<redacted>"), "\(text)")
        }
    }
}

/// Every printed form of every public type that holds a secret, and every monitor line of a
/// failing request, with known secret values: each secret below contains `SECRET`, and no other
/// value does, so one search finds any leak.
@Suite("Redaction: printed forms and monitor events")
struct SecretOutputTests {
    static let url = URL(string: "https://user-SECRET-9:pw-SECRET-10@api.example.com/v1/session/sid-SECRET-2?sessionKey=sid-SECRET-3&page=2")!

    /// `print`, `String(describing:)`, `debugPrint`, `String(reflecting:)` and `dump` of a value.
    static func printedForms(of value: Any) -> [String] {
        var printed = "", debugPrinted = "", dumped = ""
        print(value, to: &printed)
        debugPrint(value, to: &debugPrinted)
        dump(value, to: &dumped)
        return [printed, String(describing: value), debugPrinted, String(reflecting: value), dumped, "\(value)"]
    }

    static func transportRequest() -> TransportRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("Bearer tok-SECRET-1", forHTTPHeaderField: "Authorization")
        request.setValue("sid-SECRET-2", forHTTPHeaderField: "x-sessionid")
        request.setValue("api-SECRET-4", forHTTPHeaderField: "x-api-key")
        request.httpBody = Data(#"{"username":"alice","password":"pw-SECRET-5"}"#.utf8)
        return TransportRequest(urlRequest: request)
    }

    /// The core and testing-kit types (the providers' configurations are checked in their own
    /// test targets, which link them).
    static func valuesHoldingSecrets() async throws -> [(String, Any)] {
        let stub = StubTransport(.json("{}"))
        _ = try await stub.send(transportRequest())
        let sandboxRequest = Locked<SandboxTransport.Request?>(nil)
        let sandbox = SandboxTransport()
        sandbox.on(.post, "/v1/session/{id}") { request in
            sandboxRequest.withLock { $0 = request }
            return .json("{}")
        }
        _ = try await sandbox.send(transportRequest())
        return [
            ("Credentials", Credentials(accessToken: "tok-SECRET-1", refreshToken: "refresh-SECRET-6", userId: "u1",
                                        attributes: ["launchToken": "launch-SECRET-7"])),
            ("LoginCredentials", LoginCredentials(username: "alice", password: "pw-SECRET-5")),
            ("RegistrationForm", RegistrationForm(username: "alice", email: "alice@example.com", password: "pw-SECRET-5", acceptsTerms: true)),
            ("PasswordChange", PasswordChange(currentPassword: "pw-SECRET-5", newPassword: "pw-SECRET-11", newPasswordConfirmation: "pw-SECRET-12")),
            ("CashierSession", CashierSession(url: url, paymentId: "p1", sessionToken: "sid-SECRET-3")),
            ("SessionUser", SessionUser(id: "u1", attributes: ["launchToken": "launch-SECRET-7"])),
            ("TransportRequest", transportRequest()),
            ("StubTransport", stub),
            ("SandboxTransport.Request", try #require(sandboxRequest.withLock { $0 })),
            ("LoopbackHTTPRequest", LoopbackHTTPRequest(
                method: "POST", path: "/login", query: "token=tok-SECRET-1&page=2",
                headerFields: [("Authorization", "Bearer tok-SECRET-1"), ("Cookie", "sid=sid-SECRET-2"), ("Accept", "*/*")],
                body: Data(#"{"password":"pw-SECRET-5"}"#.utf8))),
        ]
    }

    @Test func everyPublicTypeHoldingASecretPrintsNone() async throws {
        for (name, value) in try await Self.valuesHoldingSecrets() {
            for text in Self.printedForms(of: value) {
                #expect(!text.contains("SECRET"), "\(name) leaks: \(text)")
            }
            #expect(Self.printedForms(of: value).allSatisfy { $0.contains("<redacted>") || name == "StubTransport" }, "\(name)")
        }
    }

    @Test func printedFormsStillShowWhatIsNotSecret() {
        let cashier = CashierSession(url: Self.url, paymentId: "p1", sessionToken: "sid-SECRET-3")
        #expect("\(cashier)" == "CashierSession(url: https://api.example.com/<redacted>, paymentId: p1, sessionToken: <redacted>, status: pending)")
        #expect("\(LoginCredentials(username: "alice", password: "pw"))" == "LoginCredentials(username: alice, password: <redacted>, rememberMe: false)")
        #expect("\(CashierSession(url: nil))" == "CashierSession(url: nil, paymentId: nil, sessionToken: nil, status: pending)")
        #expect(Redactor().url(Self.url) == "https://<redacted>@api.example.com/v1/session/sid-SECRET-2?sessionKey=<redacted>&page=2",
                "the query and user info go; a path needs the known values (the executor's job)")
    }

    /// A vendor that echoes the session id, the refresh token, a launch token and the password,
    /// a base URL with user info, a retry, then a failure: no event the monitor receives, and no
    /// line the console monitor prints, holds any of them.
    @Test func monitorEventsOfAFailingRequestHoldNoSecret() async throws {
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "sid-SECRET-2", refreshToken: "refresh-SECRET-6", userId: "u1",
                                         attributes: ["launchToken": "launch-SECRET-7"]), persist: false)
        let echo = #"{"message":"Session sid-SECRET-2 busy (refresh refresh-SECRET-6, launch launch-SECRET-7, password pw-SECRET-5)"}"#
        let vendor = #"{"message":"Bad session: sid-SECRET-2 for user-SECRET-9:pw-SECRET-10, password \"pw-SECRET-5\", "#
            + #"sessionKey=other-SECRET-12 Bearer abcdef-SECRET-13 eyJhbGciSECRET14.eyJzdWIiSECRET15.c2lnSECRET16"}"#
        let transport = StubTransport(sequence: [.json(echo, status: 503), .json(vendor, status: 400)])
        let events = EventLog()
        let lines = Lines()
        let executor = makeExecutor(transport: transport, session: session,
                                    retryPolicy: RetryPolicy(maxAttempts: 2, random: { $0.upperBound }),
                                    monitor: Tee(events, ConsoleEventMonitor(write: lines.append)),
                                    baseURL: URL(string: "https://user-SECRET-9:pw-SECRET-10@api.example.com/base/")!)
        let endpoint = TestEndpoint(
            path: "/login", method: .post, body: .json(["username": "alice", "password": "pw-SECRET-5"]),
            authorization: .session([.header("x-sessionid", .accessToken), .query("launch", .attribute("launchToken"))]),
            idempotent: true)
        let error = await capture { try await executor.send(endpoint) }
        #expect(error != nil)

        let output = lines.all
        #expect(output.count == 3, "\(output)") // started, retrying, failed
        for line in output { #expect(!line.contains("SECRET"), "\(line)") }
        for event in events.all {
            for text in Self.printedForms(of: event) { #expect(!text.contains("SECRET"), "the monitor received: \(text)") }
        }
        let started = try #require(output.first)
        #expect(started.contains("https://<redacted>@api.example.com/base/login?launch=<redacted>"), "\(started)")
        let retrying = try #require(output.dropFirst().first)
        #expect(retrying.contains("Session <redacted> busy"), "\(retrying)")
        let failed = try #require(output.last)
        #expect(failed.contains(" 400 "), "\(failed)")
        #expect(failed.contains("Bad session: <redacted>"), "\(failed)")
        #expect(failed.contains("sessionKey=<redacted>") && failed.contains("Bearer <redacted>"), "\(failed)")
    }

    @Test func shapesAreHiddenWithoutKnowingTheValue() {
        let redactor = Redactor()
        #expect(redactor.text("see https://bob:hunter22@host/x", hiding: []) == "see https://<redacted>@host/x")
        #expect(redactor.text("Authorization: Bearer abcdefgh1234", hiding: []) == "Authorization: <redacted>")
        #expect(redactor.text("got Bearer abcdefgh1234 twice", hiding: []) == "got Bearer <redacted> twice")
        #expect(redactor.text("jwt eyJhbGciOi.eyJzdWIiOi.sig_1 end", hiding: []) == "jwt <redacted> end")
        #expect(redactor.text(#"{"sessionId":"9f8e7d"}"#, hiding: []) == #"{"sessionId":"<redacted>"}"#)
        #expect(redactor.text(#"message: "{\"token\":\"9f8e7d\"}""#, hiding: []) == #"message: "{\"token\":\"<redacted>\"}""#)
        #expect(redactor.text("x-session-id: 9f8e7d, page: 2", hiding: []) == "x-session-id: <redacted>, page: 2")
        #expect(redactor.text("Session expired, sign in again", hiding: []) == "Session expired, sign in again")
        // Known values, also percent-encoded; too-short values are left alone.
        #expect(redactor.text("a%2Fb%2Bc and a/b+c", hiding: ["a/b+c"]) == "<redacted> and <redacted>")
        #expect(redactor.text("id 42", hiding: ["42"]) == "id 42")
    }
}

/// Records the events a monitor receives.
final class EventLog: RequestEventMonitor {
    private let events = Locked<[RequestEvent]>([])
    func handle(_ event: RequestEvent) { events.withLock { $0.append(event) } }
    var all: [RequestEvent] { events.withLock { $0 } }
}

/// Hands each event to two monitors.
struct Tee: RequestEventMonitor {
    let first: any RequestEventMonitor
    let second: any RequestEventMonitor
    init(_ first: any RequestEventMonitor, _ second: any RequestEventMonitor) {
        self.first = first
        self.second = second
    }
    func handle(_ event: RequestEvent) {
        first.handle(event)
        second.handle(event)
    }
}
