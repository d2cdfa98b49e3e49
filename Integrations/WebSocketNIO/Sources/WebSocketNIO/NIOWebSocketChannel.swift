import Foundation
import HTTPTypes
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOSSL
import ServicesProvider
import WSClient

/// A ``ServicesProvider/WebSocketChannel`` over a real socket, built on swift-websocket's
/// `WSClient` (SwiftNIO): `ws://` and `wss://`, the asked subprotocols sent in the handshake,
/// pings answered and sent as keep-alive, the server's close codes mapped by
/// ``WebSocketCloseCodes``. It meets the contract written on `WebSocketChannel`. On Linux, where
/// Foundation has no WebSocket client, pass its factory to a provider to get live data:
///
/// ```swift
/// let provider = EveryMatrixProvider(configuration: configuration, webSocketFactory: NIOWebSocketChannel.factory())
/// ```
public final class NIOWebSocketChannel: WebSocketChannel {
    /// How channels connect and keep their connection alive.
    public struct Configuration: Sendable {
        /// How often a ping is sent while the connection is idle; a ping not answered by the next
        /// one ends the connection (a transient failure). `nil` sends none (pings from the server
        /// are answered either way).
        public var keepAliveInterval: Duration?
        /// The largest message (all its frames together) the channel accepts; EveryMatrix's dumps
        /// run to megabytes.
        public var maximumMessageSize: Int
        /// How long `close()` waits for the server to answer the close handshake before the socket
        /// is shut anyway.
        public var closeTimeout: Duration
        /// TLS settings for `wss://` (nil: the system's trust roots, the URL's host checked).
        public var tlsConfiguration: TLSConfiguration?
        /// Where the client library logs (nothing by default).
        public var logger: Logger

        /// Pings every 30 s, messages up to 16 MiB, a 5 s close handshake.
        public init(keepAliveInterval: Duration? = .seconds(30), maximumMessageSize: Int = 16 << 20, closeTimeout: Duration = .seconds(5),
                    tlsConfiguration: TLSConfiguration? = nil, logger: Logger = Logger(label: "WebSocketNIO", factory: { _ in SwiftLogNoOpLogHandler() })) {
            self.keepAliveInterval = keepAliveInterval
            self.maximumMessageSize = maximumMessageSize
            self.closeTimeout = closeTimeout
            self.tlsConfiguration = tlsConfiguration
            self.logger = logger
        }
    }

    private let connection: NIOWebSocketConnection

    private init(connection: NIOWebSocketConnection) {
        self.connection = connection
    }

    /// A channel dropped without `close()` does not keep its socket open.
    deinit {
        connection.abandon()
    }

    /// A factory with the SDK's ``ServicesProvider/WebSocketChannelFactory`` signature: each call
    /// opens a new connection with `configuration`, sending the handshake's subprotocols and headers.
    public static func factory(_ configuration: Configuration = Configuration()) -> WebSocketChannelFactory {
        { handshake throws(ServiceProviderError) in
            try await connect(to: handshake.url, protocols: handshake.protocols, headers: handshake.headers, configuration: configuration)
        }
    }

    /// Connects to `url` (`ws://` or `wss://`) asking for `protocols`, with `headers` added to the
    /// upgrade request, and returns once the handshake succeeded. A header name HTTP does not allow
    /// fails with `.invalidRequest` before connecting (its value is never printed). A refused
    /// connection fails with `.network(.cannotConnectToHost)` (transient), a refused handshake
    /// (including a server that accepts none of `protocols`) with `.invalidResponse`, a TLS failure
    /// with `.network(.secureConnectionFailed)`.
    public static func connect(to url: URL, protocols: [String], headers: [String: String] = [:], configuration: Configuration = Configuration())
        async throws(ServiceProviderError) -> NIOWebSocketChannel {
        guard let scheme = url.scheme?.lowercased(), scheme == "ws" || scheme == "wss", url.host != nil else {
            throw .invalidRequest(message: "A WebSocket URL starts with ws:// or wss:// and names a host.")
        }
        var fields = HTTPFields()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard let field = HTTPField.Name(name) else { throw .invalidRequest(message: "\"\(name)\" is not a valid HTTP header name.") }
            fields[field] = value
        }
        let connection = NIOWebSocketConnection()
        try await connection.open(url: url, protocols: protocols, headers: fields, configuration: configuration)
        return NIOWebSocketChannel(connection: connection)
    }

    /// Sends one text frame; fails once the connection has ended.
    public func send(_ text: String) async throws(ServiceProviderError) {
        try await connection.send(text)
    }

    /// The next frame, in order; fails when the connection ends (by ``WebSocketCloseCodes``), with
    /// `.cancelled` after `close()`, and closes the connection when the waiting task is cancelled.
    public func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        try await connection.receive()
    }

    /// Starts the close handshake (1000) and fails pending `receive` calls with `.cancelled`.
    public func close() async {
        await connection.close()
    }
}

/// One WebSocket connection: the `WSClient` task, the frames received and not yet read, and how it
/// ended. Separate from the public channel so the running client task does not keep the channel
/// alive (the channel's deinit can then close it).
final class NIOWebSocketConnection: Sendable {
    private struct State {
        var buffer: [ServicesProvider.WebSocketFrame] = []
        var waiter: CheckedContinuation<ServicesProvider.WebSocketFrame, any Error>?
        var opening: CheckedContinuation<Void, any Error>?
        var outbound: WebSocketOutboundWriter?
        var task: Task<Void, Never>?
        /// Why the connection ended (`.cancelled`: the consumer closed it); nil while open.
        var ending: ServiceProviderError?
        var closeTimeout: Duration = .seconds(5)
    }

    private let state = NIOLockedValueBox(State())

    func open(url: URL, protocols: [String], headers: HTTPFields, configuration: NIOWebSocketChannel.Configuration) async throws(ServiceProviderError) {
        var client = WebSocketClientConfiguration(maxFrameSize: configuration.maximumMessageSize,
                                                  autoPing: configuration.keepAliveInterval.map { .enabled(timePeriod: $0) } ?? .disabled)
        client.closeTimeout = configuration.closeTimeout
        client.additionalHeaders = headers
        if !protocols.isEmpty { client.additionalHeaders[.secWebSocketProtocol] = protocols.joined(separator: ", ") }
        let address = url.absoluteString
        let settings = client
        do {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (opening: CheckedContinuation<Void, any Error>) in
                    state.withLockedValue { state in
                        state.opening = opening
                        state.closeTimeout = configuration.closeTimeout
                    }
                    let task = Task {
                        await self.run(url: address, protocols: protocols, client: settings, tls: configuration.tlsConfiguration, logger: configuration.logger)
                    }
                    // Abandoned before the task existed: it stops at once.
                    let abandoned = state.withLockedValue { state in
                        state.task = task
                        return state.ending == .cancelled
                    }
                    if abandoned { task.cancel() }
                }
            } onCancel: {
                self.abandon()
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    func send(_ text: String) async throws(ServiceProviderError) {
        let (outbound, ending) = state.withLockedValue { ($0.outbound, $0.ending) }
        if let ending { throw ending }
        guard let outbound else { throw .network(.networkConnectionLost) }
        do {
            // Written outside the caller's task: WSClient's writer refuses to write in a cancelled
            // task, and a consumer that stops (its task cancelled) still says GOODBYE on the way out.
            try await Task { try await outbound.write(.text(text)) }.value
        } catch {
            throw state.withLockedValue { $0.ending } ?? .network(.networkConnectionLost)
        }
    }

    func receive() async throws(ServiceProviderError) -> ServicesProvider.WebSocketFrame {
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ServicesProvider.WebSocketFrame, any Error>) in
                    let ready = state.withLockedValue { state -> Result<ServicesProvider.WebSocketFrame, ServiceProviderError>? in
                        if !state.buffer.isEmpty { return .success(state.buffer.removeFirst()) }
                        if let ending = state.ending { return .failure(ending) }
                        state.waiter = continuation
                        return nil
                    }
                    if let ready { continuation.resume(with: ready) }
                }
            } onCancel: {
                Task { await self.close() }
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    func close() async {
        let (waiter, outbound, task, timeout) = state.withLockedValue { state in
            if state.ending == nil { state.ending = .cancelled }
            defer { state.waiter = nil; state.outbound = nil }
            return (state.waiter, state.outbound, state.task, state.closeTimeout)
        }
        waiter?.resume(throwing: ServiceProviderError.cancelled)
        guard let outbound else {
            task?.cancel()
            return
        }
        do {
            try await outbound.close(.normalClosure, reason: nil)
            // The client reads on until the server answers the close; a server that never does is cut off.
            Task {
                try? await Task.sleep(for: timeout)
                task?.cancel()
            }
        } catch {
            task?.cancel()
        }
    }

    /// Ends the connection at once (the channel was dropped, or opening was cancelled).
    func abandon() {
        let (waiter, opening, task) = state.withLockedValue { state in
            if state.ending == nil { state.ending = .cancelled }
            defer { state.waiter = nil; state.opening = nil }
            return (state.waiter, state.opening, state.task)
        }
        waiter?.resume(throwing: ServiceProviderError.cancelled)
        opening?.resume(throwing: ServiceProviderError.cancelled)
        task?.cancel()
    }

    // MARK: - The client task

    private func run(url: String, protocols: [String], client: WebSocketClientConfiguration, tls: TLSConfiguration?, logger: Logger) async {
        do {
            let closeFrame = try await WebSocketClient.connect(url: url, configuration: client, tlsConfiguration: tls, logger: logger) { inbound, outbound, _ in
                self.opened(outbound)
                for try await message in inbound.messages(maxSize: client.maxFrameSize) {
                    switch message {
                    case .text(let text): self.deliver(.text(text))
                    case .binary(let buffer): self.deliver(.data(Data(buffer.readableBytesView)))
                    }
                }
            }
            end(with: WebSocketCloseCodes.error(code: closeFrame.map { WebSocketCloseCodes.number($0.closeCode) }, reason: closeFrame?.reason))
        } catch {
            let wasOpen = state.withLockedValue { $0.opening == nil }
            end(with: wasOpen ? .network(.networkConnectionLost) : Self.openingError(error, protocols: protocols))
        }
    }

    private func opened(_ outbound: WebSocketOutboundWriter) {
        let opening = state.withLockedValue { state in
            defer { state.opening = nil }
            if state.ending == nil { state.outbound = outbound }
            return state.opening
        }
        opening?.resume()
    }

    private func deliver(_ frame: ServicesProvider.WebSocketFrame) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<ServicesProvider.WebSocketFrame, any Error>? in
            guard state.ending == nil else { return nil }
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.buffer.append(frame)
            return nil
        }
        waiter?.resume(returning: frame)
    }

    /// Records why the connection ended (a close the consumer asked for stays `.cancelled`) and
    /// fails whoever waits.
    private func end(with error: ServiceProviderError) {
        let (waiter, opening, ending) = state.withLockedValue { state in
            if state.ending == nil { state.ending = error }
            defer { state.waiter = nil; state.opening = nil; state.outbound = nil }
            return (state.waiter, state.opening, state.ending ?? error)
        }
        waiter?.resume(throwing: ending)
        opening?.resume(throwing: ending)
    }

    /// Why a connection could not be opened, as the SDK's error.
    static func openingError(_ error: any Error, protocols: [String]) -> ServiceProviderError {
        if let error = error as? ServiceProviderError { return error }
        if let error = error as? WebSocketClientError {
            switch error {
            case .invalidURL: return .invalidRequest(message: "The WebSocket URL is not valid.")
            case .webSocketUpgradeFailed:
                let asked = protocols.isEmpty ? "" : " (asked for the subprotocol \(protocols.joined(separator: ", ")))"
                return .invalidResponse(message: "The server refused the WebSocket handshake\(asked).")
            default: return .invalidResponse(message: "The WebSocket handshake failed: \(error).")
            }
        }
        if error is NIOSSLError { return .network(.secureConnectionFailed) }
        if let error = error as? ChannelError, case .connectTimeout = error { return .timedOut }
        return .network(.cannotConnectToHost)
    }
}
