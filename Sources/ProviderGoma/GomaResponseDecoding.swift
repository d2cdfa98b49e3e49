import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Goma responses the `decode` tool understands, named after the recorded payloads; each
/// entry's layer-1 type is its endpoint's response.
/// Amounts are in `GomaConfiguration.defaultCurrency`: Goma's payloads carry no currency, and a
/// recorded payload comes without its operator's configuration.
@_spi(ProviderKit) extension GomaProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = GomaCoding.makeDecoder()
        let currency = GomaConfiguration.defaultCurrency
        typealias Table = ResponseDecoderTable
        return ResponseDecoderTable([
            "auth-login": Table.entry(for: GomaAPI.login(username:password:pushToken:), decoder: decoder) { GomaModelMapper.userSession($0.data) },
            "wallet": Table.entry(for: GomaAPI.wallet, decoder: decoder) { GomaModelMapper.wallet($0, currency: currency) },
            "chatrooms": Table.entry(for: GomaAPI.chatrooms, decoder: decoder) { $0.data.map(GomaModelMapper.chatRoom) },
            "group-create": Table.entry(for: GomaAPI.createGroup, decoder: decoder) { String($0.data.id) },
            "sports": Table.entry(for: GomaAPI.sports, decoder: decoder) { $0.map(GomaModelMapper.sport) },
            "events-live": Table.entry(for: GomaAPI.liveEvents(sportId:page:), decoder: decoder) { $0.map(GomaModelMapper.event) },
            "events-upcoming": Table.entry(for: GomaAPI.upcomingEvents(sportId:page:), decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "events-trending": Table.entry(for: GomaAPI.trendingEvents(sportId:page:), decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "events-ended": Table.entry(for: GomaAPI.endedEvents(sportId:page:), decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "event-details": Table.entry(for: GomaAPI.eventDetails(id:), decoder: decoder) { GomaModelMapper.event($0) },
            "event-markets": Table.entry(for: GomaAPI.eventMarkets(id:limit:), decoder: decoder) { $0.map { GomaModelMapper.market($0, isLive: false) } },
            "regions": Table.entry(for: GomaAPI.regions(sportId:), decoder: decoder) { $0.map { GomaModelMapper.region($0, sportId: nil) } },
            "competitions": Table.entry(for: GomaAPI.competitions(regionId:), decoder: decoder) { $0.map(GomaModelMapper.competition) },
            "competition-details": Table.entry(for: GomaAPI.competitionDetails(id:), decoder: decoder) { GomaModelMapper.competition($0) },
            "competition-events": Table.entry(for: GomaAPI.competitionEvents(id:), decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "competitions-featured": Table.entry(for: GomaAPI.featuredCompetitions, decoder: decoder) { featured -> any Sendable in
                switch featured {
                case .ids(let ids): return ids.map(\.value)
                case .competitions(let list): return list.map(GomaModelMapper.competition)
                }
            },
            "place-bet": Table.entry(for: GomaAPI.placeBet, decoder: decoder) { ticket throws(ServiceProviderError) in
                try GomaModelMapper.bet(ticket, currency: currency)
            },
            "my-tickets": Table.entry(for: GomaAPI.tickets(statuses:limit:page:), decoder: decoder) { page throws(ServiceProviderError) in
                var bets: [Bet] = []
                for ticket in page.data { bets.append(try GomaModelMapper.bet(ticket, currency: currency)) }
                return bets
            },
            "ticket-details": Table.entry(for: GomaAPI.ticket(id:), decoder: decoder) { ticket throws(ServiceProviderError) in
                try GomaModelMapper.bet(ticket, currency: currency)
            },
            "ticket-qrcode": Table.entry(for: GomaAPI.ticketQRCode(id:), decoder: decoder) { answer throws(ServiceProviderError) in
                try GomaModelMapper.qrCode(answer)
            },
            "ticket-delete": Table.entry(for: GomaAPI.deleteTicket(id:), decoder: decoder) { $0 },
            "followees": Table.entry(for: GomaAPI.followees, decoder: decoder) { $0.data.users.map(GomaModelMapper.socialUser) },
            "followers": Table.entry(for: GomaAPI.followers, decoder: decoder) { $0.data.users.map(GomaModelMapper.socialUser) },
            "followees-total": Table.entry(for: GomaAPI.followeesTotal, decoder: decoder) { $0.data.total },
            "followers-total": Table.entry(for: GomaAPI.followersTotal, decoder: decoder) { $0.data.total },
            "followee-add": Table.entry(for: GomaAPI.follow(userId:), decoder: decoder) { $0.data.ids.map(String.init) },
            "followee-remove": Table.entry(for: GomaAPI.unfollow(userId:), decoder: decoder) { $0.data.ids.map(String.init) },
            "tips": Table.entry(for: GomaAPI.tips(page:limit:top:followers:friends:home:userId:), decoder: decoder) { page throws(ServiceProviderError) in
                var tips: [Tip] = []
                for tip in page.data { tips.append(try GomaModelMapper.tip(tip, currency: currency)) }
                return tips
            },
            "tips-rankings": Table.entry(for: GomaAPI.tipsRankings(type:followers:), decoder: decoder) { $0.map(GomaModelMapper.tipsterRanking) },
            "friends": Table.entry(for: GomaAPI.friends, decoder: decoder) { $0.data.map(GomaModelMapper.socialUser) },
            "friend-requests": Table.entry(for: GomaAPI.friendRequests, decoder: decoder) { $0.data.map(GomaModelMapper.socialUser) },
            "friends-add": Table.entry(for: GomaAPI.addFriends(userIds:asRequest:), decoder: decoder) { $0.data.chatRoomIds.map(String.init) },
            "friend-remove": Table.entry(for: GomaAPI.removeFriend(userId:), decoder: decoder) { $0 },
            "user-by-code": Table.entry(for: GomaAPI.user(code:), decoder: decoder) { GomaModelMapper.socialUser($0) },
            "downloadable-contents": Table.entry(for: GomaAPI.downloadableContents, decoder: decoder) {
                $0.compactMap(GomaModelMapper.downloadableContent)
            },
            "home-template": Table.entry(for: GomaAPI.homeTemplate, decoder: decoder) { GomaModelMapper.homeLayout($0) },
            "banners": Table.entry(for: GomaAPI.banners, decoder: decoder) { $0.map(GomaModelMapper.banner) },
            "boosted-odds-banners": Table.entry(for: GomaAPI.boostedOddsBanners, decoder: decoder) { $0.compactMap(GomaModelMapper.boostedOddsBanner) },
            "carousel-events": Table.entry(for: GomaAPI.sportBanners(language:), decoder: decoder) { GomaModelMapper.carouselEvents($0) },
            "hero-cards": Table.entry(for: GomaAPI.heroCards, decoder: decoder) { GomaModelMapper.heroCards($0) },
            "pro-choices": Table.entry(for: GomaAPI.proChoices, decoder: decoder) { GomaModelMapper.proChoices($0) },
            "promotions": Table.entry(for: GomaAPI.promotions(language:), decoder: decoder) { GomaModelMapper.promotions($0) },
            "promotion-details": Table.entry(for: GomaAPI.promotionDetails(slug:pageSlug:language:), decoder: decoder) {
                GomaModelMapper.promotionDetails($0)
            },
            "stories": Table.entry(for: GomaAPI.stories, decoder: decoder) { $0.map(GomaModelMapper.story) },
            "news": Table.entry(for: GomaAPI.news(page:pageSize:), decoder: decoder) { $0.map(GomaModelMapper.news) },
            "user-settings": Table.entry(for: GomaAPI.notificationSettings, decoder: decoder) { flags throws(ServiceProviderError) in
                try GomaModelMapper.notificationSettings(flags)
            },
            "wallet-deposit": Table.entry(for: GomaAPI.topUp, decoder: decoder) { GomaModelMapper.wallet($0, currency: currency) },
            "search": Table.entry(for: GomaAPI.search(value:), decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "favorites": Table.entry(for: GomaAPI.favourites, decoder: decoder) { GomaModelMapper.favouriteEventIds($0.data) },
            "events-highlights": Table.entry(for: GomaAPI.highlights, decoder: decoder) { $0.elements.map(GomaModelMapper.highlight) },
        ])
    }()

    /// The response names the `decode` tool accepts.
    public static var decodableResponses: [String] { table.names }

    /// Decodes a recorded response by name into its domain value.
    public static func decodeResponse(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable {
        try table.decode(name, from: data)
    }
}
