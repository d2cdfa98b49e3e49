import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A SportRadar provider whose live socket is scripted: each connection (in order) answers the
/// listen frame with its `reply` and then pushes its `frames`; with `closeAfter` it then drops.
/// Subscriptions go to a stub that answers `subscribe-response.json` (or `subscribeReply`).
final class LiveHarness: Sendable {
    struct Connection: Sendable {
        var reply: String
        var frames: [String] = []
        var closeAfter = false
    }

    let transport: StubTransport
    let channels = Locked<[InMemoryWebSocketChannel]>([])
    let sleeper = VirtualSleeper()
    let provider: SportRadarProvider

    init(_ script: [Connection], subscribeReply: StubTransport.Reply? = nil) throws {
        let subscribed = try subscribeReply ?? .data(Fixture.data("socket/subscribe-response"))
        transport = StubTransport { _ in subscribed }
        let channels = self.channels
        let factory: WebSocketChannelFactory = { _ throws(ServiceProviderError) in
            let index = channels.withLock { $0.count }
            guard index < script.count else { throw .network(.cannotConnectToHost) }
            let connection = script[index]
            let channel = InMemoryWebSocketChannel { _, channel in
                channel.push(connection.reply)
                for frame in connection.frames { channel.push(frame) }
                if connection.closeAfter { await channel.close() }
            }
            channels.withLock { $0.append(channel) }
            return channel
        }
        var configuration = TestConfig.configuration
        configuration.subscriptionBaseURL = URL(string: "https://subscription.test")
        configuration.liveSocketURL = URL(string: "wss://socket.test/notification/listen/websocket")
        provider = SportRadarProvider(configuration: configuration, transport: transport, webSocketFactory: factory, sleep: sleeper.sleep)
    }

    /// The subscription requests sent, as `"path subscriberId type id"`.
    var subscriptions: [String] {
        transport.requests.map { request in
            let object = request.httpBody.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
            let content = object?["contentId"] as? [String: String]
            return "\(request.url?.path ?? "") \(object?["subscriberId"] as? String ?? "-") \(content?["type"] ?? "") \(content?["id"] ?? "")"
        }
    }

    /// Only the subscribe requests of ``subscriptions`` (a consumer leaving also unsubscribes).
    var subscribes: [String] { subscriptions.filter { $0.hasPrefix("/services/content/subscribe ") } }

    /// The listen frames each connection received.
    var listenFrames: [String] { channels.withLock { $0.compactMap(\.sentFrames.first) } }

    static func started(_ id: String) -> String { #"{"notificationType":"LISTENING_STARTED","data":"\#(id)"}"# }
}

enum LiveFixture {
    static func frame(_ name: String) throws -> String { try Fixture.string("socket/\(name)") }

    /// The events of a recorded refreshed live list, mapped as the content API's are.
    static func events(_ name: String) throws -> [Event] {
        let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Fixture.data("socket/\(name)"))
        guard case .records(let records) = message.payload, case .events(let events)? = records.first??.change else {
            Issue.record("\(name) holds no refreshed list")
            return []
        }
        return try events.map { try SportRadarModelMapper.event($0) }
    }
}

/// The first `count` elements of a stream, failing after `seconds` of real time. The limit only
/// bounds a hang: a healthy stream answers in milliseconds, but on CI's two cores, with the whole
/// suite running in parallel, a few seconds of waiting for a thread is normal.
func collect<Element: Sendable>(_ stream: LiveStream<Element>, count: Int, seconds: Double = 30) async throws -> [Element] {
    try await withThrowingTaskGroup(of: [Element]?.self) { group in
        group.addTask {
            var items: [Element] = []
            for try await item in stream {
                items.append(item)
                if items.count == count { break }
            }
            return items
        }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            return nil
        }
        let first = try await group.next() ?? nil
        group.cancelAll()
        return try #require(first, "timed out waiting for \(count) elements")
    }
}

/// Waits (real time, at most `seconds`: a hang guard, as in ``collect(_:count:seconds:)``) until `condition` holds.
func eventually(_ seconds: Double = 30, _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}
