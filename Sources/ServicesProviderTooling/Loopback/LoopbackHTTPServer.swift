import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A tiny HTTP/1.1 server on 127.0.0.1 for integration tests of the real transport.
///
/// It binds an ephemeral port on the loopback interface only (never any other address),
/// accepts connections on background threads, records every request, and lets the test answer
/// each one through a handler that can reply at once, wait first (timeouts), or stream a body
/// in chunks while holding the connection open (Server-Sent Events). Sockets and handlers run
/// on the server's own threads, never on Swift's cooperative pool, so a busy pool (the whole
/// test suite on a loaded machine) cannot delay an answer into the client's timeout.
///
/// ```swift
/// let server = try LoopbackHTTPServer { request, writer in
///     writer.respond(.json(#"{"ok":true}"#))
/// }
/// defer { server.stop() }
/// let url = server.baseURL.appendingPathComponent("/v1/ping")
/// ```
///
/// Request bodies may arrive with `Content-Length` or chunked, and `Expect: 100-continue` is
/// answered. `stop()` (also run on deinit) closes the listener and every connection and
/// cancels running handlers.
public final class LoopbackHTTPServer: Sendable {
    /// Answers one request. Runs in its own task, on the connection's thread (see
    /// `LoopbackThreadExecutor`); it is cancelled when the server stops.
    /// If it returns without answering, the server replies 500; if it returns while streaming,
    /// the stream is ended.
    public typealias Handler = @Sendable (LoopbackHTTPRequest, LoopbackHTTPResponseWriter) async -> Void

    /// The port the server listens on (127.0.0.1 only).
    public let port: UInt16
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let state: LoopbackServerState

    /// Starts a server answering with `handler`. A request body longer than `bodyLimit` bytes is
    /// read and counted (``LoopbackHTTPRequest/bodyLength``) but not kept, so a large upload costs
    /// the server no memory.
    public init(keepingBodiesUpTo bodyLimit: Int = .max, handler: @escaping Handler) throws {
        let (listener, port) = try LoopbackSocket.listenOnLoopback()
        guard let url = URL(string: "http://127.0.0.1:\(port)") else {
            LoopbackSocket.close(listener)
            throw LoopbackServerError.socket("url", 0)
        }
        self.port = port
        self.baseURL = url
        self.state = LoopbackServerState(listener: listener, bodyLimit: bodyLimit, handler: handler)
        state.startAccepting()
    }

    /// Starts a server answering each request with the response `respond` returns.
    /// `bodyLimit` as in ``init(keepingBodiesUpTo:handler:)``.
    public convenience init(keepingBodiesUpTo bodyLimit: Int = .max,
                            respond: @escaping @Sendable (LoopbackHTTPRequest) async -> LoopbackHTTPResponse) throws {
        try self.init(keepingBodiesUpTo: bodyLimit) { request, writer in writer.respond(await respond(request)) }
    }

    deinit {
        state.stop()
    }

    /// Replaces the handler for requests that arrive from now on.
    public func setHandler(_ handler: @escaping Handler) {
        state.setHandler(handler)
    }

    /// Every request received so far, in arrival order.
    public var requests: [LoopbackHTTPRequest] { state.requests }

    /// How many requests were received so far.
    public var requestCount: Int { state.requests.count }

    /// Waits until no connection is open and none waits to be accepted, at most `timeout`
    /// seconds; `false` if connections remain. For a test whose client process was killed: the
    /// requests it had already written are read, answered and counted before the test goes on.
    public func waitUntilIdle(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !state.isIdle {
            if Date() >= deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// Closes the listener and every open connection and cancels running handlers. Idempotent.
    public func stop() {
        state.stop()
    }

    /// Runs `body` in a task of its own whose jobs run on a thread of their own, as the server
    /// runs its handlers, and returns what it returns. For a client that paces the server (it
    /// opens a ``LoopbackGate`` a handler waits on once it received a chunk): on Swift's
    /// cooperative pool its reaction could wait behind the rest of `swift test` longer than the
    /// request's timeout. Cancelling the caller cancels the task. Task-locals are not inherited,
    /// so check expectations on what `body` returns. Where task executors do not exist (Apple
    /// platforms before macOS 15 and iOS 18) `body` runs as the caller's child, on the pool.
    public static func runOnOwnThread<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return try await body() }
        // The task once started, and whether the caller was cancelled before it was.
        let task = Locked<(started: Task<Void, Never>?, cancelled: Bool)>((nil, false))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let thread = Thread {
                    let executor = LoopbackThreadExecutor()
                    _ = executor.run({
                        do {
                            continuation.resume(returning: try await body())
                        } catch {
                            continuation.resume(throwing: error)
                        }
                    }, starting: { operation in
                        let started = Task(executorPreference: executor) { await operation() }
                        if task.withLock({ task in
                            task.started = started
                            return task.cancelled
                        }) { started.cancel() }
                        return started
                    })
                }
                thread.name = "LoopbackHTTPServer.client"
                thread.start()
            }
        } onCancel: {
            task.withLock { task in
                task.cancelled = true
                return task.started
            }?.cancel()
        }
    }
}

/// The server's shared state, owned by the listener thread, the connection threads and the
/// server object (which only stops it), so threads never keep the server alive.
private final class LoopbackServerState: Sendable {
    private struct Registry {
        var stopped = false
        var connections: Set<Int32> = []
        var handlerTasks: [UUID: Task<Void, Never>] = [:]
    }

    private let listener: Int32
    private let bodyLimit: Int
    private let handler: Locked<LoopbackHTTPServer.Handler>
    private let registry = Locked(Registry())
    private let recorded = Locked<[LoopbackHTTPRequest]>([])
    private let listenerClosed = DispatchSemaphore(value: 0)

    init(listener: Int32, bodyLimit: Int, handler: @escaping LoopbackHTTPServer.Handler) {
        self.listener = listener
        self.bodyLimit = bodyLimit
        self.handler = Locked(handler)
    }

    var requests: [LoopbackHTTPRequest] { recorded.withLock { $0 } }

    func setHandler(_ newHandler: @escaping LoopbackHTTPServer.Handler) {
        handler.withLock { $0 = newHandler }
    }

    func startAccepting() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackHTTPServer.accept"
        thread.start()
    }

    func stop() {
        let (wasStopped, connections, tasks) = registry.withLock { registry in
            defer { registry.stopped = true; registry.handlerTasks = [:] }
            return (registry.stopped, registry.connections, Array(registry.handlerTasks.values))
        }
        guard !wasStopped else { return }
        for connection in connections { LoopbackSocket.shutdownBoth(connection) }
        for task in tasks { task.cancel() }
        // The accept loop polls with a short timeout, sees `stopped` and closes the listener.
        listenerClosed.wait()
    }

    private var isStopped: Bool { registry.withLock { $0.stopped } }

    /// No connection open and none waiting to be accepted.
    var isIdle: Bool {
        registry.withLock { $0.connections.isEmpty && !LoopbackSocket.waitReadable(listener, milliseconds: 0) }
    }

    private func acceptLoop() {
        while !isStopped {
            guard LoopbackSocket.waitReadable(listener, milliseconds: 20) else { continue }
            // Accepted and registered under one lock, so `isIdle` never sees a connection that
            // left the backlog but is not registered yet. This thread is the only one accepting,
            // and the listener is readable: `accept` does not block.
            let (connection, accepted) = registry.withLock { registry -> (Int32?, Bool) in
                guard let connection = LoopbackSocket.accept(listener) else { return (nil, true) }
                guard !registry.stopped else { return (connection, false) }
                registry.connections.insert(connection)
                return (connection, true)
            }
            guard let connection else { continue }
            guard accepted else {
                LoopbackSocket.close(connection)
                break
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "LoopbackHTTPServer.connection"
            thread.start()
        }
        LoopbackSocket.close(listener)
        listenerClosed.signal()
    }

    private func serve(_ connection: Int32) {
        var reader = LoopbackRequestReader(
            bodyLimit: bodyLimit,
            receive: { LoopbackSocket.read(connection) },
            sendContinue: { LoopbackSocket.write(connection, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
        )
        while let request = reader.next() {
            recorded.withLock { $0.append(request) }
            let writer = LoopbackHTTPResponseWriter(descriptor: connection)
            guard run(handler.withLock { $0 }, request: request, writer: writer) else { break }
            if !writer.hasResponded {
                writer.respond(.text("The test handler did not answer.", status: 500))
            }
            writer.finishIfStreaming()
            if writer.closesConnection || request.header("Connection")?.lowercased() == "close" { break }
        }
        registry.withLock { _ = $0.connections.remove(connection) }
        LoopbackSocket.shutdownBoth(connection)
        LoopbackSocket.close(connection)
    }

    /// Runs the handler in a task and blocks this connection thread until it returns, running
    /// the task's jobs on this thread meanwhile (`LoopbackThreadExecutor`).
    /// `false` when the server stopped before the handler could start.
    private func run(_ handler: @escaping LoopbackHTTPServer.Handler, request: LoopbackHTTPRequest,
                     writer: LoopbackHTTPResponseWriter) -> Bool {
        let id = UUID()
        // The task, registered so `stop()` can cancel it; nil once the server stopped.
        let register = { [registry] (makeTask: () -> Task<Void, Never>) -> Task<Void, Never>? in
            registry.withLock { registry -> Task<Void, Never>? in
                guard !registry.stopped else { return nil }
                let task = makeTask()
                registry.handlerTasks[id] = task
                return task
            }
        }
        defer { registry.withLock { _ = $0.handlerTasks.removeValue(forKey: id) } }
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
            let executor = LoopbackThreadExecutor()
            return executor.run({ await handler(request, writer) }, starting: { operation in
                register { Task(executorPreference: executor) { await operation() } }
            })
        }
        // Without task executors (Apple platforms before macOS 15 and iOS 18) the handler runs
        // on the cooperative pool.
        let finished = DispatchSemaphore(value: 0)
        guard register({ Task {
            await handler(request, writer)
            finished.signal()
        } }) != nil else { return false }
        finished.wait()
        return true
    }
}
