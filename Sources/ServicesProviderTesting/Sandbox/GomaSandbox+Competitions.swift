import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma list routes: the browsing tree: regions, competitions, a competition and its events, featured competitions.
/// One made-up world: sport 4 → regions (73 Portugal holds the listed competitions, the others
/// none) → competition 1203 → its events. The featured path answers the recorded ids; of those,
/// the two that the full shape's file describes resolve through the details route, the others
/// are unknown (404).
extension GomaSandbox {
    static func registerCompetitions(on transport: SandboxTransport, state: Locked<State>) {
        transport.on(.get, "/api/regions/v1") { request in
            request.queryValue("sport_id") == "4" ? file("regions.json") : reply([Any]())
        }
        transport.on(.get, "/api/competitions/v1") { request in
            request.queryValue("region_id") == "73" ? file("competitions.json") : reply([Any]())
        }
        transport.on(.get, "/api/competitions/v1/{id}") { request in
            let id = request.pathParameters["id"] ?? ""
            if id == "1203" { return file("competition-details.json") }
            return knownCompetitions().first { idString($0["id"]) == id }.map(reply) ?? error(404, "Competition not found.")
        }
        transport.on(.get, "/api/competitions/v1/{id}/events") { request in
            let id = request.pathParameters["id"] ?? ""
            if id == "1203" { return file("competition-events.json") }
            guard knownCompetitions().contains(where: { idString($0["id"]) == id }) else { return error(404, "Competition not found.") }
            return reply(["current_page": 1, "data": [Any](), "per_page": 20] as [String: Any])
        }
        // Registered after `{id}` so this literal path wins.
        transport.on(.get, "/api/competitions/v1/featured") { _ in file("competitions-featured.json") }
    }

    /// The competitions of the list files: Portugal's, then the featured ones described in full.
    static func knownCompetitions() -> [[String: Any]] {
        func list(_ name: String) -> [[String: Any]] {
            SandboxFixtures.data(provider: "goma", name: name)
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [[String: Any]] } ?? []
        }
        return list("competitions.json") + list("competitions-featured-full.json")
    }
}
