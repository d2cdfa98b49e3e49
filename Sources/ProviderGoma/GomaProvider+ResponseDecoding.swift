import Foundation
import ServicesProvider

/// The Goma responses the `decode` tool understands, named after the recorded payloads.
/// Amounts use the configuration's default currency (Goma's payloads carry none).
extension GomaProvider: ResponseDecoding {
    private static let table: ResponseDecoderTable = {
        let decoder = GomaCoding.makeDecoder()
        let currency = "EUR"
        typealias Table = ResponseDecoderTable
        return ResponseDecoderTable([
            "login": Table.entry(GomaModels.DataEnvelope<GomaModels.LoginData>.self, decoder: decoder) { GomaModelMapper.userSession($0.data) },
            "wallet": Table.entry(GomaModels.Wallet.self, decoder: decoder) { GomaModelMapper.wallet($0, currency: currency) },
            "sports": Table.entry([GomaModels.Sport].self, decoder: decoder) { $0.map(GomaModelMapper.sport) },
            "events-live": Table.entry([GomaModels.Event].self, decoder: decoder) { $0.map(GomaModelMapper.event) },
            "events-upcoming": Table.entry(GomaModels.Paged<GomaModels.Event>.self, decoder: decoder) { $0.data.map(GomaModelMapper.event) },
            "event-details": Table.entry(GomaModels.Event.self, decoder: decoder) { GomaModelMapper.event($0) },
            "event-markets": Table.entry([GomaModels.Market].self, decoder: decoder) { $0.map { GomaModelMapper.market($0, isLive: false) } },
            "place-bet": Table.entry(GomaModels.Ticket.self, decoder: decoder) { ticket throws(ServiceProviderError) in
                try GomaModelMapper.bet(ticket, currency: currency)
            },
            "my-tickets": Table.entry(GomaModels.Paged<GomaModels.Ticket>.self, decoder: decoder) { page throws(ServiceProviderError) in
                var bets: [Bet] = []
                for ticket in page.data { bets.append(try GomaModelMapper.bet(ticket, currency: currency)) }
                return bets
            },
            "home-template": Table.entry(GomaModels.HomeTemplate.self, decoder: decoder) { GomaModelMapper.homeLayout($0) },
            "banners": Table.entry([GomaModels.Banner].self, decoder: decoder) { $0.map(GomaModelMapper.banner) },
            "boosted-odds-banners": Table.entry([GomaModels.BoostedOddsBanner].self, decoder: decoder) { $0.map(GomaModelMapper.boostedOddsBanner) },
            "carousel-events": Table.entry([GomaModels.SportBanner].self, decoder: decoder) { $0.map(GomaModelMapper.carouselEvent) },
            "hero-cards": Table.entry([GomaModels.HeroCard].self, decoder: decoder) { $0.map(GomaModelMapper.heroCard) },
            "pro-choices": Table.entry([GomaModels.EventPointer].self, decoder: decoder) { $0.map(GomaModelMapper.proChoice) },
            "stories": Table.entry([GomaModels.Story].self, decoder: decoder) { $0.map(GomaModelMapper.story) },
            "news": Table.entry([GomaModels.NewsItem].self, decoder: decoder) { $0.map(GomaModelMapper.news) },
        ])
    }()

    /// The response names the `decode` tool accepts.
    public static var decodableResponses: [String] { table.names }

    /// Decodes a recorded response by name into its domain value.
    public static func decodeResponse(_ name: String, from data: Data) throws(ServiceProviderError) -> any Sendable {
        try table.decode(name, from: data)
    }
}
