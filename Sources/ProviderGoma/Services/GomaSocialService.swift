import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's social sportsbook: follows, tips and tipster rankings, friends, look-up by code. Every
/// request says `.bearer.signedIn`, so an anonymous session is refused before sending.
struct GomaSocialService: SocialService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    static let features: Set<Feature> = [.follows, .tips, .tipsterRankings, .tipsterProfiles, .friends, .userLookup]

    /// The most ids one add-friends call takes (the vendor states none; a list longer than
    /// that is no tap in an app).
    static let maximumFriendsPerCall = 100

    private var api: RequestExecutor { runtime.executor(.api) }

    func following() async throws(ServiceProviderError) -> [SocialUser] {
        try await api.send(GomaAPI.followees).data.users.map(GomaModelMapper.socialUser)
    }

    func followers() async throws(ServiceProviderError) -> [SocialUser] {
        try await api.send(GomaAPI.followers).data.users.map(GomaModelMapper.socialUser)
    }

    func followCounts() async throws(ServiceProviderError) -> FollowCounts {
        let following = try await api.send(GomaAPI.followeesTotal).data.total
        return FollowCounts(following: following, followers: try await api.send(GomaAPI.followersTotal).data.total)
    }

    /// The answer's list of followed ids is read (a malformed answer fails) but not returned.
    func follow(userId: String) async throws(ServiceProviderError) {
        let number = try GomaModelMapper.userNumber(userId, field: "userId")
        _ = try await api.send(GomaAPI.follow(userId: number))
    }

    func unfollow(userId: String) async throws(ServiceProviderError) {
        let number = try GomaModelMapper.userNumber(userId, field: "userId")
        _ = try await api.send(GomaAPI.unfollow(userId: number))
    }

    /// Goma's page carries no total: a full page may have a next one, a short one is the last.
    func tips(_ query: TipQuery) async throws(ServiceProviderError) -> Page<Tip> {
        try query.validate()
        let tipster = try query.tipsterId.map { id throws(ServiceProviderError) in try GomaModelMapper.userNumber(id, field: "tipsterId") }
        let page = try await api.send(GomaAPI.tips(page: query.page.page, limit: query.page.pageSize, top: query.onlyTop,
                                                   followers: query.onlyFollowed, friends: query.onlyFriends, home: query.onlyHome,
                                                   userId: tipster))
        var tips: [Tip] = []
        for tip in page.data { tips.append(try GomaModelMapper.tip(tip, currency: runtime.configuration.currency)) }
        return Page(items: tips, request: query.page, hasMore: page.data.count >= query.page.pageSize)
    }

    func tipsterRankings(_ query: TipsterRankingQuery) async throws(ServiceProviderError) -> [TipsterRanking] {
        if let type = query.rankingType { try InputValidation.identifier(type, field: "rankingType") }
        return try await api.send(GomaAPI.tipsRankings(type: query.rankingType, followers: query.onlyFollowed))
            .map(GomaModelMapper.tipsterRanking)
    }

    /// The same call as the signed-in user's own profile (``GomaAPI/userProfile(userId:)``).
    func tipsterProfile(userId: String) async throws(ServiceProviderError) -> TipsterProfile {
        let number = try GomaModelMapper.userNumber(userId, field: "userId")
        return GomaModelMapper.tipsterProfile(userId: number, try await api.send(GomaAPI.userProfile(userId: String(number))))
    }

    func friends() async throws(ServiceProviderError) -> [SocialUser] {
        try await api.send(GomaAPI.friends).data.map(GomaModelMapper.socialUser)
    }

    func friendRequests() async throws(ServiceProviderError) -> [SocialUser] {
        try await api.send(GomaAPI.friendRequests).data.map(GomaModelMapper.socialUser)
    }

    func addFriends(userIds: [String], asRequest: Bool) async throws(ServiceProviderError) -> FriendsAdded {
        guard !userIds.isEmpty else { throw .validation(fields: [.init(field: "userIds", code: "REQUIRED", message: "Name at least one player.")]) }
        guard userIds.count <= Self.maximumFriendsPerCall else {
            throw .validation(fields: [.init(field: "userIds", code: "TOO_MANY",
                                             message: "At most \(Self.maximumFriendsPerCall) players at once.")])
        }
        var numbers: [Int] = []
        for id in userIds { numbers.append(try GomaModelMapper.userNumber(id, field: "userIds")) }
        guard Set(numbers).count == numbers.count else {
            throw .validation(fields: [.init(field: "userIds", code: "DUPLICATE", message: "A player is named twice.")])
        }
        let added = try await api.send(GomaAPI.addFriends(userIds: numbers.map(String.init), asRequest: asRequest))
        return FriendsAdded(chatRoomIds: added.data.chatRoomIds.map(String.init))
    }

    func removeFriend(userId: String) async throws(ServiceProviderError) {
        _ = try await api.send(GomaAPI.removeFriend(userId: GomaModelMapper.userNumber(userId, field: "userId")))
    }

    func user(code: String) async throws(ServiceProviderError) -> SocialUser {
        try InputValidation.identifier(code, field: "code")
        return GomaModelMapper.socialUser(try await api.send(GomaAPI.user(code: code)))
    }
}

extension GomaProvider {
    /// Follows, tips and rankings, friends, look-up by code.
    public var social: any SocialService { GomaSocialService(runtime: runtime) }
}
