import Foundation

// `changedProperties` of an UPDATE, decoded straight into typed optionals and merged field by
// field (no JSON round trip). Keys not declared here change nothing the SDK reads.
extension EveryMatrixModels {
    /// The changed properties of one entity, by entity type.
    package enum Patch: Sendable {
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

        package init(type: String, from decoder: any Decoder) throws {
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

    package struct SportPatch: Decodable, Sendable {
        package var name: String?
        package var numberOfEvents: Int?
        package var numberOfMarkets: Int?
        package var numberOfBettingOffers: Int?
        package var numberOfLiveEvents: Int?
        package var numberOfLiveMarkets: Int?
        package var numberOfLiveBettingOffers: Int?
        package var numberOfUpcomingMatches: Int?
        package var numberOfMatchesWhichWillHaveLiveOdds: String?

        package func merge(into sport: inout Sport) {
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
    package struct CountersPatch: Decodable, Sendable {
        package var name: String?
        package var numberOfEvents: Int?
        package var numberOfLiveEvents: Int?

        package func merge(into location: inout Location) {
            if let name { location.name = name }
            if let numberOfEvents { location.numberOfEvents = numberOfEvents }
            if let numberOfLiveEvents { location.numberOfLiveEvents = numberOfLiveEvents }
        }

        package func merge(into category: inout EventCategory) {
            if let name { category.name = name }
            if let numberOfEvents { category.numberOfEvents = numberOfEvents }
            if let numberOfLiveEvents { category.numberOfLiveEvents = numberOfLiveEvents }
        }
    }

    package struct MatchPatch: Decodable, Sendable {
        package var name: String?
        package var startTime: Int64?
        package var statusId: String?
        package var statusName: String?
        package var currentPartId: String?
        package var currentPartName: String?
        package var homeParticipantName: String?
        package var awayParticipantName: String?
        package var numberOfMarkets: Int?
        package var numberOfBettingOffers: Int?

        package func merge(into match: inout Match) {
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

    package struct EventInfoPatch: Decodable, Sendable {
        package var statusId: String?
        package var paramFloat1: Double?
        package var paramFloat2: Double?
        package var paramParticipantId1: AggregatorId?
        package var paramParticipantId2: AggregatorId?
        package var paramEventStatusId1: String?
        package var paramEventPartName1: String?

        package func merge(into info: inout EventInfo) {
            if let statusId { info.statusId = statusId }
            if let paramFloat1 { info.paramFloat1 = paramFloat1 }
            if let paramFloat2 { info.paramFloat2 = paramFloat2 }
            if let paramParticipantId1 { info.paramParticipantId1 = paramParticipantId1 }
            if let paramParticipantId2 { info.paramParticipantId2 = paramParticipantId2 }
            if let paramEventStatusId1 { info.paramEventStatusId1 = paramEventStatusId1 }
            if let paramEventPartName1 { info.paramEventPartName1 = paramEventPartName1 }
        }
    }

    package struct MarketPatch: Decodable, Sendable {
        package var name: String?
        package var isAvailable: Bool?
        package var isClosed: Bool?
        package var mainLine: Bool?

        package func merge(into market: inout Market) {
            if let name { market.name = name }
            if let isAvailable { market.isAvailable = isAvailable }
            if let isClosed { market.isClosed = isClosed }
            if let mainLine { market.mainLine = mainLine }
        }
    }

    package struct OutcomePatch: Decodable, Sendable {
        package var statusId: String?
        package var translatedName: String?

        package func merge(into outcome: inout Outcome) {
            if let statusId { outcome.statusId = statusId }
            if let translatedName { outcome.translatedName = translatedName }
        }
    }

    package struct BettingOfferPatch: Decodable, Sendable {
        package var statusId: String?
        package var odds: Decimal?
        package var isAvailable: Bool?
        package var lastChangedTime: Int64?

        package init(statusId: String? = nil, odds: Decimal? = nil, isAvailable: Bool? = nil, lastChangedTime: Int64? = nil) {
            self.statusId = statusId
            self.odds = odds
            self.isAvailable = isAvailable
            self.lastChangedTime = lastChangedTime
        }

        package func merge(into offer: inout BettingOffer) {
            if let statusId { offer.statusId = statusId }
            if let odds { offer.odds = odds }
            if let isAvailable { offer.isAvailable = isAvailable }
            if let lastChangedTime { offer.lastChangedTime = lastChangedTime }
        }
    }
}
