import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A Socket.IO server in memory, for the client's and the providers' tests and the sandbox's chat: each connection the factory opens is an
/// `InMemoryWebSocketChannel` that starts with an Engine.IO open packet, answers CONNECT (or
/// refuses it) and hands every other frame the client sends to `onFrame`. A connection listed in
/// `failures` is refused with that error instead.
public final class SocketIOTestServer: Sendable {
    /// What the Engine.IO open packet announces, and whether the namespace is refused.
    public struct Options: Sendable {
        /// The server's ping interval, in milliseconds.
        public var pingInterval = 25_000
        /// How long the server waits for a pong, in milliseconds.
        public var pingTimeout = 20_000
        /// The largest packet the server takes, in bytes.
        public var maxPayload = 1_000_000
        /// The CONNECT_ERROR payload to refuse the namespace with; nil accepts it.
        public var refusal: String?

        /// Creates options: the defaults accept the namespace.
        public init(pingInterval: Int = 25_000, pingTimeout: Int = 20_000, maxPayload: Int = 1_000_000, refusal: String? = nil) {
            self.pingInterval = pingInterval
            self.pingTimeout = pingTimeout
            self.maxPayload = maxPayload
            self.refusal = refusal
        }
    }

    /// Receives every frame a client sends but its CONNECT (answered by the server itself).
    public typealias OnFrame = @Sendable (_ text: String, _ channel: InMemoryWebSocketChannel) async -> Void

    private let options: @Sendable (_ connection: Int) -> Options
    private let failures: [Int: ServiceProviderError]
    private let onFrame: OnFrame
    private let handshakeList = Locked<[WebSocketHandshake]>([])
    private let channelList = Locked<[InMemoryWebSocketChannel]>([])

    /// The handshakes of the connections opened so far, in order.
    public var openedHandshakes: [WebSocketHandshake] { handshakeList.withLock { $0 } }
    /// The connections opened so far, in order.
    public var openedChannels: [InMemoryWebSocketChannel] { channelList.withLock { $0 } }

    /// Creates a server: `failures` refuses the connections of those indexes (0 first) with the
    /// error, `options` says what each connection announces, `onFrame` answers the client.
    public init(failures: [Int: ServiceProviderError] = [:], options: @escaping @Sendable (_ connection: Int) -> Options = { _ in Options() },
         onFrame: @escaping OnFrame = { _, _ in }) {
        self.options = options
        self.failures = failures
        self.onFrame = onFrame
    }

    /// The factory to give the client.
    public var factory: WebSocketChannelFactory {
        { [self] handshake throws(ServiceProviderError) in
            let index = handshakeList.withLock { handshakes in
                handshakes.append(handshake)
                return handshakes.count - 1
            }
            if let failure = failures[index] { throw failure }
            let options = options(index)
            let onFrame = self.onFrame
            let channel = InMemoryWebSocketChannel { text, channel in
                if text.hasPrefix("40") {
                    // The answer names the namespace the CONNECT named (`40/chat,…`), none for `/`.
                    let namespace = text.hasPrefix("40/") ? String(text.dropFirst(2).prefix { $0 != "," }) + "," : ""
                    channel.push(options.refusal.map { "44" + namespace + $0 } ?? "40" + namespace + #"{"sid":"namespace-sid"}"#)
                } else {
                    await onFrame(text, channel)
                }
            }
            channel.push(#"0{"sid":"engine-\#(index)","upgrades":[],"pingInterval":\#(options.pingInterval),"pingTimeout":\#(options.pingTimeout),"maxPayload":\#(options.maxPayload)}"#)
            channelList.withLock { $0.append(channel) }
            return channel
        }
    }

    /// The connection opened `index`-th (0 first), once it exists.
    public func channel(_ index: Int) async throws -> InMemoryWebSocketChannel {
        try await Self.eventually("connection \(index) opened") { channelList.withLock { $0.count > index ? $0[index] : nil } }
    }

    /// `42["name", …arguments]`: a server event frame from its name and its JSON argument array
    /// (an `on-*.json` fixture), for an in-memory channel to push.
    public static func eventFrame(_ name: String, _ arguments: String) -> String {
        let array = (try? JSONSerialization.jsonObject(with: Data(arguments.utf8)) as? [Any]) ?? []
        let data = (try? JSONSerialization.data(withJSONObject: [name] + array)) ?? Data()
        return "42" + String(decoding: data, as: UTF8.self)
    }

    /// A client's event frame (`42[name, argument]` or `42<ack id>[name, argument]`) read: its
    /// name, first argument (an empty object when it is none) and acknowledgement id; nil for any
    /// other frame.
    public static func clientEvent(_ text: String) -> (name: String, argument: [String: Any], ackId: String?)? {
        guard text.hasPrefix("42") else { return nil }
        let rest = text.dropFirst(2)
        let ackId = String(rest.prefix { $0.isNumber })
        guard let array = try? JSONSerialization.jsonObject(with: Data(rest.dropFirst(ackId.count).utf8)) as? [Any],
              let name = array.first as? String else { return nil }
        return (name, (array.dropFirst().first as? [String: Any]) ?? [:], ackId.isEmpty ? nil : ackId)
    }

    /// Waits (up to 30 s of real time, checking every millisecond) until `value` is non-nil.
    public static func eventually<T>(_ what: String, _ value: () -> T?) async throws -> T {
        for _ in 0..<30_000 {
            if let found = value() { return found }
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        throw SocketIOTestFailure(description: "timed out waiting for \(what)")
    }
}

/// A test server's wait that ran out.
public struct SocketIOTestFailure: Error, CustomStringConvertible {
    /// What was waited for.
    public let description: String
}

/// A virtual clock for the client: the `instant` delays (reconnection waits, an acknowledgement
/// timeout a test wants to fire) return at once and are recorded; the `gated` ones wait until
/// ``openGate()`` (a heartbeat that may run out only once the test is ready), then return at once;
/// every other wait lasts until cancelled.
public final class SocketIOSleeper: Sendable {
    private let instant: Set<TimeInterval>
    private let gated: Set<TimeInterval>
    private let gate = Locked(false)
    private let delays = Locked<[TimeInterval]>([])

    /// Creates a clock whose `instant` delays return at once and `gated` ones at ``openGate()``.
    public init(instant: Set<TimeInterval>, gated: Set<TimeInterval> = []) {
        self.instant = instant
        self.gated = gated
    }

    /// The instant delays requested so far, in order.
    public var recorded: [TimeInterval] { delays.withLock { $0 } }

    /// Lets the gated delays run out.
    public func openGate() { gate.withLock { $0 = true } }

    /// The function to inject.
    public var sleep: SleepFunction {
        { [instant, gated, gate, delays] delay in
            if gated.contains(delay) {
                while !gate.withLock({ $0 }) { try await Task.sleep(nanoseconds: 1_000_000) }
                return
            }
            guard instant.contains(delay) else { return try await Task.sleep(nanoseconds: 3_600_000_000_000) }
            delays.withLock { $0.append(delay) }
            try Task.checkCancellation()
        }
    }
}
