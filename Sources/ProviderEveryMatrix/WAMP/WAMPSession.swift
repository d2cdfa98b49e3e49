import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A WAMP client session over a ``WebSocketChannel``: HELLO/WELCOME, CALL/RESULT,
/// SUBSCRIBE/SUBSCRIBED/EVENT, ERROR (the SDK registers no procedures, so it never answers INVOCATION). Every request that
/// waits for an answer times out (the vendor goes silent in maintenance); the wait uses the
/// injected `sleep`, so tests never really wait.
actor WAMPSession {
    private let channel: any WebSocketChannel
    private let timeout: TimeInterval
    private let sleep: @Sendable (TimeInterval) async throws -> Void
    /// Counts a frame that cannot be read (not WAMP, or nested deeper than the decoder reads),
    /// which is skipped so the session goes on.
    private let diagnostics: LiveDiagnosticsCounter?
    private var nextRequestId: Int64 = 1
    private var pending: [Int64: CheckedContinuation<WAMPMessage, any Error>] = [:]
    private var timers: [Int64: Task<Void, Never>] = [:]
    /// Answers that arrived before their request started waiting (the send is still in flight),
    /// a refusal (ABORT) included: dropping it left `open` waiting for a WELCOME until its
    /// timeout, and then reporting `.timedOut` instead of the router's reason.
    private var early: [Int64: Result<WAMPMessage, any Error>] = [:]
    private var welcome: CheckedContinuation<WAMPMessage, any Error>?
    private var subscriptions: [Int64: WAMPInbox] = [:]
    /// Inboxes opened when SUBSCRIBED arrives (by request id), so EVENTs right behind it are kept.
    private var openedInboxes: [Int64: WAMPInbox] = [:]
    private var receiveLoop: Task<Void, Never>?
    private var failure: ServiceProviderError?

    init(channel: any WebSocketChannel, timeout: TimeInterval, sleep: @escaping @Sendable (TimeInterval) async throws -> Void,
         diagnostics: LiveDiagnosticsCounter? = nil) {
        self.diagnostics = diagnostics
        self.channel = channel
        self.timeout = timeout
        self.sleep = sleep
    }

    /// A session dropped without `close()` stops reading: its receive loop holds the channel and
    /// waits on it, so left running it would keep the connection (and whatever the channel
    /// holds) alive for the life of the process.
    deinit {
        receiveLoop?.cancel()
        for timer in timers.values { timer.cancel() }
    }

    /// Says HELLO and waits for WELCOME.
    func open(realm: String) async throws(ServiceProviderError) {
        startReceiving()
        try await send(.hello(realm: realm))
        let answer = try await awaitAnswer(id: 0)
        guard case .welcome = answer else { throw .invalidResponse(message: "The live feed refused the session: \(answer)") }
    }

    /// Calls a procedure with string keyword arguments (such as `{"topic": …}`) and returns the RESULT's payload.
    func call(_ procedure: String, keywordArguments: [String: String]) async throws(ServiceProviderError) -> WAMPPayload {
        try await call(procedure, keywordArguments: WAMPCodec.keywordArguments(keywordArguments))
    }

    /// Calls a procedure with `kwargs` given as a JSON object and returns the RESULT's payload.
    /// A WAMP ERROR answer becomes a typed error (``EveryMatrixAggregatorErrorMapper``).
    func call(_ procedure: String, keywordArguments: Data) async throws(ServiceProviderError) -> WAMPPayload {
        let id = makeRequestId()
        try await send(.call(requestId: id, procedure: procedure, payload: WAMPPayload(keywordArguments: keywordArguments)))
        let answer = try await awaitAnswer(id: id)
        guard case .result(_, let payload) = answer else { throw Self.error(from: answer) }
        return payload
    }

    /// Subscribes to a topic; the inbox collects each EVENT's payload until the session ends,
    /// then reports why.
    func subscribe(_ topic: String) async throws(ServiceProviderError) -> WAMPInbox {
        let id = makeRequestId()
        try await send(.subscribe(requestId: id, topic: topic))
        let answer = try await awaitAnswer(id: id)
        guard case .subscribed = answer, let inbox = openedInboxes.removeValue(forKey: id) else { throw Self.error(from: answer) }
        return inbox
    }

    /// Ends the session and the connection.
    func close() async {
        if failure == nil { try? await send(.goodbye(reason: "wamp.close.normal")) }
        finish(with: .cancelled)
        receiveLoop?.cancel()
        await channel.close()
    }

    // MARK: - Internals

    private func makeRequestId() -> Int64 {
        defer { nextRequestId += 1 }
        return nextRequestId
    }

    private func send(_ message: WAMPMessage) async throws(ServiceProviderError) {
        if let failure { throw failure }
        try await channel.send(try WAMPCodec.encode(message))
    }

    /// Waits for the answer to request `id` (0 is the WELCOME), or times out. Cancelling the
    /// waiting task fails the wait with `.cancelled` at once (the consumer stopped; holding the
    /// socket open until the timeout would waste it).
    private func awaitAnswer(id: Int64) async throws(ServiceProviderError) -> WAMPMessage {
        if let failure { throw failure }
        if let answer = early.removeValue(forKey: id) {
            do {
                return try answer.get()
            } catch {
                throw ServiceProviderError(error)
            }
        }
        if Task.isCancelled { throw .cancelled }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    // Cancelled between the check above and now: never register, fail at once.
                    guard !Task.isCancelled else { return continuation.resume(throwing: ServiceProviderError.cancelled) }
                    if id == 0 { welcome = continuation } else { pending[id] = continuation }
                    let sleep = self.sleep
                    let timeout = self.timeout
                    timers[id] = Task { [weak self] in
                        do { try await sleep(timeout) } catch { return }
                        await self?.timedOut(id)
                    }
                }
            } onCancel: {
                // `resolve` removes the continuation first, so a late answer or timeout cannot resume it again.
                Task { await self.cancelled(id) }
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    private func cancelled(_ id: Int64) {
        resolve(id, with: .failure(ServiceProviderError.cancelled), fromRouter: false)
    }

    private func timedOut(_ id: Int64) {
        resolve(id, with: .failure(ServiceProviderError.timedOut), fromRouter: false)
    }

    /// Resumes the request waiting for `id`. The router's answer to a request that is not
    /// waiting yet is kept for it (`early`); the session's own outcomes (a timeout, a
    /// cancellation) only ever end a wait.
    private func resolve(_ id: Int64, with result: Result<WAMPMessage, any Error>, fromRouter: Bool = true) {
        timers.removeValue(forKey: id)?.cancel()
        let continuation = id == 0 ? welcome : pending.removeValue(forKey: id)
        if id == 0 { welcome = nil }
        if let continuation {
            continuation.resume(with: result)
        } else if fromRouter, id < nextRequestId {
            early[id] = result
        }
    }

    private func startReceiving() {
        guard receiveLoop == nil else { return }
        let channel = self.channel
        receiveLoop = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    let frame = try await channel.receive()
                    await self?.handle(frame)
                } catch {
                    await self?.finish(with: ServiceProviderError(error))
                    return
                }
            }
        }
    }

    private func handle(_ frame: WebSocketFrame) async {
        let message: WAMPMessage
        do {
            message = try WAMPCodec.decode(frame)
        } catch {
            // A frame we cannot read is skipped, so the session goes on, and counted, so it is not lost unseen.
            diagnostics?.add(LiveFeedDiagnostics(undecodableRecords: 1))
            return
        }
        switch message {
        case .welcome: resolve(0, with: .success(message))
        case .abort(let reason): resolve(0, with: .failure(ServiceProviderError.vendor(code: reason, message: nil)))
        case .goodbye: finish(with: .cancelled)
        case .subscribed(let id, let subscriptionId):
            let inbox = WAMPInbox()
            subscriptions[subscriptionId] = inbox
            openedInboxes[id] = inbox
            resolve(id, with: .success(message))
        case .result(let id, _), .unsubscribed(let id):
            resolve(id, with: .success(message))
        case .error(_, let id, _, _):
            resolve(id, with: .success(message))
        case .event(let subscriptionId, _, let payload):
            subscriptions[subscriptionId]?.append(payload)
        case .registered, .invocation:
            break // Answers to registrations, which this client never makes.
        case .hello, .call, .subscribe, .unsubscribe, .register, .yield:
            break // Client-to-router messages never arrive here.
        }
    }

    private func finish(with error: ServiceProviderError) {
        guard failure == nil else { return }
        failure = error
        for id in Array(pending.keys) + (welcome == nil ? [] : [0]) { resolve(id, with: .failure(error), fromRouter: false) }
        for inbox in subscriptions.values { inbox.finish(throwing: error) }
        subscriptions.removeAll()
    }

    private static func error(from answer: WAMPMessage) -> ServiceProviderError {
        if case .error(_, _, let error, let payload) = answer {
            return EveryMatrixAggregatorErrorMapper.error(uri: error, keywordArguments: payload.keywordArguments)
        }
        return .invalidResponse(message: "Unexpected WAMP answer: \(answer)")
    }
}
