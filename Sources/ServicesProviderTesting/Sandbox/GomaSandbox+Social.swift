import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma's social routes, signed-in only (401 otherwise, as every user call of this sandbox).
/// Follows start as `followees.json` and friends as `friends.json`, and both remember this
/// sandbox's changes (the totals count them); tips, rankings, followers, friend requests and
/// downloadable content are their fixtures. A code from the rankings finds that tipster, any
/// other code starting with `CODE` finds `user-by-code.json`'s player, and the rest are a 404.
extension GomaSandbox {
    static func registerSocial(on transport: SandboxTransport) {
        let followed = Locked(users(in: object("followees.json"), key: "users_followed_ids"))
        let friends = Locked((object("friends.json")?["data"] as? [[String: Any]]) ?? [])

        func signedIn(_ answer: @escaping @Sendable (SandboxTransport.Request) -> StubTransport.Reply)
            -> @Sendable (SandboxTransport.Request) -> StubTransport.Reply {
            { request in isUser(request) ? answer(request) : error(401, "Unauthenticated.") }
        }
        transport.on(.get, "/api/social/v1/followees", signedIn { _ in reply(["data": ["users_followed_ids": followed.withLock { $0 }]]) })
        transport.on(.get, "/api/social/v1/followees/total", signedIn { _ in
            reply(["data": ["users_followed_total": followed.withLock { $0.count }]])
        })
        transport.on(.get, "/api/social/v1/followers", signedIn { _ in file("followers.json") })
        transport.on(.get, "/api/social/v1/followers/total", signedIn { _ in file("followers-total.json") })
        for method in [HTTPMethod.post, .delete] {
            transport.on(method, "/api/social/v1/followees", signedIn { request in
                guard let id = (body(request)?["users_ids"] as? [Any])?.first.flatMap(idString) else { return error(422, "users_ids is required.") }
                let ids = followed.withLock { list -> [Int] in
                    list.removeAll { idString($0["id"]) == id }
                    if method == .post { list.append(["id": Int(id) ?? 0, "name": ranked(id)?["name"] ?? "Player \(id)"]) }
                    return list.compactMap { idString($0["id"]).flatMap { Int($0) } }
                }
                return reply(["message": method == .post ? "User followed" : "User unfollowed", "data": ["users_followed_ids": ids]])
            })
        }
        transport.on(.get, "/api/tips/v1", signedIn { _ in file("tips.json") })
        transport.on(.get, "/api/tips/v1/rankings", signedIn { _ in file("tips-rankings.json") })
        transport.on(.get, "/api/social/v1/friends", signedIn { _ in reply(["status": "success", "data": friends.withLock { $0 }]) })
        transport.on(.get, "/api/social/v1/friends/pending", signedIn { _ in file("friend-requests.json") })
        transport.on(.post, "/api/social/v1/friends", signedIn { request in
            guard let ids = (body(request)?["users_ids"] as? [Any])?.compactMap(idString), !ids.isEmpty else {
                return error(422, "users_ids is required.")
            }
            if body(request)?["request"] == nil {
                friends.withLock { list in
                    for id in ids where !list.contains(where: { idString($0["id"]) == id }) {
                        list.append(["id": Int(id) ?? 0, "name": "Player \(id)", "username": "player\(id)"])
                    }
                }
            }
            return file("friends-add.json")
        })
        transport.on(.delete, "/api/social/v1/friends/{userId}", signedIn { request in
            let id = request.pathParameters["userId"] ?? ""
            let removed = friends.withLock { list -> Bool in
                let before = list.count
                list.removeAll { idString($0["id"]) == id }
                return list.count < before
            }
            return removed ? file("friend-remove.json") : error(404, "Friend not found.")
        })
        transport.on(.get, "/api/users/v1/code/{code}", signedIn { request in
            let code = request.pathParameters["code"] ?? ""
            if let tipster = rankings().first(where: { ($0["code"] as? String) == code }) {
                return reply(["id": tipster["user_id"] ?? 0, "username": tipster["name"] ?? "", "avatar": tipster["avatar"] ?? NSNull()])
            }
            return code.hasPrefix("CODE") ? file("user-by-code.json") : file("error-404.json", status: 404)
        })
        transport.on(.get, "/api/cms/v1/downloadable-contents") { _ in file("downloadable-contents.json") }
    }

    private static func body(_ request: SandboxTransport.Request) -> [String: Any]? {
        request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    private static func users(in answer: [String: Any]?, key: String) -> [[String: Any]] {
        ((answer?["data"] as? [String: Any])?[key] as? [[String: Any]]) ?? []
    }

    private static func rankings() -> [[String: Any]] {
        SandboxFixtures.data(provider: "goma", name: "tips-rankings.json")
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [[String: Any]] } ?? []
    }

    private static func ranked(_ id: String) -> [String: Any]? {
        rankings().first { idString($0["user_id"]) == id }
    }
}
