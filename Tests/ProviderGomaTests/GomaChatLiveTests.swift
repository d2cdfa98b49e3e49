import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// What the in-memory chat server saw: each emitted event's name and argument (as JSON objects),
/// and the acknowledgements it owes.
final class GomaChatServerLog: Sendable {
    private let emitted = Locked<[(name: String, argument: NSDictionary)]>([])
    /// Whether an emitted message is acknowledged.
    let acknowledges: Bool
    /// Answers a history request with this page.
    let historyPage: String?

    init(acknowledges: Bool = false, historyPage: String? = nil) {
        self.acknowledges = acknowledges
        self.historyPage = historyPage
    }

    var events: [(name: String, argument: NSDictionary)] { emitted.withLock { $0 } }
    var names: [String] { events.map(\.name) }

    /// The server's frame handler: `42[name, arg]` and `42<ack>[name, arg]`.
    var onFrame: SocketIOTestServer.OnFrame {
        { [self] text, channel in
            guard let (name, argument, ackId) = SocketIOTestServer.clientEvent(text) else { return }
            emitted.withLock { $0.append((name, argument as NSDictionary)) }
            if let ackId, acknowledges { channel.push("43\(ackId)[{\"status\":\"ok\"}]") }
            if name == GomaChatEvents.history, let historyPage { channel.push(SocketIOTestServer.eventFrame(name, historyPage)) }
        }
    }
}

/// Goma's chat over an in-memory Socket.IO server: the handshake with the user's token and the
/// static key, a room joined (then read, then who is online), events in order, history, sending
/// with and without acknowledgement, a read mark, a dropped connection re-joined, a refused token,
/// an anonymous session, sign-out, and events that do not decode.
// Three minutes: each test takes well under a second, but a starved two-core machine running the
// whole suite in parallel delays its socket tasks far more than that; the limit only ends a hang.
@Suite(.timeLimit(.minutes(3))) struct GomaChatLiveTests {
    static let socketURL = URL(string: "https://chat.goma.test/")!   // swiftlint:disable:this force_unwrapping

    private func socketFixture(_ name: String) throws -> String { try Fixture.string("chat-socket/\(name)") }

    private func provider(_ rest: GomaStubServer, _ socket: SocketIOTestServer, acknowledges: Bool = false,
                          sleeper: SocketIOSleeper = SocketIOSleeper(instant: [10, 20, 40])) -> GomaProvider {
        var configuration = testConfiguration
        configuration.chatSocket = GomaChatSocket(url: Self.socketURL, token: "static-socket-key", acknowledgesMessages: acknowledges)
        return GomaProvider(configuration: configuration, transport: rest.transport, webSocketFactory: socket.factory, retryPolicy: .none,
                            sleep: sleeper.sleep, now: fixtureNow)
    }

    private func restServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
        ])
    }

    private func signIn(_ provider: GomaProvider) async throws {
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
    }

    private func waitFor(_ log: GomaChatServerLog, _ count: Int) async throws {
        _ = try await SocketIOTestServer.eventually("\(count) emits") { log.events.count >= count ? true : nil }
    }

    @Test func joinsWithTheUsersTokenThenDeliversTheRoomsEventsInOrder() async throws {
        let log = GomaChatServerLog()
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let provider = provider(restServer(), socket)
        #expect(provider.features.isSuperset(of: [.chatRooms, .chatGroups, .chatGroupMembers, .chatMessages, .chatSending]))
        try await signIn(provider)
        var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
        try await waitFor(log, 3)
        let handshake = try #require(socket.openedHandshakes.first)
        #expect(handshake.url.absoluteString == "wss://chat.goma.test/socket/socket.io/?jwt=goma-user-jwt-placeholder&EIO=4&transport=websocket")
        #expect(handshake.headers == ["token": "static-socket-key"])
        #expect(log.names == ["social.chatrooms.join", "social.chatrooms.messages.read", "social.chatroom.users.online"])
        for event in log.events { #expect(event.argument == ["id": 5310]) }

        let channel = try await socket.channel(0)
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5310", try socketFixture("on-chatroom-new-message.json")))
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5310", try socketFixture("on-chatroom-message-with-ticket.json")))
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5301", try socketFixture("on-chatroom-messages.json")))   // another room: not delivered
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5310.read", try socketFixture("on-chatroom-read.json")))
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5310.users.online", try socketFixture("on-chatroom-users-online.json")))

        #expect(try await updates.next() == .message(ChatMessage(id: "1741972200", roomId: "5310", senderId: "1042",
                                                                  date: Date(timeIntervalSince1970: 1_741_972_200), text: "Good luck everyone")))
        guard case .message(let withTicket)? = try await updates.next() else { Issue.record("no ticket message"); return }
        #expect(withTicket.text == "Check this bet")
        #expect(withTicket.senderId == "321")
        #expect(withTicket.sharedBet?.legs.count == 2)
        #expect(try await updates.next() == .read(ChatReadReceipt(userIds: ["321", "1102"], upTo: "1741971060")))
        #expect(try await updates.next() == .usersOnline(["321", "1042"]))
        #expect(socket.openedHandshakes.count == 1)
    }

    @Test func historyEmitsTheRoomAndPageAndReadsTheAnswer() async throws {
        let log = GomaChatServerLog(historyPage: try Fixture.string("chat-socket/on-chatroom-messages.json"))
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let provider = provider(restServer(), socket)
        try await signIn(provider)
        let page = try await provider.chat.history(room: "5301", page: 1)
        #expect(page == [
            ChatMessage(id: "1741971000", roomId: "5301", senderId: "1102", date: Date(timeIntervalSince1970: 1_741_971_000),
                        text: "Are you betting on tonight's game?"),
            ChatMessage(id: "1741971060", roomId: "5301", senderId: "321", date: Date(timeIntervalSince1970: 1_741_971_060), text: "Yes, home win."),
        ])
        let request = try #require(log.events.first { $0.name == "social.chatrooms.messages" })
        #expect(request.argument == (try JSONSerialization.jsonObject(with: Fixture.data("chat-socket/emit-messages-history.json")) as? NSDictionary))
        await #expect(throws: ServiceProviderError.self) { try await provider.chat.history(room: "5301", page: 0) }
    }

    @Test func sendEmitsTheRoomAsAStringWithNullsAndWaitsForTheAcknowledgement() async throws {
        let log = GomaChatServerLog(acknowledges: true)
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let provider = provider(restServer(), socket, acknowledges: true)
        try await signIn(provider)
        try await provider.chat.send("Yes, home win.", toRoom: "5301")
        let sent = try #require(log.events.first { $0.name == "social.chatrooms.message" })
        #expect(sent.argument == (try JSONSerialization.jsonObject(with: Fixture.data("chat-socket/emit-send-message.json")) as? NSDictionary))
        let frame = try #require(try await socket.channel(0).sentFrames.first { $0.contains("social.chatrooms.message\"") })
        #expect(frame.hasPrefix("420["), "asked for an acknowledgement: \(frame)")
        #expect(frame.contains(#""repliedMessage":null"#) && frame.contains(#""attachment":null"#) && frame.contains(#""id":"5301""#))

        try await provider.chat.markRead(room: "5301", upTo: "1741971060")
        let read = try #require(log.events.last)
        #expect(read.name == "social.chatrooms.messages.read")
        #expect(read.argument == (try JSONSerialization.jsonObject(with: Fixture.data("chat-socket/emit-messages-read.json")) as? NSDictionary))
        await #expect(throws: ServiceProviderError.self) { try await provider.chat.send(" ", toRoom: "5301") }
        await #expect(throws: ServiceProviderError.self) { try await provider.chat.markRead(room: "5301", upTo: "x") }
    }

    @Test func withoutAcknowledgementsSendIsAPlainEmit() async throws {
        let log = GomaChatServerLog()
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let provider = provider(restServer(), socket)
        try await signIn(provider)
        try await provider.chat.send("Hi", toRoom: "5310")
        let frame = try #require(try await socket.channel(0).sentFrames.first { $0.contains("social.chatrooms.message\"") })
        #expect(frame.hasPrefix("42["), "\(frame)")
    }

    @Test func aDroppedConnectionIsAnnouncedReopenedAndTheRoomJoinedAgain() async throws {
        let log = GomaChatServerLog()
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let sleeper = SocketIOSleeper(instant: [10, 20, 40])
        let provider = provider(restServer(), socket, sleeper: sleeper)
        try await signIn(provider)
        var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
        try await waitFor(log, 3)
        let first = try await socket.channel(0)
        await first.close()
        #expect(try await updates.next() == .disconnected)
        #expect(try await updates.next() == .reconnected)
        #expect(sleeper.recorded == [10], "the vendor's first retry after 10 s")
        try await waitFor(log, 6)
        #expect(Array(log.names.suffix(3)) == ["social.chatrooms.join", "social.chatrooms.messages.read", "social.chatroom.users.online"])
        try await socket.channel(1).push(SocketIOTestServer.eventFrame("social.chatroom.5310", try socketFixture("on-chatroom-new-message.json")))
        guard case .message(let message)? = try await updates.next() else { Issue.record("no message after the reconnection"); return }
        #expect(message.senderId == "1042")
    }

    @Test func aRefusedTokenEndsTheStreamUnauthorized() async throws {
        let socket = SocketIOTestServer(options: { _ in SocketIOTestServer.Options(refusal: #"{"message":"Authentication error"}"#) })
        let provider = provider(restServer(), socket)
        try await signIn(provider)
        var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await updates.next() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.chat.send("Hi", toRoom: "5310") }
    }

    @Test func anAnonymousSessionOpensNoSocket() async throws {
        let socket = SocketIOTestServer()
        let provider = provider(restServer(), socket)
        var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await updates.next() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.chat.send("Hi", toRoom: "5310") }
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await provider.chat.history(room: "5310", page: 1) }
        #expect(socket.openedHandshakes.isEmpty)
    }

    @Test func signingOutEndsTheStreamAndClosesTheSocket() async throws {
        let log = GomaChatServerLog()
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let rest = restServer()
        rest.set("POST /api/auth/v1/logout") { _, _ in .json(#"{"message":"ok"}"#) }
        let provider = provider(rest, socket)
        try await signIn(provider)
        var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
        try await waitFor(log, 3)
        try await provider.account.logout()
        #expect(try await updates.next() == nil)
        #expect(try await socket.channel(0).isClosed)
    }

    @Test func anEventThatDoesNotDecodeIsCountedAndSkipped() async throws {
        let log = GomaChatServerLog()
        let socket = SocketIOTestServer(onFrame: log.onFrame)
        let provider = provider(restServer(), socket)
        try await signIn(provider)
        var updates = provider.chat.updates(inRoom: "5310").makeAsyncIterator()
        try await waitFor(log, 3)
        let channel = try await socket.channel(0)
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5310", #"[{"messages":[{"fromUser":"1","message":3}]}]"#))
        channel.push(SocketIOTestServer.eventFrame("social.chatroom.5310", try socketFixture("on-chatroom-new-message.json")))
        guard case .message(let message)? = try await updates.next() else { Issue.record("no message"); return }
        #expect(message.text == "Good luck everyone")
        #expect(provider.chatLive?.diagnostics.current.undecodableRecords == 1)
    }
}
