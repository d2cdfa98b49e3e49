import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// A fake EveryMatrix WAMP router over an ``InMemoryWebSocketChannel``: welcomes the session,
/// answers the `initialDump` call with a recorded dump, and after a subscription pushes the
/// recorded UPDATE messages as EVENTs. With `silent`, it never answers subscribe or calls
/// (as the vendor does in maintenance).
public enum EveryMatrixWAMPRouter {
    /// A channel that replays `dump` (one aggregator message, JSON) then `updates`.
    public static func channel(dump: Data, updates: [Data], silent: Bool = false) -> InMemoryWebSocketChannel {
        InMemoryWebSocketChannel { text, channel in
            guard let message = try? WAMPCodec.decode(Data(text.utf8)) else { return }
            switch message {
            case .hello:
                reply(.welcome(sessionId: 1), on: channel)
            case .subscribe(let id, _):
                guard !silent else { return }
                reply(.subscribed(requestId: id, subscriptionId: 100), on: channel)
                for (index, update) in updates.enumerated() {
                    reply(.event(subscriptionId: 100, publicationId: Int64(index + 1), payload: WAMPPayload(arguments: Data("[]".utf8), keywordArguments: update)), on: channel)
                }
            case .call(let id, let procedure, _):
                guard !silent else { return }
                if procedure.hasSuffix("initialDump") {
                    reply(.result(requestId: id, payload: WAMPPayload(arguments: Data("[]".utf8), keywordArguments: dump)), on: channel)
                } else {
                    reply(.error(requestType: 48, requestId: id, error: "wamp.error.no_such_procedure", payload: .empty), on: channel)
                }
            default:
                break
            }
        }
    }

    private static func reply(_ message: WAMPMessage, on channel: InMemoryWebSocketChannel) {
        // Encoding fixed-shape router messages cannot fail; if it ever did, the client times out.
        if let text = try? WAMPCodec.encode(message) { channel.push(text) }
    }
}
