import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// What a fake aggregator answers: per topic, its messages (the first is the `INITIAL_DUMP`
/// returned by `/sports#initialDump`, the rest are UPDATEs pushed after a subscription), and per
/// RPC, the RESULT's `kwargs` for the call's `kwargs`.
public struct EveryMatrixAggregatorScript: Sendable {
    /// A topic's messages (JSON each; a dump may be one message or an array of them); `nil` for a
    /// topic the script does not know, whose dump is then empty.
    public var topic: @Sendable (String) -> [Data]?
    /// An RPC's RESULT `kwargs` from its name and `kwargs`; `nil` answers a WAMP ERROR
    /// `wamp.error.no_such_procedure`.
    public var procedure: @Sendable (String, Data?) -> Data?

    /// Creates a script.
    public init(topic: @escaping @Sendable (String) -> [Data]?, procedure: @escaping @Sendable (String, Data?) -> Data? = { _, _ in nil }) {
        self.topic = topic
        self.procedure = procedure
    }
}

/// A fake EveryMatrix WAMP router over an ``InMemoryWebSocketChannel``: welcomes the session,
/// answers `initialDump` with the topic's dump and other calls from its script, and after a
/// subscription pushes the topic's UPDATE messages as EVENTs. With `silent`, it never answers
/// subscribe or calls (as the vendor does in maintenance).
public enum EveryMatrixWAMPRouter {
    /// A channel that answers every topic with `dump` then `updates`.
    public static func channel(dump: Data, updates: [Data], silent: Bool = false) -> InMemoryWebSocketChannel {
        channel(script: EveryMatrixAggregatorScript(topic: { _ in [dump] + updates }), silent: silent)
    }

    /// A channel that answers as `script` says.
    public static func channel(script: EveryMatrixAggregatorScript, silent: Bool = false) -> InMemoryWebSocketChannel {
        InMemoryWebSocketChannel { text, channel in
            guard let message = try? WAMPCodec.decode(Data(text.utf8)) else { return }
            switch message {
            case .hello:
                reply(.welcome(sessionId: 1), on: channel)
            case .subscribe(let id, let topic):
                guard !silent else { return }
                reply(.subscribed(requestId: id, subscriptionId: id + 100), on: channel)
                for (index, update) in (script.topic(topic) ?? []).dropFirst().enumerated() {
                    reply(.event(subscriptionId: id + 100, publicationId: Int64(index + 1), payload: WAMPPayload(arguments: Data("[]".utf8), keywordArguments: update)), on: channel)
                }
            case .call(let id, let procedure, let payload):
                guard !silent else { return }
                let result: Data?
                if procedure == "/sports#initialDump" || procedure.hasSuffix("initialDump") {
                    let topic = payload.keywordArguments.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }?["topic"] ?? ""
                    result = script.topic(topic)?.first ?? emptyDump
                } else {
                    result = script.procedure(procedure, payload.keywordArguments)
                }
                if let result {
                    reply(.result(requestId: id, payload: WAMPPayload(arguments: Data("[]".utf8), keywordArguments: result)), on: channel)
                } else {
                    reply(.error(requestType: 48, requestId: id, error: "wamp.error.no_such_procedure", payload: .empty), on: channel)
                }
            default:
                break
            }
        }
    }

    /// The dump of a topic with nothing in it.
    static let emptyDump = Data(#"{"version":"0","format":"AGGREGATOR","messageType":"INITIAL_DUMP","records":[]}"#.utf8)

    private static func reply(_ message: WAMPMessage, on channel: InMemoryWebSocketChannel) {
        // Encoding fixed-shape router messages cannot fail; if it ever did, the client times out.
        if let text = try? WAMPCodec.encode(message) { channel.push(text) }
    }
}
