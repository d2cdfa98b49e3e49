import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ServicesProviderTesting

/// A WebSocket server on 127.0.0.1 (a free port the system picks) for the channel's tests: each
/// accepted connection becomes a ``LoopbackPeer``, the contract's far end. It answers pings and
/// the client's close handshake, and either accepts the first subprotocol the client asks for or
/// refuses the handshake (406) when asked for any.
final class LoopbackWebSocketServer: Sendable {
    enum SubprotocolPolicy: Sendable {
        case acceptFirst
        case refuse
    }

    private enum Upgrade: Sendable {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, requestedProtocols: String?, headers: [String: String])
        case refused
    }

    let url: URL
    private let server: NIOAsyncChannel<EventLoopFuture<Upgrade>, Never>
    private let peers: AsyncStream<LoopbackPeer>
    private let accepting: Task<Void, Never>

    private init(url: URL, server: NIOAsyncChannel<EventLoopFuture<Upgrade>, Never>, peers: AsyncStream<LoopbackPeer>, accepting: Task<Void, Never>) {
        self.url = url
        self.server = server
        self.peers = peers
        self.accepting = accepting
    }

    static func start(subprotocols policy: SubprotocolPolicy = .acceptFirst) async throws -> LoopbackWebSocketServer {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketServerUpgrader<Upgrade>(
                        shouldUpgrade: { channel, head in
                            let asked = head.headers["Sec-WebSocket-Protocol"].first
                            guard let asked else { return channel.eventLoop.makeSucceededFuture(HTTPHeaders()) }
                            switch policy {
                            case .refuse: return channel.eventLoop.makeSucceededFuture(nil)
                            case .acceptFirst:
                                let first = asked.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? asked
                                return channel.eventLoop.makeSucceededFuture(HTTPHeaders([("Sec-WebSocket-Protocol", first)]))
                            }
                        },
                        upgradePipelineHandler: { channel, head in
                            channel.eventLoop.makeCompletedFuture {
                                let socket = try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(wrappingChannelSynchronously: channel)
                                let headers = Dictionary(head.headers.map { ($0.name.lowercased(), $0.value) }) { first, _ in first }
                                return Upgrade.websocket(socket, requestedProtocols: head.headers["Sec-WebSocket-Protocol"].first, headers: headers)
                            }
                        })
                    let configuration = NIOTypedHTTPServerUpgradeConfiguration(upgraders: [upgrader]) { channel in
                        // Refused: a plain 406 answer, then the connection ends.
                        channel.eventLoop.makeCompletedFuture {
                            let head = HTTPResponseHead(version: .http1_1, status: .notAcceptable, headers: ["content-length": "0", "connection": "close"])
                            channel.write(HTTPServerResponsePart.head(head), promise: nil)
                            channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in channel.close(promise: nil) }
                            return Upgrade.refused
                        }
                    }
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
                        configuration: .init(upgradeConfiguration: configuration))
                }
            }
        guard let port = server.channel.localAddress?.port, let url = URL(string: "ws://127.0.0.1:\(port)/v2") else {
            throw LoopbackError.noPort
        }
        let (peers, continuation) = AsyncStream<LoopbackPeer>.makeStream()
        let accepting = Task {
            try? await server.executeThenClose { inbound in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await upgrade in inbound {
                        group.addTask {
                            guard case .websocket(let socket, let asked, let headers) = try? await upgrade.get() else { return }
                            let peer = LoopbackPeer(requestedProtocols: asked, requestHeaders: headers, channel: socket.channel)
                            await peer.serve(socket) { continuation.yield(peer) }
                        }
                    }
                }
            }
            continuation.finish()
        }
        return LoopbackWebSocketServer(url: url, server: server, peers: peers, accepting: accepting)
    }

    /// The next connection the server accepted (waits for it).
    func nextPeer() async throws -> LoopbackPeer {
        var iterator = peers.makeAsyncIterator()
        guard let peer = await iterator.next() else { throw LoopbackError.stopped }
        return peer
    }

    /// Stops listening and ends every connection.
    func stop() async {
        try? await server.channel.close()
        accepting.cancel()
    }
}

enum LoopbackError: Error {
    case noPort
    case stopped
    case connectionEnded
}

/// One accepted connection: what the client sent (text frames, pings, pongs), and the server's
/// moves (frames, pings, close with a code, a drop without a close frame).
final class LoopbackPeer: WebSocketContractPeer {
    /// The `Sec-WebSocket-Protocol` header the client sent, if any.
    let requestedProtocols: String?
    /// Every header of the upgrade request, by lowercased name (the first value of a repeated one).
    let requestHeaders: [String: String]
    private let channel: any Channel
    private let texts = AsyncStream<String>.makeStream()
    private let pings = AsyncStream<ByteBuffer>.makeStream()
    private let pongs = AsyncStream<ByteBuffer>.makeStream()
    private let ended = NIOLockedValueBox(false)
    private let outbound = NIOLockedValueBox<NIOAsyncChannelOutboundWriter<WebSocketFrame>?>(nil)

    init(requestedProtocols: String?, requestHeaders: [String: String], channel: any Channel) {
        self.requestedProtocols = requestedProtocols
        self.requestHeaders = requestHeaders
        self.channel = channel
    }

    /// Reads the connection until it ends; `ready` runs once the peer can write.
    func serve(_ socket: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, ready: @Sendable () -> Void) async {
        try? await socket.executeThenClose { inbound, outbound in
            self.outbound.withLockedValue { $0 = outbound }
            ready()
            for try await frame in inbound {
                switch frame.opcode {
                case .text: texts.continuation.yield(String(buffer: frame.unmaskedData))
                case .ping:
                    pings.continuation.yield(frame.unmaskedData)
                    try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
                case .pong: pongs.continuation.yield(frame.unmaskedData)
                case .connectionClose:
                    // The client closed: answer the handshake and end the connection.
                    try? await outbound.write(WebSocketFrame(fin: true, opcode: .connectionClose, data: frame.unmaskedData))
                    return
                default: break
                }
            }
        }
        ended.withLockedValue { $0 = true }
        texts.continuation.finish()
        pings.continuation.finish()
        pongs.continuation.finish()
    }

    private func write(_ frame: WebSocketFrame) async throws {
        guard let outbound = outbound.withLockedValue({ $0 }) else { throw LoopbackError.connectionEnded }
        try await outbound.write(frame)
    }

    func nextFrameFromClient() async throws -> String {
        var iterator = texts.stream.makeAsyncIterator()
        guard let text = await iterator.next() else { throw LoopbackError.connectionEnded }
        return text
    }

    func sendToClient(_ text: String) async throws {
        try await write(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text)))
    }

    func closeConnection(code: UInt16) async throws {
        var data = ByteBuffer()
        data.write(webSocketErrorCode: WebSocketErrorCode(codeNumber: Int(code)))
        try await write(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))
    }

    func dropConnection() async throws {
        try await channel.close()
    }

    func waitUntilClientClosed() async throws {
        try await channel.closeFuture.get()
    }

    /// Sends a ping carrying `payload`; the client's pong arrives in ``nextPong()``.
    func ping(_ payload: String) async throws {
        try await write(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer(string: payload)))
    }

    /// The next pong the client sent.
    func nextPong() async throws -> String {
        var iterator = pongs.stream.makeAsyncIterator()
        guard let pong = await iterator.next() else { throw LoopbackError.connectionEnded }
        return String(buffer: pong)
    }

    /// The next ping the client sent (its keep-alive).
    func nextPing() async throws -> ByteBuffer {
        var iterator = pings.stream.makeAsyncIterator()
        guard let ping = await iterator.next() else { throw LoopbackError.connectionEnded }
        return ping
    }
}
