import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Everything the EveryMatrix services read from the WAMP aggregator: RPCs and one-off dumps
/// over one shared session, and live topics as shared feeds (one connection per topic, however
/// many consumers). Built once per provider; `nil` there when the platform has no WebSocket.
struct EveryMatrixLive: Sendable {
    let runtime: EveryMatrixRuntime
    let factory: WebSocketChannelFactory
    /// The session RPCs and one-off dumps share.
    let calls: EveryMatrixCallSession
    /// Live topics other than a sport's live list (pre-live lists, an event page…), by topic.
    let topicFeeds = SharedLiveFeeds<String>()
    /// What every store of this aggregator skipped (``EveryMatrixProvider/liveDiagnostics``).
    let diagnostics = LiveDiagnosticsCounter()

    init(runtime: EveryMatrixRuntime, factory: @escaping WebSocketChannelFactory) {
        self.runtime = runtime
        self.factory = factory
        calls = EveryMatrixCallSession(runtime: runtime, factory: factory, diagnostics: diagnostics)
    }

    /// `/sports/{operator}/{language}/` followed by `rest`, as every aggregator topic starts.
    func topic(_ rest: String) -> String {
        "/sports/\(runtime.configuration.operatorId)/\(runtime.configuration.language)/\(rest)"
    }

    /// Calls an RPC (`/sports#…`) with `kwargs` and decodes the RESULT's `kwargs`.
    func call<Response: Decodable>(_ procedure: String, _ keywordArguments: some Encodable,
                                   as type: Response.Type = Response.self) async throws(ServiceProviderError) -> Response {
        let kwargs: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            kwargs = try encoder.encode(keywordArguments)
        } catch {
            throw .invalidRequest(message: "The \(procedure) arguments could not be encoded.")
        }
        let payload = try await calls.call(procedure, keywordArguments: kwargs)
        guard let body = payload.body else { throw .invalidResponse(message: "\(procedure) answered without data.") }
        do {
            return try JSONDecoder().decode(Response.self, from: body)
        } catch let error as DecodingError {
            throw ServiceProviderError(decodingError: error, type: String(describing: Response.self))
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// A topic's `INITIAL_DUMP`, fetched once (no subscription), applied to a fresh store.
    func dump(topic: String) async throws(ServiceProviderError) -> AggregatorStore {
        let payload = try await calls.call("/sports#initialDump", keywordArguments: WAMPCodec.keywordArguments(["topic": topic]))
        let store = AggregatorStore(dump: try AggregatorMessageReader.decodeDump(consume payload))
        var reported = AggregatorStore.Statistics()
        diagnostics.add(store.statistics, since: &reported)
        return store
    }

    /// How a dropped or refused live connection is tried again (the SDK's one live reconnect
    /// policy, ``LiveReconnection/standard``). Each new connection starts with a fresh dump,
    /// announced as what changed while the feed was away.
    static let reconnection = LiveReconnection.standard

    /// A topic's feed as a shared-feed producer: connects, publishes the dump as the events `map`
    /// reads from the store and each batch as its changes (the shared feed applies them to its
    /// list, so no batch maps the store), and reconnects after a transient failure, publishing the
    /// new dump's events as a whole list; ends when the last consumer leaves (the task is cancelled).
    func feed<Key>(topic: String, map: @escaping @Sendable (AggregatorView) -> [Event] = { EveryMatrixModelMapper.events(in: $0) })
        -> SharedLiveFeeds<Key>.Producer {
        let feed = EveryMatrixLiveFeed(runtime: runtime, factory: factory, diagnostics: diagnostics)
        return { sink throws(ServiceProviderError) in
            try await Self.reconnecting(sleep: runtime.sleep, report: sink.setConnectionState) { known, connected throws(ServiceProviderError) in
                try await feed.run(topic: topic, known: &known) { step in
                    connected()
                    Self.publish(step, map: map, to: sink)
                }
            }
        }
    }

    /// Publishes a step of a topic's feed: a dump (first or after a reconnection) as the whole
    /// list `map` reads from the store, which the shared feed diffs against its list for change
    /// consumers; a batch as its changes, which name every event the batch changed, so the
    /// shared feed re-applies those and reuses every other event of its list.
    static func publish<Key>(_ step: EveryMatrixLiveFeed.Step, map: (AggregatorView) -> [Event], to sink: SharedLiveFeeds<Key>.Sink) {
        switch step {
        case .dump(let store), .redump(let store):
            sink.publish(map(store.view))
        case .update(_, let changes):
            sink.publish(changes: changes)
        }
    }

    /// Runs `connection` by ``reconnection``, handing each run what the previous connection knew.
    static func reconnecting(sleep: @escaping SleepFunction, report: @escaping @Sendable (LiveConnectionState) -> Void,
                             _ connection: (inout AggregatorStore?, _ connected: @escaping @Sendable () -> Void) async throws(ServiceProviderError) -> Void)
        async throws(ServiceProviderError) {
        try await reconnection.run(sleep: sleep, report: report, connection)
    }
}

/// One WAMP session for RPCs and one-off dumps, opened on first use and kept: a sportsbook
/// screen makes many small calls, and a connection each would cost a handshake each. A session
/// that fails for any reason other than the vendor's answer is dropped, and the next call opens a
/// new one; a call that failed on a reused session because the connection had gone is tried once
/// more on a fresh one.
actor EveryMatrixCallSession {
    private let runtime: EveryMatrixRuntime
    private let factory: WebSocketChannelFactory
    /// Counts the frames a session could not read.
    private let diagnostics: LiveDiagnosticsCounter
    private var opening: Task<WAMPSession, any Error>?

    init(runtime: EveryMatrixRuntime, factory: @escaping WebSocketChannelFactory, diagnostics: LiveDiagnosticsCounter) {
        self.runtime = runtime
        self.factory = factory
        self.diagnostics = diagnostics
    }

    /// The RPC's answer. A failure's texts (a WAMP ERROR's vendor message) lose every secret the
    /// provider sent, as an HTTP call's do (``KnownSecrets``).
    func call(_ procedure: String, keywordArguments: Data) async throws(ServiceProviderError) -> WAMPPayload {
        do throws(ServiceProviderError) {
            return try await send(procedure, keywordArguments: keywordArguments)
        } catch {
            throw Redactor().error(error, hiding: runtime.secrets.values)
        }
    }

    private func send(_ procedure: String, keywordArguments: Data) async throws(ServiceProviderError) -> WAMPPayload {
        let reused = opening != nil
        let session = try await session()
        do {
            return try await session.call(procedure, keywordArguments: keywordArguments)
        } catch {
            guard Self.isConnectionFailure(error) else { throw error }
            await drop(session)
            guard reused, error.isRetryable, !Task.isCancelled else { throw error }
            return try await self.session().call(procedure, keywordArguments: keywordArguments)
        }
    }

    /// The vendor answered (an ERROR, a bad payload): the connection itself is fine.
    private static func isConnectionFailure(_ error: ServiceProviderError) -> Bool {
        switch error {
        case .vendor, .maintenance, .forbidden, .invalidRequest, .decoding, .cancelled: return false
        default: return true
        }
    }

    private func session() async throws(ServiceProviderError) -> WAMPSession {
        let task: Task<WAMPSession, any Error>
        if let opening {
            task = opening
        } else {
            let configuration = runtime.configuration
            let factory = self.factory
            let sleep = runtime.sleep
            let diagnostics = self.diagnostics
            task = Task {
                let channel = try await factory(WebSocketHandshake(url: configuration.environment.liveDataURL, protocols: [WAMPCodec.subprotocol]))
                let session = WAMPSession(channel: channel, timeout: configuration.liveCallTimeout, sleep: sleep, diagnostics: diagnostics)
                do {
                    try await session.open(realm: configuration.environment.realm)
                } catch {
                    await session.close()
                    throw error
                }
                return session
            }
            opening = task
        }
        do {
            return try await task.value
        } catch {
            if opening == task { opening = nil }
            throw ServiceProviderError(error)
        }
    }

    private func drop(_ session: WAMPSession) async {
        if let opening, let current = try? await opening.value, current === session { self.opening = nil }
        await session.close()
    }
}
