import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderGoma

/// Goma chat: the rooms and group routes (a signed-in user only; ids as strings in `users_ids`),
/// and a chat socket in memory (``chatSocket``) that answers a room's join with its read mark and
/// who is online, a history page from the fixtures (room 5301's two messages, group 5310's shared
/// ticket; other rooms have none), and echoes each sent message back to the room as the sandbox
/// user's (321), acknowledged.
extension GomaSandbox {
    static func registerChat(on transport: SandboxTransport) {
        transport.on(.get, "/api/social/v1/chatrooms") { request in
            isUser(request) ? file("chatrooms.json") : error(401, "Unauthenticated.")
        }
        transport.on(.post, "/api/social/v1/groups") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            guard let body = chatBody(request), body["name"] is String, hasUserIds(body) else { return error(422, "The given data was invalid.") }
            return file("group-create.json")
        }
        transport.on(.post, "/api/social/v1/groups/{id}") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            guard chatBody(request)?["name"] is String else { return error(422, "The name field is required.") }
            return file("group-edit.json")
        }
        transport.on(.delete, "/api/social/v1/groups/{id}") { request in
            isUser(request) ? file("group-delete.json") : error(401, "Unauthenticated.")
        }
        transport.on(.post, "/api/social/v1/groups/{id}/users/leave") { request in
            isUser(request) ? file("group-leave.json") : error(401, "Unauthenticated.")
        }
        transport.on(.post, "/api/social/v1/groups/{id}/users") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return chatBody(request).map(hasUserIds) == true ? file("group-users-add.json") : error(422, "The users ids field is required.")
        }
        transport.on(.delete, "/api/social/v1/groups/{id}/users") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return chatBody(request).map(hasUserIds) == true ? file("group-users-remove.json") : error(422, "The users ids field is required.")
        }
    }

    /// The sandbox's chat socket configuration.
    static let chatSocket = GomaChatSocket(url: URL(string: "https://chat.sandbox.goma.invalid") ?? URL(fileURLWithPath: "/"),
                                           token: "sandbox-socket-key", acknowledgesMessages: true)

    /// A chat server in memory: it never pings (a sandbox chat stays open however long a preview runs).
    static func makeChatServer() -> SocketIOTestServer {
        SocketIOTestServer(options: { _ in SocketIOTestServer.Options(pingInterval: 86_400_000) }) { text, channel in
            answerChat(text, channel)
        }
    }

    private static func answerChat(_ text: String, _ channel: InMemoryWebSocketChannel) {
        guard let (name, argument, ackId) = SocketIOTestServer.clientEvent(text) else { return }
        let room = (argument["id"] as? Int) ?? Int(argument["id"] as? String ?? "") ?? 0
        switch name {
        case "social.chatrooms.messages.read":
            let upTo = (argument["message_id"] as? Int) ?? 1_741_971_060
            channel.push(SocketIOTestServer.eventFrame("social.chatroom.\(room).read", #"[{"users":["321"],"message_id":\#(upTo)}]"#))
        case "social.chatroom.users.online":
            channel.push(SocketIOTestServer.eventFrame("social.chatroom.\(room).users.online", #"[{"users":["321"]}]"#))
        case "social.chatrooms.messages":
            let file = argument["page"] as? Int == 1 ? historyFiles[room] : nil
            let page = file.flatMap { SandboxFixtures.data(provider: "goma", name: "chat-socket/\($0)") }.map { String(decoding: $0, as: UTF8.self) }
            channel.push(SocketIOTestServer.eventFrame(name, page ?? #"[{"messages":[]}]"#))
        case "social.chatrooms.message":
            let message: [String: Any] = ["fromUser": "321", "message": argument["message"] as? String ?? "", "repliedMessage": NSNull(),
                                          "attachment": NSNull(), "toChatroom": room, "date": Int(Date().timeIntervalSince1970)]
            if let ackId { channel.push("43\(ackId)[{\"status\":\"ok\"}]") }
            if let data = try? JSONSerialization.data(withJSONObject: [["messages": [message]]]) {
                channel.push(SocketIOTestServer.eventFrame("social.chatroom.\(room)", String(decoding: data, as: UTF8.self)))
            }
        default:
            return
        }
    }

    /// The first history page of each room that has one: the one-to-one chat's two messages, and
    /// the group's ticket shared by the sandbox user.
    private static let historyFiles = [5301: "on-chatroom-messages.json", 5310: "on-chatroom-message-with-ticket.json"]

    private static func chatBody(_ request: SandboxTransport.Request) -> [String: Any]? {
        request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    /// `users_ids` as the primary client sends them: a non-empty array of strings.
    private static func hasUserIds(_ body: [String: Any]) -> Bool {
        (body["users_ids"] as? [Any]).map { !$0.isEmpty && $0.allSatisfy { $0 is String } } ?? false
    }
}
