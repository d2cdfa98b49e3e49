import Foundation
import Testing
@_spi(ProviderKit) @testable import ServicesProvider
import ServicesProviderTesting

/// The Socket.IO client over an in-memory channel: the handshake, the heartbeat, events in order,
/// acknowledgements (answered, timed out, lost with the connection), the server refusing the
/// namespace, reconnection on the virtual clock, and frames it cannot read.
// Three minutes: each test takes well under a second, but a starved two-core machine running the
// whole suite in parallel delays its socket tasks far more than that; the limit only ends a hang.
@Suite(.timeLimit(.minutes(3))) struct SocketIOClientTests {
    private static let url = URL(string: "https://chat.test/")!   // swiftlint:disable:this force_unwrapping
    /// Backoff waits (10, 20, 40 s) and the 7 s acknowledgement timeout fire at once; the 30 s
    /// connect timeout and the 45 s heartbeat never do.
    private static let sleeper = SocketIOSleeper(instant: [10, 20, 40, 7])

    private func configuration(namespace: String = "/", auth: Data? = nil, attempts: Int = 5) -> SocketIOConfiguration {
        SocketIOConfiguration(url: Self.url, path: "/socket/socket.io", query: ["jwt": "header.payload.signature"], headers: ["token": "static-socket-key"],
                              namespace: namespace, auth: auth, reconnection: LiveReconnection(attempts: attempts, backoff: Backoff(initial: 10, maximum: 40)),
                              connectTimeout: 30)
    }

    private func client(_ server: SocketIOTestServer, _ configuration: SocketIOConfiguration? = nil, sleeper: SocketIOSleeper = sleeper,
                        diagnostics: LiveDiagnosticsCounter = LiveDiagnosticsCounter()) -> SocketIOClient {
        SocketIOClient(configuration: configuration ?? self.configuration(), channelFactory: server.factory, sleep: sleeper.sleep, diagnostics: diagnostics)
    }

    @Test func connectsOverTheEngineIOWebSocketEndpointWithTheHeaders() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        let handshake = try #require(server.openedHandshakes.first)
        #expect(handshake.url.absoluteString == "wss://chat.test/socket/socket.io/?jwt=header.payload.signature&EIO=4&transport=websocket")
        #expect(handshake.headers == ["token": "static-socket-key"])
        #expect(handshake.protocols.isEmpty)
        #expect(try await server.channel(0).sentFrames == ["40"])
        await client.close()
        #expect(try await events.next() == nil, "close() ends the stream normally")
        #expect(try await server.channel(0).isClosed)
    }

    @Test func aNamespaceAndAuthGoInTheConnectPacket() async throws {
        let server = SocketIOTestServer()
        let client = client(server, configuration(namespace: "/chat", auth: Data(#"{"user":"42"}"#.utf8)))
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        #expect(try await server.channel(0).sentFrames == [#"40/chat,{"user":"42"}"#])
        await client.close()
    }

    @Test func theQueryIsPercentEncodedAndTheEngineParametersWin() throws {
        let configuration = SocketIOConfiguration(url: URL(string: "http://127.0.0.1:8080/ignored")!,   // swiftlint:disable:this force_unwrapping
                                                  query: ["jwt": "a+b/c=", "EIO": "3"])
        let handshake = try configuration.handshake()
        #expect(handshake.url.absoluteString == "ws://127.0.0.1:8080/socket.io/?jwt=a%2Bb%2Fc%3D&EIO=4&transport=websocket")
    }

    @Test(arguments: [
        ("ftp://host/", "/", nil as String?),
        ("https://host/", "chat", nil),
        ("https://host/", "/a,b", nil),
        ("https://host/", "/", "[1]"),
    ])
    func aConfigurationTheClientCannotUseEndsTheStreamTyped(url: String, namespace: String, auth: String?) async throws {
        let server = SocketIOTestServer()
        let configuration = SocketIOConfiguration(url: try #require(URL(string: url)), namespace: namespace, auth: auth.map { Data($0.utf8) })
        var events = client(server, configuration).events().makeAsyncIterator()
        do {
            _ = try await events.next()
            Issue.record("connected with \(configuration)")
        } catch {
            guard case .invalidRequest = error else { Issue.record("\(error)"); return }
        }
        #expect(server.openedHandshakes.isEmpty)
    }

    @Test func printedConfigurationsAndHandshakesHideTheSecrets() throws {
        let configuration = configuration(auth: Data(#"{"password":"hunter22"}"#.utf8))
        let printed = [String(describing: configuration), String(reflecting: configuration), String(describing: try configuration.handshake())]
        for text in printed {
            #expect(!text.contains("static-socket-key"), "\(text)")
            #expect(!text.contains("header.payload.signature"), "\(text)")
            #expect(!text.contains("hunter22"), "\(text)")
        }
    }

    @Test func answersThePingAndEchoesItsData() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        let channel = try await server.channel(0)
        channel.push("2")
        channel.push("2probe")
        _ = try await SocketIOTestServer.eventually("two pongs") { channel.sentFrames.count == 3 ? true : nil }
        #expect(channel.sentFrames == ["40", "3", "3probe"])
        await client.close()
    }

    @Test func aMissedHeartbeatIsADroppedConnectionAndReconnects() async throws {
        // The first connection promises a ping every 0.1 s (+ 0.05 s grace) and sends none; the second keeps the default.
        let server = SocketIOTestServer(options: { index in
            index == 0 ? SocketIOTestServer.Options(pingInterval: 100, pingTimeout: 50) : SocketIOTestServer.Options()
        })
        let sleeper = SocketIOSleeper(instant: [10], gated: [0.15])
        let client = client(server, sleeper: sleeper)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        sleeper.openGate()
        #expect(try await events.next() == .disconnected(willReconnect: true))
        #expect(try await events.next() == .connected)
        #expect(try await server.channel(0).isClosed)
        #expect(sleeper.recorded.filter { $0 == 10 } == [10])
        await client.close()
    }

    @Test func serverEventsArriveInOrderWithTheirArgumentsAsSent() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        let channel = try await server.channel(0)
        let fixture = #"[{"messages":[{"fromUser":"7","toChatroom":12,"date":1700000000,"message":"hi \"there\""}]}]"#
        channel.push(#"42["social.chatroom.12",{"messages":[{"fromUser":"7","toChatroom":12,"date":1700000000,"message":"hi \"there\""}]}]"#)
        channel.push(#"42["tick",1.50, "two" ,[3]]"#)
        channel.push(#"42["quiet"]"#)
        channel.push(#"42/other,["elsewhere",1]"#)   // another namespace: not this client's
        channel.push(#"421["asks.for.ack",{}]"#)       // delivered; the server's ack request is not answered
        #expect(try await events.next() == .event(name: "social.chatroom.12", arguments: Data(fixture.utf8)))
        #expect(try await events.next() == .event(name: "tick", arguments: Data(#"[1.50, "two" ,[3]]"#.utf8)))
        #expect(try await events.next() == .event(name: "quiet", arguments: Data("[]".utf8)))
        #expect(try await events.next() == .event(name: "asks.for.ack", arguments: Data("[{}]".utf8)))
        await client.close()
    }

    @Test func emitsTheEventWithItsArgumentAsJSON() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        try await client.emit("social.chatrooms.join", ["id": 12])
        #expect(try await server.channel(0).sentFrames == ["40", #"42["social.chatrooms.join",{"id":12}]"#])
        await client.close()
    }

    @Test func anAcknowledgementReturnsItsArguments() async throws {
        let server = SocketIOTestServer(onFrame: { text, channel in
            // 42<id>["history",…] → 43<id>[…]
            guard text.hasPrefix("42") else { return }
            let id = text.dropFirst(2).prefix { $0.isNumber }
            channel.push("43\(id)" + #"[{"page":2},"ok"]"#)
        })
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        let first = try await client.emitWithAck("social.chatrooms.messages", ["id": 12, "page": 2], timeout: .seconds(60))
        #expect(first == Data(#"[{"page":2},"ok"]"#.utf8))
        _ = try await client.emitWithAck("social.chatrooms.messages", ["id": 12, "page": 3], timeout: .seconds(60))
        #expect(try await server.channel(0).sentFrames == ["40", #"420["social.chatrooms.messages",{"id":12,"page":2}]"#,
                                                           #"421["social.chatrooms.messages",{"id":12,"page":3}]"#])
        await client.close()
    }

    @Test func anUnansweredAcknowledgementTimesOut() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        await #expect(throws: ServiceProviderError.timedOut) {
            _ = try await client.emitWithAck("silence", ["id": 1], timeout: .seconds(7))
        }
        // A late answer to it is ignored; the connection goes on.
        let channel = try await server.channel(0)
        channel.push(#"430["late"]"#)
        channel.push(#"42["after",1]"#)
        #expect(try await events.next() == .event(name: "after", arguments: Data("[1]".utf8)))
        await client.close()
    }

    @Test func aDroppedConnectionFailsWaitingAcknowledgementsAndReconnectsWithTheBackoff() async throws {
        let sleeper = SocketIOSleeper(instant: [10, 20, 40])
        let server = SocketIOTestServer(failures: [1: .network(.cannotConnectToHost), 2: .offline, 3: .network(.timedOut)])
        let client = client(server, sleeper: sleeper)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        let waiting = Task { try await client.emitWithAck("never.answered", ["id": 1], timeout: .seconds(60)) }
        let first = try await server.channel(0)
        _ = try await SocketIOTestServer.eventually("the emit sent") { first.sentFrames.count == 2 ? true : nil }
        await first.close()   // the connection drops without a close frame
        #expect(try await events.next() == .disconnected(willReconnect: true))
        await #expect(throws: ServiceProviderError.network(.networkConnectionLost)) { _ = try await waiting.value }
        #expect(try await events.next() == .connected)
        // The drop, then three refused connections: waits of 10, 20, 40 and 40 s (the maximum).
        #expect(sleeper.recorded == [10, 20, 40, 40])
        #expect(server.openedHandshakes.count == 5)
        await client.close()
    }

    @Test func tooManyFailuresEndTheStreamWithTheLastOne() async throws {
        let sleeper = SocketIOSleeper(instant: [10, 20, 40])
        let server = SocketIOTestServer(failures: [1: .offline, 2: .offline, 3: .network(.cannotConnectToHost)])
        let client = client(server, configuration(attempts: 2), sleeper: sleeper)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        await (try await server.channel(0)).close()
        // Announced once, when the connection dropped; the failed tries after it end the stream with the last error.
        #expect(try await events.next() == .disconnected(willReconnect: true))
        await #expect(throws: ServiceProviderError.offline) { _ = try await events.next() }
        #expect(sleeper.recorded == [10, 20])
    }

    @Test func theServerRefusingTheNamespaceIsFinalAndTyped() async throws {
        let server = SocketIOTestServer(options: { _ in SocketIOTestServer.Options(refusal: #"{"message":"Connection rejected by server"}"#) })
        let sleeper = SocketIOSleeper(instant: [10, 20, 40])
        var events = client(server, sleeper: sleeper).events().makeAsyncIterator()
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await events.next() }
        #expect(sleeper.recorded == [], "a refusal is not tried again")
        #expect(try await server.channel(0).isClosed)
    }

    @Test func anUnknownNamespaceIsTheCallersMistake() async throws {
        let server = SocketIOTestServer(options: { _ in SocketIOTestServer.Options(refusal: #"{"message":"Invalid namespace"}"#) })
        var events = client(server, configuration(namespace: "/nope")).events().makeAsyncIterator()
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The Socket.IO server has no namespace /nope.")) { _ = try await events.next() }
    }

    @Test func theServersDisconnectEndsTheStreamNormally() async throws {
        let server = SocketIOTestServer()
        let sleeper = SocketIOSleeper(instant: [10, 20, 40])
        var events = client(server, sleeper: sleeper).events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        try await server.channel(0).push("41")
        #expect(try await events.next() == .disconnected(willReconnect: false))
        #expect(try await events.next() == nil)
        #expect(sleeper.recorded == [])
    }

    @Test func anEngineIOCloseIsADropThatReconnects() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        try await server.channel(0).push("1")
        #expect(try await events.next() == .disconnected(willReconnect: true))
        #expect(try await events.next() == .connected)
        await client.close()
    }

    @Test func emitsFailFastWhileNotConnectedAndAfterClose() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        await #expect(throws: ServiceProviderError.network(.networkConnectionLost)) { try await client.emit("early", ["id": 1]) }
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "\"disconnect\" is not an event name a Socket.IO client may emit.")) {
            try await client.emit("disconnect", ["id": 1])
        }
        await client.close()
        await #expect(throws: ServiceProviderError.cancelled) { try await client.emit("late", ["id": 1]) }
        await #expect(throws: ServiceProviderError.cancelled) { _ = try await client.emitWithAck("late", ["id": 1], timeout: .seconds(60)) }
    }

    @Test func aPacketOverTheServersMaxPayloadIsRefusedBeforeSending() async throws {
        let server = SocketIOTestServer(options: { _ in SocketIOTestServer.Options(maxPayload: 64) })
        let client = client(server)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        await #expect(throws: ServiceProviderError.self) { try await client.emit("big", ["text": String(repeating: "x", count: 100)]) }
        #expect(try await server.channel(0).sentFrames == ["40"])
        await client.close()
    }

    @Test func oneStreamPerClient() async throws {
        let client = client(SocketIOTestServer())
        var first = client.events().makeAsyncIterator()
        #expect(try await first.next() == .connected)
        var second = client.events().makeAsyncIterator()
        await #expect(throws: ServiceProviderError.self) { _ = try await second.next() }
        await client.close()
    }

    @Test func leavingTheStreamClosesTheConnection() async throws {
        let server = SocketIOTestServer()
        let client = client(server)
        do {
            var events = client.events().makeAsyncIterator()
            #expect(try await events.next() == .connected)
        }
        let channel = try await server.channel(0)
        _ = try await SocketIOTestServer.eventually("the channel closed") { channel.isClosed ? true : nil }
        await #expect(throws: ServiceProviderError.cancelled) { try await client.emit("gone", ["id": 1]) }
    }

    @Test func framesItCannotReadAreSkippedCountedAndTheConnectionGoesOn() async throws {
        let server = SocketIOTestServer()
        let diagnostics = LiveDiagnosticsCounter()
        let client = client(server, diagnostics: diagnostics)
        var events = client.events().makeAsyncIterator()
        #expect(try await events.next() == .connected)
        let channel = try await server.channel(0)
        let malformed = ["", "x", "9", "0{\"sid\":\"again\",\"pingInterval\":1,\"pingTimeout\":1}", "4", "4x", "49", "42", "42not json", "42{\"name\":1}",
                         "42[1,2]", "42[]", "43[\"no id\"]", "431{\"not\":\"array\"}", "4399999999999999999999[]", "40{\"sid\":\"twice\"}",
                         #"451-["binary",{"_placeholder":true,"num":0}]"#, "45x", "42[\"unterminated\""]
        for text in malformed { channel.push(text) }
        channel.push(.data(Data([0x04, 0x01])))
        channel.push(#"42["ok",true]"#)
        #expect(try await events.next() == .event(name: "ok", arguments: Data("[true]".utf8)))
        #expect(diagnostics.current.undecodableRecords == malformed.count + 1)
        await client.close()
    }
}
