import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

@Suite struct AggregatorStoreTests {
    @Test func everyRecordOfEveryFixtureDecodes() throws {
        for name in aggregatorFixtures {
            let decoded = try messages(name)
            let raw = try rawRecords(name)
            #expect(decoded.flatMap(\.records).count == raw.count, "\(name)")
            for record in decoded.flatMap(\.records) {
                switch record {
                case .invalid(let reason): Issue.record("\(name): \(reason)")
                case .entity(.unknown(let type, let id)): Issue.record("\(name): unknown \(type) \(id)")
                default: break
                }
            }
        }
    }

    @Test func entityCountsMatchTheFixturesReadme() throws {
        let popular = try store("popular-live-matches-football.json")
        let expected = ["MATCH": 8, "EVENT_INFO": 44, "MARKET": 23, "OUTCOME": 62, "MARKET_OUTCOME_RELATION": 62, "BETTING_OFFER": 62, "MAIN_MARKET": 7]
        for (type, count) in expected { #expect(popular.count(of: type) == count, "\(type)") }
        #expect(try store("match-market-groups.json").count(of: "MARKET_GROUP") == 15)
        #expect(try store("disciplines-with-updates.json").count(of: "SPORT") == 9)
        #expect(try store("event-part-scores-tennis.json").count(of: "EVENT_PART_SCORE") == 1, "2 dumps of the same record")
        let tennis = try store("live-matches-tennis.json")
        for type in ["SPORT", "LOCATION", "EVENT_CATEGORY", "MATCH", "EVENT_INFO", "MARKET", "OUTCOME", "MARKET_OUTCOME_RELATION", "BETTING_OFFER", "MAIN_MARKET", "LIVE_MATCHES_NUMBER"] {
            #expect(tennis.count(of: type) > 0, "\(type)")
        }
        let next = try store("next-matches-all-sports.json")
        #expect(next.count(of: "MARKET_INFO") == 25)
        #expect(next.count(of: "NEXT_MATCHES_NUMBER") == 1)
        #expect(next.statistics == AggregatorStore.Statistics())
    }

    @Test func popularFootballBuildsEightEventsMatchingTheRawRecords() throws {
        let store = try store("popular-live-matches-football.json")
        let events = EveryMatrixModelMapper.events(in: store.view)
        #expect(events.count == 8)
        let raw = try rawRecords("popular-live-matches-football.json")
        func records(_ type: String) -> [[String: Any]] { raw.filter { $0["_type"] as? String == type } }

        let finland = try #require(events.first { $0.id == "287039663214202880" })
        #expect(finland.home?.name == "Finland")
        #expect(finland.away?.name == "Andorra")
        #expect(finland.sport?.kind == .football)
        #expect(finland.startDate == Date(timeIntervalSince1970: 1_763_398_800))
        #expect(finland.status == .inProgress(period: EventPeriod(parts: [.init(kind: .half, number: 1)], name: "1st Half", code: "5")))
        #expect(finland.competition?.name == "Friendly International Matches 2025")
        #expect(finland.matchTime == "10:05")
        #expect(finland.score?.home == 0)
        #expect(finland.markets.map(\.id) == ["287165138723729408", "287039663606133760", "287039663514906624"])
        let handicap = try #require(finland.markets.first)
        #expect(handicap.outcomes.map(\.id) == ["287165138642145536", "287165138648436736"])
        #expect(handicap.outcomes.map(\.name) == ["(0-0) Finland -1.5", "(0-0) Andorra 1.5"])
        #expect(handicap.outcomes.map(\.odds.decimal) == [Decimal(string: "1.7575758")!, Decimal(string: "1.9090909")!])

        let egypt = try #require(events.first { $0.id == "287120910976323584" })
        #expect(egypt.score?.home == 0)
        #expect(egypt.score?.away == 1)
        #expect(egypt.score?.periods.map(\.period) == ["Ordinary Time", "1st Half", "2nd Half"])

        // Every outcome's odds and status equal its raw BETTING_OFFER.
        let offersByOutcome = Dictionary(records("BETTING_OFFER").map { ($0["outcomeId"] as! String, $0) }, uniquingKeysWith: { a, _ in a })
        var checked = 0
        for outcome in events.flatMap(\.markets).flatMap(\.outcomes) {
            let offer = try #require(offersByOutcome[outcome.id])
            #expect(outcome.odds.decimal == Decimal(string: "\(offer["odds"]!)"), "\(outcome.id)")
            #expect((outcome.status == .suspended) == (offer["statusId"] as? String == "4" || offer["isAvailable"] as? Bool == false), "\(outcome.id)")
            checked += 1
        }
        #expect(checked == 62)
        #expect(events.flatMap(\.markets).count == 23)
    }

    @Test func anEventsScoreIsBuiltFromTheInfosItAlreadyFetched() throws {
        let store = try store("popular-live-matches-football.json")
        let match = try #require(store.matches["287120910976323584"]?.value)
        let infos = store.view.infos(ofEvent: match.id)
        #expect(infos.map(\.id) == (store.infoIdsByEvent[match.id] ?? []).compactMap { store.eventInfos[$0] }
            .sorted { $0.sequence < $1.sequence }.map(\.value.id), "arrival order")
        let score = try #require(EveryMatrixModelMapper.score(for: match, infos: infos))
        #expect(score == EveryMatrixModelMapper.event(match.id, in: store.view)?.score)
        #expect(score.away == 1)
        #expect(EveryMatrixModelMapper.score(for: match, infos: []) == nil)
    }

    @Test func disciplineUpdatesChangeExactlyTheCountersTheyName() throws {
        let all = try messages("disciplines-with-updates.json")
        var store = AggregatorStore(dump: [all[0]])
        let before = store.sports.mapValues(\.value)
        var named: [String: [String: Any]] = [:]
        let rawMessages = try #require(JSONSerialization.jsonObject(with: Fixture.data("disciplines-with-updates.json")) as? [[String: Any]])
        for message in rawMessages.dropFirst() {
            for record in message["records"] as! [[String: Any]] {
                named[record["id"] as! String, default: [:]].merge(record["changedProperties"] as! [String: Any]) { _, new in new }
            }
        }
        for message in all.dropFirst() { store.applyBatch(message) }
        #expect(store.statistics.unknownIdChanges == 2, "sports 64 and 26 are not in the dump")
        for (key, sport) in store.sports.mapValues(\.value) {
            let old = try #require(before[key])
            let id = key.description
            guard let properties = named[id] else {
                #expect(sport == old, "sport \(id) was not named and must not change")
                continue
            }
            #expect(sport.numberOfMarkets == properties["numberOfMarkets"] as? Int, "\(id)")
            #expect(sport.numberOfLiveEvents == properties["numberOfLiveEvents"] as? Int, "\(id)")
            #expect(sport.numberOfBettingOffers == properties["numberOfBettingOffers"] as? Int, "\(id)")
            #expect(sport.numberOfMatchesWhichWillHaveLiveOdds == properties["numberOfMatchesWhichWillHaveLiveOdds"] as? String, "\(id)")
            #expect(sport.name == old.name)
        }
        #expect(store.sports["96"]?.value.numberOfMarkets == 6207)
        #expect(store.sports["24"]?.value == before["24"])
    }

    @Test func updatesForAnUnrecordedDumpAreCountedAsUnknownIds() throws {
        var store = AggregatorStore()
        var changes: [EventChange] = []
        for message in try messages("live-updates-football.json") { changes += store.applyBatch(message) }
        #expect(store.statistics.unknownIdChanges == 34)
        #expect(store.statistics.undecodableRecords + store.statistics.unmodelledRecords == 0)
        #expect(store.isEmpty)
        #expect(changes == [])
    }

    @Test func staleMessagesAreDropped() throws {
        var store = try store("popular-live-matches-football.json")
        let offer = #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":3.5}}"#
        #expect(store.applyBatch(try updateMessage(version: "1763399588000", [offer])) == [])
        #expect(store.statistics.staleMessages == 1)
        #expect(store.offers["287166150280880896"]?.value.odds == Decimal(string: "1.7575758"))
    }

    @Test func aBadRecordIsSkippedNotTheWholeMessage() throws {
        var store = try store("popular-live-matches-football.json")
        let bad = #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":"not a number"}}"#
        let unknownType = #"{"changeType":"CREATE","entityType":"MYSTERY","id":"1","entity":{"id":"1"}}"#
        let good = #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880128","changedProperties":{"odds":2.25}}"#
        let changes = store.applyBatch(try updateMessage(version: "1763399600000", [bad, unknownType, good]))
        #expect(store.statistics.undecodableRecords == 1, "the bad odds")
        #expect(store.statistics.unmodelledRecords == 1, "the MYSTERY type")
        #expect(changes == [.oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                              outcomeId: "287165138648436736", odds: Odds(decimal: Decimal(string: "2.25")!))])
    }

    @Test func createThenDeleteOfAMarketWithOutcomeRelationAndOffer() throws {
        var store = try store("popular-live-matches-football.json")
        let event = "287039663214202880"
        let create = try updateMessage(version: "1763399600000", [
            #"{"changeType":"CREATE","entityType":"MARKET","id":"m1","entity":{"id":"m1","name":"Total Goals 2.5","eventId":"\#(event)","bettingTypeId":"47","isAvailable":true,"isClosed":false,"mainLine":true}}"#,
            #"{"changeType":"CREATE","entityType":"OUTCOME","id":"o1","entity":{"id":"o1","eventId":"\#(event)","statusId":"1","translatedName":"Over 2.5"}}"#,
            #"{"changeType":"CREATE","entityType":"MARKET_OUTCOME_RELATION","id":"r1","entity":{"id":"r1","marketId":"m1","outcomeId":"o1"}}"#,
            #"{"changeType":"CREATE","entityType":"BETTING_OFFER","id":"b1","entity":{"id":"b1","outcomeId":"o1","statusId":"1","odds":1.85,"isAvailable":true}}"#,
        ])
        let added = store.applyBatch(create)
        let expectedMarket = Market(id: "m1", name: "Total Goals 2.5", typeId: "47",
                                    outcomes: [Outcome(id: "o1", name: "Over 2.5", odds: Odds(decimal: Decimal(string: "1.85")!), priceId: "b1")], isMain: true)
        #expect(added == [.marketAdded(eventId: event, market: expectedMarket)])
        #expect(EveryMatrixModelMapper.event(EntityKey(event), in: store.view)?.markets.last == expectedMarket)

        let removed = store.applyBatch(try updateMessage(version: "1763399601000", [
            #"{"changeType":"DELETE","entityType":"MARKET","id":"m1"}"#,
            #"{"changeType":"DELETE","entityType":"OUTCOME","id":"o1"}"#,
        ]))
        #expect(removed == [.marketRemoved(eventId: event, marketId: "m1")])
        #expect(store.relations["r1"] == nil, "market delete removes its relations")
        #expect(store.offers["b1"] == nil, "outcome delete removes its offers")
        #expect(!(EveryMatrixModelMapper.event(EntityKey(event), in: store.view)?.markets.contains { $0.id == "m1" } ?? true))
        #expect(store.count(of: "MARKET") == 23)
        #expect(store.count(of: "BETTING_OFFER") == 62)
    }

    @Test func anOddsUpdateEmitsExactlyOneOddsChange() throws {
        var store = try store("popular-live-matches-football.json")
        let changes = store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":1.8,"lastChangedTime":1763399600000}}"#,
        ]))
        #expect(changes == [.oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                              outcomeId: "287165138642145536", odds: Odds(decimal: Decimal(string: "1.8")!))])
        #expect(store.offers["287166150280880896"]?.value.lastChangedTime == 1_763_399_600_000)
    }

    @Test func suspendingAnOfferEmitsOutcomeSuspended() throws {
        var store = try store("popular-live-matches-football.json")
        let changes = store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"statusId":"4"}}"#,
        ]))
        #expect(changes == [.outcomeStatusChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                                       outcomeId: "287165138642145536", status: .suspended)])
    }

    @Test func scoreAndStatusChanges() throws {
        var store = try store("popular-live-matches-football.json")
        // The whole-match score info of Finland - Andorra.
        let wholeMatchScore = try #require(store.eventInfos.values.first {
            $0.value.eventId == "287039663214202880" && $0.value.typeId == "1" && $0.value.eventPartId == "2"
        }?.value.id)
        let changes = store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"UPDATE","entityType":"EVENT_INFO","id":"\#(wholeMatchScore)","changedProperties":{"paramFloat1":1}}"#,
            #"{"changeType":"UPDATE","entityType":"MATCH","id":"287039663214202880","changedProperties":{"statusId":"3","statusName":"Ended"}}"#,
        ]))
        // One message: the event's changes are announced once it is applied, status first.
        #expect(changes.count == 2)
        #expect(changes.first == .statusChanged(eventId: "287039663214202880", status: .ended))
        guard case .scoreChanged(let eventId, let score)? = changes.last else { Issue.record("\(changes)"); return }
        #expect(eventId == "287039663214202880")
        #expect(score.home == 1)
        #expect(score.away == 0)
    }

    /// A new game is a new period: the change builder says so as a status change, which the
    /// one reducer applies, so `liveChanges` and `liveEvents` both show the game being played.
    @Test func aNewGameIsAStatusChangeWithItsPeriod() throws {
        var store = try store("live-matches-tennis.json")
        let match = "287259481896947712"
        let before = try #require(EveryMatrixModelMapper.events(in: store.view).first { $0.id == match })
        let changes = store.applyBatch(try updateMessage(version: "1763594200000", [
            #"{"changeType":"UPDATE","entityType":"MATCH","id":"\#(match)","changedProperties":{"currentPartId":"422","currentPartName":"2nd Game (2nd Set)"}}"#,
        ]))
        let period = EventPeriod(parts: [.init(kind: .set, number: 2), .init(kind: .game, number: 2)], name: "2nd Game (2nd Set)", code: "422")
        #expect(changes == [.statusChanged(eventId: match, status: .inProgress(period: period))])
        var list = LiveEventList()
        list.apply(.eventAdded(before))
        list.apply(changes)
        #expect(list.events.first?.status == EveryMatrixModelMapper.events(in: store.view).first { $0.id == match }?.status)
    }

    @Test func statusesComeFromStatusIdNotTheLocalisedName() throws {
        var text = try #require(String(data: Fixture.data("popular-live-matches-football.json"), encoding: .utf8))
        text = text.replacingOccurrences(of: "\"statusName\": \"In Progress\"", with: "\"statusName\": \"En cours\"")
            .replacingOccurrences(of: "\"currentPartName\": \"1st Half\"", with: "\"currentPartName\": \"1re mi-temps\"")
            .replacingOccurrences(of: "\"statusName\": \"Not Started\"", with: "\"statusName\": \"En attente\"")
            .replacingOccurrences(of: "\"statusName\": \"Ended\"", with: "\"statusName\": \"Terminé\"")
        #expect(text.contains("En cours"))
        let french = AggregatorStore(dump: try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: Data(text.utf8)))
        let english = try store("popular-live-matches-football.json")
        // The period's levels come from the part id; only its name follows the feed's language.
        func levels(_ status: EventStatus) -> [EventPeriod.Part]? { if case .inProgress(let period) = status { period?.parts } else { nil } }
        #expect(EveryMatrixModelMapper.events(in: french.view).map { levels($0.status) } == EveryMatrixModelMapper.events(in: english.view).map { levels($0.status) })
        #expect(EveryMatrixModelMapper.events(in: french.view).first?.status
                == .inProgress(period: EventPeriod(parts: [.init(kind: .half, number: 1)], name: "1re mi-temps", code: "5")))
        let tennis = try store("live-matches-tennis.json")
        #expect(EveryMatrixModelMapper.events(in: tennis.view).allSatisfy { $0.isLive })
    }

    @Test func tennisServeAndSetScores() throws {
        let tennis = try store("live-matches-tennis.json")
        let event = try #require(EveryMatrixModelMapper.event("287222275520106496", in: tennis.view))
        #expect(event.sport?.kind == .tennis)
        #expect(event.score?.serving == .away)
        #expect(event.score?.periods.first == PeriodScore(period: "1st Set", home: 0, away: 0))
    }

    @Test func offerCreatedBeforeItsOutcomeAndRelationStillResolvesItsEventAndMarket() throws {
        var store = try store("popular-live-matches-football.json")
        let event = "287039663214202880"
        store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"CREATE","entityType":"BETTING_OFFER","id":"b9","entity":{"id":"b9","outcomeId":"o9","statusId":"1","odds":3,"isAvailable":true}}"#,
            #"{"changeType":"CREATE","entityType":"MARKET_OUTCOME_RELATION","id":"r9","entity":{"id":"r9","marketId":"287165138723729408","outcomeId":"o9"}}"#,
            #"{"changeType":"CREATE","entityType":"OUTCOME","id":"o9","entity":{"id":"o9","eventId":"\#(event)","statusId":"1","translatedName":"Draw"}}"#,
        ]))
        let changes = store.applyBatch(try updateMessage(version: "1763399601000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b9","changedProperties":{"odds":3.2}}"#,
        ]))
        #expect(changes == [.oddsChanged(eventId: event, marketId: "287165138723729408", outcomeId: "o9", odds: Odds(decimal: Decimal(string: "3.2")!))])
        let deleted = store.applyBatch(try updateMessage(version: "1763399602000", [
            #"{"changeType":"DELETE","entityType":"MARKET_OUTCOME_RELATION","id":"r9"}"#,
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b9","changedProperties":{"odds":3.4}}"#,
        ]))
        // The market lost the outcome: it is sent whole, without it.
        let market = try #require(EveryMatrixModelMapper.market("287165138723729408", in: store.view))
        #expect(!market.outcomes.contains { $0.id == "o9" })
        // The event was touched first (the relation), so its diff says everything the message did;
        // the odds of an outcome no market shows any more is not a change an app can see.
        #expect(deleted == [.marketAdded(eventId: event, market: market)])
    }
}
