import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModels {
    /// `GET /api/sports/v1` item.
    struct Sport: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        let preLiveCount: FlexibleInt?
        let liveCount: FlexibleInt?

        enum CodingKeys: String, CodingKey {
            case id, name
            case preLiveCount = "pre_live_count"
            case liveCount = "live_count"
        }
    }

    /// A sport as nested in events: `{id, name}`.
    struct SportReference: Decodable, Sendable {
        let id: FlexibleID
        let name: String
    }

    /// `{id, name, iso_code}`; the regions list (`GET /api/regions/v1`) adds the two counts.
    struct Region: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        let isoCode: String?
        let preLiveCount: FlexibleInt?
        let liveCount: FlexibleInt?

        enum CodingKeys: String, CodingKey {
            case id, name
            case isoCode = "iso_code"
            case preLiveCount = "pre_live_count"
            case liveCount = "live_count"
        }
    }

    /// A competition. Goma nests the competition's sport inside its region. The competition
    /// calls (`GET /api/competitions/v1…`) add the two counts; events do not.
    struct Competition: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        let region: CompetitionRegion?
        let preLiveCount: FlexibleInt?
        let liveCount: FlexibleInt?

        enum CodingKeys: String, CodingKey {
            case id, name, region
            case preLiveCount = "pre_live_count"
            case liveCount = "live_count"
        }

        struct CompetitionRegion: Decodable, Sendable {
            let id: FlexibleID
            let name: String
            let isoCode: String?
            let sport: SportReference?

            enum CodingKeys: String, CodingKey {
                case id, name
                case isoCode = "iso_code"
                case sport
            }
        }
    }

    /// `{country, name_livefeed}`: what the logo path is built from.
    struct TeamMeta: Decodable, Sendable {
        let country: String?
        let nameLivefeed: String?

        enum CodingKeys: String, CodingKey {
            case country
            case nameLivefeed = "name_livefeed"
        }
    }

    /// An event (list item, details, live). `package` for the tooling's large-list benchmark,
    /// whose baseline decodes a list of them with JSONDecoder alone.
    package struct Event: Decodable, Sendable {
        let id: FlexibleID
        let homeTeam: String
        let awayTeam: String
        let homeTeamMeta: TeamMeta?
        let awayTeamMeta: TeamMeta?
        /// `yyyy-MM-dd HH:mm:ss`; required.
        let dateTime: Date
        let status: String
        let isLive: FlexibleBool?
        let homeScore: Int?
        let awayScore: Int?
        let htScore: String?
        let ftScore: String?
        let etScore: String?
        let p1Score: String?
        let p2Score: String?
        let p3Score: String?
        let p4Score: String?
        let p5Score: String?
        /// The match clock, sent as `"67"` or `67`.
        let timer: FlexibleString?
        let sport: SportReference
        /// Required by the vendor's model.
        let region: Region
        let competition: Competition?
        let markets: [Market]?
        let imageURL: String?

        enum CodingKeys: String, CodingKey {
            case id
            case homeTeam = "home_team"
            case awayTeam = "away_team"
            case homeTeamMeta = "home_team_meta"
            case awayTeamMeta = "away_team_meta"
            case dateTime = "date_time"
            case status
            case isLive = "is_live"
            case homeScore = "home_score"
            case awayScore = "away_score"
            case htScore = "ht_score"
            case ftScore = "ft_score"
            case etScore = "et_score"
            case p1Score = "p1_score"
            case p2Score = "p2_score"
            case p3Score = "p3_score"
            case p4Score = "p4_score"
            case p5Score = "p5_score"
            case timer, sport, region, competition, markets
            case imageURL = "image_url"
        }
    }

    /// A market with its outcomes.
    struct Market: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        /// Used as the market type id for grouping.
        let sportEventMarketId: FlexibleID?
        let outcomes: [Outcome]
        let stats: MarketStatsEnvelope?

        enum CodingKeys: String, CodingKey {
            case id, name
            case sportEventMarketId = "sport_event_market_id"
            case outcomes, stats
        }
    }

    /// An outcome. `price` and `price_live` are both required; either may be a string or a number.
    struct Outcome: Decodable, Sendable {
        let id: FlexibleID
        let name: String
        let code: String?
        let price: FlexibleDecimal
        let priceLive: FlexibleDecimal

        enum CodingKeys: String, CodingKey {
            case id, name, code, price
            case priceLive = "price_live"
        }
    }

    /// `market.stats`: its `stats` field is a JSON document encoded in a string.
    struct MarketStatsEnvelope: Decodable, Sendable {
        let stats: MarketStats

        /// One decoder for every market's embedded document (this runs per market on hot lists).
        private static let statsDecoder = JSONDecoder()

        enum CodingKeys: String, CodingKey {
            case stats
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let text = try container.decode(String.self, forKey: .stats)
            do {
                stats = try Self.statsDecoder.decode(MarketStats.self, from: Data(text.utf8))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .stats, in: container,
                                                       debugDescription: "stats is not the expected JSON document: \(error)")
            }
        }
    }

    /// The decoded `{"data":{"home_participant":…,"away_participant":…}}`.
    struct MarketStats: Decodable, Sendable {
        let data: Participants

        struct Participants: Decodable, Sendable {
            let homeParticipant: Record?
            let awayParticipant: Record?

            enum CodingKeys: String, CodingKey {
                case homeParticipant = "home_participant"
                case awayParticipant = "away_participant"
            }
        }

        /// `{Total, Wins, Draws, Losses}`, `{Over, Under}` or `{Yes, No}`.
        struct Record: Decodable, Sendable {
            let total: Int?
            let wins: Int?
            let draws: Int?
            let losses: Int?
            let over: Int?
            let under: Int?
            let yes: Int?
            let no: Int?

            enum CodingKeys: String, CodingKey {
                case total = "Total"
                case wins = "Wins"
                case draws = "Draws"
                case losses = "Losses"
                case over = "Over"
                case under = "Under"
                case yes = "Yes"
                case no = "No"
            }
        }
    }
}
