import Foundation

/// A tipster's page: who they are, their audience and their record.
public struct TipsterProfile: Sendable, Hashable {
    /// The tipster (id, name and avatar as the provider sends them).
    public var tipster: SocialUser
    /// How many players the tipster follows.
    public var followingCount: Int?
    /// How many players follow the tipster.
    public var followersCount: Int?
    /// The longest run of won tips.
    public var consecutiveWins: Int?
    /// The sum the tipster's won tips returned, as the provider computes it (no currency is sent).
    public var accumulatedWins: Decimal?
    /// The highest odds the tipster won at.
    public var highestOdds: Odds?
    /// Where the tipster bets, as shares of their tips per sport (the provider's sport ids),
    /// largest first as the provider sends them.
    public var sportShares: [SportShare]

    /// One sport's share of a tipster's tips.
    public struct SportShare: Sendable, Hashable {
        /// The provider's sport id, as ``Sport/id``.
        public var sportId: String
        /// The share, in percent (0 to 100).
        public var percentage: Decimal

        /// Creates a share.
        public init(sportId: String, percentage: Decimal) {
            self.sportId = sportId
            self.percentage = percentage
        }
    }

    /// Creates a profile.
    public init(tipster: SocialUser, followingCount: Int? = nil, followersCount: Int? = nil, consecutiveWins: Int? = nil,
                accumulatedWins: Decimal? = nil, highestOdds: Odds? = nil, sportShares: [SportShare] = []) {
        self.tipster = tipster
        self.followingCount = followingCount
        self.followersCount = followersCount
        self.consecutiveWins = consecutiveWins
        self.accumulatedWins = accumulatedWins
        self.highestOdds = highestOdds
        self.sportShares = sportShares
    }
}
