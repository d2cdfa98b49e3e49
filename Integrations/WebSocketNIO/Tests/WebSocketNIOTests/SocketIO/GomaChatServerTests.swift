import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ProviderGoma
import Testing
import WebSocketNIO

/// Goma's chat (`client.chat`) over `NIOWebSocketChannel` against the real python-socketio server
/// speaking Goma's chat events (SocketIO/server.py): the signed-in user's token and the static key,
/// a room joined, its events in order, history, a message sent and acknowledged, a server restart
/// survived and the room joined again, a refused token. The REST login is a stub.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct GomaChatServerTests {

    /// A Goma provider whose login yields `jwt` as the user's token, chatting with the server.
    private func signedInProvider(_ server: SocketIOServer, jwt: String = SocketIOServer.jwt) async throws -> GomaProvider {
        let login = String(decoding: try #require(SandboxFixtures.data(provider: "goma", name: "auth-login.json")), as: UTF8.self)
            .replacingOccurrences(of: GomaSandbox.userToken, with: jwt)
        let anonymous = try #require(SandboxFixtures.data(provider: "goma", name: "auth-anonymous.json"))
        let transport = StubTransport { request in
            request.url?.path == "/api/auth/v1/login" ? .json(login) : .data(anonymous, status: 200)
        }
        let configuration = GomaConfiguration(baseURL: try #require(URL(string: "https://api.goma.test")), apiKey: "key", deviceId: "device",
                                              chatSocket: GomaChatSocket(url: server.url, token: SocketIOServer.token, acknowledgesMessages: true))
        // The fixtures' tokens expire in March 2025: the provider's clock stays before then.
        let provider = GomaProvider(configuration: configuration, transport: transport,
                                    webSocketFactory: NIOWebSocketChannel.factory(.init(keepAliveInterval: nil)), retryPolicy: .none,
                                    now: { Date(timeIntervalSince1970: 1_741_300_000) })
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        return provider
    }

    /// The next update that is a message, skipping receipts and online lists.
    private func nextMessage(_ updates: inout LiveStream<ChatUpdate>.Iterator) async throws -> ChatMessage {
        while let update = try await updates.next() {
            if case .message(let message) = update { return message }
        }
        throw CrossbarError.failed("the stream ended before a message")
    }

    @Test func joinsReceivesInOrderReadsHistoryAndSendsWithAcknowledgement() async throws {
        try await SocketIOServer.running { server in
            let provider = try await signedInProvider(server)
            var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
            #expect(try await updates.next() == .read(ChatReadReceipt(userIds: ["321"], upTo: "0")))
            #expect(try await updates.next() == .usersOnline(["321"]))
            let history = try await provider.chat.history(room: "5310", page: 1)
            #expect(history.map(\.text) == ["first", "second"])
            #expect(history.allSatisfy { $0.roomId == "5310" && $0.senderId == "321" })
            #expect(try await provider.chat.history(room: "5310", page: 2).isEmpty)
            try await provider.chat.send("hello", toRoom: "5310")
            #expect(try await nextMessage(&updates).text == "hello")

            // Another client asks the server for a burst to the room: all arrive, in order.
            let trigger = SocketIOClient(configuration: SocketIOConfiguration(url: server.url, path: "/socket/socket.io",
                                                                              query: ["jwt": SocketIOServer.jwt], headers: ["token": SocketIOServer.token]),
                                         channelFactory: NIOWebSocketChannel.factory(.init(keepAliveInterval: nil)))
            var triggerEvents = trigger.events().makeAsyncIterator()
            #expect(try await triggerEvents.next() == .connected)
            try await trigger.emit("test.chat.burst", ["id": 5310, "count": 30])
            var texts: [String] = []
            for _ in 0..<30 { texts.append(try await nextMessage(&updates).text) }
            #expect(texts == (0..<30).map(String.init))
            await trigger.close()
            try await provider.chat.markRead(room: "5310", upTo: String(history[1].id))
            #expect(try await updates.next() == .read(ChatReadReceipt(userIds: ["321"], upTo: history[1].id)))
        }
    }

    @Test func aServerRestartIsSurvivedAndTheRoomJoinedAgain() async throws {
        try await SocketIOServer.running { server in
            let provider = try await signedInProvider(server)
            var updates = provider.chat.updates(inRoom: "5301").makeAsyncIterator()
            #expect(try await updates.next() == .read(ChatReadReceipt(userIds: ["321"], upTo: "0")))
            #expect(try await updates.next() == .usersOnline(["321"]))
            server.stop()
            #expect(try await updates.next() == .disconnected)
            try await server.start()
            // The first retry comes after the vendor's 10 s; then the room is joined again.
            var seen: [ChatUpdate] = []
            while !(seen.contains(.reconnected) && seen.contains(.usersOnline(["321"]))) {
                seen.append(try #require(try await updates.next()))
            }
            try await provider.chat.send("back", toRoom: "5301")
            #expect(try await nextMessage(&updates).text == "back")
        }
    }

    @Test func aRefusedTokenEndsTheStreamUnauthorized() async throws {
        try await SocketIOServer.running { server in
            let provider = try await signedInProvider(server, jwt: "not.the.token")
            var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
            await #expect(throws: ServiceProviderError.unauthorized) { _ = try await updates.next() }
        }
    }
}
