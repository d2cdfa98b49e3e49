import Foundation

// `changedProperties` of an UPDATE, decoded straight into typed optionals and merged field by
// field (no JSON round trip). Keys not declared here change nothing the SDK reads.
extension EveryMatrixModels {
    /// The changed properties of one entity, by entity type.
    enum Patch: Sendable {
        // Boxed except the odds change, so a batch of odds changes stays compact in memory.
        indirect case sport(SportPatch)
        indirect case counters(CountersPatch)
        indirect case match(MatchPatch)
        indirect case eventInfo(EventInfoPatch)
        indirect case market(MarketPatch)
        indirect case outcome(OutcomePatch)
        case bettingOffer(BettingOfferPatch)
        indirect case marketGroup(MarketGroupPatch)
        case none

        init(type: String, from decoder: any Decoder) throws {
            switch type {
            case "SPORT": self = .sport(try SportPatch(from: decoder))
            case "LOCATION", "EVENT_CATEGORY": self = .counters(try CountersPatch(from: decoder))
            case "MATCH": self = .match(try MatchPatch(from: decoder))
            case "EVENT_INFO": self = .eventInfo(try EventInfoPatch(from: decoder))
            case "MARKET": self = .market(try MarketPatch(from: decoder))
            case "OUTCOME": self = .outcome(try OutcomePatch(from: decoder))
            case "BETTING_OFFER": self = .bettingOffer(try BettingOfferPatch(from: decoder))
            case "MARKET_GROUP": self = .marketGroup(try MarketGroupPatch(from: decoder))
            default: self = .none
            }
        }
    }

    struct SportPatch: Decodable, Sendable {
        var name: String?
        var numberOfEvents: Int?
        var numberOfMarkets: Int?
        var numberOfBettingOffers: Int?
        var numberOfLiveEvents: Int?
        var numberOfLiveMarkets: Int?
        var numberOfLiveBettingOffers: Int?
        var numberOfUpcomingMatches: Int?
        var numberOfMatchesWhichWillHaveLiveOdds: String?

        func merge(into sport: inout Sport) {
            if let name { sport.name = name }
            if let numberOfEvents { sport.numberOfEvents = numberOfEvents }
            if let numberOfMarkets { sport.numberOfMarkets = numberOfMarkets }
            if let numberOfBettingOffers { sport.numberOfBettingOffers = numberOfBettingOffers }
            if let numberOfLiveEvents { sport.numberOfLiveEvents = numberOfLiveEvents }
            if let numberOfLiveMarkets { sport.numberOfLiveMarkets = numberOfLiveMarkets }
            if let numberOfLiveBettingOffers { sport.numberOfLiveBettingOffers = numberOfLiveBettingOffers }
            if let numberOfUpcomingMatches { sport.numberOfUpcomingMatches = numberOfUpcomingMatches }
            if let numberOfMatchesWhichWillHaveLiveOdds { sport.numberOfMatchesWhichWillHaveLiveOdds = numberOfMatchesWhichWillHaveLiveOdds }
        }
    }

    /// LOCATION and EVENT_CATEGORY counters.
    struct CountersPatch: Decodable, Sendable {
        var name: String?
        var numberOfEvents: Int?
        var numberOfLiveEvents: Int?

        func merge(into location: inout Location) {
            if let name { location.name = name }
            if let numberOfEvents { location.numberOfEvents = numberOfEvents }
            if let numberOfLiveEvents { location.numberOfLiveEvents = numberOfLiveEvents }
        }

        func merge(into category: inout EventCategory) {
            if let name { category.name = name }
            if let numberOfEvents { category.numberOfEvents = numberOfEvents }
            if let numberOfLiveEvents { category.numberOfLiveEvents = numberOfLiveEvents }
        }
    }

    struct MatchPatch: Decodable, Sendable {
        var name: String?
        var startTime: Int64?
        var statusId: String?
        var statusName: String?
        var currentPartId: String?
        var currentPartName: String?
        var homeParticipantName: String?
        var awayParticipantName: String?
        var numberOfMarkets: Int?
        var numberOfBettingOffers: Int?

        func merge(into match: inout Match) {
            if let name { match.name = name }
            if let startTime { match.startTime = startTime }
            if let statusId { match.statusId = statusId }
            if let statusName { match.statusName = statusName }
            if let currentPartId { match.currentPartId = currentPartId }
            if let currentPartName { match.currentPartName = currentPartName }
            if let homeParticipantName { match.homeParticipantName = homeParticipantName }
            if let awayParticipantName { match.awayParticipantName = awayParticipantName }
            if let numberOfMarkets { match.numberOfMarkets = numberOfMarkets }
            if let numberOfBettingOffers { match.numberOfBettingOffers = numberOfBettingOffers }
        }
    }

    struct EventInfoPatch: Decodable, Sendable {
        var statusId: String?
        var paramFloat1: Double?
        var paramFloat2: Double?
        var paramParticipantId1: AggregatorId?
        var paramParticipantId2: AggregatorId?
        var paramEventStatusId1: String?
        var paramEventPartName1: String?

        func merge(into info: inout EventInfo) {
            if let statusId { info.statusId = statusId }
            if let paramFloat1 { info.paramFloat1 = paramFloat1 }
            if let paramFloat2 { info.paramFloat2 = paramFloat2 }
            if let paramParticipantId1 { info.paramParticipantId1 = paramParticipantId1 }
            if let paramParticipantId2 { info.paramParticipantId2 = paramParticipantId2 }
            if let paramEventStatusId1 { info.paramEventStatusId1 = paramEventStatusId1 }
            if let paramEventPartName1 { info.paramEventPartName1 = paramEventPartName1 }
        }
    }

    /// A market's line moves with its name (`Over/Under 2.5`), so its parameters are patched too.
    struct MarketPatch: Decodable, Sendable {
        var name: String?
        var isAvailable: Bool?
        var isClosed: Bool?
        var mainLine: Bool?
        var paramFloat1: Decimal?
        var paramFloat2: Decimal?
        var paramFloat3: Decimal?
        var paramParticipantId1: AggregatorId?
        var paramParticipantId3: AggregatorId?

        func merge(into market: inout Market) {
            if let name { market.name = name }
            if let isAvailable { market.isAvailable = isAvailable }
            if let isClosed { market.isClosed = isClosed }
            if let mainLine { market.mainLine = mainLine }
            if let paramFloat1 { market.paramFloat1 = paramFloat1 }
            if let paramFloat2 { market.paramFloat2 = paramFloat2 }
            if let paramFloat3 { market.paramFloat3 = paramFloat3 }
            if let paramParticipantId1 { market.paramParticipantId1 = paramParticipantId1 }
            if let paramParticipantId3 { market.paramParticipantId3 = paramParticipantId3 }
        }
    }

    /// An outcome's line moves with its name (`Over 2.5`), so its parameters are patched too.
    struct OutcomePatch: Decodable, Sendable {
        var statusId: String?
        var translatedName: String?
        var paramFloat1: Decimal?
        var paramFloat2: Decimal?
        var paramFloat3: Decimal?

        func merge(into outcome: inout Outcome) {
            if let statusId { outcome.statusId = statusId }
            if let translatedName { outcome.translatedName = translatedName }
            if let paramFloat1 { outcome.paramFloat1 = paramFloat1 }
            if let paramFloat2 { outcome.paramFloat2 = paramFloat2 }
            if let paramFloat3 { outcome.paramFloat3 = paramFloat3 }
        }
    }

    struct BettingOfferPatch: Decodable, Sendable {
        var statusId: String?
        var odds: Decimal?
        var isAvailable: Bool?
        var lastChangedTime: Int64?

        init(statusId: String? = nil, odds: Decimal? = nil, isAvailable: Bool? = nil, lastChangedTime: Int64? = nil) {
            self.statusId = statusId
            self.odds = odds
            self.isAvailable = isAvailable
            self.lastChangedTime = lastChangedTime
        }

        func merge(into offer: inout BettingOffer) {
            if let statusId { offer.statusId = statusId }
            if let odds { offer.odds = odds }
            if let isAvailable { offer.isAvailable = isAvailable }
            if let lastChangedTime { offer.lastChangedTime = lastChangedTime }
        }
    }
}
