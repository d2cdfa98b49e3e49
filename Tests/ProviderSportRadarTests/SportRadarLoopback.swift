import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// A SportRadar provider whose every host (Omega, Poseidon content and betting, subscription, CDN)
/// is one HTTP server on 127.0.0.1, reached through the real `URLSessionTransport`, answering with
/// the vendor-shaped fixtures. Routes match `"METHOD /path"` exactly (the path only, no query);
/// a content call (a body with `contentId`) first tries `"METHOD /path type id"`, then
/// `"METHOD /path type"`, so one test can answer several content calls. Anything else is a 404.
/// The provider starts signed in with `TestConfig.credentials`.
final class SportRadarLoopback: Sendable {
    /// A route's answer: a fixture by name (without `.json`), or literal JSON.
    enum Answer: Sendable {
        case fixture(String, status: Int = 200)
        case json(String, status: Int = 200)
    }

    let server: LoopbackHTTPServer
    let provider: SportRadarProvider

    /// Starts the server with `routes` (`"GET /ps/ips/getBonuses"` → answer). Call ``stop()`` when done.
    init(_ routes: [String: Answer], signedIn: Bool = true) async throws {
        var bodies: [String: (status: Int, body: Data)] = [:]
        for (route, answer) in routes {
            switch answer {
            case .fixture(let name, let status): bodies[route] = (status, try Fixture.data(name))
            case .json(let text, let status): bodies[route] = (status, Data(text.utf8))
            }
        }
        let table = bodies
        server = try LoopbackHTTPServer { request in
            let route = "\(request.method) \(request.path)"
            let content = ((try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any])?["contentId"] as? [String: Any]
            let type = content?["type"] as? String ?? "", id = content?["id"] as? String ?? ""
            guard let answer = table["\(route) \(type) \(id)"] ?? table["\(route) \(type)"] ?? table[route] else {
                return .json(#"{"error":"no route"}"#, status: 404)
            }
            return LoopbackHTTPResponse(status: answer.status, headers: ["Content-Type": "application/json"], body: answer.body)
        }
        let configuration = SportRadarConfiguration(
            omegaBaseURL: server.baseURL, poseidonBaseURL: server.baseURL, subscriptionBaseURL: server.baseURL,
            cdnBaseURL: server.baseURL, liveSocketURL: nil,
            supportDesk: SportRadarSupportDesk(baseURL: server.baseURL, apiToken: "desk-api-token-placeholder", firstNameFieldId: "900000000001",
                                               lastNameFieldId: "900000000002", categoryFieldId: "900000000003"),
            matchWidgets: SportRadarMatchWidgets(loaderBaseURL: server.baseURL, clientId: "operator-client", statisticsClientId: nil),
            frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")
        provider = SportRadarProvider(configuration: configuration, transport: URLSessionTransport(), sleep: { _ in })
        if signedIn { await provider.runtime.session.signIn(TestConfig.credentials, persist: false) }
    }

    /// The requests the server received, in order.
    var requests: [LoopbackHTTPRequest] { server.requests }

    func stop() { server.stop() }
}
