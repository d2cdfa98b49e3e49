import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's chat socket: one Socket.IO connection per provider, shared by every room listened to,
/// opened when first needed with the signed-in user's token (`jwt` in the query) and the
/// operator's static key (`token` header), and closed when the user signs out. Each room is
/// joined (then marked read and asked who is online) on every connection, so a reconnection
/// re-joins what was listened to.
final class GomaChatLive: Sendable {
    /// A room's listeners and the history pages waited for.
    private struct State {
        var client: SocketIOClient?
        var connected = false
        /// Whether the current client has connected once (a later `.connected` is a reconnection).
        var everConnected = false
        var pump: Task<Void, Never>?
        /// Closes the client when the user signs out (or another signs in).
        var sessionWatch: Task<Void, Never>?
        var listeners: [Int: [UUID: LiveStream<ChatUpdate>.Continuation]] = [:]
        /// Callers waiting for the connection, resumed on `.connected` or when it ends.
        var connectionWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]
        /// History requests in the order they were sent, per room.
        var historyWaiters: [(room: Int, id: UUID, continuation: CheckedContinuation<Result<[ChatMessage], ServiceProviderError>, Never>)] = []
        /// Why the last client ended, for the callers waiting for it.
        var lastFailure: ServiceProviderError?
    }

    let socket: GomaChatSocket
    let runtime: GomaRuntime
    let factory: WebSocketChannelFactory
    /// Events that did not decode, skipped.
    let diagnostics = LiveDiagnosticsCounter()
    private let state = Locked(State())

    /// The vendor's client: first retry after 10 s, at most 40 s between retries.
    static let reconnection = LiveReconnection(attempts: 8, backoff: Backoff(initial: 10, maximum: 40))
    /// How long a call waits for the connection, a history page or an acknowledgement.
    static let answerTimeout: TimeInterval = 30

    init(socket: GomaChatSocket, runtime: GomaRuntime, factory: @escaping WebSocketChannelFactory) {
        self.socket = socket
        self.runtime = runtime
        self.factory = factory
    }

    // MARK: - Rooms

    /// Listens to `room` until the consumer leaves; see ``ChatService/updates(inRoom:)``.
    func updates(room: Int) -> LiveStream<ChatUpdate> {
        let (stream, continuation) = LiveStream<ChatUpdate>.makeStream()
        let id = UUID()
        let task = Task {
            do throws(ServiceProviderError) {
                let client = try await self.client()
                // The client may have ended already (a refused token): then its failure is this stream's.
                let (joinNow, ended) = self.state.withLock { state -> (Bool, ServiceProviderError?) in
                    guard state.client === client else { return (false, state.lastFailure ?? .network(.networkConnectionLost)) }
                    state.listeners[room, default: [:]][id] = continuation
                    return (state.connected, nil)
                }
                if let ended { throw ended }
                if joinNow { await self.join(room, on: client) }
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination { [weak self] in
            task.cancel()
            self?.state.withLock { state in
                state.listeners[room]?[id] = nil
                if state.listeners[room]?.isEmpty == true { state.listeners[room] = nil }
            }
        }
        return stream
    }

    /// One page of the room's messages: emits the request and waits for the answer naming the room.
    func history(room: Int, page: Int) async throws(ServiceProviderError) -> [ChatMessage] {
        let client = try await connectedClient()
        let id = UUID()
        let result = try await Deadline.run(Self.answerTimeout, sleep: runtime.sleep) { [self] in
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Result<[ChatMessage], ServiceProviderError>, Never>) in
                    state.withLock { $0.historyWaiters.append((room, id, continuation)) }
                    Task {
                        do throws(ServiceProviderError) {
                            try await client.emit(GomaChatEvents.history, GomaModels.ChatRoomEmit(id: room, page: page))
                        } catch {
                            self.resumeHistory(id: id, with: .failure(error))
                        }
                    }
                }
            } onCancel: {
                self.resumeHistory(id: id, with: .failure(.cancelled))
            }
        }
        return try result.get()
    }

    /// Posts a message (room id as a string, no reply, no attachment).
    func send(_ text: String, room: Int) async throws(ServiceProviderError) {
        let client = try await connectedClient()
        let body = GomaModels.ChatSendEmit(id: String(room), message: text)
        if socket.acknowledgesMessages {
            _ = try await client.emitWithAck(GomaChatEvents.send, body, timeout: .seconds(Self.answerTimeout))
        } else {
            try await client.emit(GomaChatEvents.send, body)
        }
    }

    /// Marks the room read up to a message's date (its id), or all of it.
    func markRead(room: Int, upTo messageId: Int?) async throws(ServiceProviderError) {
        let client = try await connectedClient()
        try await client.emit(GomaChatEvents.read, GomaModels.ChatRoomEmit(id: room, messageId: messageId))
    }

    /// Closes the connection and ends every listener normally (the user signed out); with
    /// `only`, only while that client is the current one.
    func close(only: SocketIOClient? = nil) async {
        let taken = state.withLock { state -> (SocketIOClient, Task<Void, Never>?, Task<Void, Never>?)? in
            guard let client = state.client, only == nil || only === client else { return nil }
            defer { state.client = nil; state.pump = nil; state.sessionWatch = nil; state.connected = false }
            return (client, state.pump, state.sessionWatch)
        }
        guard let (client, pump, watch) = taken else { return }
        pump?.cancel()
        watch?.cancel()
        await client.close()
        end(with: nil)
    }

    // MARK: - Connection

    /// The shared client, created for the signed-in user when there is none.
    private func client() async throws(ServiceProviderError) -> SocketIOClient {
        if let client = state.withLock({ $0.client }) { return client }
        let lease = try await runtime.session.lease()
        guard lease.credentials.isUser else { throw .unauthorized }
        let configuration = SocketIOConfiguration(url: socket.url, path: socket.path, query: ["jwt": lease.credentials.accessToken],
                                                  headers: ["token": socket.token], reconnection: Self.reconnection)
        let fresh = SocketIOClient(configuration: configuration, channelFactory: factory, sleep: runtime.sleep, diagnostics: diagnostics)
        let (client, isNew) = state.withLock { state -> (SocketIOClient, Bool) in
            if let existing = state.client { return (existing, false) }
            state.client = fresh
            state.connected = false
            state.everConnected = false
            state.lastFailure = nil
            return (fresh, true)
        }
        if isNew {
            let events = fresh.events()
            let sessionEvents = runtime.session.events
            let pump = Task { await self.pump(events, client: fresh) }
            let watch = Task { [weak self] in
                for await event in sessionEvents {
                    switch event {
                    case .loggedOut, .expired, .loggedIn:
                        await self?.close(only: fresh)
                        return
                    case .current, .refreshed:
                        continue
                    }
                }
            }
            let stale = state.withLock { state -> Bool in
                guard state.client === fresh else { return true }
                state.pump = pump
                state.sessionWatch = watch
                return false
            }
            if stale { watch.cancel() }
        }
        return client
    }

    /// The shared client once its namespace is connected (waiting up to ``answerTimeout``).
    private func connectedClient() async throws(ServiceProviderError) -> SocketIOClient {
        let client = try await self.client()
        let id = UUID()
        try await Deadline.run(Self.answerTimeout, sleep: runtime.sleep) { [self] in
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let ready = state.withLock { state -> Bool in
                        if state.connected || state.client !== client { return true }
                        state.connectionWaiters[id] = continuation
                        return false
                    }
                    if ready { continuation.resume() }
                }
            } onCancel: {
                self.state.withLock { $0.connectionWaiters.removeValue(forKey: id) }?.resume()
            }
        }
        let (connected, failure) = state.withLock { ($0.connected && $0.client === client, $0.lastFailure) }
        guard connected else { throw failure ?? .network(.networkConnectionLost) }
        return client
    }

    /// Reads the client's events until its stream ends.
    private func pump(_ events: LiveStream<SocketIOEvent>, client: SocketIOClient) async {
        var failure: ServiceProviderError?
        do throws(ServiceProviderError) {
            for try await event in events {
                switch event {
                case .connected: await connected(client)
                case .disconnected(let willReconnect):
                    state.withLock { $0.connected = false }
                    if willReconnect { broadcast(.disconnected) }
                case .event(let name, let arguments): route(name, arguments)
                }
            }
        } catch {
            failure = error
        }
        let isCurrent = state.withLock { state -> Bool in
            guard state.client === client else { return false }
            state.client = nil
            state.pump = nil
            state.sessionWatch?.cancel()
            state.sessionWatch = nil
            state.connected = false
            state.lastFailure = failure
            return true
        }
        if isCurrent { end(with: failure) }
    }

    /// Joins every listened room, wakes the callers waiting for the connection.
    private func connected(_ client: SocketIOClient) async {
        let (rooms, waiters, reconnected) = state.withLock { state in
            state.connected = true
            let reconnected = state.everConnected
            state.everConnected = true
            defer { state.connectionWaiters = [:] }
            return (Array(state.listeners.keys).sorted(), Array(state.connectionWaiters.values), reconnected)
        }
        waiters.forEach { $0.resume() }
        for room in rooms { await join(room, on: client) }
        if reconnected { broadcast(.reconnected) }
    }

    /// Joins a room, marks it read, asks who is online (the vendor's order). An emit failing here
    /// means the connection dropped: the next connection joins again.
    private func join(_ room: Int, on client: SocketIOClient) async {
        let body = GomaModels.ChatRoomEmit(id: room)
        do throws(ServiceProviderError) {
            try await client.emit(GomaChatEvents.join, body)
            try await client.emit(GomaChatEvents.read, body)
            try await client.emit(GomaChatEvents.usersOnline, body)
        } catch {}
    }

    // MARK: - Events

    private func route(_ name: String, _ arguments: Data) {
        let currency = runtime.configuration.currency
        switch GomaChatEvents.Incoming(name) {
        case .history:
            guard let pages = decode(GomaModels.ChatMessages.self, arguments) else { return }
            let messages = pages.flatMap(\.messages)
            deliverHistory(room: messages.first?.toChatroom, messages.map { GomaModelMapper.chatMessage($0, currency: currency) })
        case .messages(let room):
            guard let pages = decode(GomaModels.ChatMessages.self, arguments) else { return }
            for message in pages.flatMap(\.messages) { send(.message(GomaModelMapper.chatMessage(message, currency: currency)), to: room) }
        case .read(let room):
            guard let receipts = decode(GomaModels.ChatRead.self, arguments) else { return }
            for receipt in receipts {
                send(.read(ChatReadReceipt(userIds: receipt.users.map(\.value), upTo: String(receipt.messageId))), to: room)
            }
        case .usersOnline(let room):
            guard let lists = decode(GomaModels.ChatOnline.self, arguments) else { return }
            for list in lists { send(.usersOnline(list.users.map(\.value)), to: room) }
        case .ignored:
            return
        }
    }

    /// The event's argument array, or nil (counted) when it does not decode.
    private func decode<Element: Decodable>(_ type: Element.Type, _ arguments: Data) -> [Element]? {
        guard let elements = try? GomaCoding.makeDecoder().decode([Element].self, from: arguments) else {
            diagnostics.add(LiveFeedDiagnostics(undecodableRecords: 1))
            return nil
        }
        return elements
    }

    private func send(_ update: ChatUpdate, to room: Int) {
        let listeners = state.withLock { Array(($0.listeners[room] ?? [:]).values) }
        for listener in listeners { _ = listener.yield(update) }
    }

    private func broadcast(_ update: ChatUpdate) {
        let listeners = state.withLock { $0.listeners.values.flatMap(\.values) }
        for listener in listeners { _ = listener.yield(update) }
    }

    /// Hands a page to the oldest request for its room (an empty page names no room: the oldest request).
    private func deliverHistory(room: Int?, _ messages: [ChatMessage]) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<[ChatMessage], ServiceProviderError>, Never>? in
            guard let index = state.historyWaiters.firstIndex(where: { room == nil || $0.room == room }) else { return nil }
            return state.historyWaiters.remove(at: index).continuation
        }
        waiter?.resume(returning: .success(messages))
    }

    private func resumeHistory(id: UUID, with result: Result<[ChatMessage], ServiceProviderError>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<[ChatMessage], ServiceProviderError>, Never>? in
            guard let index = state.historyWaiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.historyWaiters.remove(at: index).continuation
        }
        waiter?.resume(returning: result)
    }

    /// Ends every listener (normally, or with the error that ended the connection) and every waiter.
    private func end(with failure: ServiceProviderError?) {
        let (listeners, waiters, history) = state.withLock { state in
            defer { state.listeners = [:]; state.connectionWaiters = [:]; state.historyWaiters = [] }
            return (state.listeners.values.flatMap(\.values), Array(state.connectionWaiters.values), state.historyWaiters.map(\.continuation))
        }
        for listener in listeners { listener.finish(throwing: failure) }
        waiters.forEach { $0.resume() }
        history.forEach { $0.resume(returning: .failure(failure ?? .cancelled)) }
    }
}
