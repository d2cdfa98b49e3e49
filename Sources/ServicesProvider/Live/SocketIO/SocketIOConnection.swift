import Foundation

/// One Engine.IO connection of a ``SocketIOClient``: reads the channel (open packet, pings,
/// Socket.IO packets), connects the namespace, watches the heartbeat, and holds the
/// acknowledgements waiting on it. Ends once; whatever waits on it then fails.
final class SocketIOConnection: Sendable {
    /// What the receive loop hands to the client, in order.
    struct Handlers: Sendable {
        /// The namespace answered CONNECT.
        let connected: @Sendable () -> Void
        /// A server event, its name and raw argument array.
        let event: @Sendable (_ name: String, _ arguments: Data) -> Void
        /// A frame or packet that could not be used was skipped.
        let skipped: @Sendable () -> Void
    }

    private enum Phase { case opening, connecting, connected }

    /// An acknowledgement's outcome, or the wait for it (nil while the emit is still sending).
    private enum AckSlot {
        case waiting(CheckedContinuation<Data, any Error>?)
        case done(Result<Data, ServiceProviderError>)
    }

    private struct State {
        var phase = Phase.opening
        var heartbeatLimit: TimeInterval
        var maxPayload: Int?
        /// Frames received so far: the heartbeat watch sees whether any came while it slept.
        var frames = 0
        var acks: [Int: AckSlot] = [:]
        var nextAckId = 0
        /// Why the connection ended; nil while it runs.
        var ending: ServiceProviderError?
    }

    let channel: any WebSocketChannel
    let namespace: String
    private let sleep: SleepFunction
    private let state: Locked<State>

    init(channel: any WebSocketChannel, namespace: String, connectTimeout: TimeInterval, sleep: @escaping SleepFunction) {
        self.channel = channel
        self.namespace = namespace
        self.sleep = sleep
        state = Locked(State(heartbeatLimit: connectTimeout))
    }

    /// Reads the connection until it ends. Returns when the server disconnects the namespace (a
    /// DISCONNECT: the session is over); throws why it ended otherwise: the channel's error, a
    /// dropped connection (`.network(.networkConnectionLost)`), a missed heartbeat (`.timedOut`),
    /// or the server's refusal of the namespace (``refusal(_:)``, final).
    func run(auth: Data?, handlers: Handlers) async throws(ServiceProviderError) {
        // The heartbeat watch starts over on the open packet (the server's limit replaces the connect
        // timeout) and on each ping (the next is due within the limit).
        var watch = Task { await self.watchHeartbeat() }
        defer { watch.cancel() }
        while true {
            let frame: WebSocketFrame
            do {
                frame = try await channel.receive()
            } catch {
                throw state.withLock { $0.ending } ?? error
            }
            state.withLock { $0.frames += 1 }
            guard case .text(let text) = frame, let packet = EngineIOPacket.decode(text) else {
                handlers.skipped()
                continue
            }
            switch packet {
            case .open(let open):
                let accepted = state.withLock { state -> Bool in
                    guard state.phase == .opening else { return false }
                    state.phase = .connecting
                    state.heartbeatLimit = open.heartbeatLimit
                    state.maxPayload = open.maxPayload
                    return true
                }
                guard accepted else { handlers.skipped(); continue }
                watch.cancel()
                watch = Task { await self.watchHeartbeat() }
                try await send(SocketIOPacket(kind: .connect, namespace: namespace, data: auth))
            case .ping(let data):
                watch.cancel()
                watch = Task { await self.watchHeartbeat() }
                try await write(EngineIOPacket.pong(data).encoded)
            case .close:
                throw .network(.networkConnectionLost)
            case .message(let body):
                if try handle(body, handlers: handlers) { return }
            case .pong, .upgrade, .noop:
                continue
            }
        }
    }

    /// Handles one Socket.IO packet; true when the server disconnected the namespace.
    private func handle(_ body: String, handlers: Handlers) throws(ServiceProviderError) -> Bool {
        let phase = state.withLock { $0.phase }
        guard phase != .opening, let packet = SocketIOPacket.decode(body), packet.namespace == namespace else {
            handlers.skipped()
            return false
        }
        switch packet.kind {
        case .connect:
            guard phase == .connecting else { handlers.skipped(); return false }
            state.withLock { $0.phase = .connected }
            handlers.connected()
        case .connectError:
            throw Self.refusal(packet.data, namespace: namespace)
        case .disconnect:
            return true
        case .event:
            guard phase == .connected, let data = packet.data, let (name, arguments) = SocketIOPacket.eventParts(data) else {
                handlers.skipped()
                return false
            }
            handlers.event(name, arguments)
        case .ack:
            guard let id = packet.id, let data = packet.data, SocketIOPacket.isArray(data) else {
                handlers.skipped()
                return false
            }
            resolve(id, with: .success(data))
        case .binaryEvent, .binaryAck:
            // Binary attachments are not supported: the packet (and the frames of its attachments) are skipped.
            handlers.skipped()
        }
        return false
    }

    /// Sends an EVENT without acknowledgement.
    func emit(_ payload: Data) async throws(ServiceProviderError) {
        try await send(SocketIOPacket(kind: .event, namespace: namespace, data: payload))
    }

    /// Sends an EVENT asking for an acknowledgement and returns the ACK's argument array.
    /// Fails when the connection ends first, and with `.cancelled` when the waiting task is
    /// cancelled (the caller's timeout).
    func emitWithAck(_ payload: Data) async throws(ServiceProviderError) -> Data {
        let allocated = state.withLock { state -> Result<Int, ServiceProviderError> in
            if let ending = state.ending { return .failure(Self.lost(ending)) }
            defer { state.nextAckId += 1 }
            state.acks[state.nextAckId] = .waiting(nil)
            return .success(state.nextAckId)
        }
        let id = try allocated.get()
        do {
            try await send(SocketIOPacket(kind: .event, namespace: namespace, id: id, data: payload))
        } catch {
            _ = state.withLock { $0.acks.removeValue(forKey: id) }
            throw error
        }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
                    let ready = state.withLock { state -> Result<Data, ServiceProviderError>? in
                        switch state.acks[id] {
                        case .done(let result)?:
                            state.acks[id] = nil
                            return result
                        case .waiting?:
                            state.acks[id] = .waiting(continuation)
                            return nil
                        case nil:
                            return .failure(.cancelled)
                        }
                    }
                    if let ready { continuation.resume(with: ready) }
                }
            } onCancel: {
                resolve(id, with: .failure(.cancelled))
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// Ends the connection (once): closes the channel and fails every acknowledgement waiting.
    func end(_ error: ServiceProviderError) async {
        let (first, slots) = state.withLock { state -> (Bool, [AckSlot]) in
            guard state.ending == nil else { return (false, []) }
            state.ending = error
            defer { state.acks = [:] }
            return (true, Array(state.acks.values))
        }
        guard first else { return }
        for case .waiting(let continuation?) in slots { continuation.resume(throwing: Self.lost(error)) }
        await channel.close()
    }

    // MARK: - Internals

    private func send(_ packet: SocketIOPacket) async throws(ServiceProviderError) {
        let text = EngineIOPacket.message(packet.encoded).encoded
        let limit = state.withLock { $0.maxPayload }
        if let limit, text.utf8.count > limit {
            throw .invalidRequest(message: "The Socket.IO packet is \(text.utf8.count) bytes; the server takes at most \(limit).")
        }
        try await write(text)
    }

    private func write(_ text: String) async throws(ServiceProviderError) {
        if let ending = state.withLock({ $0.ending }) { throw Self.lost(ending) }
        do {
            try await channel.send(text)
        } catch {
            throw state.withLock { $0.ending }.map(Self.lost) ?? error
        }
    }

    /// Resumes (or records the outcome for) the acknowledgement `id`; one not waited for is ignored.
    private func resolve(_ id: Int, with result: Result<Data, ServiceProviderError>) {
        let continuation = state.withLock { state -> CheckedContinuation<Data, any Error>? in
            guard case .waiting(let continuation)? = state.acks[id] else { return nil }
            if continuation == nil {
                state.acks[id] = .done(result)
            } else {
                state.acks[id] = nil
            }
            return continuation
        }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }

    /// Ends the connection with `.timedOut` when no frame arrives within the heartbeat limit (the
    /// connect timeout until the open packet, then the server's `pingInterval + pingTimeout`);
    /// a frame arriving meanwhile starts another wait.
    private func watchHeartbeat() async {
        while true {
            let (seen, limit) = state.withLock { ($0.frames, $0.heartbeatLimit) }
            do { try await sleep(limit) } catch { return }
            let silent = state.withLock { $0.frames == seen && $0.ending == nil }
            if silent {
                await end(.timedOut)
                return
            }
        }
    }

    /// What an emit or acknowledgement fails with once the connection ended for `ending`: the
    /// client's own close stays `.cancelled`; anything else is a transient lost connection.
    private static func lost(_ ending: ServiceProviderError) -> ServiceProviderError {
        ending == .cancelled ? .cancelled : .network(.networkConnectionLost)
    }

    /// The server's CONNECT_ERROR as a final error: an unknown namespace is the caller's mistake
    /// (`.invalidRequest`); any other refusal (the connect handler said no) is `.unauthorized`.
    static func refusal(_ data: Data?, namespace: String) -> ServiceProviderError {
        let object = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        if object?["message"] as? String == "Invalid namespace" {
            return .invalidRequest(message: "The Socket.IO server has no namespace \(namespace).")
        }
        return .unauthorized
    }
}
