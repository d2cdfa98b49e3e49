import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The sandbox serves chat: its rooms and groups, and a room over its in-memory chat socket
/// (history, a sent message echoed back, read marks, who is online).
@Suite(.timeLimit(.minutes(1))) struct GomaChatSandboxTests {
    private func signedInSandbox() async throws -> GomaProvider {
        let provider = GomaSandbox.makeProvider()
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        return provider
    }

    @Test func theSandboxDeclaresAndServesTheRoomsAndGroups() async throws {
        let provider = try await signedInSandbox()
        #expect(provider.features.isSuperset(of: [.chatRooms, .chatGroups, .chatGroupMembers, .chatMessages, .chatSending]))
        let rooms = try await provider.chat.rooms()
        #expect(rooms.map(\.id) == ["5301", "5310"])
        #expect(try await provider.chat.createGroup(named: "Sunday league", memberIds: ["1042", "1101"]) == "5310")
        try await provider.chat.renameGroup("5310", to: "Sunday league 2")
        try await provider.chat.addMembers(["1102"], toGroup: "5310")
        try await provider.chat.removeMembers(["1102"], fromGroup: "5310")
        try await provider.chat.leaveGroup("5310")
        try await provider.chat.deleteGroup("5310")
        await #expect(throws: ServiceProviderError.unauthorized) { try await GomaSandbox.makeProvider().chat.rooms() }
    }

    @Test func theSandboxChatAnswersInRealTime() async throws {
        let provider = try await signedInSandbox()
        var updates = provider.chat.updates(inRoom: "5301").makeAsyncIterator()
        #expect(try await updates.next() == .read(ChatReadReceipt(userIds: ["321"], upTo: "1741971060")))
        #expect(try await updates.next() == .usersOnline(["321"]))
        let history = try await provider.chat.history(room: "5301", page: 1)
        #expect(history.map(\.text) == ["Are you betting on tonight's game?", "Yes, home win."])
        #expect(try await provider.chat.history(room: "5301", page: 2).isEmpty)
        let group = try await provider.chat.history(room: "5310", page: 1)
        #expect(group.map(\.text) == ["Check this bet"])
        #expect(group.first?.sharedBet?.legs.map(\.outcomeId) == ["3456781", "3456902"], "the group's page shares a ticket")
        try await provider.chat.send("Good luck", toRoom: "5301")
        guard case .message(let echoed)? = try await updates.next() else { Issue.record("no echo"); return }
        #expect(echoed.text == "Good luck")
        #expect(echoed.senderId == "321")
        #expect(echoed.roomId == "5301")
    }
}
