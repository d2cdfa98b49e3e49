import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Follows, tips, rankings, friends, look-up by code and downloadable content: the mappers over
/// every social fixture, the requests byte for byte, and the errors a user can hit.
@Suite struct GomaSocialTests {
    private let executor = makeTestExecutor()
    private let user = Credentials(accessToken: "user-jwt", userId: "321")

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: user).urlRequest
    }

    private func query(_ request: URLRequest) -> [String: String] {
        let items = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    // MARK: - Mappers

    @Test func followsMapTheirPlayersAndTotals() throws {
        let followees = try Fixture.decode(GomaModels.DataEnvelope<GomaModels.Followees>.self, "followees.json").data.users
        #expect(followees.map(GomaModelMapper.socialUser) == [SocialUser(id: "1042", name: "Demo Tipster A"),
                                                               SocialUser(id: "1077", name: "Demo Tipster B")])
        let followers = try Fixture.decode(GomaModels.DataEnvelope<GomaModels.Followers>.self, "followers.json").data.users
        #expect(followers.map(\.id) == [1101, 1102, 1103])
        #expect(try Fixture.decode(GomaModels.DataEnvelope<GomaModels.FolloweesTotal>.self, "followees-total.json").data.total == 2)
        #expect(try Fixture.decode(GomaModels.DataEnvelope<GomaModels.FollowersTotal>.self, "followers-total.json").data.total == 3)
        #expect(try Fixture.decode(GomaModels.DataEnvelope<GomaModels.FollowedIds>.self, "followee-add.json").data.ids == [1042, 1077])
        #expect(try Fixture.decode(GomaModels.DataEnvelope<GomaModels.FollowedIds>.self, "followee-remove.json").data.ids == [1042])
    }

    /// The same key holds objects in the list and ints in the follow answer: each model reads
    /// only its own shape, as the vendor's do.
    @Test func theFollowAnswerAndTheListAreNotMistakenForEachOther() throws {
        #expect(throws: DecodingError.self) { try Fixture.decode(GomaModels.DataEnvelope<GomaModels.FollowedIds>.self, "followees.json") }
        #expect(throws: DecodingError.self) { try Fixture.decode(GomaModels.DataEnvelope<GomaModels.Followees>.self, "followee-add.json") }
    }

    @Test func tipsAreTicketsWithTheirTipsterAndBettableLegs() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Tip>.self, "tips.json")
        #expect(page.perPage == 10)
        let tips = try page.data.map { tip throws(ServiceProviderError) in try GomaModelMapper.tip(tip, currency: "EUR") }
        #expect(tips.map(\.id) == ["90211", "90198"])
        let first = tips[0]
        #expect(first.tipster == SocialUser(id: "1042", name: "Demo Tipster A", code: "CODE0001", avatar: "avatar_2"))
        #expect(first.bet.type == .multiple)
        #expect(first.bet.status == .open)
        #expect(first.bet.stake == Money(amount: decimal("10.00"), currency: "EUR"))
        #expect(first.bet.potentialReturn == Money(amount: decimal("59.20"), currency: "EUR"))
        #expect(first.bet.totalOdds == Odds(decimal: decimal("5.92")))
        #expect(first.bet.payout == nil)
        #expect(first.bet.shareCode == "share-id-placeholder-1")
        #expect(first.bet.legs.map(\.outcomeId) == ["3456781", "3456902"])
        #expect(first.bet.legs.map(\.eventId) == ["48213", "48220"])
        #expect(first.bet.legs.map(\.odds) == [Odds(decimal: decimal("1.85")), Odds(decimal: decimal("3.2"))])
        #expect(first.bet.legs.map(\.eventName) == ["Atlético Exemplo v Desportivo Teste", "Clube Amostra v União Modelo"])
        #expect(first.bet.legs.map(\.outcomeName) == ["Atlético Exemplo", "Empate"])
        #expect(first.bet.legs.first?.eventStartDate == utc(2025, 3, 15, 20, 30))
        let second = tips[1]
        #expect(second.tipster == SocialUser(id: "1077"))
        #expect(second.bet.status == .won)
        #expect(second.bet.stake == Money(amount: 5, currency: "EUR"))
        #expect(second.bet.payout == Money(amount: decimal("10.50"), currency: "EUR"))
        #expect(second.bet.legs.first?.eventResult == "0:1")
    }

    @Test func rankingsKeepTheirOrderScoresAndAnonymity() throws {
        let rankings = try Fixture.decode([GomaModels.TipRanking].self, "tips-rankings.json").map(GomaModelMapper.tipsterRanking)
        #expect(rankings.map(\.position) == [1, 2, 3])
        #expect(rankings[0] == TipsterRanking(position: 1, tipster: SocialUser(id: "1042", name: "Demo Tipster A", code: "CODE0001", avatar: "avatar_2"),
                                               score: decimal("412.75"), isAnonymous: false))
        #expect(rankings[1].tipster.avatar == nil)
        #expect(rankings[2].isAnonymous)
        #expect(rankings[2].score == 187)
    }

    @Test func aTipstersProfileCarriesTheirRecordAndSports() throws {
        let profile = GomaModelMapper.tipsterProfile(userId: 1042, try Fixture.decode(GomaModels.UserProfile.self, "user-profile.json"))
        #expect(profile == TipsterProfile(tipster: SocialUser(id: "1042", name: "Demo Player", avatar: "avatar_3"), followingCount: 12,
                                          followersCount: 34, consecutiveWins: 3, accumulatedWins: decimal("152.4"),
                                          highestOdds: Odds(decimal: decimal("12.5")),
                                          sportShares: [.init(sportId: "4", percentage: decimal("62.5")), .init(sportId: "1", percentage: decimal("37.5"))]))
    }

    @Test func friendsRequestsAddedRoomsAndCodeLookUp() throws {
        let friends = try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.SocialUser]>.self, "friends.json").data.map(GomaModelMapper.socialUser)
        #expect(friends == [SocialUser(id: "1042", name: "Demo Tipster A", username: "demotipstera", avatar: "avatar_2"),
                            SocialUser(id: "1101", name: "Demo Player C", username: "demoplayerc")])
        let requests = try Fixture.decode(GomaModels.DataEnvelope<[GomaModels.SocialUser]>.self, "friend-requests.json").data
        #expect(requests.map(GomaModelMapper.socialUser).map(\.username) == ["demoplayerd", "demoplayere"])
        #expect(try Fixture.decode(GomaModels.DataEnvelope<GomaModels.FriendsAdded>.self, "friends-add.json").data.chatRoomIds == [5301, 5302])
        #expect(try Fixture.decode(String.self, "friend-remove.json") == "Friend removed")
        let found = GomaModelMapper.socialUser(try Fixture.decode(GomaModels.SocialUser.self, "user-by-code.json"))
        #expect(found == SocialUser(id: "1104", username: "demoplayerf", avatar: "avatar_5"))
    }

    @Test func downloadableContentKeepsUsableAddressesAndWhereTheyOpen() throws {
        let items = try Fixture.decode([GomaModels.DownloadableContent].self, "downloadable-contents.json")
            .compactMap(GomaModelMapper.downloadableContent)
        #expect(items.map(\.kind) == ["help_center", "gambling_authority_terms", "customer_support"])
        #expect(items.map(\.opensExternally) == [true, false, false])
        #expect(items[1].url == URL(string: "https://cms.example.invalid/files/authority-terms.pdf"))
        #expect(items.map(\.id) == ["1", "2", "3"])
        let broken = Data(#"[{"id":4,"type":"x","download_url":""},{"id":5,"type":"y","download_url":"relative/path"}]"#.utf8)
        #expect(try GomaCoding.makeDecoder().decode([GomaModels.DownloadableContent].self, from: broken)
            .compactMap(GomaModelMapper.downloadableContent).isEmpty)
    }

    // MARK: - Requests

    @Test func followAndUnfollowSendOneIdAsANumberTheUnfollowInADeletesBody() throws {
        let follow = try make(GomaAPI.follow(userId: 1077))
        #expect(follow.httpMethod == "POST")
        #expect(follow.path == "/api/social/v1/followees")
        #expect(follow.bodyJSON as NSDictionary? == (try fixtureJSON("followee-add-request.json")))
        #expect(follow.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"users_ids":[1077]}"#)
        let unfollow = try make(GomaAPI.unfollow(userId: 1077))
        #expect(unfollow.httpMethod == "DELETE")
        #expect(unfollow.path == "/api/social/v1/followees")
        #expect(unfollow.bodyJSON as NSDictionary? == (try fixtureJSON("followee-remove-request.json")))
        #expect(!GomaAPI.follow(userId: 1).isIdempotent)
    }

    @Test func friendsAreAddedWithStringIdsAndAskedWithRequestOne() throws {
        let add = try make(GomaAPI.addFriends(userIds: ["1102", "1103"], asRequest: false))
        #expect(add.httpMethod == "POST")
        #expect(add.path == "/api/social/v1/friends")
        #expect(add.bodyJSON as NSDictionary? == (try fixtureJSON("friends-add-request.json")))
        let ask = try make(GomaAPI.addFriends(userIds: ["1104"], asRequest: true))
        #expect(ask.bodyJSON as NSDictionary? == (try fixtureJSON("friends-add-pending-request.json")))
        let remove = try make(GomaAPI.removeFriend(userId: 1101))
        #expect(remove.httpMethod == "DELETE")
        #expect(remove.path == "/api/social/v1/friends/1101")
        #expect(remove.httpBody == nil)
    }

    @Test func readsCarryTheirPathsAndQueries() throws {
        let tips = try make(GomaAPI.tips(page: 2, limit: 10, top: true, followers: false, friends: true, home: false, userId: 1042))
        #expect(tips.path == "/api/tips/v1")
        #expect(query(tips) == ["page": "2", "limit": "10", "top": "1", "friends": "1", "user_id": "1042"])
        let rankings = try make(GomaAPI.tipsRankings(type: "weekly", followers: true))
        #expect(rankings.path == "/api/tips/v1/rankings")
        #expect(query(rankings) == ["type": "weekly", "followers": "1"])
        #expect(query(try make(GomaAPI.tipsRankings(type: nil, followers: false))) == ["followers": "0"])
        #expect(try make(GomaAPI.user(code: "CODE0001")).path == "/api/users/v1/code/CODE0001")
        #expect(try make(GomaAPI.friendRequests).path == "/api/social/v1/friends/pending")
        #expect(try make(GomaAPI.followersTotal).path == "/api/social/v1/followers/total")
        let downloads = try make(GomaAPI.downloadableContents)
        #expect(downloads.path == "/api/cms/v1/downloadable-contents")
        #expect(query(downloads) == ["platform": "ios"])
        for request in [try make(GomaAPI.followees), tips, rankings] { #expect(request.bearer == "Bearer user-jwt") }
    }

    @Test func everySocialCallRefusesAnAnonymousToken() {
        let anonymous = Credentials(accessToken: "anon-jwt")
        let calls: [Request<Void>] = [GomaAPI.followees.untyped, GomaAPI.followersTotal.untyped, GomaAPI.follow(userId: 1).untyped,
                                      GomaAPI.unfollow(userId: 1).untyped, GomaAPI.tips(page: 1, limit: 10, top: false, followers: false,
                                                                                      friends: false, home: false, userId: nil).untyped,
                                      GomaAPI.tipsRankings(type: nil, followers: false).untyped, GomaAPI.friends.untyped,
                                      GomaAPI.addFriends(userIds: ["1"], asRequest: false).untyped, GomaAPI.removeFriend(userId: 1).untyped,
                                      GomaAPI.user(code: "C").untyped]
        for call in calls {
            #expect(throws: ServiceProviderError.unauthorized) { _ = try executor.makeRequest(for: call, credentials: anonymous) }
        }
        #expect(throws: Never.self) { _ = try executor.makeRequest(for: GomaAPI.downloadableContents, credentials: anonymous) }
    }
}
