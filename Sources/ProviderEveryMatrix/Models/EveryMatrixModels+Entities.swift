import Foundation

// The aggregator's entity types (only the keys the SDK reads are declared; the rest are ignored).
extension EveryMatrixModels {
    /// Any aggregator entity, by its `_type` / `entityType`.
    package enum Entity: Sendable {
        // Every case is boxed, so an entity is one word: a dump's records are not each as wide
        // as a MATCH, and a change record's optional entity costs a word. A box is the size of
        // its own entity (on a 50 MB dump, records took 46 MB inline and 28 MB boxed).
        indirect case sport(Sport)
        indirect case location(Location)
        indirect case eventCategory(EventCategory)
        indirect case match(Match)
        indirect case eventInfo(EventInfo)
        indirect case market(Market)
        indirect case outcome(Outcome)
        indirect case marketOutcomeRelation(MarketOutcomeRelation)
        indirect case bettingOffer(BettingOffer)
        indirect case marketGroup(MarketGroup)
        indirect case other(type: String, id: AggregatorId)
        indirect case unknown(type: String, id: AggregatorId)

        /// Types the SDK decodes but does not use (counters, groups, display hints).
        static let otherTypes: Set<String> = ["MAIN_MARKET", "MARKET_INFO", "EVENT_PART_SCORE",
                                              "POPULAR_MATCHES_NUMBER", "LIVE_MATCHES_NUMBER", "NEXT_MATCHES_NUMBER"]

        init(type: String, from decoder: any Decoder) throws {
            switch type {
            case "SPORT": self = .sport(try Sport(from: decoder))
            case "LOCATION": self = .location(try Location(from: decoder))
            case "EVENT_CATEGORY": self = .eventCategory(try EventCategory(from: decoder))
            case "MATCH": self = .match(try Match(from: decoder))
            case "EVENT_INFO": self = .eventInfo(try EventInfo(from: decoder))
            case "MARKET": self = .market(try Market(from: decoder))
            case "OUTCOME": self = .outcome(try Outcome(from: decoder))
            case "MARKET_OUTCOME_RELATION": self = .marketOutcomeRelation(try MarketOutcomeRelation(from: decoder))
            case "BETTING_OFFER": self = .bettingOffer(try BettingOffer(from: decoder))
            case "MARKET_GROUP": self = .marketGroup(try MarketGroup(from: decoder))
            default:
                let id = try Identified(from: decoder).id
                self = Self.otherTypes.contains(type) ? .other(type: type, id: id) : .unknown(type: type, id: id)
            }
        }
    }

    /// Any record with an id.
    struct Identified: Decodable, Sendable {
        let id: AggregatorId
    }

    /// SPORT: a discipline and its counters.
    package struct Sport: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var name: String
        var shortName: String?
        var isVirtual: Bool?
        var numberOfEvents: Int?
        var numberOfMarkets: Int?
        var numberOfBettingOffers: Int?
        var numberOfLiveEvents: Int?
        var numberOfLiveMarkets: Int?
        var numberOfLiveBettingOffers: Int?
        var numberOfUpcomingMatches: Int?
        var numberOfMatchesWhichWillHaveLiveOdds: String?
    }

    /// LOCATION: a country or region.
    package struct Location: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var name: String
        var code: String?
        var numberOfEvents: Int?
        var numberOfLiveEvents: Int?
    }

    /// EVENT_CATEGORY: a category (country group) of competitions within a sport.
    package struct EventCategory: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var sportId: AggregatorId
        var name: String
        var numberOfEvents: Int?
        var numberOfLiveEvents: Int?
    }

    /// MATCH: an event. `statusId` is language-independent; `statusName` is localised.
    package struct Match: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var sportId: AggregatorId
        var sportName: String?
        var parentId: AggregatorId?
        var parentName: String?
        var name: String
        var startTime: Int64
        var venueId: AggregatorId?
        var venueName: String?
        var categoryId: AggregatorId?
        var categoryName: String?
        var statusId: String
        var statusName: String?
        var rootPartId: String?
        var currentPartId: String?
        var currentPartName: String?
        var homeParticipantId: AggregatorId?
        var homeParticipantName: String?
        var awayParticipantId: AggregatorId?
        var awayParticipantName: String?
        var numberOfMarkets: Int?
        var numberOfBettingOffers: Int?
    }

    /// EVENT_INFO: a fact about a match (score, cards, serve, status, match time) by `typeId`;
    /// `paramFloat1/2` belong to `paramParticipantId1/2`.
    package struct EventInfo: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var typeId: String
        var eventId: AggregatorId
        var statusId: String?
        var eventPartId: String?
        var eventPartName: String?
        var paramFloat1: Double?
        var paramFloat2: Double?
        var paramParticipantId1: AggregatorId?
        var paramParticipantId2: AggregatorId?
        var paramEventStatusId1: String?
        var paramEventPartName1: String?
        /// What `paramFloat1/2` count (`Set`, `Game`, `Point`): a tennis score info of `Point`s is
        /// a game's score, not a period's.
        var paramScoringUnitName1: String?
    }

    /// MARKET: a market of a match (outcomes link through MARKET_OUTCOME_RELATION only). Its
    /// `paramFloat`s are the market's line: `paramFloat1` alone (a total, or a handicap for
    /// `paramParticipantId1`), or `paramFloat3` for `paramParticipantId3` after the score it
    /// starts from (`paramFloat1`-`paramFloat2`).
    package struct Market: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var name: String
        var eventId: AggregatorId
        var bettingTypeId: String?
        var isAvailable: Bool?
        var isClosed: Bool?
        var mainLine: Bool?
        var paramFloat1: Decimal?
        var paramFloat2: Decimal?
        var paramFloat3: Decimal?
        var paramParticipantId1: AggregatorId?
        var paramParticipantId3: AggregatorId?
    }

    /// OUTCOME: a selection of a match. `headerNameKey` is the column it is shown in (`home`,
    /// `draw`, `away`, `over`, `under`, `home_draw`…); `code` spells what it selects in the
    /// vendor's language-free notation (`#P772` a participant, `#D` the draw, `#O 2.5`, after a
    /// `(0-0)` score it starts from); the `paramFloat`s hold its line as a market's do.
    package struct Outcome: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var eventId: AggregatorId
        var statusId: String?
        var code: String?
        var translatedName: String?
        var headerNameKey: String?
        var paramFloat1: Decimal?
        var paramFloat2: Decimal?
        var paramFloat3: Decimal?
    }

    /// MARKET_OUTCOME_RELATION: the only link from a market to its outcomes.
    package struct MarketOutcomeRelation: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var marketId: AggregatorId
        var outcomeId: AggregatorId
    }

    /// BETTING_OFFER: the price of an outcome (`statusId` 1 open, 4 suspended).
    package struct BettingOffer: Decodable, Sendable, Hashable {
        // The fields an odds change reads come first (the store's hot path; see StoredOffer).
        var odds: Decimal
        var statusId: String?
        var isAvailable: Bool?
        var lastChangedTime: Int64?
        var id: AggregatorId
        var outcomeId: AggregatorId
    }
}
