import Foundation
@_spi(ProviderKit) import ServicesProvider

/// One connection to the notification socket: opens it (no auth), sends the listen frame with
/// the previous subscriber id (or `null`), waits for LISTENING_STARTED, and reads what follows.
/// SUBSCRIBER_NOT_FOUND (the vendor forgot a resumed id) opens a fresh socket with `null`.
struct SportRadarLiveSocket: Sendable {
    let live: SportRadarLive

    /// The error type that makes the client forget its subscriber id.
    static let subscriberNotFound = "SUBSCRIBER_NOT_FOUND"

    /// An open socket and the id the vendor listens for.
    struct Connection: Sendable {
        let channel: any WebSocketChannel
        let subscriberId: String
    }

    /// Opens the socket and starts listening, resuming `previousId` when the vendor still knows it.
    func open(resuming previousId: String?) async throws(ServiceProviderError) -> Connection {
        var resuming = previousId
        while true {
            let channel = try await live.factory(WebSocketHandshake(url: live.socketURL))
            do {
                let listen = SportRadarModels.ListenRequest(subscriberId: resuming, language: live.runtime.configuration.language)
                try await channel.send(try Self.encode(listen))
                while true {
                    guard let message = try await Self.next(on: channel, live: live) else { continue }
                    if case .subscriberId(let id) = message.payload { return Connection(channel: channel, subscriberId: id) }
                    if message.errorType == Self.subscriberNotFound, resuming != nil { break }
                    if let errorType = message.errorType {
                        throw ServiceProviderError.invalidResponse(message: "The live socket answered \(errorType).")
                    }
                }
            } catch {
                await channel.close()
                throw ServiceProviderError(error)
            }
            // Forgotten: a new subscriber on a new socket.
            await channel.close()
            resuming = nil
        }
    }

    /// Subscribes the connection to each content (`POST /services/content/subscribe`).
    func subscribe(_ contents: [SportRadarModels.LiveContentId], subscriberId: String) async throws(ServiceProviderError) {
        let language = live.runtime.configuration.language
        for content in contents {
            try await live.runtime.executor(.subscription)
                .send(SportRadarPoseidonAPI.subscribe(content, subscriberId: subscriberId, language: language))
        }
    }

    /// Unsubscribes each content, in the background (the feed's own task is being cancelled);
    /// failures are ignored: the vendor drops a closed socket's subscriptions anyway.
    func unsubscribe(_ contents: [SportRadarModels.LiveContentId], subscriberId: String) {
        let executor = live.runtime.executor(.subscription)
        let language = live.runtime.configuration.language
        Task {
            for content in contents {
                try? await executor.send(SportRadarPoseidonAPI.unsubscribe(content, subscriberId: subscriberId, language: language))
            }
        }
    }

    /// The next message; nil for a frame that does not decode (counted). A cancelled task closes
    /// the channel, so the wait ends.
    static func next(on channel: any WebSocketChannel, live: SportRadarLive) async throws(ServiceProviderError) -> SportRadarModels.SocketMessage? {
        let frame: WebSocketFrame
        do {
            frame = try await withTaskCancellationHandler {
                try await channel.receive()
            } onCancel: {
                Task { await channel.close() }
            }
        } catch {
            throw ServiceProviderError(error)
        }
        let data: Data
        switch frame {
        case .text(let text): data = Data(text.utf8)
        case .data(let bytes): data = bytes
        }
        guard let message = try? decoder.decode(SportRadarModels.SocketMessage.self, from: data) else {
            live.diagnostics.add(LiveFeedDiagnostics(undecodableRecords: 1))
            return nil
        }
        return message
    }

    private static let decoder = JSONDecoder()

    private static func encode(_ value: some Encodable) throws(ServiceProviderError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        } catch {
            throw .invalidRequest(message: "The listen frame could not be encoded.")
        }
    }
}
