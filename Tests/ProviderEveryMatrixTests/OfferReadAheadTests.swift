import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// Applying a batch of messages reads its odds changes ahead, across messages; that must never
/// change what is applied or emitted. The reference is each message applied as a batch of its
/// own, whose read-ahead reaches no other message.
@Suite struct OfferReadAheadTests {
    @Test func aBatchGivesTheSameChangesAndStoreAsItsMessagesOneByOne() throws {
        let batch = try mixedBatch()
        var oneByOne = try store("popular-live-matches-football.json")
        var expected: [EventChange] = []
        for message in batch { expected += oneByOne.applyBatch(message) }

        var batched = try store("popular-live-matches-football.json")
        let changes = batched.applyBatch(batch)

        #expect(expected.count > 100, "the batch spans several read-ahead windows")
        #expect(changes == expected)
        #expect(batched.statistics == oneByOne.statistics)
        #expect(batched.statistics.staleMessages == 1)
        #expect(batched.statistics.unknownIdChanges == 2, "the deleted offer's change and the unknown offer's")
        #expect(EveryMatrixModelMapper.events(in: batched.view) == EveryMatrixModelMapper.events(in: oneByOne.view))
    }

    @Test func everyOddsChangeOfABatchIsReadAheadOnceAcrossMessages() throws {
        // Messages of 1, 5 and 40 records, so windows of 32 start and end inside messages and
        // span several; each also holds records that are not odds changes.
        let offerIds = try rawRecords("popular-live-matches-football.json").filter { $0["_type"] as? String == "BETTING_OFFER" }.compactMap { $0["id"] as? String }
        var batch: [EveryMatrixModels.AggregatorMessage] = []
        var oddsChanges = 0
        for (index, size) in [1, 5, 40, 1, 1, 40, 5, 5, 1].enumerated() {
            let records = (0..<size).map { position in
                let id = offerIds[(index * 41 + position) % offerIds.count]
                if position % 4 == 3 { return #"{"changeType":"UPDATE","entityType":"MARKET","id":"287165138723729408","changedProperties":{"isAvailable":true}}"# }
                oddsChanges += 1
                return #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(id)","changedProperties":{"odds":\#(2 + index)}}"#
            }
            batch.append(try updateMessage(version: String(1_763_400_000_000 + index), records))
        }
        var batched = try store("popular-live-matches-football.json")
        var oneByOne = try store("popular-live-matches-football.json")
        // Reading ahead changes no result, so only the store's counts show that it works.
        let before = batched.readAheadCounts
        let changes = batched.applyBatch(batch)
        #expect(batched.readAheadCounts.offers - before.offers == oddsChanges)
        #expect(batched.readAheadCounts.windows - before.windows == 4, "99 records in windows of 32, across the 9 messages")

        // Reading ahead across messages changes nothing: the messages one by one emit the same changes.
        var oneByOneChanges: [EventChange] = []
        for message in batch { oneByOneChanges += oneByOne.applyBatch(message) }
        #expect(oneByOneChanges == changes)
        #expect(changes.count > 0)
    }

    @Test func onlyAPriceOrStatusUpdateOfAnOfferWithANumericIdIsReadAhead() throws {
        func number(_ record: String) throws -> UInt64? {
            try updateMessage(version: "1", [record]).records[0].offerUpdateId?.number
        }
        #expect(try number(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":2}}"#)
                == 287_166_150_280_880_896)
        #expect(try number(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"b1","changedProperties":{"odds":2}}"#) == nil, "a text id")
        #expect(try number(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896"}"#) == nil, "no patch")
        #expect(try number(#"{"changeType":"DELETE","entityType":"BETTING_OFFER","id":"287166150280880896"}"#) == nil)
        #expect(try number(#"{"changeType":"UPDATE","entityType":"MARKET","id":"287166150280880896","changedProperties":{"isAvailable":false}}"#) == nil)
    }

    /// 300 one-record messages, as the vendor sends them, over the dump's real offers: odds
    /// and status changes, with a CREATE of a new offer, changes to it, its DELETE, a change
    /// after the delete, a change to an unknown id and a stale message in between.
    private func mixedBatch() throws -> [EveryMatrixModels.AggregatorMessage] {
        let offers = try rawRecords("popular-live-matches-football.json").filter { $0["_type"] as? String == "BETTING_OFFER" }
        let offerIds = offers.compactMap { $0["id"] as? String }
        let outcomeId = try #require(offers.first?["outcomeId"] as? String)
        #expect(offerIds.count > 50)
        var version: Int64 = 1_763_400_000_000
        var batch: [EveryMatrixModels.AggregatorMessage] = []
        func add(_ record: String, stale: Bool = false) throws {
            version += 1
            batch.append(try updateMessage(version: String(stale ? version - 500 : version), [record]))
        }
        for index in 0..<300 {
            let id = offerIds[(index * 7) % offerIds.count]
            switch index {
            case 40:
                try add(#"{"changeType":"CREATE","entityType":"BETTING_OFFER","id":"900000000000000001","entity":{"id":"900000000000000001","outcomeId":"\#(outcomeId)","statusId":"1","odds":3.5,"isAvailable":true}}"#)
            case 41, 120:
                try add(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"900000000000000001","changedProperties":{"odds":\#(4 + index % 3)}}"#)
            case 150:
                try add(#"{"changeType":"DELETE","entityType":"BETTING_OFFER","id":"900000000000000001"}"#)
            case 151:
                try add(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"900000000000000001","changedProperties":{"odds":9}}"#)
            case 200:
                try add(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"999999999999999999","changedProperties":{"odds":2}}"#)
            case 210:
                try add(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(id)","changedProperties":{"odds":77}}"#, stale: true)
            case let index where index % 10 == 3:
                try add(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(id)","changedProperties":{"statusId":"\#(index % 20 == 3 ? "4" : "1")"}}"#)
            default:
                try add(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(id)","changedProperties":{"odds":\#(1 + Double(index % 50) / 10)}}"#)
            }
        }
        return batch
    }
}

/// The read-ahead loads single bytes of a slot; each must lie inside a field (a padding byte
/// is not initialised memory), and together they must reach every cache line of the fields an
/// odds change touches.
@Suite struct OfferReadAheadLayoutTests {
    @Test func eachByteReadAheadIsInsideAFieldAnOddsChangeTouches() {
        typealias Slot = AggregatorStore.StoredOffer
        typealias Offer = EveryMatrixModels.BettingOffer
        let value = MemoryLayout<Slot>.offset(of: \Slot.value)!
        func field(_ offset: Int, _ size: Int) -> Range<Int> { offset..<(offset + size) }
        let fields = [
            field(MemoryLayout<Slot>.offset(of: \Slot.link)!, MemoryLayout<AggregatorStore.OutcomeLink>.size),
            field(MemoryLayout<Slot>.offset(of: \Slot.outcome)!, MemoryLayout<EntityKey>.size),
            field(value + MemoryLayout<Offer>.offset(of: \Offer.odds)!, MemoryLayout<Decimal>.size),
            field(value + MemoryLayout<Offer>.offset(of: \Offer.statusId)!, MemoryLayout<String?>.size),
            field(value + MemoryLayout<Offer>.offset(of: \Offer.isAvailable)!, MemoryLayout<Bool?>.size),
            field(value + MemoryLayout<Offer>.offset(of: \Offer.lastChangedTime)!, MemoryLayout<Int64?>.size),
        ]
        let offsets = AggregatorStore.OfferTable.readAheadOffsets
        for offset in offsets {
            #expect(fields.contains { $0.contains(offset) }, "byte \(offset) is padding")
        }
        let end = fields.map(\.upperBound).max()!
        #expect(offsets.last == end - 1, "the last byte touched ends the hot part")
        for (earlier, later) in zip(offsets, offsets.dropFirst()) {
            #expect(later - earlier <= 64, "no cache line of the hot part is skipped")
        }
    }
}
