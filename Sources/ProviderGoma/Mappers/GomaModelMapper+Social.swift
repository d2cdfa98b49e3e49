import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Follows, tips, friends, look-up by code and downloadable content.
extension GomaModelMapper {
    static func socialUser(_ user: GomaModels.SocialUser) -> SocialUser {
        SocialUser(id: String(user.id), name: user.name, username: user.username, code: user.code, avatar: user.avatar)
    }

    static func tip(_ tip: GomaModels.Tip, currency: String) throws(ServiceProviderError) -> Tip {
        Tip(tipster: socialUser(tip.user), bet: try bet(tip.ticket, currency: currency))
    }

    static func tipsterRanking(_ ranking: GomaModels.TipRanking) -> TipsterRanking {
        TipsterRanking(position: ranking.position,
                       tipster: SocialUser(id: String(ranking.userId), name: ranking.name, code: ranking.code, avatar: ranking.avatar),
                       score: ranking.result, isAnonymous: ranking.anonymous?.value ?? false)
    }

    static func tipsterProfile(userId: Int, _ profile: GomaModels.UserProfile) -> TipsterProfile {
        TipsterProfile(tipster: SocialUser(id: String(userId), name: profile.name, avatar: profile.avatar),
                       followingCount: profile.following, followersCount: profile.followers,
                       consecutiveWins: profile.rankings?.consecutiveWins, accumulatedWins: profile.rankings?.accumulatedWins?.value,
                       highestOdds: profile.rankings?.highestOdd.map { Odds(decimal: $0.value) },
                       sportShares: (profile.sportsPercentages ?? []).map {
                           TipsterProfile.SportShare(sportId: $0.sportId.value, percentage: $0.percentage.value)
                       })
    }

    /// An item whose address is not an absolute URL cannot be opened and is left out.
    static func downloadableContent(_ item: GomaModels.DownloadableContent) -> DownloadableContent? {
        guard let url = URL(string: item.downloadURL), url.scheme != nil else { return nil }
        return DownloadableContent(id: item.id.value, kind: item.type, url: url, opensExternally: item.target == "_blank")
    }

    /// A player id as the vendor's int (user ids are ints in bodies and paths): a valid
    /// identifier that is not a whole number cannot name a Goma player and is refused (`INVALID`
    /// on `field`) before any request.
    static func userNumber(_ id: String, field: String) throws(ServiceProviderError) -> Int {
        try vendorNumber(id, field: field, naming: "player")
    }
}
