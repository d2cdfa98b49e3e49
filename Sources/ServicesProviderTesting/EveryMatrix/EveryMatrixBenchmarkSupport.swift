import Foundation
import ServicesProvider

/// Entry points for the `Benchmarks/` package only (not a supported API): they expose the
/// aggregator pipeline without making the layer-1 models public.
@_spi(Benchmarks) public enum EveryMatrixBenchmarkSupport {
    /// (a) The floor: decodes aggregator messages (a JSON array of them) into flat layer-1
    /// records. Returns the number of records.
    public static func decodeRecords(_ data: Data) throws -> Int {
        try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: data).reduce(0) { $0 + $1.records.count }
    }

    /// (b) The full pipeline: decode, apply to a fresh store, build every domain event.
    /// Returns the number of outcomes in the built events.
    public static func decodeApplyAndBuild(_ data: Data) throws -> Int {
        var store = AggregatorStore()
        var changes: [EventChange] = []
        store.apply(taking: try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: data), into: &changes)
        return EveryMatrixModelMapper.events(in: store).reduce(0) { $0 + $1.markets.reduce(0) { $0 + $1.outcomes.count } }
    }

    /// (b) split into its stages: decode, apply to the store, build domain events (seconds).
    public static func pipelineBreakdown(_ data: Data) throws -> (decode: Double, apply: Double, build: Double) {
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        var messages: [EveryMatrixModels.AggregatorMessage] = []
        let decode = try clock.measure { messages = try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: data) }
        var store = AggregatorStore()
        var changes: [EventChange] = []
        let apply = clock.measure {
            let taken = messages
            messages = []  // so the store takes the only reference, as in the live feed
            store.apply(taking: taken, into: &changes)
        }
        var count = 0
        let build = clock.measure { count = EveryMatrixModelMapper.events(in: store).count }
        if count < 0 { print(count) }
        return (seconds(decode), seconds(apply), seconds(build))
    }

    /// A store of synthetic matches (1 match, 1 market, 3 outcomes, 3 relations, 3 offers =
    /// 11 entities each) and pre-decoded odds UPDATE messages against its offers.
    public struct UpdateWorkload: Sendable {
        /// A store and a private copy of the update messages, ready for one run (built outside
        /// the timed region, uniquely owned, so the run takes the messages over as the feed does).
        public struct PreparedStore: Sendable {
            var store: AggregatorStore
            var messages: [EveryMatrixModels.AggregatorMessage]
        }

        private let store: AggregatorStore
        let messages: [EveryMatrixModels.AggregatorMessage]
        /// Entities in the store.
        public var entityCount: Int {
            ["MATCH", "MARKET", "OUTCOME", "MARKET_OUTCOME_RELATION", "BETTING_OFFER"].reduce(0) { $0 + store.count(of: $1) }
        }
        /// Change records across all messages.
        public var updateCount: Int { messages.reduce(0) { $0 + $1.records.count } }

        /// Builds about `entities` entities and `updates` odds changes in messages of `batch` records.
        public init(entities: Int, updates: Int, batch: Int = 100) {
            var store = AggregatorStore()
            let matches = max(1, entities / 11)
            var offerIds: [String] = []
            offerIds.reserveCapacity(matches * 3)
            // Ids of the vendor's shape: 18 decimal digits.
            func vendorId(_ kind: UInt64, _ number: Int) -> String { String(500_000_000_000_000_000 + kind * 1_000_000_000 + UInt64(number)) }
            var generator = SplitMix(seed: 42)
            // Prices as the updates draw them (1.01 to 10.00), so comparing an old price with a
            // new one costs the same whether an offer was updated before or not.
            func odds() -> Decimal { Decimal(Int(generator.next() % 900) + 101) / 100 }
            for m in 0..<matches {
                let matchId = vendorId(1, m), marketId = vendorId(2, m)
                store.upsert(.match(EveryMatrixModels.Match(id: matchId, sportId: "1", sportName: "Football", parentId: "p", parentName: "League", name: "A - B",
                                                      startTime: 1_763_398_800_000, venueId: nil, venueName: nil, categoryId: nil, categoryName: nil,
                                                      statusId: "2", statusName: "In Progress", rootPartId: "2", currentPartId: "5", currentPartName: nil,
                                                      homeParticipantId: "h", homeParticipantName: "A", awayParticipantId: "a", awayParticipantName: "B",
                                                      numberOfMarkets: 1, numberOfBettingOffers: 3)))
                store.upsert(.market(EveryMatrixModels.Market(id: marketId, name: "1X2", eventId: matchId, bettingTypeId: "69", isAvailable: true, isClosed: false, mainLine: true)))
                for o in 0..<3 {
                    let outcomeId = vendorId(3, m * 3 + o), offerId = vendorId(5, m * 3 + o)
                    store.upsert(.outcome(EveryMatrixModels.Outcome(id: outcomeId, eventId: matchId, statusId: "1", code: nil, translatedName: "\(o)", headerNameKey: nil)))
                    store.upsert(.marketOutcomeRelation(EveryMatrixModels.MarketOutcomeRelation(id: vendorId(4, m * 3 + o), marketId: marketId, outcomeId: outcomeId)))
                    store.upsert(.bettingOffer(EveryMatrixModels.BettingOffer(odds: odds(), statusId: "1", isAvailable: true, lastChangedTime: 0, id: offerId, outcomeId: outcomeId)))
                    offerIds.append(offerId)
                }
            }
            var messages: [EveryMatrixModels.AggregatorMessage] = []
            var records: [EveryMatrixModels.AggregatorRecord] = []
            for index in 0..<updates {
                let offerId = offerIds[Int(generator.next() % UInt64(offerIds.count))]
                records.append(.change(EveryMatrixModels.ChangeRecord(kind: .update, entityType: "BETTING_OFFER", id: offerId,
                                                                patch: .bettingOffer(.init(odds: odds(), lastChangedTime: Int64(index))))))
                if records.count == batch || index == updates - 1 {
                    messages.append(EveryMatrixModels.AggregatorMessage(version: String(1_000_000 + messages.count), format: "AGGREGATOR",
                                                                  messageType: "UPDATE", records: records))
                    records.removeAll(keepingCapacity: true)
                }
            }
            self.store = store
            self.messages = messages
        }

        /// A fresh copy of the store and of the messages for one run (copied here, untimed).
        public func prepare() -> PreparedStore {
            // New buffers for the messages and their records, so the run takes them over as the
            // feed takes a decoded payload: uniquely owned (a shared buffer would be copied inside
            // the timed region). A change record holds no string of its own to copy.
            PreparedStore(store: rebuilt(), messages: messages.map { message in
                var copy = message
                copy.records = message.records.map { $0 }  // `Array(records)` would share the buffer
                return copy
            })
        }

        private func rebuilt() -> AggregatorStore {
            var fresh = AggregatorStore()
            for (_, stored) in store.matches { fresh.upsert(.match(stored.value)) }
            for (_, stored) in store.markets { fresh.upsert(.market(stored.value)) }
            for (_, stored) in store.outcomes { fresh.upsert(.outcome(stored.value)) }
            for (_, stored) in store.relations { fresh.upsert(.marketOutcomeRelation(stored.value)) }
            for stored in store.offers.values { fresh.upsert(.bettingOffer(stored.value)) }
            return fresh
        }

        /// (c) Applies every update message to a prepared store; returns the changes emitted.
        public func run(on prepared: inout PreparedStore) -> Int {
            var changes: [EventChange] = []
            changes.reserveCapacity(256)
            var emitted = 0
            var messages: [EveryMatrixModels.AggregatorMessage] = []
            swap(&messages, &prepared.messages)
            // One payload per message, as the feed receives them.
            messages.takeEach(leaving: EveryMatrixModels.AggregatorMessage(version: "", format: nil, messageType: "", records: [])) { message in
                changes.removeAll(keepingCapacity: true)
                prepared.store.apply(taking: [message], into: &changes)
                emitted += changes.count
            }
            return emitted
        }
    }
}

/// A small deterministic generator (SplitMix64), so benchmark runs are comparable and a failing
/// randomised test can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
