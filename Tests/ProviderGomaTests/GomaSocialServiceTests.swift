import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling
@_spi(ProviderKit) @testable import ProviderGoma

/// The social calls through the provider: input refused before any request, an anonymous
/// session refused, the vendor's errors, the sandbox remembering follows and friends, and the
/// calls whose method or answer is unusual over the real transport.
@Suite struct GomaSocialServiceTests {
    private func socialRequests(_ server: GomaStubServer) -> [URLRequest] {
        server.requests.filter { $0.path.hasPrefix("/api/social") || $0.path.hasPrefix("/api/tips") || $0.path.hasPrefix("/api/users/v1/code") }
    }

    private func field(_ error: ServiceProviderError?) -> (String, String)? {
        guard case .validation(let fields)? = error, let first = fields.first else { return nil }
        return (first.field, first.code)
    }

    @Test func badInputIsRefusedBeforeAnyRequest() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                                     "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") }])
        let social = try await signedIn(server).social
        let cases: [(String, String, @Sendable () async throws -> Void)] = [
            ("userId", "INVALID", { try await social.follow(userId: "abc") }),
            ("userId", "INVALID", { try await social.unfollow(userId: "-3") }),
            ("userId", "REQUIRED", { try await social.removeFriend(userId: " ") }),
            ("userId", "INVALID", { _ = try await social.tipsterProfile(userId: "1.5") }),
            ("userIds", "REQUIRED", { _ = try await social.addFriends(userIds: [], asRequest: false) }),
            ("userIds", "DUPLICATE", { _ = try await social.addFriends(userIds: ["1102", "1102"], asRequest: false) }),
            ("userIds", "TOO_MANY", { _ = try await social.addFriends(userIds: (1...101).map(String.init), asRequest: true) }),
            ("userIds", "INVALID", { _ = try await social.addFriends(userIds: ["1102", "x"], asRequest: false) }),
            ("pageSize", "OUT_OF_RANGE", { _ = try await social.tips(TipQuery(page: PageRequest(page: 1, pageSize: 101))) }),
            ("tipsterId", "INVALID", { _ = try await social.tips(TipQuery(tipsterId: "a/b")) }),
            ("code", "INVALID", { _ = try await social.user(code: "../admin") }),
            ("rankingType", "INVALID", { _ = try await social.tipsterRankings(TipsterRankingQuery(rankingType: "week?x=1")) }),
        ]
        for (name, code, call) in cases {
            var caught: ServiceProviderError?
            do { try await call() } catch let error as ServiceProviderError { caught = error }
            #expect(field(caught)?.0 == name, "\(String(describing: caught))")
            #expect(field(caught)?.1 == code, "\(name): \(String(describing: caught))")
        }
        #expect(socialRequests(server).isEmpty)
    }

    @Test func anAnonymousSessionIsRefusedWithNothingSent() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        let social = makeProvider(server).social
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await social.following() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await social.follow(userId: "1077") }
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await social.tips(TipQuery()) }
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await social.addFriends(userIds: ["1102"], asRequest: false) }
        #expect(socialRequests(server).isEmpty)
    }

    @Test func theVendorsErrorsReachTheApp() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                                     "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
                                     "GET /api/users/v1/code/NOPE": { _, _ in .fixture("error-404.json", status: 404) },
                                     "GET /api/social/v1/friends": { _, _ in .json(#"{"message":"Server Error"}"#, status: 500) },
                                     "GET /api/tips/v1": { _, _ in .json(#"{"current_page":1,"data":[{"id":"x"}],"per_page":10}"#) }])
        let social = try await signedIn(server).social
        await #expect(throws: ServiceProviderError.notFound) { _ = try await social.user(code: "NOPE") }
        let serverError = await #expect(throws: ServiceProviderError.self) { _ = try await social.friends() }
        if case .server(let status, _)? = serverError { #expect(status == 500) } else { Issue.record("\(String(describing: serverError))") }
        let decoding = await #expect(throws: ServiceProviderError.self) { _ = try await social.tips(TipQuery()) }
        if case .decoding? = decoding {} else { Issue.record("\(String(describing: decoding))") }
    }

    @Test func aFullTipsPageMayHaveANextAShortOneIsTheLast() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                                     "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
                                     "GET /api/tips/v1": { _, _ in .fixture("tips.json") }])
        let social = try await signedIn(server).social
        let full = try await social.tips(TipQuery(page: PageRequest(page: 1, pageSize: 2), onlyFollowed: true, onlyHome: true))
        #expect(full.items.count == 2)
        #expect(full.next == PageRequest(page: 2, pageSize: 2))
        let short = try await social.tips(TipQuery(page: PageRequest(page: 3, pageSize: 10)))
        #expect(short.page == 3)
        #expect(!short.hasMore)
        let sent = server.requests.filter { $0.path == "/api/tips/v1" }.compactMap(\.url?.query)
        #expect(sent.first == "page=1&limit=2&followers=1&home=1")
    }

    @Test func theSandboxRemembersFollowsAndFriends() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        #expect(try await client.social.following().map(\.id) == ["1042", "1077"])
        try await client.social.follow(userId: "1101")
        #expect(try await client.social.following().map(\.id) == ["1042", "1077", "1101"])
        #expect(try await client.social.following().last == SocialUser(id: "1101", name: "Anonymous"))
        #expect(try await client.social.followCounts() == FollowCounts(following: 3, followers: 3))
        try await client.social.unfollow(userId: "1042")
        #expect(try await client.social.following().map(\.id) == ["1077", "1101"])
        let added = try await client.social.addFriends(userIds: ["1102"], asRequest: false)
        #expect(added.chatRoomIds == ["5301", "5302"])
        _ = try await client.social.addFriends(userIds: ["1104"], asRequest: true)
        #expect(try await client.social.friends().map(\.id) == ["1042", "1101", "1102"])
        try await client.social.removeFriend(userId: "1042")
        #expect(try await client.social.friends().map(\.id) == ["1101", "1102"])
        await #expect(throws: ServiceProviderError.notFound) { try await client.social.removeFriend(userId: "1042") }
        #expect(try await client.social.user(code: "CODE0002").id == "1077")
        #expect(try await client.social.user(code: "CODE0009").username == "demoplayerf")
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.social.user(code: "NOPE") }
        #expect(try await client.social.tips(TipQuery()).items.count == 2)
        #expect(try await client.social.tipsterRankings(TipsterRankingQuery()).count == 3)
        #expect(try await client.social.tipsterProfile(userId: "1077").followersCount == 34)
        #expect(try await client.content.downloadableContent().count == 3)
        try await client.account.logout()
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await client.social.friends() }
    }

    /// A DELETE with a body, a bare JSON string and a top-level array, through URLSession.
    @Test func theUnusualCallsOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["DELETE /api/social/v1/followees": .fixture("followee-remove.json"),
                                               "DELETE /api/social/v1/friends/1101": .fixture("friend-remove.json"),
                                               "GET /api/tips/v1/rankings": .fixture("tips-rankings.json")])
        defer { loopback.stop() }
        let social = loopback.provider.social
        try await social.unfollow(userId: "1077")
        #expect(loopback.requests.contains { $0.method == "DELETE" && $0.path == "/api/social/v1/followees" })
        try await social.removeFriend(userId: "1101")
        #expect(try await social.tipsterRankings(TipsterRankingQuery(rankingType: "monthly")).count == 3)
        let unfollow = try #require(loopback.requests.first { $0.path == "/api/social/v1/followees" })
        #expect(unfollow.method == "DELETE")
        #expect(String(decoding: unfollow.body, as: UTF8.self) == #"{"users_ids":[1077]}"#)
        #expect(unfollow.headerFields.first { $0.name.lowercased() == "authorization" }?.value == "Bearer \(GomaLoopback.userToken)")
    }
}
