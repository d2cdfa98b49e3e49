import Foundation
import ServicesProvider

/// Connects to the aggregator for one topic: opens a WAMP session, subscribes to the topic
/// (so no update is missed), calls `initialDump`, then applies each UPDATE to a store it
/// owns. Yields the store after the dump and after each update, with the update's changes.
struct EveryMatrixLiveFeed: Sendable {
    let context: EveryMatrixContext
    /// Required: the events service answers `.notSupported` itself when there is no WebSocket.
    let factory: WebSocketChannelFactory

    /// The aggregator topic of a sport's live matches.
    func liveTopic(sportId: String) -> String {
        let configuration = context.configuration
        return "/sports/\(configuration.operatorId)/\(configuration.language)/live-matches-aggregator-main/\(sportId)/all-locations/default-event-info/10/3"
    }

    /// One step of the feed.
    enum Step: Sendable {
        case dump(AggregatorStore)
        case update(AggregatorStore, [EventChange])
    }

    /// Runs the feed until the consumer stops or the connection fails.
    func run(topic: String, onStep: @escaping @Sendable (Step) -> Void) async throws(ServiceProviderError) {
        let configuration = context.configuration
        let channel = try await factory(configuration.environment.liveDataURL, [WAMPCodec.subprotocol])
        let session = WAMPSession(channel: channel, timeout: configuration.liveCallTimeout, sleep: context.sleep)
        do {
            try await session.open(realm: configuration.environment.realm)
            let updates = try await session.subscribe(topic)
            let dumpPayload = try await session.call("/sports#initialDump", keywordArguments: ["topic": topic])
            // The consumer may have stopped while the dump was on its way: do not decode it for nobody.
            if Task.isCancelled { throw ServiceProviderError.cancelled }
            var store = AggregatorStore()
            var changes: [EventChange] = []
            guard let body = dumpPayload.body else { throw ServiceProviderError.invalidResponse(message: "The initial dump is empty.") }
            store.apply(taking: try Self.decodeMessages(body), into: &changes)
            onStep(.dump(store))
            for try await payload in updates {
                changes.removeAll(keepingCapacity: true)
                if let body = payload.body, let messages = try? Self.decodeMessages(body) {
                    store.apply(taking: messages, into: &changes)
                } else {
                    // One bad update must not end the feed, but it is counted, never dropped unseen.
                    store.recordUndecodableUpdate()
                }
                if !changes.isEmpty { onStep(.update(store, changes)) }
            }
            await session.close()
        } catch {
            await session.close()
            throw ServiceProviderError(error)
        }
    }

    /// Shared: a decoder per update was measurable on busy feeds, and decoding does not mutate it.
    private static let decoder = JSONDecoder()

    /// A payload holds one aggregator message (or, leniently, an array of them); the first
    /// non-whitespace byte says which, so an array is decoded once.
    static func decodeMessages(_ data: Data) throws(ServiceProviderError) -> [EveryMatrix.AggregatorMessage] {
        let first = data.first { !Self.isJSONWhitespace($0) }
        do {
            if first == UInt8(ascii: "[") { return try decoder.decode([EveryMatrix.AggregatorMessage].self, from: data) }
            return [try decoder.decode(EveryMatrix.AggregatorMessage.self, from: data)]
        } catch let error as DecodingError {
            throw ServiceProviderError(decodingError: error, type: "EveryMatrix.AggregatorMessage")
        } catch {
            throw ServiceProviderError(error)
        }
    }

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
