import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Goma responses the `decode` tool understands, named after the recorded payloads; each
/// entry's layer-1 type is its endpoint's response.
/// Amounts use the configuration's default currency (Goma's payloads carry none).
@_spi(ProviderKit) extension GomaProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = GomaCoding.makeDecoder()
        let currency = "EUR"
        typealias Table = ResponseDecoderTable
        return ResponseDecoderTable([
            "login": Table.entry(for: GomaAPI.login(username:password:pushToken:), decoder: decoder) { GomaModelMapper.userSession($0.data) },
            "wallet": Table.entry(for: GomaAPI.wallet, decoder: decoder) { GomaModelMapper.wallet($0, currency: currency) },
            "sports": Table.entry(for: GomaAPI.sports, decoder: decoder) { $0.map(GomaModelMapper.sport) },
            "events-live": Table.entry(for: GomaAPI.liveEvents(sportId:page:), decoder: decoder) { $0.map(GomaModelMapper.event) },
            "events-upcoming": Table.entry(for: GomaAPI.upcomingEvents(sportId:page:), decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "event-details": Table.entry(for: GomaAPI.eventDetails(id:), decoder: decoder) { GomaModelMapper.event($0) },
            "event-markets": Table.entry(for: GomaAPI.eventMarkets(id:limit:), decoder: decoder) { $0.map { GomaModelMapper.market($0, isLive: false) } },
            "place-bet": Table.entry(for: GomaAPI.placeBet, decoder: decoder) { ticket throws(ServiceProviderError) in
                try GomaModelMapper.bet(ticket, currency: currency)
            },
            "my-tickets": Table.entry(for: GomaAPI.tickets(statuses:limit:page:), decoder: decoder) { page throws(ServiceProviderError) in
                var bets: [Bet] = []
                for ticket in page.data { bets.append(try GomaModelMapper.bet(ticket, currency: currency)) }
                return bets
            },
            "home-template": Table.entry(for: GomaAPI.homeTemplate, decoder: decoder) { GomaModelMapper.homeLayout($0) },
            "banners": Table.entry(for: GomaAPI.banners, decoder: decoder) { $0.map(GomaModelMapper.banner) },
            "boosted-odds-banners": Table.entry(for: GomaAPI.boostedOddsBanners, decoder: decoder) { $0.map(GomaModelMapper.boostedOddsBanner) },
            "carousel-events": Table.entry(for: GomaAPI.sportBanners, decoder: decoder) { $0.map(GomaModelMapper.carouselEvent) },
            "hero-cards": Table.entry(for: GomaAPI.heroCards, decoder: decoder) { $0.map(GomaModelMapper.heroCard) },
            "pro-choices": Table.entry(for: GomaAPI.proChoices, decoder: decoder) { $0.map(GomaModelMapper.proChoice) },
            "stories": Table.entry(for: GomaAPI.stories, decoder: decoder) { $0.map(GomaModelMapper.story) },
            "news": Table.entry(for: GomaAPI.news(page:pageSize:), decoder: decoder) { $0.map(GomaModelMapper.news) },
        ])
    }()

    /// The response names the `decode` tool accepts.
    public static var decodableResponses: [String] { table.names }

    /// Decodes a recorded response by name into its domain value.
    public static func decodeResponse(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable {
        try table.decode(name, from: data)
    }
}
