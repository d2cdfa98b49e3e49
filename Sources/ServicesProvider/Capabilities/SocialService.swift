/// The social sportsbook: players one follows and who follow them, tipsters and their tips,
/// friends, and finding a player by code. Every call is the signed-in player's: with no user
/// signed in it throws `.unauthorized` before sending anything.
public protocol SocialService: ProviderService {
    /// The players the signed-in player follows.
    func following() async throws(ServiceProviderError) -> [SocialUser]
    /// The players who follow the signed-in player.
    func followers() async throws(ServiceProviderError) -> [SocialUser]
    /// How many the player follows and how many follow them, without reading the lists.
    func followCounts() async throws(ServiceProviderError) -> FollowCounts
    /// Follows a player (``following()`` reads the list afterwards). Through an
    /// ``OfflineProvider``, offline it is kept and sent when the network is back.
    func follow(userId: String) async throws(ServiceProviderError)
    /// Stops following a player. Through an ``OfflineProvider``, offline it is kept (and a follow
    /// still waiting is cancelled out instead).
    func unfollow(userId: String) async throws(ServiceProviderError)
    /// One page of tips (bets tipsters show), newest first as the provider orders them.
    func tips(_ query: TipQuery) async throws(ServiceProviderError) -> Page<Tip>
    /// A tipster's page: audience, record and sports.
    func tipsterProfile(userId: String) async throws(ServiceProviderError) -> TipsterProfile
    /// A tipsters' ranking, best first.
    func tipsterRankings(_ query: TipsterRankingQuery) async throws(ServiceProviderError) -> [TipsterRanking]
    /// The signed-in player's friends.
    func friends() async throws(ServiceProviderError) -> [SocialUser]
    /// The friendship requests waiting for an answer.
    func friendRequests() async throws(ServiceProviderError) -> [SocialUser]
    /// Makes players friends at once, or (`asRequest`) asks them; at most 100 ids, each once.
    func addFriends(userIds: [String], asRequest: Bool) async throws(ServiceProviderError) -> FriendsAdded
    /// Ends a friendship.
    func removeFriend(userId: String) async throws(ServiceProviderError)
    /// The player who handed out `code`; `.notFound` when no player has it.
    func user(code: String) async throws(ServiceProviderError) -> SocialUser
}

extension SocialService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func following() async throws(ServiceProviderError) -> [SocialUser] { throw unsupported(.follows) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func followers() async throws(ServiceProviderError) -> [SocialUser] { throw unsupported(.follows) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func followCounts() async throws(ServiceProviderError) -> FollowCounts { throw unsupported(.follows) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func follow(userId: String) async throws(ServiceProviderError) { throw unsupported(.follows) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func unfollow(userId: String) async throws(ServiceProviderError) { throw unsupported(.follows) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func tips(_ query: TipQuery) async throws(ServiceProviderError) -> Page<Tip> { throw unsupported(.tips) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func tipsterRankings(_ query: TipsterRankingQuery) async throws(ServiceProviderError) -> [TipsterRanking] {
        throw unsupported(.tipsterRankings)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func tipsterProfile(userId: String) async throws(ServiceProviderError) -> TipsterProfile { throw unsupported(.tipsterProfiles) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func friends() async throws(ServiceProviderError) -> [SocialUser] { throw unsupported(.friends) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func friendRequests() async throws(ServiceProviderError) -> [SocialUser] { throw unsupported(.friends) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addFriends(userIds: [String], asRequest: Bool) async throws(ServiceProviderError) -> FriendsAdded {
        throw unsupported(.friends)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeFriend(userId: String) async throws(ServiceProviderError) { throw unsupported(.friends) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func user(code: String) async throws(ServiceProviderError) -> SocialUser { throw unsupported(.userLookup) }
}
