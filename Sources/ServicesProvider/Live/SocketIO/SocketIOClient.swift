import Foundation

/// A Socket.IO v5 client over Engine.IO v4, WebSocket transport only, on the SDK's
/// ``WebSocketChannel`` (so it runs over `URLSessionWebSocketChannel`, `NIOWebSocketChannel` or an
/// in-memory channel alike). It connects one namespace, delivers the server's events in order on
/// one ``LiveStream``, emits events with or without acknowledgement, answers the server's pings
/// and treats a missed one (`pingInterval + pingTimeout`) as a dropped connection, and reconnects
/// with the configuration's ``LiveReconnection``.
///
/// - Emits never wait for a connection: while the namespace is not connected (before the first
///   ``SocketIOEvent/connected``, during a reconnection) they fail at once with
///   `.network(.networkConnectionLost)`, a transient error the caller may retry after the next
///   `.connected`; after ``close()`` with `.cancelled`.
/// - Acknowledgements waiting when the connection drops fail the same way; one not answered in
///   time fails with `.timedOut`.
/// - The server refusing the namespace (CONNECT_ERROR) ends the stream with a final error:
///   `.unauthorized`, or `.invalidRequest` for a namespace the server does not have.
/// - A frame that is not Engine.IO, a packet that is not Socket.IO, binary packets (not
///   supported) and events that are not `["name", …]` are skipped and counted in `diagnostics`
///   as undecodable records; the connection goes on.
@_spi(ProviderKit) public final class SocketIOClient: Sendable {
    private struct State {
        var started = false
        var closed = false
        var driver: Task<Void, Never>?
        /// The connection being opened or running.
        var current: SocketIOConnection?
        /// The connection whose namespace is connected: emits go there.
        var connected: SocketIOConnection?
        /// Whether the latest connection reached the namespace (a drop then is announced).
        var latestConnected = false
    }

    private let configuration: SocketIOConfiguration
    private let channelFactory: WebSocketChannelFactory
    private let sleep: SleepFunction
    private let diagnostics: LiveDiagnosticsCounter
    private let state = Locked(State())

    /// Creates a client; nothing connects until ``events()`` is called. `sleep` waits between
    /// reconnections, for the heartbeat and for acknowledgement timeouts; `diagnostics` counts
    /// what was skipped (a provider passes its own counter).
    public init(configuration: SocketIOConfiguration, channelFactory: @escaping WebSocketChannelFactory,
                sleep: @escaping SleepFunction = taskSleep, diagnostics: LiveDiagnosticsCounter = LiveDiagnosticsCounter()) {
        self.configuration = configuration
        self.channelFactory = channelFactory
        self.sleep = sleep
        self.diagnostics = diagnostics
    }

    /// Connects, and delivers what happens on the connection until ``close()`` (then the stream
    /// ends normally), the server's DISCONNECT (`.disconnected(willReconnect: false)`, then a
    /// normal end) or a failure that is final or outlasts the reconnection policy (the stream
    /// throws it). One stream per client: a second call gets a stream failing with
    /// `.invalidRequest`. The consumer leaving the stream closes the client.
    public func events() -> LiveStream<SocketIOEvent> {
        let first = state.withLock { state -> Bool in
            guard !state.started, !state.closed else { return false }
            state.started = true
            return true
        }
        guard first else {
            return .failing(.invalidRequest(message: "A SocketIOClient has one event stream, opened once; make a new client to connect again."))
        }
        let (stream, continuation) = LiveStream<SocketIOEvent>.makeStream()
        let driver = Task { await self.drive(continuation) }
        state.withLock { $0.driver = driver }
        continuation.onTermination { [weak self] in
            guard let connection = self?.shutdown() else { return }
            Task { await connection.end(.cancelled) }
        }
        return stream
    }

    /// Emits `event` with one argument, encoded as JSON (`["event", argument]`). Fails with
    /// `.invalidRequest` for a reserved or empty name, an argument that does not encode or a
    /// packet larger than the server's `maxPayload`; with `.network(.networkConnectionLost)` while
    /// not connected.
    public func emit(_ event: String, _ argument: some Encodable & Sendable) async throws(ServiceProviderError) {
        let payload = try SocketIOPacket.eventPayload(event, argument)
        try await connectedConnection().emit(payload)
    }

    /// Emits `event` asking for an acknowledgement, and returns the JSON array of the
    /// acknowledgement's arguments as the server sent them. Fails as ``emit(_:_:)`` does, with
    /// `.timedOut` when no acknowledgement came within `timeout`, and with
    /// `.network(.networkConnectionLost)` when the connection dropped first.
    public func emitWithAck(_ event: String, _ argument: some Encodable & Sendable, timeout: Duration) async throws(ServiceProviderError) -> Data {
        let payload = try SocketIOPacket.eventPayload(event, argument)
        let connection = try connectedConnection()
        let (seconds, attoseconds) = timeout.components
        return try await Deadline.run(Double(seconds) + Double(attoseconds) / 1e18, sleep: sleep) {
            try await connection.emitWithAck(payload)
        }
    }

    /// Ends the connection and the event stream (normally); waiting acknowledgements and later
    /// emits fail with `.cancelled`. Calling it again does nothing.
    public func close() async {
        await shutdown()?.end(.cancelled)
    }

    // MARK: - Internals

    /// Marks the client closed and stops reconnecting; returns the connection to end.
    private func shutdown() -> SocketIOConnection? {
        let (driver, current) = state.withLock { state in
            state.closed = true
            defer { state.current = nil; state.connected = nil }
            return (state.driver, state.current)
        }
        driver?.cancel()
        return current
    }

    private func connectedConnection() throws(ServiceProviderError) -> SocketIOConnection {
        let (closed, connection) = state.withLock { ($0.closed, $0.connected) }
        if closed { throw .cancelled }
        guard let connection else { throw .network(.networkConnectionLost) }
        return connection
    }

    /// Runs connections until the stream ends, announcing each drop and reconnection.
    private func drive(_ continuation: LiveStream<SocketIOEvent>.Continuation) async {
        do throws(ServiceProviderError) {
            try await configuration.reconnection.run(sleep: sleep, report: { [state] connection in
                // The announcement first: a yielded element marks the stream live.
                if connection != .live, state.withLock({ $0.latestConnected }) { continuation.yield(.disconnected(willReconnect: true)) }
                continuation.setConnectionState(connection)
            }) { (_: inout Void?, reached) throws(ServiceProviderError) in
                try await self.connectOnce(continuation, reached: reached)
            }
            continuation.yield(.disconnected(willReconnect: false))
            continuation.finish()
        } catch {
            let (closed, wasConnected) = state.withLock { ($0.closed, $0.latestConnected) }
            if closed { return continuation.finish() }
            if wasConnected { continuation.yield(.disconnected(willReconnect: false)) }
            continuation.finish(throwing: error)
        }
        _ = shutdown()
    }

    /// One connection, from the WebSocket handshake until it ends.
    private func connectOnce(_ continuation: LiveStream<SocketIOEvent>.Continuation,
                             reached: @escaping @Sendable () -> Void) async throws(ServiceProviderError) {
        let handshake = try configuration.handshake()
        state.withLock { $0.latestConnected = false }
        if Task.isCancelled { throw .cancelled }
        let channel = try await channelFactory(handshake)
        let connection = SocketIOConnection(channel: channel, namespace: configuration.namespace,
                                            connectTimeout: configuration.connectTimeout, sleep: sleep)
        let closed = state.withLock { state -> Bool in
            if !state.closed { state.current = connection }
            return state.closed
        }
        if closed {
            await connection.end(.cancelled)
            throw .cancelled
        }
        let diagnostics = self.diagnostics
        let handlers = SocketIOConnection.Handlers(connected: { [state] in
            state.withLock { state in
                guard state.current === connection else { return }
                state.connected = connection
                state.latestConnected = true
            }
            continuation.yield(.connected)
            reached()
        }, event: { name, arguments in
            continuation.yield(.event(name: name, arguments: arguments))
        }, skipped: {
            diagnostics.add(LiveFeedDiagnostics(undecodableRecords: 1))
        })
        do {
            try await connection.run(auth: configuration.auth, handlers: handlers)
        } catch {
            await detach(connection, .network(.networkConnectionLost))
            throw error
        }
        await detach(connection, .network(.networkConnectionLost))
    }

    /// Forgets an ended connection and ends it (closing its channel, failing its acknowledgements).
    private func detach(_ connection: SocketIOConnection, _ error: ServiceProviderError) async {
        state.withLock { state in
            if state.current === connection { state.current = nil }
            if state.connected === connection { state.connected = nil }
        }
        await connection.end(error)
    }
}
