import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOWebSocket
import ServicesProvider

/// Opening a connection: TCP (and TLS for `wss://`), then the HTTP/1.1 upgrade to a WebSocket with
/// the asked subprotocols and headers, on SwiftNIO's own handlers. What a failed attempt means is
/// mapped here to the SDK's error.
enum NIOWebSocketHandshake {
    /// Where to connect and what to send, read from a `ws://` or `wss://` URL.
    struct Target: Sendable {
        let host: String
        let port: Int
        let secure: Bool
        /// The request target: the URL's path (or `/`) and its query, as the URL spells them.
        let path: String
        /// The `Host` header: the host, and the port when it is not the scheme's default.
        let hostHeader: String

        init(_ url: URL) throws(ServiceProviderError) {
            guard let scheme = url.scheme?.lowercased(), scheme == "ws" || scheme == "wss",
                  let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                  let host = components.host, !host.isEmpty else {
                throw .invalidRequest(message: "A WebSocket URL starts with ws:// or wss:// and names a host.")
            }
            secure = scheme == "wss"
            let defaultPort = secure ? 443 : 80
            port = components.port ?? defaultPort
            self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            let bracketed = self.host.contains(":") ? "[\(self.host)]" : self.host
            hostHeader = port == defaultPort ? bracketed : "\(bracketed):\(port)"
            let pathPart = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            path = components.percentEncodedQuery.map { "\(pathPart)?\($0)" } ?? pathPart
        }
    }

    /// What the server answered to the upgrade request.
    enum Answer: Sendable {
        /// Upgraded: frames now flow through the handler added to `channel`.
        case upgraded(any Channel)
        /// Answered without upgrading, or upgraded without any of the asked subprotocols.
        case refused
    }

    /// Connects to `target` and asks for the upgrade; `handler` is added once it succeeded. The
    /// future fails on a refused connection, a TLS failure or a broken handshake; it succeeds with
    /// `.refused` when the server answered but did not upgrade.
    static func connect(to target: Target, protocols: [String], headers: [(String, String)],
                        configuration: NIOWebSocketChannel.Configuration,
                        errors: NIOWebSocketErrorRecorder,
                        makeHandler: @escaping @Sendable () -> WebSocketFrameHandler) throws -> EventLoopFuture<Answer> {
        let tlsContext = try target.secure ? NIOSSLContext(configuration: configuration.tlsConfiguration ?? .makeClientConfiguration()) : nil
        var requestHeaders = HTTPHeaders()
        requestHeaders.add(name: "Host", value: target.hostHeader)
        for (name, value) in headers { requestHeaders.add(name: name, value: value) }
        if !protocols.isEmpty { requestHeaders.add(name: "Sec-WebSocket-Protocol", value: protocols.joined(separator: ", ")) }
        let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: target.path, headers: requestHeaders)
        let maximumSize = configuration.maximumMessageSize

        let connected = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.seconds(10))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tlsContext {
                        // SNI carries a host name only: an IP address goes without it, and swift-nio-ssl
                        // then checks the certificate against the address connected to.
                        let isAddress = (try? SocketAddress(ipAddress: target.host, port: 0)) != nil
                        try channel.pipeline.syncOperations.addHandler(
                            NIOSSLClientHandler(context: tlsContext, serverHostname: isAddress ? nil : target.host))
                    }
                    try channel.pipeline.syncOperations.addHandler(errors)
                }
            }
            .connect(host: target.host, port: target.port)

        return connected.flatMap { channel in
            channel.eventLoop.makeCompletedFuture {
                let upgrader = NIOTypedWebSocketClientUpgrader<Answer>(maxFrameSize: maximumSize) { channel, response in
                    channel.eventLoop.makeCompletedFuture {
                        let accepted = response.headers["Sec-WebSocket-Protocol"].first?.trimmingCharacters(in: .whitespaces)
                        if !protocols.isEmpty, !protocols.contains(where: { $0 == accepted }) {
                            channel.close(promise: nil)
                            return .refused
                        }
                        try channel.pipeline.syncOperations.addHandler(
                            NIOWebSocketFrameAggregator(minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: .max, maxAccumulatedFrameSize: maximumSize))
                        try channel.pipeline.syncOperations.addHandler(makeHandler())
                        return .upgraded(channel)
                    }
                }
                let upgrade = NIOTypedHTTPClientUpgradeConfiguration<Answer>(
                    upgradeRequestHead: head, upgraders: [upgrader],
                    notUpgradingCompletionHandler: { channel in
                        channel.close(promise: nil)
                        return channel.eventLoop.makeSucceededFuture(.refused)
                    })
                var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: upgrade)
                // A server may send its first message in the same read as its 101 answer (Engine.IO's
                // open packet does): those bytes are the WebSocket's, not dropped with the HTTP decoder.
                pipeline.leftOverBytesStrategy = .forwardBytes
                return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: pipeline)
            }.flatMap { $0 }
        }
    }

    /// Why a connection could not be opened, as the SDK's error: the first error the pipeline saw
    /// (a TLS failure surfaces there, the connect future then fails with a closed channel) before
    /// the one the future failed with.
    static func openingError(_ error: any Error, seen: (any Error)?, protocols: [String]) -> ServiceProviderError {
        if let error = error as? ServiceProviderError { return error }
        for candidate in [seen, error].compactMap({ $0 }) {
            if candidate is NIOSSLError || candidate is NIOSSLExtraError || candidate is BoringSSLError { return .network(.secureConnectionFailed) }
            if candidate is NIOHTTPClientUpgradeError { return refused(protocols) }
            if let channelError = candidate as? ChannelError, case .connectTimeout = channelError { return .timedOut }
        }
        return .network(.cannotConnectToHost)
    }

    /// The server did not upgrade the connection (or took none of the asked subprotocols).
    static func refused(_ protocols: [String]) -> ServiceProviderError {
        let asked = protocols.isEmpty ? "" : " (asked for the subprotocol \(protocols.joined(separator: ", ")))"
        return .invalidResponse(message: "The server refused the WebSocket handshake\(asked).")
    }
}

/// Keeps the first error the connection's pipeline reported while it was being opened, for
/// ``NIOWebSocketHandshake/openingError(_:seen:protocols:)``.
final class NIOWebSocketErrorRecorder: ChannelInboundHandler, Sendable {
    typealias InboundIn = NIOAny

    private let first = NIOLockedValueBox<(any Error)?>(nil)

    /// The first error seen, if any.
    var error: (any Error)? { first.withLockedValue { $0 } }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        first.withLockedValue { if $0 == nil { $0 = error } }
        context.fireErrorCaught(error)
    }
}
