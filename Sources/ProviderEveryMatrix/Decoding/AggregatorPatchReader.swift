import Foundation

/// Reads an UPDATE's `changedProperties` straight into the typed patches, with the fields and
/// optionality of each patch's Decodable conformance.
enum AggregatorPatchReader {
    typealias Models = EveryMatrixModels
    typealias Reader = AggregatorJSONReader

    /// The patch for an entity type. A type without a patch reads nothing of the value (as
    /// `Patch.init(type:from:)` asks nothing of its decoder): only its grammar is checked.
    static func read(_ type: AggregatorEntityType, from reader: inout Reader) throws(AggregatorReadError) -> Models.Patch {
        switch type.kind {
        case .sport?: return .sport(try sport(&reader))
        case .location?, .eventCategory?: return .counters(try counters(&reader))
        case .match?: return .match(try match(&reader))
        case .eventInfo?: return .eventInfo(try eventInfo(&reader))
        case .market?: return .market(try market(&reader))
        case .outcome?: return .outcome(try outcome(&reader))
        case .bettingOffer?: return .bettingOffer(try bettingOffer(&reader))
        case .marketGroup?: return .marketGroup(try marketGroup(&reader))
        case .marketOutcomeRelation?, nil:
            try reader.skipValue()
            return .none
        }
    }

    private static let sportKeys = AggregatorKeyTable(["name", "numberOfEvents", "numberOfMarkets", "numberOfBettingOffers",
                                                       "numberOfLiveEvents", "numberOfLiveMarkets", "numberOfLiveBettingOffers",
                                                       "numberOfUpcomingMatches", "numberOfMatchesWhichWillHaveLiveOdds"])

    static func sport(_ reader: inout Reader) throws(AggregatorReadError) -> Models.SportPatch {
        var patch = Models.SportPatch()
        try reader.readObject(sportKeys, as: Models.SportPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.name = try reader.readOptionalString()
            case 1: patch.numberOfEvents = try reader.readOptionalInt()
            case 2: patch.numberOfMarkets = try reader.readOptionalInt()
            case 3: patch.numberOfBettingOffers = try reader.readOptionalInt()
            case 4: patch.numberOfLiveEvents = try reader.readOptionalInt()
            case 5: patch.numberOfLiveMarkets = try reader.readOptionalInt()
            case 6: patch.numberOfLiveBettingOffers = try reader.readOptionalInt()
            case 7: patch.numberOfUpcomingMatches = try reader.readOptionalInt()
            default: patch.numberOfMatchesWhichWillHaveLiveOdds = try reader.readOptionalString()
            }
        }
        return patch
    }

    private static let countersKeys = AggregatorKeyTable(["name", "numberOfEvents", "numberOfLiveEvents"])

    static func counters(_ reader: inout Reader) throws(AggregatorReadError) -> Models.CountersPatch {
        var patch = Models.CountersPatch()
        try reader.readObject(countersKeys, as: Models.CountersPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.name = try reader.readOptionalString()
            case 1: patch.numberOfEvents = try reader.readOptionalInt()
            default: patch.numberOfLiveEvents = try reader.readOptionalInt()
            }
        }
        return patch
    }

    private static let matchKeys = AggregatorKeyTable(["name", "startTime", "statusId", "statusName", "currentPartId", "currentPartName",
                                                       "homeParticipantName", "awayParticipantName", "numberOfMarkets", "numberOfBettingOffers"])

    static func match(_ reader: inout Reader) throws(AggregatorReadError) -> Models.MatchPatch {
        var patch = Models.MatchPatch()
        try reader.readObject(matchKeys, as: Models.MatchPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.name = try reader.readOptionalString()
            case 1: patch.startTime = try reader.readOptionalInt64()
            case 2: patch.statusId = try reader.readOptionalString()
            case 3: patch.statusName = try reader.readOptionalString()
            case 4: patch.currentPartId = try reader.readOptionalString()
            case 5: patch.currentPartName = try reader.readOptionalString()
            case 6: patch.homeParticipantName = try reader.readOptionalString()
            case 7: patch.awayParticipantName = try reader.readOptionalString()
            case 8: patch.numberOfMarkets = try reader.readOptionalInt()
            default: patch.numberOfBettingOffers = try reader.readOptionalInt()
            }
        }
        return patch
    }

    private static let eventInfoKeys = AggregatorKeyTable(["statusId", "paramFloat1", "paramFloat2", "paramParticipantId1",
                                                           "paramParticipantId2", "paramEventStatusId1", "paramEventPartName1"])

    static func eventInfo(_ reader: inout Reader) throws(AggregatorReadError) -> Models.EventInfoPatch {
        var patch = Models.EventInfoPatch()
        try reader.readObject(eventInfoKeys, as: Models.EventInfoPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.statusId = try reader.readOptionalString()
            case 1: patch.paramFloat1 = try reader.readOptionalDouble()
            case 2: patch.paramFloat2 = try reader.readOptionalDouble()
            case 3: patch.paramParticipantId1 = try reader.readOptionalAggregatorId()
            case 4: patch.paramParticipantId2 = try reader.readOptionalAggregatorId()
            case 5: patch.paramEventStatusId1 = try reader.readOptionalString()
            default: patch.paramEventPartName1 = try reader.readOptionalString()
            }
        }
        return patch
    }

    private static let marketKeys = AggregatorKeyTable(["name", "isAvailable", "isClosed", "mainLine", "paramFloat1", "paramFloat2",
                                                        "paramFloat3", "paramParticipantId1", "paramParticipantId3"])

    static func market(_ reader: inout Reader) throws(AggregatorReadError) -> Models.MarketPatch {
        var patch = Models.MarketPatch()
        try reader.readObject(marketKeys, as: Models.MarketPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.name = try reader.readOptionalString()
            case 1: patch.isAvailable = try reader.readOptionalBool()
            case 2: patch.isClosed = try reader.readOptionalBool()
            case 3: patch.mainLine = try reader.readOptionalBool()
            case 4: patch.paramFloat1 = try reader.readOptionalDecimal()
            case 5: patch.paramFloat2 = try reader.readOptionalDecimal()
            case 6: patch.paramFloat3 = try reader.readOptionalDecimal()
            case 7: patch.paramParticipantId1 = try reader.readOptionalAggregatorId()
            default: patch.paramParticipantId3 = try reader.readOptionalAggregatorId()
            }
        }
        return patch
    }

    private static let outcomeKeys = AggregatorKeyTable(["statusId", "translatedName", "paramFloat1", "paramFloat2", "paramFloat3"])

    static func outcome(_ reader: inout Reader) throws(AggregatorReadError) -> Models.OutcomePatch {
        var patch = Models.OutcomePatch()
        try reader.readObject(outcomeKeys, as: Models.OutcomePatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.statusId = try reader.readOptionalString()
            case 1: patch.translatedName = try reader.readOptionalString()
            case 2: patch.paramFloat1 = try reader.readOptionalDecimal()
            case 3: patch.paramFloat2 = try reader.readOptionalDecimal()
            default: patch.paramFloat3 = try reader.readOptionalDecimal()
            }
        }
        return patch
    }

    private static let bettingOfferKeys = AggregatorKeyTable(["statusId", "odds", "isAvailable", "lastChangedTime"])

    static func bettingOffer(_ reader: inout Reader) throws(AggregatorReadError) -> Models.BettingOfferPatch {
        var patch = Models.BettingOfferPatch()
        try reader.readObject(bettingOfferKeys, as: Models.BettingOfferPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.statusId = try reader.readOptionalString()
            case 1: patch.odds = try reader.readOptionalDecimal()
            case 2: patch.isAvailable = try reader.readOptionalBool()
            default: patch.lastChangedTime = try reader.readOptionalInt64()
            }
        }
        return patch
    }

    private static let marketGroupKeys = AggregatorKeyTable(["groupKey", "translatedName", "position", "isDefault", "numberOfMarkets"])

    static func marketGroup(_ reader: inout Reader) throws(AggregatorReadError) -> Models.MarketGroupPatch {
        var patch = Models.MarketGroupPatch()
        try reader.readObject(marketGroupKeys, as: Models.MarketGroupPatch.self) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: patch.groupKey = try reader.readOptionalString()
            case 1: patch.translatedName = try reader.readOptionalString()
            case 2: patch.position = try reader.readOptionalInt()
            case 3: patch.isDefault = try reader.readOptionalBool()
            default: patch.numberOfMarkets = try reader.readOptionalInt()
            }
        }
        return patch
    }
}
