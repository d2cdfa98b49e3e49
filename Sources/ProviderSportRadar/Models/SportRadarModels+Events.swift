import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `bannerCategoryList` `F/QuickLinks` (the top competitions) and `F/Homepage` (the top
    /// banners): banner categories whose items are read one by one (a bad one is dropped).
    struct BannerCategory: Decodable, Sendable {
        let title: String?
        let banneritems: LossyList<BannerItem>?
    }

    /// A banner item: a quick link's `location` is a path whose last segment is a navigation node
    /// id; a top banner's is where a tap goes. `bannerstaticcontents` are the texts drawn on it.
    struct BannerItem: Decodable, Sendable {
        let idfwbanneritem: String?
        let name: String?
        let bannertype: String?
        let imageurl: String?
        let bannerdisplay: String?
        let linktype: String?
        let location: String?
        let bannerstaticcontents: [String]?
    }

    /// `marketGroup` content: a market group's markets (outrights), each carrying its event's fields.
    struct MarketGroupContent: Decodable, Sendable {
        let idfwmarketgroup: String?
        let markets: [ContentMarket]?
    }

    /// `liveDataExtended` content. Decoding fails when `attributes.COMPLETE` is missing.
    struct LiveDataExtended: Decodable, Sendable {
        let targetEventId: String?
        /// `mm:ss`, possibly with stoppage time (`45:00 +2:00`).
        let matchTime: String?
        let attributes: Attributes

        struct Attributes: Decodable, Sendable {
            let COMPLETE: [String: Attribute]
        }
    }

    /// One `attributes.COMPLETE` entry: a score `{COMPETITOR: {home, away}}` or an event value
    /// `{EVENT: {"": text or number}}` (STATUS, SERVE). Other shapes read as neither.
    struct Attribute: Decodable, Sendable {
        let score: ScoreValue?
        let eventValue: FlexibleString?

        private enum CodingKeys: String, CodingKey { case COMPETITOR, EVENT }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            score = container.contains(.COMPETITOR) ? try? container.decode(ScoreValue.self, forKey: .COMPETITOR) : nil
            eventValue = (try? container.decode([String: FlexibleString].self, forKey: .EVENT))?[""]
        }
    }

    /// `GET {cdn}/sportsbook/config/marketsFilter_v2.json`: market tabs keyed by arbitrary strings.
    typealias MarketsFilter = [String: MarketFilterGroup]

    /// One tab of the market filter. `translations` needs `UK` (and `ES`); others are optional.
    struct MarketFilterGroup: Decodable, Sendable {
        let displayOrder: Int
        let translations: [String: String]
        /// Keyed by sport code, or `all` for every sport.
        let marketsBySportType: [String: [MarketFilterEntry]]
    }

    /// A market type in a tab: a market joins when its type equals the FIRST of `ids`.
    struct MarketFilterEntry: Decodable, Sendable {
        let ids: [String]
        let displayOrder: Int?
        let expanded: Bool?
    }
}
