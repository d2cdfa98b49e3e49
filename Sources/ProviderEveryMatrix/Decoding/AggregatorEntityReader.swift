import Foundation

/// Reads the aggregator's entities (a dump record, or a change record's `entity`) straight
/// into the layer-1 models, one reader per type, with the fields and optionality of each
/// model's Decodable conformance.
enum AggregatorEntityReader {
    typealias Models = EveryMatrixModels
    typealias Reader = AggregatorJSONReader

    /// The entity of a type by its `_type` or `entityType` name. `kind` is nil for the types
    /// the SDK does not read, which keep only their id.
    /// `afterFirstMember`: the cursor is inside the entity's object, past its first member (a dump
    /// record's `_type`, which the record reader has read), and reading goes on from there.
    static func read(_ type: AggregatorEntityType, from reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.Entity {
        switch type.kind {
        case .sport?: return .sport(try sport(&reader, afterFirstMember: afterFirstMember))
        case .location?: return .location(try location(&reader, afterFirstMember: afterFirstMember))
        case .eventCategory?: return .eventCategory(try eventCategory(&reader, afterFirstMember: afterFirstMember))
        case .match?: return .match(try match(&reader, afterFirstMember: afterFirstMember))
        case .eventInfo?: return .eventInfo(try eventInfo(&reader, afterFirstMember: afterFirstMember))
        case .market?: return .market(try market(&reader, afterFirstMember: afterFirstMember))
        case .outcome?: return .outcome(try outcome(&reader, afterFirstMember: afterFirstMember))
        case .marketOutcomeRelation?: return .marketOutcomeRelation(try relation(&reader, afterFirstMember: afterFirstMember))
        case .bettingOffer?: return .bettingOffer(try bettingOffer(&reader, afterFirstMember: afterFirstMember))
        case .marketGroup?: return .marketGroup(try marketGroup(&reader, afterFirstMember: afterFirstMember))
        case nil:
            var id: Models.AggregatorId?
            try reader.readObject(identifiedKeys, as: Models.Identified.self, afterFirstMember: afterFirstMember) { reader, _ throws(AggregatorReadError) in id = try reader.readAggregatorId() }
            let name = type.name
            let required = try aggregatorRequired(id, "id")
            return Models.Entity.otherTypes.contains(name) ? .other(type: name, id: required) : .unknown(type: name, id: required)
        }
    }

    private static let identifiedKeys = AggregatorKeyTable(["id"])

    private static let sportKeys = AggregatorKeyTable(["id", "name", "shortName", "isVirtual", "numberOfEvents", "numberOfMarkets",
                                                       "numberOfBettingOffers", "numberOfLiveEvents", "numberOfLiveMarkets",
                                                       "numberOfLiveBettingOffers", "numberOfUpcomingMatches",
                                                       "numberOfMatchesWhichWillHaveLiveOdds"])

    static func sport(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.Sport {
        var id: Models.AggregatorId?, name: String?, shortName: String?, isVirtual: Bool?, counts = [Int?](repeating: nil, count: 7)
        var willHaveLiveOdds: String?
        try reader.readObject(sportKeys, as: Models.Sport.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: name = try reader.readString()
            case 2: shortName = try reader.readOptionalString()
            case 3: isVirtual = try reader.readOptionalBool()
            case 4...10: counts[field - 4] = try reader.readOptionalInt()
            default: willHaveLiveOdds = try reader.readOptionalString()
            }
        }
        return Models.Sport(id: try aggregatorRequired(id, "id"), name: try aggregatorRequired(name, "name"), shortName: shortName,
                            isVirtual: isVirtual, numberOfEvents: counts[0], numberOfMarkets: counts[1], numberOfBettingOffers: counts[2],
                            numberOfLiveEvents: counts[3], numberOfLiveMarkets: counts[4], numberOfLiveBettingOffers: counts[5],
                            numberOfUpcomingMatches: counts[6], numberOfMatchesWhichWillHaveLiveOdds: willHaveLiveOdds)
    }

    private static let locationKeys = AggregatorKeyTable(["id", "name", "code", "numberOfEvents", "numberOfLiveEvents"])

    static func location(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.Location {
        var id: Models.AggregatorId?, name: String?, code: String?, events: Int?, liveEvents: Int?
        try reader.readObject(locationKeys, as: Models.Location.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: name = try reader.readString()
            case 2: code = try reader.readOptionalString()
            case 3: events = try reader.readOptionalInt()
            default: liveEvents = try reader.readOptionalInt()
            }
        }
        return Models.Location(id: try aggregatorRequired(id, "id"), name: try aggregatorRequired(name, "name"), code: code,
                               numberOfEvents: events, numberOfLiveEvents: liveEvents)
    }

    private static let eventCategoryKeys = AggregatorKeyTable(["id", "sportId", "name", "numberOfEvents", "numberOfLiveEvents"])

    static func eventCategory(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.EventCategory {
        var id: Models.AggregatorId?, sportId: Models.AggregatorId?, name: String?, events: Int?, liveEvents: Int?
        try reader.readObject(eventCategoryKeys, as: Models.EventCategory.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: sportId = try reader.readAggregatorId()
            case 2: name = try reader.readString()
            case 3: events = try reader.readOptionalInt()
            default: liveEvents = try reader.readOptionalInt()
            }
        }
        return Models.EventCategory(id: try aggregatorRequired(id, "id"), sportId: try aggregatorRequired(sportId, "sportId"),
                                    name: try aggregatorRequired(name, "name"), numberOfEvents: events, numberOfLiveEvents: liveEvents)
    }

    private static let matchKeys = AggregatorKeyTable(["id", "sportId", "sportName", "parentId", "parentName", "name", "startTime",
                                                       "venueId", "venueName", "categoryId", "categoryName", "statusId", "statusName",
                                                       "rootPartId", "currentPartId", "currentPartName", "homeParticipantId",
                                                       "homeParticipantName", "awayParticipantId", "awayParticipantName",
                                                       "numberOfMarkets", "numberOfBettingOffers"])

    static func match(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.Match {
        // One local per field (an array of them would be an allocation per record).
        var id: Models.AggregatorId?, sportId: Models.AggregatorId?, sportName: String?, parentId: Models.AggregatorId?, parentName: String?, name: String?
        var startTime: Int64?, venueId: Models.AggregatorId?, venueName: String?, categoryId: Models.AggregatorId?, categoryName: String?
        var statusId: String?, statusName: String?, rootPartId: String?, currentPartId: String?, currentPartName: String?
        var homeId: Models.AggregatorId?, homeName: String?, awayId: Models.AggregatorId?, awayName: String?, markets: Int?, offers: Int?
        try reader.readObject(matchKeys, as: Models.Match.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: sportId = try reader.readAggregatorId()
            case 2: sportName = try reader.readOptionalString()
            case 3: parentId = try reader.readOptionalAggregatorId()
            case 4: parentName = try reader.readOptionalString()
            case 5: name = try reader.readString()
            case 6: startTime = try reader.readInt64()
            case 7: venueId = try reader.readOptionalAggregatorId()
            case 8: venueName = try reader.readOptionalString()
            case 9: categoryId = try reader.readOptionalAggregatorId()
            case 10: categoryName = try reader.readOptionalString()
            case 11: statusId = try reader.readString()
            case 12: statusName = try reader.readOptionalString()
            case 13: rootPartId = try reader.readOptionalString()
            case 14: currentPartId = try reader.readOptionalString()
            case 15: currentPartName = try reader.readOptionalString()
            case 16: homeId = try reader.readOptionalAggregatorId()
            case 17: homeName = try reader.readOptionalString()
            case 18: awayId = try reader.readOptionalAggregatorId()
            case 19: awayName = try reader.readOptionalString()
            case 20: markets = try reader.readOptionalInt()
            default: offers = try reader.readOptionalInt()
            }
        }
        return Models.Match(id: try aggregatorRequired(id, "id"), sportId: try aggregatorRequired(sportId, "sportId"),
                            sportName: sportName, parentId: parentId, parentName: parentName, name: try aggregatorRequired(name, "name"),
                            startTime: try aggregatorRequired(startTime, "startTime"), venueId: venueId, venueName: venueName,
                            categoryId: categoryId, categoryName: categoryName, statusId: try aggregatorRequired(statusId, "statusId"),
                            statusName: statusName, rootPartId: rootPartId, currentPartId: currentPartId, currentPartName: currentPartName,
                            homeParticipantId: homeId, homeParticipantName: homeName, awayParticipantId: awayId,
                            awayParticipantName: awayName, numberOfMarkets: markets, numberOfBettingOffers: offers)
    }

    private static let eventInfoKeys = AggregatorKeyTable(["id", "typeId", "eventId", "statusId", "eventPartId", "eventPartName",
                                                           "paramFloat1", "paramFloat2", "paramParticipantId1", "paramParticipantId2",
                                                           "paramEventStatusId1", "paramEventPartName1", "paramScoringUnitName1"])

    static func eventInfo(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.EventInfo {
        var id: Models.AggregatorId?, typeId: String?, eventId: Models.AggregatorId?, statusId: String?, partId: String?, partName: String?
        var float1: Double?, float2: Double?, participant1: Models.AggregatorId?, participant2: Models.AggregatorId?, status1: String?, partName1: String?
        var unitName1: String?
        try reader.readObject(eventInfoKeys, as: Models.EventInfo.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: typeId = try reader.readString()
            case 2: eventId = try reader.readAggregatorId()
            case 3: statusId = try reader.readOptionalString()
            case 4: partId = try reader.readOptionalString()
            case 5: partName = try reader.readOptionalString()
            case 6: float1 = try reader.readOptionalDouble()
            case 7: float2 = try reader.readOptionalDouble()
            case 8: participant1 = try reader.readOptionalAggregatorId()
            case 9: participant2 = try reader.readOptionalAggregatorId()
            case 10: status1 = try reader.readOptionalString()
            case 11: partName1 = try reader.readOptionalString()
            default: unitName1 = try reader.readOptionalString()
            }
        }
        return Models.EventInfo(id: try aggregatorRequired(id, "id"), typeId: try aggregatorRequired(typeId, "typeId"),
                                eventId: try aggregatorRequired(eventId, "eventId"), statusId: statusId, eventPartId: partId,
                                eventPartName: partName, paramFloat1: float1, paramFloat2: float2, paramParticipantId1: participant1,
                                paramParticipantId2: participant2, paramEventStatusId1: status1, paramEventPartName1: partName1,
                                paramScoringUnitName1: unitName1)
    }

    private static let marketKeys = AggregatorKeyTable(["id", "name", "eventId", "bettingTypeId", "isAvailable", "isClosed", "mainLine",
                                                        "paramFloat1", "paramFloat2", "paramFloat3", "paramParticipantId1",
                                                        "paramParticipantId3"])

    static func market(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.Market {
        var id: Models.AggregatorId?, name: String?, eventId: Models.AggregatorId?, bettingTypeId: String?, isAvailable: Bool?, isClosed: Bool?, mainLine: Bool?
        var float1: Decimal?, float2: Decimal?, float3: Decimal?, participant1: Models.AggregatorId?, participant3: Models.AggregatorId?
        try reader.readObject(marketKeys, as: Models.Market.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: name = try reader.readString()
            case 2: eventId = try reader.readAggregatorId()
            case 3: bettingTypeId = try reader.readOptionalString()
            case 4: isAvailable = try reader.readOptionalBool()
            case 5: isClosed = try reader.readOptionalBool()
            case 6: mainLine = try reader.readOptionalBool()
            case 7: float1 = try reader.readOptionalDecimal()
            case 8: float2 = try reader.readOptionalDecimal()
            case 9: float3 = try reader.readOptionalDecimal()
            case 10: participant1 = try reader.readOptionalAggregatorId()
            default: participant3 = try reader.readOptionalAggregatorId()
            }
        }
        return Models.Market(id: try aggregatorRequired(id, "id"), name: try aggregatorRequired(name, "name"),
                             eventId: try aggregatorRequired(eventId, "eventId"), bettingTypeId: bettingTypeId,
                             isAvailable: isAvailable, isClosed: isClosed, mainLine: mainLine, paramFloat1: float1, paramFloat2: float2,
                             paramFloat3: float3, paramParticipantId1: participant1, paramParticipantId3: participant3)
    }

    private static let outcomeKeys = AggregatorKeyTable(["id", "eventId", "statusId", "code", "translatedName", "headerNameKey",
                                                         "paramFloat1", "paramFloat2", "paramFloat3"])

    static func outcome(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.Outcome {
        var id: Models.AggregatorId?, eventId: Models.AggregatorId?, statusId: String?, code: String?, translatedName: String?, headerNameKey: String?
        var float1: Decimal?, float2: Decimal?, float3: Decimal?
        try reader.readObject(outcomeKeys, as: Models.Outcome.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: eventId = try reader.readAggregatorId()
            case 2: statusId = try reader.readOptionalString()
            case 3: code = try reader.readOptionalString()
            case 4: translatedName = try reader.readOptionalString()
            case 5: headerNameKey = try reader.readOptionalString()
            case 6: float1 = try reader.readOptionalDecimal()
            case 7: float2 = try reader.readOptionalDecimal()
            default: float3 = try reader.readOptionalDecimal()
            }
        }
        return Models.Outcome(id: try aggregatorRequired(id, "id"), eventId: try aggregatorRequired(eventId, "eventId"),
                              statusId: statusId, code: code, translatedName: translatedName, headerNameKey: headerNameKey,
                              paramFloat1: float1, paramFloat2: float2, paramFloat3: float3)
    }

    private static let relationKeys = AggregatorKeyTable(["id", "marketId", "outcomeId"])

    static func relation(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.MarketOutcomeRelation {
        var id: Models.AggregatorId?, marketId: Models.AggregatorId?, outcomeId: Models.AggregatorId?
        try reader.readObject(relationKeys, as: Models.MarketOutcomeRelation.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: marketId = try reader.readAggregatorId()
            default: outcomeId = try reader.readAggregatorId()
            }
        }
        return Models.MarketOutcomeRelation(id: try aggregatorRequired(id, "id"), marketId: try aggregatorRequired(marketId, "marketId"),
                                            outcomeId: try aggregatorRequired(outcomeId, "outcomeId"))
    }

    private static let bettingOfferKeys = AggregatorKeyTable(["odds", "statusId", "isAvailable", "lastChangedTime", "id", "outcomeId"])

    static func bettingOffer(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.BettingOffer {
        var odds: Decimal?, statusId: String?, isAvailable: Bool?, lastChanged: Int64?, id: Models.AggregatorId?, outcomeId: Models.AggregatorId?
        try reader.readObject(bettingOfferKeys, as: Models.BettingOffer.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: odds = try reader.readDecimal()
            case 1: statusId = try reader.readOptionalString()
            case 2: isAvailable = try reader.readOptionalBool()
            case 3: lastChanged = try reader.readOptionalInt64()
            case 4: id = try reader.readAggregatorId()
            default: outcomeId = try reader.readAggregatorId()
            }
        }
        return Models.BettingOffer(odds: try aggregatorRequired(odds, "odds"), statusId: statusId, isAvailable: isAvailable,
                                   lastChangedTime: lastChanged, id: try aggregatorRequired(id, "id"),
                                   outcomeId: try aggregatorRequired(outcomeId, "outcomeId"))
    }

    private static let marketGroupKeys = AggregatorKeyTable(["id", "groupKey", "translatedName", "position", "isDefault",
                                                             "numberOfMarkets", "isBetBuilder", "isFast", "isOutright"])

    static func marketGroup(_ reader: inout Reader, afterFirstMember: Bool = false) throws(AggregatorReadError) -> Models.MarketGroup {
        var id: Models.AggregatorId?, groupKey: String?, translatedName: String?, position: Int?, markets: Int?
        var flags = [Bool?](repeating: nil, count: 4)
        try reader.readObject(marketGroupKeys, as: Models.MarketGroup.self, afterFirstMember: afterFirstMember) { reader, field throws(AggregatorReadError) in
            switch field {
            case 0: id = try reader.readAggregatorId()
            case 1: groupKey = try reader.readString()
            case 2: translatedName = try reader.readOptionalString()
            case 3: position = try reader.readOptionalInt()
            case 4: flags[0] = try reader.readOptionalBool()
            case 5: markets = try reader.readOptionalInt()
            default: flags[field - 5] = try reader.readOptionalBool()
            }
        }
        return Models.MarketGroup(id: try aggregatorRequired(id, "id"), groupKey: try aggregatorRequired(groupKey, "groupKey"),
                                  translatedName: translatedName, position: position, isDefault: flags[0], numberOfMarkets: markets,
                                  isBetBuilder: flags[1], isFast: flags[2], isOutright: flags[3])
    }
}
