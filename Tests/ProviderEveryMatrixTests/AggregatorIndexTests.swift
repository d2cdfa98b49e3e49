import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The store's indexes under moves and replacements, and taking decoded records over.
@Suite struct AggregatorIndexTests {
    private let event = "287039663214202880"
    private let market = "287165138723729408"

    @Test func takingTheRecordsGivesTheSameStoreAsCopyingThem() throws {
        for name in aggregatorFixtures {
            // Copied: each message's records are shared with `decoded`, which this test holds, so
            // the store copies them; taken: a decoded array no one else holds, moved in.
            let decoded = try messages(name)
            var copied = AggregatorStore()
            var copiedChanges: [EventChange] = []
            for message in decoded { copiedChanges += copied.applyBatch(message) }
            var taken = AggregatorStore()
            let takenChanges = taken.applyBatch(try messages(name))
            #expect(takenChanges == copiedChanges, "\(name)")
            #expect(taken.statistics == copied.statistics, "\(name)")
            for type in ["SPORT", "LOCATION", "EVENT_CATEGORY", "MATCH", "EVENT_INFO", "MARKET", "OUTCOME", "MARKET_OUTCOME_RELATION", "BETTING_OFFER", "MAIN_MARKET"] {
                #expect(taken.count(of: type) == copied.count(of: type), "\(name) \(type)")
            }
            #expect(EveryMatrixModelMapper.events(in: taken.view) == EveryMatrixModelMapper.events(in: copied.view), "\(name)")
        }
    }

    @Test func takingAnArrayTheCallerKeepsLeavesTheCallersCopyWhole() throws {
        let kept = try messages("popular-live-matches-football.json")
        let store = AggregatorStore(dump: kept)
        #expect(store.count(of: "BETTING_OFFER") == 62)
        #expect(kept.flatMap(\.records).count == 269)
        #expect(!kept.flatMap(\.records).contains { if case .invalid = $0 { true } else { false } }, "no placeholder leaked into the caller's copy")
    }

    @Test func takeEachMovesEveryElementInOrderAndLeavesThePlaceholder() {
        var values = ["a long string that lives on the heap", "b", "another long string on the heap"]
        let shared = values
        var seen: [String] = []
        var ahead: [[String]] = []
        values.takeEach(leaving: "", lookingAhead: { ahead.append(Array($0)) }) { seen.append($0) }
        #expect(seen == shared)
        #expect(ahead == [shared, Array(shared.dropFirst()), Array(shared.dropFirst(2))], "each look ahead starts at the next element")
        #expect(values == ["", "", ""])
        #expect(shared == seen, "a shared buffer is copied first, never emptied under its other owner")
    }

    @Test func anOfferMovedToAnotherOutcomeIsPricedThereOnly() throws {
        var store = try store("popular-live-matches-football.json")
        store.applyBatch(try updateMessage(version: "1763399600000", [
            outcome("o1", name: "Over"), outcome("o2", name: "Under"),
            relation("r1", outcome: "o1"), relation("r2", outcome: "o2"),
            offer("b1", outcome: "o1", odds: "1.5"), offer("b2", outcome: "o2", odds: "2.5"),
        ]))
        // b1 is re-created under o2: it is now o2's latest offer, and o1 has none.
        store.applyBatch(try updateMessage(version: "1763399601000", [offer("b1", outcome: "o2", odds: "3.5")]))
        #expect(store.outcomeIndex["o1"]?.offers == [])
        #expect(store.outcomeIndex["o2"]?.offers == ["b2", "b1"])
        let outcomes = try #require(EveryMatrixModelMapper.market(EntityKey(market), in: store.view)?.outcomes)
        #expect(!outcomes.contains { $0.id == "o1" }, "an outcome without an offer has no price to show")
        #expect(outcomes.first { $0.id == "o2" }?.odds == Odds(decimal: Decimal(string: "3.5")!))
        let changes = store.applyBatch(try updateMessage(version: "1763399602000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b1","changedProperties":{"odds":4}}"#,
        ]))
        #expect(changes == [.oddsChanged(eventId: event, marketId: market, outcomeId: "o2", odds: Odds(decimal: 4))])
    }

    @Test func aRelationMovedToAnotherMarketOrOutcomeIsFiledOnceWhereItNowPoints() throws {
        var store = try store("popular-live-matches-football.json")
        store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"CREATE","entityType":"MARKET","id":"m2","entity":{"id":"m2","name":"Corners","eventId":"\#(event)"}}"#,
            outcome("o1", name: "Over"), outcome("o2", name: "Under"),
            relation("r1", outcome: "o1"), offer("b1", outcome: "o1", odds: "1.5"), offer("b2", outcome: "o2", odds: "2.5"),
        ]))
        let before = store.relationsByMarket[EntityKey(market)]
        // Same market, same outcome: nothing moves, arrival order is kept.
        store.applyBatch(try updateMessage(version: "1763399601000", [relation("r1", outcome: "o1")]))
        #expect(store.relationsByMarket[EntityKey(market)] == before)
        // Same market, another outcome.
        store.applyBatch(try updateMessage(version: "1763399602000", [relation("r1", outcome: "o2")]))
        #expect(store.relationsByMarket[EntityKey(market)]?.filter { $0.relation == "r1" } == [.init(relation: "r1", outcome: "o2")])
        #expect(store.outcomeIndex["o1"]?.link.market == nil, "o1 lost the market r1 gave it")
        // Another market: an odds change on o2 now names it.
        store.applyBatch(try updateMessage(version: "1763399603000", [relation("r1", outcome: "o2", market: "m2")]))
        #expect(!(store.relationsByMarket[EntityKey(market)]?.contains { $0.relation == "r1" } ?? true))
        #expect(store.relationsByMarket["m2"] == [.init(relation: "r1", outcome: "o2")])
        let changes = store.applyBatch(try updateMessage(version: "1763399604000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b2","changedProperties":{"odds":2.75}}"#,
        ]))
        #expect(changes == [.oddsChanged(eventId: event, marketId: "m2", outcomeId: "o2", odds: Odds(decimal: Decimal(string: "2.75")!))])
        #expect(EveryMatrixModelMapper.market("m2", in: store.view)?.outcomes.map(\.id) == ["o2"])
    }

    @Test func deletingAnOutcomeDropsItsOffersAndItsEventLink() throws {
        var store = try store("popular-live-matches-football.json")
        store.applyBatch(try updateMessage(version: "1763399600000", [outcome("o1", name: "Over"), relation("r1", outcome: "o1"), offer("b1", outcome: "o1", odds: "1.5")]))
        store.applyBatch(try updateMessage(version: "1763399601000", [#"{"changeType":"DELETE","entityType":"OUTCOME","id":"o1"}"#]))
        #expect(store.offers["b1"] == nil)
        #expect(store.outcomeIndex["o1"]?.offers == [])
        #expect(store.outcomeIndex["o1"]?.link.event == nil)
        let changes = store.applyBatch(try updateMessage(version: "1763399602000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b1","changedProperties":{"odds":2}}"#,
        ]))
        #expect(changes == [])
        #expect(store.statistics.unknownIdChanges == 1)
    }

    @Test func deletingAMatchTakesItsMarketsRelationsAndInfosWithIt() throws {
        var store = try store("popular-live-matches-football.json")
        let marketKeys = try #require(store.marketIdsByEvent[EntityKey(event)])
        let infoKeys = try #require(store.infoIdsByEvent[EntityKey(event)])
        let relationKeys = marketKeys.flatMap { store.relationsByMarket[$0] ?? [] }
        #expect(!(marketKeys.isEmpty || infoKeys.isEmpty || relationKeys.isEmpty))
        let (markets, infos, relations) = (store.count(of: "MARKET"), store.count(of: "EVENT_INFO"), store.count(of: "MARKET_OUTCOME_RELATION"))
        let changes = store.applyBatch(try updateMessage(version: "1763399600000", [#"{"changeType":"DELETE","entityType":"MATCH","id":"\#(event)"}"#]))
        #expect(changes == [.eventRemoved(eventId: event)])
        #expect(store.count(of: "MARKET") == markets - marketKeys.count)
        #expect(store.count(of: "EVENT_INFO") == infos - infoKeys.count)
        #expect(store.count(of: "MARKET_OUTCOME_RELATION") == relations - relationKeys.count)
        #expect(store.marketIdsByEvent[EntityKey(event)] == nil)
        #expect(EveryMatrixModelMapper.event(EntityKey(event), in: store.view) == nil)
        // An offer of a removed market's outcome no longer names that market.
        let outcome = try #require(relationKeys.first?.outcome)
        #expect(store.outcomeIndex[outcome]?.link.market == nil)
    }

    @Test func changesNameIdsExactlyAsTheVendorSentThem() throws {
        var store = try store("popular-live-matches-football.json")
        store.applyBatch(try updateMessage(version: "1763399600000", [
            outcome("007", name: "Bond"), relation("r7", outcome: "007"), offer("0070", outcome: "007", odds: "7"),
        ]))
        let changes = store.applyBatch(try updateMessage(version: "1763399601000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"0070","changedProperties":{"statusId":"4"}}"#,
        ]))
        #expect(changes == [.outcomeStatusChanged(eventId: event, marketId: market, outcomeId: "007", status: .suspended)])
        #expect(store.outcomeIndex["7"] == nil, "007 and 7 are different ids")
    }

    @Test func anOddsUpdateToTheSamePriceWrittenDifferentlyEmitsNothing() throws {
        var store = try store("popular-live-matches-football.json")
        store.applyBatch(try updateMessage(version: "1763399600000", [outcome("o1", name: "Over"), relation("r1", outcome: "o1"), offer("b1", outcome: "o1", odds: "1.8")]))
        for (version, odds) in [("1763399601000", "1.80"), ("1763399602000", "1.800"), ("1763399603000", "18e-1")] {
            let changes = store.applyBatch(try updateMessage(version: version, [
                #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b1","changedProperties":{"odds":\#(odds)}}"#,
            ]))
            #expect(changes == [], "\(odds)")
        }
        let moved = store.applyBatch(try updateMessage(version: "1763399604000", [
            #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b1","changedProperties":{"odds":2}}"#,
        ]))
        #expect(moved == [.oddsChanged(eventId: event, marketId: market, outcomeId: "o1", odds: Odds(decimal: 2))])
    }

    // MARK: - Records

    private func outcome(_ id: String, name: String) -> String {
        #"{"changeType":"CREATE","entityType":"OUTCOME","id":"\#(id)","entity":{"id":"\#(id)","eventId":"\#(event)","statusId":"1","translatedName":"\#(name)"}}"#
    }

    private func relation(_ id: String, outcome: String, market: String? = nil) -> String {
        #"{"changeType":"CREATE","entityType":"MARKET_OUTCOME_RELATION","id":"\#(id)","entity":{"id":"\#(id)","marketId":"\#(market ?? self.market)","outcomeId":"\#(outcome)"}}"#
    }

    private func offer(_ id: String, outcome: String, odds: String) -> String {
        #"{"changeType":"CREATE","entityType":"BETTING_OFFER","id":"\#(id)","entity":{"id":"\#(id)","outcomeId":"\#(outcome)","statusId":"1","odds":\#(odds),"isAvailable":true}}"#
    }
}
