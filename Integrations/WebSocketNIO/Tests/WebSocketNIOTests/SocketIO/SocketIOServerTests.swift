import Foundation
@_spi(ProviderKit) import ServicesProvider
import Testing
import WebSocketNIO

/// The SDK's Socket.IO client over `NIOWebSocketChannel` against a real python-socketio server
/// (SocketIO/server.py): the Engine.IO handshake with Goma's path, `token` header and `jwt`
/// query, events in order, acknowledgements, rooms, a broadcast, the heartbeat, the server's
/// refusal and disconnect, and a server restart. Each test runs its own server; one test at a
/// time (each server takes a Python process).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SocketIOServerTests {

    /// A client as Goma's chat configures one, with quick reconnections.
    private func client(_ server: SocketIOServer, token: String = SocketIOServer.token, jwt: String = SocketIOServer.jwt) -> SocketIOClient {
        let configuration = SocketIOConfiguration(url: server.url, path: "/socket/socket.io", query: ["jwt": jwt], headers: ["token": token],
                                                  reconnection: LiveReconnection(attempts: 100, backoff: Backoff(initial: 0.1, maximum: 0.5)),
                                                  connectTimeout: 10)
        return SocketIOClient(configuration: configuration, channelFactory: NIOWebSocketChannel.factory(.init(keepAliveInterval: nil)))
    }

    private static func json(_ text: String) -> Data { Data(text.utf8) }

    @Test func connectsJoinsARoomAndReceivesEventsInOrder() async throws {
        try await SocketIOServer.running { server in
            let client = client(server)
            var events = client.events().makeAsyncIterator()
            #expect(try await events.next() == .connected)
            let joined = try await client.emitWithAck("join", ["id": 12], timeout: .seconds(10))
            #expect(joined == Self.json(#"["joined",12]"#))
            try await client.emit("room", ["id": 12])
            #expect(try await events.next() == .event(name: "room.12", arguments: Self.json(#"[{"id":12}]"#)))
            try await client.emit("burst", ["count": 50])
            var received: [SocketIOEvent] = []
            for _ in 0..<50 { received.append(try #require(try await events.next())) }
            #expect(received == (0..<50).map { .event(name: "burst", arguments: Self.json("[\($0)]")) })
            await client.close()
            #expect(try await events.next() == nil)
        }
    }

    @Test func echoesAcknowledgesAndBroadcasts() async throws {
        try await SocketIOServer.running { server in
            let (sender, listener) = (client(server), client(server))
            var senderEvents = sender.events().makeAsyncIterator()
            var listenerEvents = listener.events().makeAsyncIterator()
            #expect(try await senderEvents.next() == .connected)
            #expect(try await listenerEvents.next() == .connected)
            // Python writes non-ASCII as \u escapes: the arguments are the server's bytes, decoded here.
            try await sender.emit("echo", ["message": "hi \"there\" / ü"])
            guard case .event("echo", let echoed)? = try await senderEvents.next() else { Issue.record("no echo"); return }
            #expect(try JSONDecoder().decode([[String: String]].self, from: echoed) == [["message": "hi \"there\" / ü"]])
            let acked = try await sender.emitWithAck("ack", ["a": 1], timeout: .seconds(10))
            #expect(acked == Self.json(#"["acked",{"a":1}]"#))
            try await sender.emit("broadcast", ["n": 2])
            #expect(try await senderEvents.next() == .event(name: "broadcasted", arguments: Self.json(#"[{"n":2}]"#)))
            #expect(try await listenerEvents.next() == .event(name: "broadcasted", arguments: Self.json(#"[{"n":2}]"#)))
            await sender.close()
            await listener.close()
        }
    }

    @Test func staysConnectedAcrossTheServersHeartbeats() async throws {
        // The server pings every second and drops a client that does not answer within two:
        // after four seconds the connection still carries events, and no reconnection happened.
        try await SocketIOServer.running { server in
            let client = client(server)
            var events = client.events().makeAsyncIterator()
            #expect(try await events.next() == .connected)
            try await Task.sleep(nanoseconds: 4_000_000_000)
            try await client.emit("echo", ["still": "here"])
            #expect(try await events.next() == .event(name: "echo", arguments: Self.json(#"[{"still":"here"}]"#)))
            await client.close()
        }
    }

    @Test(arguments: [("wrong-token", SocketIOServer.jwt), (SocketIOServer.token, "wrong.jwt.value")])
    func aRefusedHandshakeEndsTheStreamUnauthorized(token: String, jwt: String) async throws {
        try await SocketIOServer.running { server in
            var events = client(server, token: token, jwt: jwt).events().makeAsyncIterator()
            await #expect(throws: ServiceProviderError.unauthorized) { _ = try await events.next() }
        }
    }

    @Test func theServerDisconnectingTheClientEndsTheStream() async throws {
        try await SocketIOServer.running { server in
            let client = client(server)
            var events = client.events().makeAsyncIterator()
            #expect(try await events.next() == .connected)
            try await client.emit("kick", ["now": true])
            #expect(try await events.next() == .disconnected(willReconnect: false))
            #expect(try await events.next() == nil)
        }
    }

    @Test func aServerRestartIsReconnectedAndConnectedComesAgain() async throws {
        try await SocketIOServer.running { server in
            let client = client(server)
            var events = client.events().makeAsyncIterator()
            #expect(try await events.next() == .connected)
            server.stop()
            #expect(try await events.next() == .disconnected(willReconnect: true))
            await #expect(throws: ServiceProviderError.network(.networkConnectionLost)) { try await client.emit("echo", ["while": "down"]) }
            try await server.start()
            #expect(try await events.next() == .connected)
            // The new connection works: the server forgot the room, so join again.
            #expect(try await client.emitWithAck("join", ["id": 7], timeout: .seconds(10)) == Self.json(#"["joined",7]"#))
            try await client.emit("echo", ["after": "restart"])
            #expect(try await events.next() == .event(name: "echo", arguments: Self.json(#"[{"after":"restart"}]"#)))
            await client.close()
        }
    }
}
