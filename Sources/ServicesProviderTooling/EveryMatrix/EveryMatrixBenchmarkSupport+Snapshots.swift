import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@_spi(Benchmarks) extension EveryMatrixBenchmarkSupport {
    /// What an app pays per batch of odds changes on a live board, end to end: a `Client` over
    /// an EveryMatrix provider whose WebSocket is an in-memory channel. The channel answers the
    /// handshake and `initialDump` with a synthetic board of ``SyntheticMatches``; each batch is
    /// one pushed UPDATE of ten odds changes (on ten offers of ten matches spread over the
    /// board, each to a new price), timed from the push to the consumer holding the result.
    ///
    /// One workload holds one consumer of one kind on its own provider (so a `liveChanges`
    /// consumer never pays for a `liveEvents` list), kept open across rounds. A `liveEvents`
    /// consumer keeps each board until the next arrives, as a screen shows it: the feed's next
    /// batch then changes a list that a board still shares, which is what an app pays.
    public actor SnapshotWorkload {
        /// Which live stream the consumer reads.
        public enum Side: Sendable {
            /// `liveEvents`: one whole board per batch.
            case liveEvents
            /// `liveChanges`: the batch's ten `EventChange`s.
            case liveChanges
        }

        /// Odds changes per pushed batch.
        public static let changesPerBatch = 10

        /// Entities on the board.
        public nonisolated let entityCount: Int
        private let channel: InMemoryWebSocketChannel
        private let client: Client
        private var events: LiveStream<EventBoard>.AsyncIterator?
        private var changes: LiveStream<EventChange>.AsyncIterator?
        /// The board on screen: the last one received, released when the next arrives.
        private var shown: EventBoard?
        /// Each offer's price in cents, so each change moves it (an unchanged price is no change).
        private var cents: [Int]
        private let offerIds: [String]
        private var generator = SplitMix(seed: 7)
        private var version = 1

        /// Opens the consumer and waits for the board's first list (or its `eventAdded`s).
        public init(entities: Int, side: Side) async throws {
            var generator = SplitMix(seed: 42)
            let board = SyntheticMatches(entities: entities, generator: &generator)
            entityCount = board.matches.count * 11
            let typed = Self.typed
            let records = (typed("MATCH", board.matches) + typed("MARKET", board.markets) + typed("OUTCOME", board.outcomes)
                + typed("MARKET_OUTCOME_RELATION", board.relations) + typed("BETTING_OFFER", board.offers)).joined(separator: ",")
            let dump = Data(#"{"version":"1","format":"AGGREGATOR","messageType":"INITIAL_DUMP","records":[\#(records)]}"#.utf8)
            // The updates are pushed by ``run(batches:)`` on the subscription the channel grants.
            let channel = EveryMatrixBenchmarkSupport.aggregatorChannel { id in
                try? WAMPCodec.encode(.result(requestId: id, payload: WAMPPayload(arguments: Data("[]".utf8), keywordArguments: dump)))
            }
            self.channel = channel
            client = Client(provider: EveryMatrixBenchmarkSupport.provider(over: channel))
            cents = board.offerCents
            offerIds = board.offerIds
            switch side {
            case .liveEvents:
                var events = client.events.liveEvents(sport: .football).makeAsyncIterator()
                shown = try await events.next()
                self.events = events
            case .liveChanges:
                var changes = client.events.liveChanges(sport: .football).makeAsyncIterator()
                for _ in 0..<board.matches.count { _ = try await changes.next() }
                self.changes = changes
            }
        }

        /// Pushes `batches` batches one after another, each once the previous one arrived, and
        /// returns each one's seconds from push to arrival.
        public func run(batches: Int) async throws -> [Double] {
            var times: [Double] = []
            let clock = ContinuousClock()
            for _ in 0..<batches {
                let frame = try nextFrame()
                var events = self.events
                var changes = self.changes
                let start = clock.now
                channel.push(frame)
                var board: EventBoard?
                if events != nil {
                    board = try await events?.next(isolation: self)
                } else {
                    for _ in 0..<Self.changesPerBatch { _ = try await changes?.next(isolation: self) }
                }
                let elapsed = clock.now - start
                // The new board replaces the one on screen once in hand (a screen's swap, not timed).
                if board != nil { shown = board }
                times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                self.events = events
                self.changes = changes
            }
            return times
        }

        /// The next batch as a WAMP EVENT frame (built before the timer starts).
        private func nextFrame() throws -> String {
            var records: [String] = []
            let stride = max(1, offerIds.count / Self.changesPerBatch)
            let offset = Int(generator.next() % UInt64(stride))
            for index in 0..<Self.changesPerBatch {
                let offer = min(offerIds.count - 1, index * stride + offset)
                // 1.01 to 10.00, never the price the offer has.
                cents[offer] = cents[offer] >= 1000 ? 101 : cents[offer] + 1
                records.append(#"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(offerIds[offer])","changedProperties":{"odds":\#(SyntheticMatches.price(cents: cents[offer]))}}"#)
            }
            version += 1
            let message = #"{"version":"\#(version)","format":"AGGREGATOR","messageType":"UPDATE","records":[\#(records.joined(separator: ","))]}"#
            return try WAMPCodec.encode(.event(subscriptionId: EveryMatrixBenchmarkSupport.aggregatorSubscription, publicationId: 1,
                                               payload: WAMPPayload(arguments: Data("[]".utf8), keywordArguments: Data(message.utf8))))
        }

        /// Entities as a dump lists them: each with its type in `_type`.
        private static func typed(_ type: String, _ entities: [String]) -> [String] {
            entities.map { #"{"_type":"\#(type)","# + $0.dropFirst() }
        }
    }
}
