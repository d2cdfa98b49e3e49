import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// An EveryMatrix provider whose Player API and sports API are one HTTP server on 127.0.0.1,
/// reached through the real `URLSessionTransport`, answering with the vendor's recorded or made-up
/// payloads. Routes match `"METHOD /path"` exactly (the path only, no query); anything else is a 404.
/// The provider starts signed in as user `7014240` with session `SID`.
final class EveryMatrixLoopback: Sendable {
    /// A route's answer: a fixture file (JSON, or `*.sse.txt` sent as a text/event-stream), or literal bytes.
    enum Answer: Sendable {
        case fixture(String, status: Int = 200)
        case json(String, status: Int = 200)
        /// A `*.sse.txt` fixture streamed, then the connection held open (a live server with
        /// nothing more to say) until the server stops: the client ends it by cancelling, never
        /// while the body is completing (swift-corelibs-foundation's URLSession can trap when a
        /// task is cancelled as it completes).
        case heldStream(String)
    }

    let server: LoopbackHTTPServer
    let provider: EveryMatrixProvider

    /// Starts the server with `routes` (`"GET /v1/bonus/granted"` → answer). Call ``stop()`` when done.
    init(_ routes: [String: Answer], signedIn: Bool = true) async throws {
        var bodies: [String: (status: Int, body: Data, isStream: Bool, holdsOpen: Bool)] = [:]
        for (route, answer) in routes {
            switch answer {
            case .fixture(let name, let status):
                bodies[route] = (status, try Fixture.data(name), name.hasSuffix(".sse.txt"), false)
            case .json(let text, let status):
                bodies[route] = (status, Data(text.utf8), false, false)
            case .heldStream(let name):
                bodies[route] = (200, try Fixture.data(name), true, true)
            }
        }
        let table = bodies
        server = try LoopbackHTTPServer { request, writer in
            guard let answer = table["\(request.method) \(request.path)"] else {
                return writer.respond(.json(#"{"error":"no route"}"#, status: 404))
            }
            if answer.isStream {
                writer.startStream(status: answer.status, headers: ["Content-Type": "text/event-stream"])
                _ = writer.send(answer.body)
                if answer.holdsOpen { try? await Task.sleep(nanoseconds: 60_000_000_000) }
                writer.endStream()
            } else {
                writer.respond(LoopbackHTTPResponse(status: answer.status, headers: ["Content-Type": "application/json"], body: answer.body))
            }
        }
        let configuration = EveryMatrixConfiguration(
            environment: .init(playerAPIBaseURL: server.baseURL, sportsAPIBaseURL: server.baseURL, liveDataURL: URL(string: "ws://127.0.0.1:1")!,
                               realm: "www.everymatrix.com"),
            operatorId: "4093", language: "en", cashierReturnURL: URL(string: "https://app.test/cashier")!)
        provider = EveryMatrixProvider(configuration: configuration, transport: URLSessionTransport(), sleep: { _ in })
        if signedIn { await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false) }
    }

    /// The requests the server received, in order.
    var requests: [LoopbackHTTPRequest] { server.requests }

    func stop() { server.stop() }
}
