import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's chat: rooms and groups over the API (the primary client's calls), messages over the chat
/// socket when the configuration has one (``GomaChatSocket``) and the platform a WebSocket.
struct GomaChatService: ChatService {
    let runtime: GomaRuntime
    /// The chat socket; `nil` without one (messages not offered).
    let live: GomaChatLive?
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { live == nil ? Self.features : Self.features.union(Self.liveFeatures) }

    /// The calls over the API.
    static let features: Set<Feature> = [.chatRooms, .chatGroups, .chatGroupMembers]
    /// The calls over the chat socket.
    static let liveFeatures: Set<Feature> = [.chatMessages, .chatSending]

    func rooms() async throws(ServiceProviderError) -> [ChatRoom] {
        try await runtime.executor(.api).send(GomaAPI.chatrooms).data.map(GomaModelMapper.chatRoom)
    }

    func createGroup(named name: String, memberIds: [String]) async throws(ServiceProviderError) -> String {
        try InputValidation.requiredText(name, field: "name")
        let ids = try Self.userIds(memberIds)
        let created = try await runtime.executor(.api).send(GomaAPI.createGroup(GomaModels.GroupCreateRequest(name: name, usersIds: ids)))
        return String(created.data.id)
    }

    func renameGroup(_ roomId: String, to name: String) async throws(ServiceProviderError) {
        let id = try Self.roomId(roomId)
        try InputValidation.requiredText(name, field: "name")
        try await runtime.executor(.api).send(GomaAPI.renameGroup(id: id, name: name))
    }

    func leaveGroup(_ roomId: String) async throws(ServiceProviderError) {
        try await runtime.executor(.api).send(GomaAPI.leaveGroup(id: try Self.roomId(roomId)))
    }

    func deleteGroup(_ roomId: String) async throws(ServiceProviderError) {
        _ = try await runtime.executor(.api).send(GomaAPI.deleteGroup(id: try Self.roomId(roomId)))
    }

    func addMembers(_ memberIds: [String], toGroup roomId: String) async throws(ServiceProviderError) {
        let id = try Self.roomId(roomId)
        try await runtime.executor(.api).send(GomaAPI.addGroupUsers(id: id, userIds: try Self.userIds(memberIds)))
    }

    func removeMembers(_ memberIds: [String], fromGroup roomId: String) async throws(ServiceProviderError) {
        let id = try Self.roomId(roomId)
        try await runtime.executor(.api).send(GomaAPI.removeGroupUsers(id: id, userIds: try Self.userIds(memberIds)))
    }

    func updates(inRoom roomId: String) -> LiveStream<ChatUpdate> {
        guard let live else { return unsupportedStream(.chatMessages) }
        do throws(ServiceProviderError) {
            return live.updates(room: try Self.roomId(roomId))
        } catch {
            return .failing(error)
        }
    }

    func history(room roomId: String, page: Int) async throws(ServiceProviderError) -> [ChatMessage] {
        guard let live else { throw unsupported(.chatMessages) }
        let id = try Self.roomId(roomId)
        guard page >= 1 else { throw .validation(fields: [.init(field: "page", code: "OUT_OF_RANGE", message: "page counts from 1.")]) }
        return try await live.history(room: id, page: page)
    }

    func send(_ text: String, toRoom roomId: String) async throws(ServiceProviderError) {
        guard let live else { throw unsupported(.chatSending) }
        let id = try Self.roomId(roomId)
        try InputValidation.message(text, field: "text")
        try await live.send(text, room: id)
    }

    func markRead(room roomId: String, upTo messageId: String?) async throws(ServiceProviderError) {
        guard let live else { throw unsupported(.chatSending) }
        let id = try Self.roomId(roomId)
        let message = try messageId.map { text throws(ServiceProviderError) in try Self.number(text, field: "messageId") }
        try await live.markRead(room: id, upTo: message)
    }

    /// Goma's room ids are positive integers.
    static func roomId(_ text: String) throws(ServiceProviderError) -> Int {
        try number(text, field: "roomId")
    }

    /// User ids: at least one, each a positive integer, sent as strings.
    static func userIds(_ ids: [String]) throws(ServiceProviderError) -> [String] {
        guard !ids.isEmpty else { throw .validation(fields: [.init(field: "memberIds", code: "REQUIRED", message: "memberIds is required.")]) }
        for id in ids { _ = try number(id, field: "memberIds") }
        return ids
    }

    /// A positive integer id, else `INVALID` (an empty one `REQUIRED`).
    static func number(_ text: String, field: String) throws(ServiceProviderError) -> Int {
        try InputValidation.identifier(text, field: field)
        guard let value = Int(text), value > 0 else {
            throw .validation(fields: [.init(field: field, code: "INVALID", message: "\(field) is not a valid identifier.")])
        }
        return value
    }
}

extension GomaProvider {
    /// The chat rooms and groups, and their messages when a chat socket is configured.
    public var chat: any ChatService { GomaChatService(runtime: runtime, live: chatLive) }
}
