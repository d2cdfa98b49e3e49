import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// A Goma provider whose API is an HTTP server on 127.0.0.1, reached through the real
/// `URLSessionTransport`, answering with the vendor-shaped fixtures. Routes match
/// `"METHOD /path"` exactly (the path only, no query); anything else is a 404 `{message}`.
/// The anonymous auth (`POST /api/auth/v1`) answers a fresh device token unless a route replaces
/// it; `signedIn` starts the provider with a user's token (user 321, as in the fixtures).
final class GomaLoopback: Sendable {
    /// A route's answer: a fixture by file name, or literal JSON.
    enum Answer: Sendable {
        case fixture(String, status: Int = 200)
        case json(String, status: Int = 200)
    }

    /// The user token a signed-in loopback provider sends.
    static let userToken = "goma-user-jwt-placeholder"

    let server: LoopbackHTTPServer
    let provider: GomaProvider

    /// Starts the server with `routes` (`"GET /api/search/v1"` → answer). Call ``stop()`` when done.
    init(_ routes: [String: Answer], signedIn: Bool = true) async throws {
        let expiry = Int(Date().timeIntervalSince1970) + 3600
        var bodies: [String: (status: Int, body: Data)] = [
            "POST /api/auth/v1": (200, Data(#"{"token":"goma-anonymous-jwt-placeholder","expires_at":\#(expiry),"type":"bearer"}"#.utf8)),
        ]
        for (route, answer) in routes {
            switch answer {
            case .fixture(let name, let status): bodies[route] = (status, try Fixture.data(name))
            case .json(let text, let status): bodies[route] = (status, Data(text.utf8))
            }
        }
        let table = bodies
        server = try LoopbackHTTPServer { request in
            guard let answer = table["\(request.method) \(request.path)"] else { return .json(#"{"message":"no route"}"#, status: 404) }
            return LoopbackHTTPResponse(status: answer.status, headers: ["Content-Type": "application/json"], body: answer.body)
        }
        let configuration = GomaConfiguration(baseURL: server.baseURL, apiKey: "test-business-unit-key",
                                              deviceId: "00000000-0000-4000-8000-000000000001", language: "pt")
        provider = GomaProvider(configuration: configuration, transport: URLSessionTransport(), retryPolicy: .none, sleep: { _ in })
        if signedIn {
            await provider.runtime.session.signIn(Credentials(accessToken: Self.userToken, expiresAt: Date().addingTimeInterval(3600), userId: "321"),
                                                  persist: false)
        }
    }

    /// The requests the server received, in order.
    var requests: [LoopbackHTTPRequest] { server.requests }

    func stop() { server.stop() }
}
