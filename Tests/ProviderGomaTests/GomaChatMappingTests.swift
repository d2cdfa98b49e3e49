import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The chat socket's payloads mapped: messages, the ticket shared in one (as an object or as a
/// JSON string), a malformed attachment read as none, receipts, the event names.
@Suite struct GomaChatMappingTests {
    private func messages(_ name: String) throws -> [GomaModels.ChatSocketMessage] {
        try Fixture.decode([GomaModels.ChatMessages].self, "chat-socket/\(name)").flatMap(\.messages)
    }

    private static let sharedBet = Bet(
        id: "bet-id-placeholder", type: .multiple, status: .open, stake: Money(amount: 10, currency: "EUR"),
        potentialReturn: Money(amount: decimal("59.2"), currency: "EUR"), totalOdds: Odds(decimal: decimal("5.92")),
        legs: [
            BetLeg(eventId: "48213", eventName: "Atlético Exemplo - Desportivo Teste", marketName: "Resultado Final", outcomeName: "Atlético Exemplo",
                   odds: Odds(decimal: decimal("1.85")), status: .open, outcomeId: "3456781"),
            BetLeg(eventId: "48220", eventName: "Clube Amostra - União Modelo", marketName: "Resultado Final", outcomeName: "Empate",
                   odds: Odds(decimal: decimal("3.2")), status: .open, outcomeId: "3456902"),
        ],
        shareCode: "bet-share-token-placeholder")

    @Test func aMessageWithATicketCarriesTheBet() throws {
        let mapped = try messages("on-chatroom-message-with-ticket.json").map { GomaModelMapper.chatMessage($0, currency: "USD") }
        #expect(mapped == [ChatMessage(id: "1741972500", roomId: "5310", senderId: "321", date: Date(timeIntervalSince1970: 1_741_972_500),
                                       text: "Check this bet", sharedBet: Self.sharedBet)])
    }

    @Test func theTicketAsAJSONStringReadsTheSame() throws {
        let text = try Fixture.string("chat-socket/on-chatroom-message-with-ticket.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        var message = try #require((object[0]["messages"] as? [[String: Any]])?.first)
        var attachment = try #require(message["attachment"] as? [String: Any])
        let content = try JSONSerialization.data(withJSONObject: try #require(attachment["content"]))
        attachment["content"] = String(decoding: content, as: UTF8.self)
        message["attachment"] = attachment
        let data = try JSONSerialization.data(withJSONObject: message)
        let decoded = try GomaCoding.makeDecoder().decode(GomaModels.ChatSocketMessage.self, from: data)
        #expect(GomaModelMapper.chatMessage(decoded, currency: "EUR").sharedBet == Self.sharedBet)
    }

    @Test(arguments: [
        #"{"value":"x","type":"bet","fromUser":"321","content":"not json"}"#,
        #"{"value":"x","type":"bet","fromUser":"321","content":{"id":"x"}}"#,
        #"{"value":"x","type":"image","fromUser":"321","content":{"id":"x","stake":1,"bet_selections":[]}}"#,
        #"[1,2]"#,
    ])
    func aMalformedAttachmentIsNoAttachment(attachment: String) throws {
        let json = #"{"fromUser":"321","message":"Hi","toChatroom":5310,"date":1741972500,"attachment":\#(attachment)}"#
        let decoded = try GomaCoding.makeDecoder().decode(GomaModels.ChatSocketMessage.self, from: Data(json.utf8))
        let message = GomaModelMapper.chatMessage(decoded, currency: "EUR")
        #expect(message.sharedBet == nil)
        #expect(message.text == "Hi")
    }

    @Test func everyPlainMessageFixtureMaps() throws {
        let history = try messages("on-chatroom-messages.json").map { GomaModelMapper.chatMessage($0, currency: "EUR") }
        #expect(history.map(\.id) == ["1741971000", "1741971060"])
        #expect(history.map(\.senderId) == ["1102", "321"])
        #expect(history.allSatisfy { $0.roomId == "5301" && $0.sharedBet == nil && $0.replyTo == nil })
        let new = try messages("on-chatroom-new-message.json").map { GomaModelMapper.chatMessage($0, currency: "EUR") }
        #expect(new == [ChatMessage(id: "1741972200", roomId: "5310", senderId: "1042", date: Date(timeIntervalSince1970: 1_741_972_200),
                                    text: "Good luck everyone")])
        let read = try Fixture.decode([GomaModels.ChatRead].self, "chat-socket/on-chatroom-read.json")
        #expect(read.map { $0.users.map(\.value) } == [["321", "1102"]])
        #expect(read.map(\.messageId) == [1_741_971_060])
        let online = try Fixture.decode([GomaModels.ChatOnline].self, "chat-socket/on-chatroom-users-online.json")
        #expect(online.map { $0.users.map(\.value) } == [["321", "1042"]])
    }

    @Test func theEventNamesAreRead() {
        #expect(GomaChatEvents.Incoming("social.chatroom.5310") == .messages(5310))
        #expect(GomaChatEvents.Incoming("social.chatroom.5310.read") == .read(5310))
        #expect(GomaChatEvents.Incoming("social.chatroom.5310.users.online") == .usersOnline(5310))
        #expect(GomaChatEvents.Incoming("social.chatrooms.messages") == .history)
        #expect(GomaChatEvents.Incoming("social.chatrooms.join") == .ignored)
        #expect(GomaChatEvents.Incoming("social.chatroom.x") == .ignored)
        #expect(GomaChatEvents.Incoming("social.chatroom.5310.typing") == .ignored)
    }

    @Test func theSendEmitWritesTheRoomAsAStringAndTheNulls() throws {
        let data = try JSONEncoder().encode(GomaModels.ChatSendEmit(id: "5301", message: "Yes, home win."))
        let sent = try JSONSerialization.jsonObject(with: data) as? NSDictionary
        #expect(sent == (try JSONSerialization.jsonObject(with: Fixture.data("chat-socket/emit-send-message.json")) as? NSDictionary))
    }
}

/// A bet shared in a chat put back on a slip: the leg still offered at today's odds, the one whose
/// event is gone counted.
@Suite struct GomaRebetTests {
    @Test func aSharedTicketIsRestoredWithWhatIsGoneCounted() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "GET /api/events/v1/48213": { _, _ in .fixture("event-details.json") },
            "GET /api/events/v1/48213/markets": { _, _ in .fixture("event-markets.json") },
            "GET /api/events/v1/48220": { _, _ in .fixture("error-404.json", status: 404) },
            "GET /api/events/v1/48220/markets": { _, _ in .fixture("error-404.json", status: 404) },
        ])
        let text = try Fixture.data("chat-socket/on-chatroom-message-with-ticket.json")
        let message = try #require(try GomaCoding.makeDecoder().decode([GomaModels.ChatMessages].self, from: text).first?.messages.first)
        let bet = try #require(GomaModelMapper.chatMessage(message, currency: "EUR").sharedBet)
        let provider = makeProvider(server)
        #expect(provider.features.contains(.rebet))
        let restored = try await provider.betting.rebet(bet)
        #expect(restored.selections == [BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85")))])
        #expect(restored.unavailableCount == 1)
    }

    @Test func aBetWithoutOutcomeIdsIsRefusedWithNothingSent() async throws {
        let server = GomaStubServer()
        let bet = Bet(id: "1", type: .single, status: .open, stake: Money(amount: 1, currency: "EUR"),
                      legs: [BetLeg(eventId: "48213", eventName: "A - B", marketName: "1X2", outcomeName: "A", odds: Odds(decimal: 2), status: .open)])
        await #expect(throws: ServiceProviderError.self) { try await makeProvider(server).betting.rebet(bet) }
        #expect(server.requests.isEmpty)
    }
}
