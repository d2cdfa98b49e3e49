import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// Entry points for the `Benchmarks/` package only (not a supported API): they expose the
/// aggregator pipeline without making the layer-1 models public. The SDK's tooling, not the SDK
/// nor the apps' test kit: the shipping module carries no workloads and no random generators.
@_spi(Benchmarks) public enum EveryMatrixBenchmarkSupport {
    /// (a) The floor: decodes aggregator messages (a JSON array of them) into flat layer-1
    /// records. Returns the number of records.
    public static func decodeRecords(_ data: Data) throws -> Int {
        try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: data).reduce(0) { $0 + $1.records.count }
    }

    /// (b) The full pipeline: decode (as the live feed decodes a dump, releasing the payload
    /// before the store is built), apply to a fresh store, build every domain event. Returns
    /// the number of outcomes in the built events. A caller that passes its last copy of `data`
    /// (`consume`) measures the feed's peak memory; one that keeps it adds the payload's size.
    public static func decodeApplyAndBuild(_ data: consuming Data) throws -> Int {
        applyAndBuild(try AggregatorMessageReader.decodeDump(WAMPPayload(keywordArguments: consume data)))
    }

    /// Applies decoded messages to a fresh store (taking them over, as the live feed does) and
    /// builds every domain event; returns the number of outcomes in them.
    static func applyAndBuild(_ messages: consuming [EveryMatrixModels.AggregatorMessage]) -> Int {
        let store = AggregatorStore(dump: messages)
        return EveryMatrixModelMapper.events(in: store.view).reduce(0) { $0 + $1.markets.reduce(0) { $0 + $1.outcomes.count } }
    }

    /// (b) split into its stages: decode (the aggregator's decoder), apply to the store, build
    /// domain events (seconds).
    public static func pipelineBreakdown(_ data: Data) throws -> (decode: Double, apply: Double, build: Double) {
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        var messages: [EveryMatrixModels.AggregatorMessage] = []
        let decode = try clock.measure { messages = try AggregatorMessageReader.decode(data) }
        var store = AggregatorStore()
        let apply = clock.measure {
            let taken = messages
            messages = []  // so the store takes the only reference, as in the live feed
            store = AggregatorStore(dump: taken)
        }
        var count = 0
        let build = clock.measure { count = EveryMatrixModelMapper.events(in: store.view).count }
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

        /// The store's entities, in the order they are inserted (each kind in turn, as a dump
        /// lists them), so each run gets a store of its own built from them.
        private let entities: [EveryMatrixModels.Entity]
        let messages: [EveryMatrixModels.AggregatorMessage]
        /// An empty message, left in the place of each message a run takes.
        private let placeholder: EveryMatrixModels.AggregatorMessage
        /// Entities in the store.
        public var entityCount: Int { entities.count }
        /// Change records across all messages.
        public var updateCount: Int { messages.reduce(0) { $0 + $1.records.count } }

        /// Builds about `entities` entities and `updates` odds changes in messages of `batch` records.
        /// Built as the vendor's JSON and decoded (untimed), as the feed gets them: the layer-1
        /// models have no initialisers outside their module. Throws the decoding error if the
        /// JSON built here ever stops matching the models.
        public init(entities: Int, updates: Int, batch: Int = 100) throws {
            var generator = SplitMix(seed: 42)
            let board = SyntheticMatches(entities: entities, generator: &generator)
            let offerIds = board.offerIds
            func decoded<Value: Decodable>(_ json: [String], as type: Value.Type) throws -> [Value] {
                try JSONDecoder().decode([Value].self, from: Data("[\(json.joined(separator: ","))]".utf8))
            }
            // Each kind in turn, as a dump lists them.
            self.entities = try decoded(board.matches, as: EveryMatrixModels.Match.self).map { .match($0) }
                + decoded(board.markets, as: EveryMatrixModels.Market.self).map { .market($0) }
                + decoded(board.outcomes, as: EveryMatrixModels.Outcome.self).map { .outcome($0) }
                + decoded(board.relations, as: EveryMatrixModels.MarketOutcomeRelation.self).map { .marketOutcomeRelation($0) }
                + decoded(board.offers, as: EveryMatrixModels.BettingOffer.self).map { .bettingOffer($0) }

            var messageJSON: [String] = []
            var records: [String] = []
            for index in 0..<updates {
                let offerId = offerIds[Int(generator.next() % UInt64(offerIds.count))]
                records.append(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(offerId)","changedProperties":{"odds":\#(SyntheticMatches.price(&generator)),"lastChangedTime":\#(index)}}"#)
                if records.count == batch || index == updates - 1 {
                    messageJSON.append(#"{"version":"\#(1_000_000 + messageJSON.count)","format":"AGGREGATOR","messageType":"UPDATE","records":[\#(records.joined(separator: ","))]}"#)
                    records.removeAll(keepingCapacity: true)
                }
            }
            self.messages = try decoded(messageJSON, as: EveryMatrixModels.AggregatorMessage.self)
            self.placeholder = try JSONDecoder().decode(EveryMatrixModels.AggregatorMessage.self,
                                                        from: Data(#"{"version":"","messageType":"","records":[]}"#.utf8))
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
            for entity in entities { fresh.upsert(entity) }
            return fresh
        }

        /// (c) Applies every update message to a prepared store through the live feed's change
        /// builder; returns the changes emitted.
        public func run(on prepared: inout PreparedStore) -> Int {
            var builder = AggregatorChangeBuilder()
            builder.changes.reserveCapacity(256)
            var emitted = 0
            var messages: [EveryMatrixModels.AggregatorMessage] = []
            swap(&messages, &prepared.messages)
            // One payload per message, as the feed receives them, each moved out of the array
            // (a copy would retain its records' buffer, and the store would then copy it).
            for index in messages.indices {
                var message = placeholder
                swap(&message, &messages[index])
                builder.changes.removeAll(keepingCapacity: true)
                builder.apply(taking: [message], to: &prepared.store)
                emitted += builder.changes.count
            }
            return emitted
        }
    }
}

/// Synthetic matches as the vendor's JSON records (one array per entity kind, in the order a dump
/// lists them): 1 match, 1 market, 3 outcomes, 3 relations and 3 offers, 11 entities each, with
/// ids of the vendor's shape (18 decimal digits).
struct SyntheticMatches {
    var matches: [String] = [], markets: [String] = [], outcomes: [String] = [], relations: [String] = [], offers: [String] = []
    /// The offers' ids, three per match in match order.
    var offerIds: [String] = []
    /// Each offer's price in hundredths, in the order of ``offerIds``.
    var offerCents: [Int] = []

    /// About `entities` entities (at least one match), prices drawn from `generator`.
    init(entities: Int, generator: inout SplitMix) {
        let count = max(1, entities / 11)
        offerIds.reserveCapacity(count * 3)
        for m in 0..<count {
            let matchId = Self.vendorId(1, m), marketId = Self.vendorId(2, m)
            matches.append(#"{"id":"\#(matchId)","sportId":"1","sportName":"Football","parentId":"p","parentName":"League","name":"A - B","startTime":1763398800000,"statusId":"2","statusName":"In Progress","rootPartId":"2","currentPartId":"5","homeParticipantId":"h","homeParticipantName":"A","awayParticipantId":"a","awayParticipantName":"B","numberOfMarkets":1,"numberOfBettingOffers":3}"#)
            markets.append(#"{"id":"\#(marketId)","name":"1X2","eventId":"\#(matchId)","bettingTypeId":"69","isAvailable":true,"isClosed":false,"mainLine":true}"#)
            for o in 0..<3 {
                let outcomeId = Self.vendorId(3, m * 3 + o), offerId = Self.vendorId(5, m * 3 + o)
                outcomes.append(#"{"id":"\#(outcomeId)","eventId":"\#(matchId)","statusId":"1","translatedName":"\#(o)"}"#)
                relations.append(#"{"id":"\#(Self.vendorId(4, m * 3 + o))","marketId":"\#(marketId)","outcomeId":"\#(outcomeId)"}"#)
                let cents = Self.cents(&generator)
                offers.append(#"{"odds":\#(Self.price(cents: cents)),"statusId":"1","isAvailable":true,"lastChangedTime":0,"id":"\#(offerId)","outcomeId":"\#(outcomeId)"}"#)
                offerIds.append(offerId)
                offerCents.append(cents)
            }
        }
    }

    /// An id of the vendor's shape: 18 decimal digits, `kind` telling the entity types apart.
    static func vendorId(_ kind: UInt64, _ number: Int) -> String { String(500_000_000_000_000_000 + kind * 1_000_000_000 + UInt64(number)) }

    /// A price as the updates draw them (1.01 to 10.00), so comparing an old price with a new
    /// one costs the same whether an offer was updated before or not.
    static func price(_ generator: inout SplitMix) -> String { price(cents: cents(&generator)) }

    /// A price in hundredths, drawn as ``price(_:)`` draws it.
    static func cents(_ generator: inout SplitMix) -> Int { Int(generator.next() % 900) + 101 }

    /// A price of `cents` hundredths, as the vendor writes it.
    static func price(cents: Int) -> String { "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
