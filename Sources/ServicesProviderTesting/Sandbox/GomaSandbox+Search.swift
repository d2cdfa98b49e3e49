import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma search, favourite and highlight routes. Search answers the known events (upcoming and
/// live) whose team or competition names contain the text, else `search-empty.json`; the
/// favourites start as `favorites.json` and remember every add and remove of this sandbox;
/// the highlights are `events-highlights.json` (the recorded pointers).
extension GomaSandbox {
    static func registerSearch(on transport: SandboxTransport, state: Locked<State>) {
        let favourites = Locked(initialFavourites())

        transport.on(.get, "/api/search/v1") { request in
            guard let value = request.queryValue("value")?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
                return file("search-error-422.json", status: 422)
            }
            let found = knownEvents().filter { event in
                [event["home_team"], event["away_team"], (event["competition"] as? [String: Any])?["name"]]
                    .compactMap { $0 as? String }
                    .contains { $0.range(of: value, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
            }
            return found.isEmpty ? file("search-empty.json") : reply(["data": found])
        }
        // Registered after `/api/events/v1/{id}` (in `makeTransport`), so these literal paths win.
        transport.on(.get, "/api/events/v1/highlights") { _ in file("events-highlights.json") }
        transport.on(.get, "/api/events/v1/favorites") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return reply(["data": favourites.withLock { $0 }])
        }
        transport.on(.post, "/api/events/v1/favorites") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            guard let item = favouriteChange(request) else { return file("favorites-error-422.json", status: 422) }
            favourites.withLock { list in
                guard !list.contains(where: { idString($0["favorite_id"]) == item.id && ($0["favorite_type"] as? String) == item.type }) else { return }
                let next = (list.compactMap { $0["id"] as? Int }.max() ?? 900) + 1
                list.append(["id": next, "user_id": 321, "favorite_id": Int(item.id) ?? item.id, "favorite_type": item.type])
            }
            return file("favorites-add.json")
        }
        transport.on(.delete, "/api/events/v1/favorites") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            guard let item = favouriteChange(request) else { return file("favorites-error-422.json", status: 422) }
            favourites.withLock { list in
                list.removeAll { idString($0["favorite_id"]) == item.id && ($0["favorite_type"] as? String) == item.type }
            }
            return file("favorites-remove.json")
        }
    }

    private static func initialFavourites() -> [[String: Any]] {
        (object("favorites.json")?["data"] as? [[String: Any]]) ?? []
    }

    /// The one item of an add or remove body, when its id is there and its type is one the
    /// vendor knows (`event`, `competition`); `nil` is the vendor's 422.
    private static func favouriteChange(_ request: SandboxTransport.Request) -> (id: String, type: String)? {
        guard let body = request.body.flatMap({ try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }),
              let item = (body["favorites"] as? [[String: Any]])?.first,
              let id = idString(item["favorite_id"]), !id.isEmpty,
              let type = item["type"] as? String, ["event", "competition"].contains(type) else { return nil }
        return (id, type)
    }
}
