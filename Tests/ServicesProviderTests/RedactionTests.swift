import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

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
        _ = await capture { try await executor.perform(endpoint) }

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
