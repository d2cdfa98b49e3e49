import Foundation
import ServicesProvider
import ServicesProviderTesting
import WebSocketNIO
import XCTest

/// The NIO channel against a WebSocket server on 127.0.0.1: the shared contract, then what only a
/// real socket has (subprotocols, pings, close codes).
final class NIOWebSocketChannelTests: XCTestCase {
    private func startServer(_ policy: LoopbackWebSocketServer.SubprotocolPolicy = .acceptFirst) async throws -> LoopbackWebSocketServer {
        let server = try await LoopbackWebSocketServer.start(subprotocols: policy)
        addTeardownBlock { await server.stop() }
        return server
    }

    private static func connect(_ server: LoopbackWebSocketServer, protocols: [String] = ["wamp.2.json"],
                         configuration: NIOWebSocketChannel.Configuration = .init()) async throws -> (NIOWebSocketChannel, LoopbackPeer) {
        let channel = try await NIOWebSocketChannel.connect(to: server.url, protocols: protocols, configuration: configuration)
        return (channel, try await server.nextPeer())
    }

    func testMeetsTheWebSocketChannelContract() async throws {
        let server = try await startServer()
        let violations = await WebSocketChannelContract.verify {
            let (channel, peer) = try await Self.connect(server)
            return (channel, peer)
        }
        XCTAssertEqual(violations, [])
    }

    func testAsksForTheSubprotocolsInTheHandshake() async throws {
        let server = try await startServer()
        let (channel, peer) = try await Self.connect(server, protocols: ["wamp.2.json"])
        XCTAssertEqual(peer.requestedProtocols, "wamp.2.json")
        await channel.close()
        let (plain, plainPeer) = try await Self.connect(server, protocols: [])
        XCTAssertNil(plainPeer.requestedProtocols, "SportRadar asks for no subprotocol")
        await plain.close()
    }

    func testAServerThatRefusesTheSubprotocolFailsTheConnectTyped() async throws {
        let server = try await startServer(.refuse)
        do {
            _ = try await NIOWebSocketChannel.connect(to: server.url, protocols: ["wamp.2.json"])
            XCTFail("connected although the server refused the subprotocol")
        } catch {
            guard case .invalidResponse(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("wamp.2.json"), message)
            XCTAssertFalse(error.isRetryable)
        }
    }

    func testNothingListeningFailsTransiently() async throws {
        let server = try await startServer()
        let url = server.url
        await server.stop()
        do {
            _ = try await NIOWebSocketChannel.connect(to: url, protocols: [])
            XCTFail("connected to a stopped server")
        } catch {
            XCTAssertEqual(error, .network(.cannotConnectToHost))
            XCTAssertTrue(error.isRetryable)
        }
    }

    func testOnlyWebSocketSchemesAreAccepted() async throws {
        let url = try XCTUnwrap(URL(string: "https://127.0.0.1:1/v2"))
        do {
            _ = try await NIOWebSocketChannel.connect(to: url, protocols: [])
            XCTFail("connected over https")
        } catch {
            guard case .invalidRequest = error else { return XCTFail("\(error)") }
        }
    }

    func testAnswersTheServersPing() async throws {
        let server = try await startServer()
        let (channel, peer) = try await Self.connect(server)
        try await peer.ping("are you there")
        let pong = try await peer.nextPong()
        XCTAssertEqual(pong, "are you there")
        await channel.close()
    }

    func testSendsKeepAlivePings() async throws {
        let server = try await startServer()
        let (channel, peer) = try await Self.connect(server, configuration: .init(keepAliveInterval: .milliseconds(100)))
        _ = try await peer.nextPing()
        // The server answered it: the connection is still usable.
        try await channel.send("still here")
        let text = try await peer.nextFrameFromClient()
        XCTAssertEqual(text, "still here")
        await channel.close()
    }

    func testPolicyViolationIsFinal() async throws {
        try await assertClose(code: 1008, endsWith: .forbidden)
    }

    func testUnsupportedDataIsFinal() async throws {
        try await assertClose(code: 1003, endsWith: .invalidResponse(message: "The WebSocket server closed the connection with code 1003."))
    }

    func testServiceRestartIsTransient() async throws {
        try await assertClose(code: 1012, endsWith: .network(.networkConnectionLost))
    }

    func testAnApplicationCodeIsTheVendors() async throws {
        try await assertClose(code: 4001, endsWith: .vendor(code: "websocket.close.4001", message: nil))
    }

    func testCloseFailsAPendingReceiveWithCancelled() async throws {
        let server = try await startServer()
        let (channel, _) = try await Self.connect(server)
        let waiting = Task { try await channel.receive() }
        await Task.yield()
        await channel.close()
        do {
            _ = try await waiting.value
            XCTFail("receive() returned after close()")
        } catch {
            XCTAssertEqual(ServiceProviderError(error), .cancelled)
        }
    }

    func testLargeMessagesArriveWhole() async throws {
        let server = try await startServer()
        let (channel, peer) = try await Self.connect(server)
        let big = String(repeating: "x", count: 3 << 20)
        try await peer.sendToClient(big)
        let frame = try await channel.receive()
        XCTAssertEqual(frame, .text(big))
        await channel.close()
    }

    private func assertClose(code: UInt16, endsWith expected: ServiceProviderError, file: StaticString = #filePath, line: UInt = #line) async throws {
        let server = try await startServer()
        let (channel, peer) = try await Self.connect(server)
        try await peer.closeConnection(code: code)
        do {
            let frame = try await channel.receive()
            XCTFail("received \(frame) after close code \(code)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
            XCTAssertEqual(error.isRetryable, expected.isRetryable, file: file, line: line)
        }
    }
}
