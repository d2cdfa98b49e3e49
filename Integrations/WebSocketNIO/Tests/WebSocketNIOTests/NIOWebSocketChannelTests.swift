import Foundation
import ServicesProvider
import ServicesProviderTesting
import Testing
import WebSocketNIO

/// The NIO channel against a WebSocket server on 127.0.0.1: the shared contract, then what only a
/// real socket has (subprotocols, pings, close codes).
@Suite struct NIOWebSocketChannelTests {
    /// Runs `body` with a server of its own, and stops the server after it (also when it throws).
    private func withServer(_ policy: LoopbackWebSocketServer.SubprotocolPolicy = .acceptFirst,
                            _ body: (LoopbackWebSocketServer) async throws -> Void) async throws {
        let server = try await LoopbackWebSocketServer.start(subprotocols: policy)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private static func connect(_ server: LoopbackWebSocketServer, protocols: [String] = ["wamp.2.json"],
                         configuration: NIOWebSocketChannel.Configuration = .init()) async throws -> (NIOWebSocketChannel, LoopbackPeer) {
        let channel = try await NIOWebSocketChannel.connect(to: server.url, protocols: protocols, configuration: configuration)
        return (channel, try await server.nextPeer())
    }

    @Test func meetsTheWebSocketChannelContract() async throws {
        try await withServer { server in
            let violations = await WebSocketChannelContract.verify {
                let (channel, peer) = try await Self.connect(server)
                return (channel, peer)
            }
            #expect(violations == [])
        }
    }

    @Test func asksForTheSubprotocolsInTheHandshake() async throws {
        try await withServer { server in
            let (channel, peer) = try await Self.connect(server, protocols: ["wamp.2.json"])
            #expect(peer.requestedProtocols == "wamp.2.json")
            await channel.close()
            let (plain, plainPeer) = try await Self.connect(server, protocols: [])
            #expect(plainPeer.requestedProtocols == nil, "SportRadar asks for no subprotocol")
            await plain.close()
        }
    }

    @Test func theFactorySendsTheHandshakesHeaders() async throws {
        try await withServer { server in
            let handshake = WebSocketHandshake(url: server.url, headers: ["token": "static-socket-key", "X-Client": "sdk"])
            let channel = try await NIOWebSocketChannel.factory()(handshake)
            let peer = try await server.nextPeer()
            #expect(peer.requestHeaders["token"] == "static-socket-key")
            #expect(peer.requestHeaders["x-client"] == "sdk")
            #expect(peer.requestedProtocols == nil)
            // Printed, the handshake names its headers and hides their values.
            #expect(!String(describing: handshake).contains("static-socket-key"))
            #expect(String(describing: handshake).contains("token"))
            await channel.close()
        }
    }

    @Test func aHeaderNameHTTPDoesNotAllowFailsBeforeConnecting() async throws {
        try await withServer { server in
            do throws(ServiceProviderError) {
                _ = try await NIOWebSocketChannel.connect(to: server.url, protocols: [], headers: ["bad name": "secret-value"])
                Issue.record("connected with an invalid header name")
            } catch {
                guard case .invalidRequest(let message) = error else { Issue.record("\(error)"); return }
                #expect(!message.contains("secret-value"))
            }
        }
    }

    @Test func aHeaderValueWithALineBreakFailsBeforeConnecting() async throws {
        try await withServer { server in
            for value in ["secret\r\nX-Injected: 1", "secret\nX-Injected: 1", "secret\u{0}"] {
                do throws(ServiceProviderError) {
                    _ = try await NIOWebSocketChannel.connect(to: server.url, protocols: [], headers: ["token": value])
                    Issue.record("connected with a header value holding \(value.debugDescription)")
                } catch {
                    guard case .invalidRequest(let message) = error else { Issue.record("\(error)"); continue }
                    #expect(message.contains("token") && !message.contains("secret"), "\(message)")
                }
            }
        }
    }

    @Test func aServerThatRefusesTheSubprotocolFailsTheConnectTyped() async throws {
        try await withServer(.refuse) { server in
            do throws(ServiceProviderError) {
                _ = try await NIOWebSocketChannel.connect(to: server.url, protocols: ["wamp.2.json"])
                Issue.record("connected although the server refused the subprotocol")
            } catch {
                guard case .invalidResponse(let message) = error else { Issue.record("\(error)"); return }
                #expect(message.contains("wamp.2.json"), "\(message)")
                #expect(!error.isRetryable)
            }
        }
    }

    @Test func nothingListeningFailsTransiently() async throws {
        try await withServer { server in
            let url = server.url
            await server.stop()
            do throws(ServiceProviderError) {
                _ = try await NIOWebSocketChannel.connect(to: url, protocols: [])
                Issue.record("connected to a stopped server")
            } catch {
                #expect(error == .network(.cannotConnectToHost))
                #expect(error.isRetryable)
            }
        }
    }

    @Test func onlyWebSocketSchemesAreAccepted() async throws {
        let url = try #require(URL(string: "https://127.0.0.1:1/v2"))
        do {
            _ = try await NIOWebSocketChannel.connect(to: url, protocols: [])
            Issue.record("connected over https")
        } catch {
            guard case .invalidRequest = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func answersTheServersPing() async throws {
        try await withServer { server in
            let (channel, peer) = try await Self.connect(server)
            try await peer.ping("are you there")
            let pong = try await peer.nextPong()
            #expect(pong == "are you there")
            await channel.close()
        }
    }

    @Test func sendsKeepAlivePings() async throws {
        try await withServer { server in
            let (channel, peer) = try await Self.connect(server, configuration: .init(keepAliveInterval: .milliseconds(100)))
            _ = try await peer.nextPing()
            // The server answered it: the connection is still usable.
            try await channel.send("still here")
            let text = try await peer.nextFrameFromClient()
            #expect(text == "still here")
            await channel.close()
        }
    }

    @Test func policyViolationIsFinal() async throws {
        try await expectClose(code: 1008, endsWith: .forbidden)
    }

    @Test func unsupportedDataIsFinal() async throws {
        try await expectClose(code: 1003, endsWith: .invalidResponse(message: "The WebSocket server closed the connection with code 1003."))
    }

    @Test func serviceRestartIsTransient() async throws {
        try await expectClose(code: 1012, endsWith: .network(.networkConnectionLost))
    }

    @Test func anApplicationCodeIsTheVendors() async throws {
        try await expectClose(code: 4001, endsWith: .vendor(code: "websocket.close.4001", message: nil))
    }

    @Test func closeFailsAPendingReceiveWithCancelled() async throws {
        try await withServer { server in
            let (channel, _) = try await Self.connect(server)
            let waiting = Task { try await channel.receive() }
            await Task.yield()
            await channel.close()
            do {
                _ = try await waiting.value
                Issue.record("receive() returned after close()")
            } catch {
                #expect(ServiceProviderError(error) == .cancelled)
            }
        }
    }

    @Test func largeMessagesArriveWhole() async throws {
        try await withServer { server in
            let (channel, peer) = try await Self.connect(server)
            let big = String(repeating: "x", count: 3 << 20)
            try await peer.sendToClient(big)
            let frame = try await channel.receive()
            #expect(frame == .text(big))
            await channel.close()
        }
    }

    private func expectClose(code: UInt16, endsWith expected: ServiceProviderError,
                             sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await withServer { server in
            let (channel, peer) = try await Self.connect(server)
            try await peer.closeConnection(code: code)
            do throws(ServiceProviderError) {
                let frame = try await channel.receive()
                Issue.record("received \(frame) after close code \(code)", sourceLocation: sourceLocation)
            } catch {
                #expect(error == expected, sourceLocation: sourceLocation)
                #expect(error.isRetryable == expected.isRetryable, sourceLocation: sourceLocation)
            }
        }
    }
}
