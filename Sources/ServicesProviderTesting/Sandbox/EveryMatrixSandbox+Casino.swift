import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's casino (`casino/` fixtures, all made up in the vendor's shape). Its catalogue is
/// what the files hold: Video Slots is the first and last recorded pages (13 games, so paging
/// reaches the end), every other group its one embedded game, and the lobby's counts say so. A
/// game opens by id from any list, search matches names case-blind, and the player's history is
/// the fixtures' (recommended games and history only with a session, as the vendor's).
extension EveryMatrixSandbox {
    static func registerCasinoRoutes(on transport: SandboxTransport) {
        // JSON objects are not Sendable: the routes read the catalogue under its lock.
        let catalogue = Locked(CasinoCatalogue())
        transport.on(.get, "/v2/casino/groups/{lobby}") { _ in json(catalogue.withLock { $0.lobby }) }
        transport.on(.get, "/v2/casino/groups/{lobby}/{group}") { request in
            guard var group = catalogue.withLock({ $0.groups.first { $0.id == request.pathParameters["group"] } }) else {
                return json(["count": 0, "total": 0, "items": [Any]()])
            }
            // `pagination=offset=N,limit=M`, as the vendor's client sends it.
            let pagination = request.queryValue("pagination") ?? ""
            func number(_ name: String) -> Int? {
                pagination.split(separator: ",").first { $0.hasPrefix(name + "=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
            }
            let offset = max(0, number("offset") ?? 0), limit = max(0, number("limit") ?? 10)
            let total = group.total
            group.games = Array(group.games.dropFirst(offset).prefix(limit))
            return json(["id": group.id, "name": group.name,
                         "games": ["count": group.games.count, "total": total, "items": group.games] as [String: Any]])
        }
        transport.on(.get, "/v1/casino/games") { request in
            let filter = request.queryValue("filter") ?? ""
            if filter == "id=34795" { return .data(fixture("casino/game-details.json")) }
            let games = catalogue.withLock { $0.games }
            let found: [[String: Any]]
            if filter.hasPrefix("id=") {
                found = games.filter { $0["id"] as? String == String(filter.dropFirst(3)) }.prefix(1).map { $0 }
            } else if filter.hasPrefix("name=") {
                let text = String(filter.dropFirst(5))
                found = games.filter { ($0["name"] as? String)?.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
            } else {
                found = []
            }
            return json(["count": found.count, "total": found.count, "items": found])
        }
        transport.on(.get, "/v1/casino/recommendedGames") { request in
            request.header("x-sessionid") == nil ? .data(fixture("casino/error-invalid-session-4004.json")) : .data(fixture("casino/recommended-games.json"))
        }
        transport.on(.get, "/v1/player/{userId}/games/last-played") { _ in .data(fixture("casino/last-played.json")) }
        transport.on(.get, "/v1/player/{userId}/games/most-played") { _ in .data(fixture("casino/most-played.json")) }
    }

    /// The games and groups the casino fixtures hold.
    struct CasinoCatalogue {
        struct Group {
            let id: String
            let name: String
            var games: [[String: Any]]
            var total: Int { games.count }
        }

        let groups: [Group]
        /// Every distinct game of every list, first occurrence kept.
        let games: [[String: Any]]
        /// The lobby answer with each group's count set to what the sandbox holds.
        let lobby: [String: Any]

        init() {
            func object(_ name: String) -> [String: Any] {
                (try? JSONSerialization.jsonObject(with: EveryMatrixSandbox.fixture("casino/\(name)"))) as? [String: Any] ?? [:]
            }
            func items(_ object: [String: Any]) -> [[String: Any]] { object["items"] as? [[String: Any]] ?? [] }
            let slots = ["category-games-video-slots-page1.json", "category-games-video-slots-last-page.json"]
                .flatMap { items(object($0)["games"] as? [String: Any] ?? [:]) }
            var lobby = object("categories-lobby1.json")
            var groups: [Group] = []
            var lobbyItems: [[String: Any]] = []
            for var item in items(lobby) {
                let id = item["id"] as? String ?? ""
                var games = item["games"] as? [String: Any] ?? [:]
                let held = id == "Lobby1$video-slots" ? slots : items(games)
                games["total"] = held.count
                item["games"] = games
                lobbyItems.append(item)
                groups.append(Group(id: id, name: item["name"] as? String ?? id, games: held))
            }
            lobby["items"] = lobbyItems
            let lists = ["search-games-book.json", "recommended-games.json"].flatMap { items(object($0)) }
                + ["last-played.json", "most-played.json"].flatMap { items(object($0)).compactMap { $0["gameModel"] as? [String: Any] } }
            var seen = Set<String>()
            self.games = (groups.flatMap(\.games) + lists).filter { seen.insert($0["id"] as? String ?? "").inserted }
            self.groups = groups
            self.lobby = lobby
        }
    }
}
