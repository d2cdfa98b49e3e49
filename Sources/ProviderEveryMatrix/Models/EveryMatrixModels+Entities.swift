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

        package init(type: String, from decoder: any Decoder) throws {
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
    package struct Identified: Decodable, Sendable {
        package let id: AggregatorId
    }

    /// SPORT: a discipline and its counters.
    package struct Sport: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var name: String
        package var shortName: String?
        package var isVirtual: Bool?
        package var numberOfEvents: Int?
        package var numberOfMarkets: Int?
        package var numberOfBettingOffers: Int?
        package var numberOfLiveEvents: Int?
        package var numberOfLiveMarkets: Int?
        package var numberOfLiveBettingOffers: Int?
        package var numberOfUpcomingMatches: Int?
        package var numberOfMatchesWhichWillHaveLiveOdds: String?
    }

    /// LOCATION: a country or region.
    package struct Location: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var name: String
        package var code: String?
        package var numberOfEvents: Int?
        package var numberOfLiveEvents: Int?
    }

    /// EVENT_CATEGORY: a category (country group) of competitions within a sport.
    package struct EventCategory: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var sportId: AggregatorId
        package var name: String
        package var numberOfEvents: Int?
        package var numberOfLiveEvents: Int?
    }

    /// MATCH: an event. `statusId` is language-independent; `statusName` is localised.
    package struct Match: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var sportId: AggregatorId
        package var sportName: String?
        package var parentId: AggregatorId?
        package var parentName: String?
        package var name: String
        package var startTime: Int64
        package var venueId: AggregatorId?
        package var venueName: String?
        package var categoryId: AggregatorId?
        package var categoryName: String?
        package var statusId: String
        package var statusName: String?
        package var rootPartId: String?
        package var currentPartId: String?
        package var currentPartName: String?
        package var homeParticipantId: AggregatorId?
        package var homeParticipantName: String?
        package var awayParticipantId: AggregatorId?
        package var awayParticipantName: String?
        package var numberOfMarkets: Int?
        package var numberOfBettingOffers: Int?
    }

    /// EVENT_INFO: a fact about a match (score, cards, serve, status, match time) by `typeId`;
    /// `paramFloat1/2` belong to `paramParticipantId1/2`.
    package struct EventInfo: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var typeId: String
        package var eventId: AggregatorId
        package var statusId: String?
        package var eventPartId: String?
        package var eventPartName: String?
        package var paramFloat1: Double?
        package var paramFloat2: Double?
        package var paramParticipantId1: AggregatorId?
        package var paramParticipantId2: AggregatorId?
        package var paramEventStatusId1: String?
        package var paramEventPartName1: String?
        /// What `paramFloat1/2` count (`Set`, `Game`, `Point`): a tennis score info of `Point`s is
        /// a game's score, not a period's.
        package var paramScoringUnitName1: String?
    }

    /// MARKET: a market of a match (outcomes link through MARKET_OUTCOME_RELATION only).
    package struct Market: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var name: String
        package var eventId: AggregatorId
        package var bettingTypeId: String?
        package var isAvailable: Bool?
        package var isClosed: Bool?
        package var mainLine: Bool?
    }

    /// OUTCOME: a selection of a match. `headerNameKey` says which side it is (`home`, `draw`,
    /// `away`, `over`, `under`, `home_draw`…); `typeId` says what the `paramFloat`s hold (the
    /// total of an over/under, the handicap of a handicap winner, the score it starts from).
    package struct Outcome: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var eventId: AggregatorId
        package var statusId: String?
        package var code: String?
        package var translatedName: String?
        package var headerNameKey: String?
        package var typeId: String?
        package var paramFloat1: Decimal?
        package var paramFloat3: Decimal?
    }

    /// MARKET_OUTCOME_RELATION: the only link from a market to its outcomes.
    package struct MarketOutcomeRelation: Decodable, Sendable, Hashable {
        package var id: AggregatorId
        package var marketId: AggregatorId
        package var outcomeId: AggregatorId
    }

    /// BETTING_OFFER: the price of an outcome (`statusId` 1 open, 4 suspended).
    package struct BettingOffer: Decodable, Sendable, Hashable {
        // The fields an odds change reads come first (the store's hot path; see StoredOffer).
        package var odds: Decimal
        package var statusId: String?
        package var isAvailable: Bool?
        package var lastChangedTime: Int64?
        package var id: AggregatorId
        package var outcomeId: AggregatorId
    }
}
