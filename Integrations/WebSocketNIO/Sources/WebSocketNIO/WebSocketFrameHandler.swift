import Foundation
import NIOCore
import NIOWebSocket
import ServicesProvider

/// The upgraded connection's last handler, on its event loop: hands text and binary messages
/// (whole: the frame aggregator before it joins fragments) to the connection, answers pings,
/// sends keep-alive pings, and answers the server's close.
final class WebSocketFrameHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOWebSocket.WebSocketFrame
    typealias OutboundOut = NIOWebSocket.WebSocketFrame

    private let connection: NIOWebSocketConnection
    private let keepAliveInterval: Duration?
    private var keepAlive: Scheduled<Void>?
    /// A keep-alive ping went out and its pong has not come back yet.
    private var awaitingPong = false

    init(connection: NIOWebSocketConnection, keepAliveInterval: Duration?) {
        self.connection = connection
        self.keepAliveInterval = keepAliveInterval
    }

    func handlerAdded(context: ChannelHandlerContext) {
        scheduleKeepAlive(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        keepAlive?.cancel()
        keepAlive = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text:
            var payload = frame.unmaskedData
            connection.deliver(.text(payload.readString(length: payload.readableBytes) ?? ""))
        case .binary:
            connection.deliver(.data(Data(frame.unmaskedData.readableBytesView)))
        case .ping:
            send(.pong, frame.unmaskedData, context: context)
        case .pong:
            awaitingPong = false
        case .connectionClose:
            var payload = frame.unmaskedData
            let code = payload.readInteger(as: UInt16.self)
            let reason = payload.readableBytes > 0 ? payload.readString(length: payload.readableBytes) : nil
            // The server started the close: it gets its code back (a close the client started is
            // already on its way). Either way the client then shuts the socket.
            if !connection.markCloseSent() {
                var echo = context.channel.allocator.buffer(capacity: 2)
                if let code { echo.writeInteger(code) }
                send(.connectionClose, echo, context: context)
            }
            connection.serverClosed(code: code, reason: reason)
            context.close(promise: nil)
        default:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        keepAlive?.cancel()
        connection.socketClosed()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        connection.socketClosed()
        context.close(promise: nil)
    }

    private func scheduleKeepAlive(_ context: ChannelHandlerContext) {
        guard let keepAliveInterval else { return }
        keepAlive = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(keepAliveInterval)) {
            self.sendKeepAlive(context)
        }
    }

    /// A ping not answered by the next one ends the connection (a transient failure).
    private func sendKeepAlive(_ context: ChannelHandlerContext) {
        guard !awaitingPong else {
            connection.socketClosed()
            context.close(promise: nil)
            return
        }
        awaitingPong = true
        send(.ping, context.channel.allocator.buffer(string: "keep-alive"), context: context)
        scheduleKeepAlive(context)
    }

    /// Client frames are masked (RFC 6455, 5.3).
    private func send(_ opcode: WebSocketOpcode, _ data: ByteBuffer, context: ChannelHandlerContext) {
        let frame = NIOWebSocket.WebSocketFrame(fin: true, opcode: opcode, maskKey: .random(), data: data)
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }
}
