import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// The content API's envelope: `{"data": …, "value": version?}`.
    struct ContentResponse<Payload: Decodable & Sendable>: Decodable, Sendable {
        let data: Payload
        let value: Int?
    }

    /// The content request body: `{"contentId":{"type","id"},"clientContext":{"language","ipAddress"}}`.
    struct ContentRequest: Encodable, Sendable, Equatable {
        struct ContentId: Encodable, Sendable, Equatable {
            let type: String
            let id: String
        }
        struct ClientContext: Encodable, Sendable, Equatable {
            let language: String
            let ipAddress: String
        }
        let contentId: ContentId
        let clientContext: ClientContext
    }

    /// A navigation list (`boNavigationList`): the `top` list holds the sports; a sport node its
    /// regions, a region node its competitions, a competition node its market groups. Every node
    /// but `top` carries its own id, name and counters (strings).
    struct NavigationList: Decodable, Sendable {
        let idfwbonavigation: String?
        let name: String?
        let idfwbonavigation_parent: String?
        let contentcategoryname: String?
        let numevents: String?
        let numoutrightevents: String?
        let bonavigationnodes: [NavigationNode]?
        let marketgroups: [MarketGroupNode]?
    }

    /// One navigation node. Counters are strings.
    struct NavigationNode: Decodable, Sendable {
        let idfwbonavigation: String
        let name: String
        let numevents: String?
        let numoutrightevents: String?
        let numoutrightmarkets: String?
        let numinplayevents: String?
        let focontentid: String?
        let bonavigationnodes: [NavigationNode]?
        let marketgroups: [MarketGroupNode]?
    }

    /// A market group of a competition node: its id names the `eventGroup` (and `marketGroup`)
    /// content holding the competition's events (or outrights). The name is optional: the
    /// "Popular" node of `F/top` lists groups without one, and the sport list reads that node too.
    struct MarketGroupNode: Decodable, Sendable {
        let idfwmarketgroup: String
        let name: String?
        let numevents: String?
    }

    /// An event group (`eventGroup`): a competition's events.
    struct EventGroup: Decodable, Sendable {
        let idfwmarketgroup: String?
        let name: String?
        let events: [ContentEvent]
    }

    /// An event as the content API sends it.
    struct ContentEvent: Decodable, Sendable {
        let idfoevent: String
        let name: String?
        let participantname_home: String?
        let participantname_away: String?
        /// `yyyy-MM-dd'T'HH:mm:ss.SSSZ` (required).
        let tsstart: String
        let idfosporttype: String?
        let sporttypename: String?
        let idfotournament: String?
        let tournamentname: String?
        let tournamentcountryname: String?
        let externalreference: String?
        let numMarkets: Int?
        let liveDataSummary: LiveDataSummary?
        let markets: [ContentMarket]?
    }

    /// Live state of an event; `scores` is required when the summary is present. `serve` is
    /// `1` (home) or `2` (away), as a string or a number.
    struct LiveDataSummary: Decodable, Sendable {
        let status: String?
        let matchTime: String?
        let scores: [String: ScoreValue]
        let serve: FlexibleString?
    }

    /// `{home, away}` or `{COMPETITOR: {home, away}}`.
    struct ScoreValue: Decodable, Sendable {
        let home: Int
        let away: Int

        private enum CodingKeys: String, CodingKey { case home, away, COMPETITOR }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.COMPETITOR) {
                let nested = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .COMPETITOR)
                home = try nested.decode(Int.self, forKey: .home)
                away = try nested.decode(Int.self, forKey: .away)
            } else {
                home = try container.decode(Int.self, forKey: .home)
                away = try container.decode(Int.self, forKey: .away)
            }
        }
    }

    /// A market of an event.
    struct ContentMarket: Decodable, Sendable {
        let idfomarket: String
        let name: String
        let idefmarkettype: String?
        let istradable: Bool?
        let ismainoutright: Bool?
        let isunderover: Bool?
        let line: FlexibleString?
        let idfoevent: String?
        let idfomarkettypecategory: String?
        /// Offered in the bet builder ("MixMatch").
        let custombetavailable: Bool?
        // The event's fields, repeated on every market (a `market` or `marketGroup` answer has
        // no event around it).
        let eventname: String?
        let participantname_home: String?
        let participantname_away: String?
        let tsstart: String?
        let idfosporttype: String?
        let sportname: String?
        let idfotournament: String?
        let tournamentname: String?
        let tournamentcountryname: String?
        let selections: [ContentSelection]?
    }

    /// A selection (outcome); prices are fractional, as strings.
    struct ContentSelection: Decodable, Sendable {
        let idfoselection: String
        let name: String
        let selectionhashcode: String
        let currentpriceup: String?
        let currentpricedown: String?
        let idfomarket: String?
        let hadvalue: String?
        let istradable: Bool?
        let isunderover: Bool?
        let idfoselectionsuspensiontype: String?
    }
}
