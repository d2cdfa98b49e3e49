import Foundation

/// A bet a tipster placed and shows to other players. Its legs name their outcomes, so
/// `client.betting.rebet(tip.bet)` puts what is still offered on the player's slip at today's
/// odds in one call, counting what is not.
public struct Tip: Sendable, Hashable, Identifiable {
    /// The tip's id: its bet's.
    public var id: String { bet.id }
    /// Who placed it (the provider may send only their id).
    public var tipster: SocialUser
    /// The bet, its legs and its share code (``Bet/shareCode``).
    public var bet: Bet

    /// Creates a tip.
    public init(tipster: SocialUser, bet: Bet) {
        self.tipster = tipster
        self.bet = bet
    }
}

/// Which tips ``SocialService/tips(_:)`` reads. Filters combine; none set is every tip the
/// provider features.
public struct TipQuery: Sendable, Hashable {
    /// The page and its size (1 to 100 tips).
    public var page: PageRequest
    /// Only the top tips.
    public var onlyTop: Bool
    /// Only the tips of players the signed-in player follows.
    public var onlyFollowed: Bool
    /// Only the tips of the signed-in player's friends.
    public var onlyFriends: Bool
    /// Only the tips the operator picked for the home page.
    public var onlyHome: Bool
    /// Only this tipster's tips.
    public var tipsterId: String?

    /// The most tips one page may ask for.
    public static let maximumPageSize = 100

    /// Creates a query.
    public init(page: PageRequest = PageRequest(page: 1, pageSize: 10), onlyTop: Bool = false, onlyFollowed: Bool = false,
                onlyFriends: Bool = false, onlyHome: Bool = false, tipsterId: String? = nil) {
        self.page = page
        self.onlyTop = onlyTop
        self.onlyFollowed = onlyFollowed
        self.onlyFriends = onlyFriends
        self.onlyHome = onlyHome
        self.tipsterId = tipsterId
    }

    /// Refuses a page size above ``maximumPageSize`` (`OUT_OF_RANGE` on `pageSize`) and a tipster
    /// id that is no identifier (``InputValidation/identifier(_:field:)``), before any request.
    public func validate() throws(ServiceProviderError) {
        if page.pageSize > Self.maximumPageSize {
            throw .validation(fields: [.init(field: "pageSize", code: "OUT_OF_RANGE",
                                             message: "A page holds at most \(Self.maximumPageSize) tips.")])
        }
        if let tipsterId { try InputValidation.identifier(tipsterId, field: "tipsterId") }
    }
}

/// One line of a tipsters' ranking.
public struct TipsterRanking: Sendable, Hashable {
    /// The place, 1 first.
    public var position: Int
    /// The tipster. An anonymous one (``isAnonymous``) carries whatever name the provider shows
    /// in their place.
    public var tipster: SocialUser
    /// The score the ranking orders by, as the provider computes it (its unit depends on the
    /// ranking's type, which providers do not document).
    public var score: Decimal
    /// Whether the tipster asked not to be named.
    public var isAnonymous: Bool

    /// Creates a ranking line.
    public init(position: Int, tipster: SocialUser, score: Decimal, isAnonymous: Bool) {
        self.position = position
        self.tipster = tipster
        self.score = score
        self.isAnonymous = isAnonymous
    }
}

/// Which ranking ``SocialService/tipsterRankings(_:)`` reads.
public struct TipsterRankingQuery: Sendable, Hashable {
    /// The provider's name of the ranking (a period or a measure); `nil` for its default. The
    /// values are the operator's: providers do not document them.
    public var rankingType: String?
    /// Only the tipsters the signed-in player follows.
    public var onlyFollowed: Bool

    /// Creates a query.
    public init(rankingType: String? = nil, onlyFollowed: Bool = false) {
        self.rankingType = rankingType
        self.onlyFollowed = onlyFollowed
    }
}
