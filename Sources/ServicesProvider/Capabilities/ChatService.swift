/// The player's chat: one-to-one chats and groups (managed over calls), and their messages in
/// real time. Every call needs a signed-in player: an anonymous session gets `.unauthorized`
/// before anything is sent.
public protocol ChatService: ProviderService {
    /// The rooms the signed-in player is in, with their members.
    func rooms() async throws(ServiceProviderError) -> [ChatRoom]
    /// Creates a group named `name` with the players `memberIds` (the signed-in player joins as
    /// its administrator); returns the new room's id.
    func createGroup(named name: String, memberIds: [String]) async throws(ServiceProviderError) -> String
    /// Renames the group `roomId`.
    func renameGroup(_ roomId: String, to name: String) async throws(ServiceProviderError)
    /// Takes the signed-in player out of the group `roomId`.
    func leaveGroup(_ roomId: String) async throws(ServiceProviderError)
    /// Deletes the group `roomId` for everyone.
    func deleteGroup(_ roomId: String) async throws(ServiceProviderError)
    /// Adds the players `memberIds` to the group `roomId`.
    func addMembers(_ memberIds: [String], toGroup roomId: String) async throws(ServiceProviderError)
    /// Takes the players `memberIds` out of the group `roomId`.
    func removeMembers(_ memberIds: [String], fromGroup roomId: String) async throws(ServiceProviderError)
    /// Joins the room and delivers its new messages, read receipts and online players until the
    /// consumer leaves the stream; a dropped connection is announced, reopened and the room
    /// joined again. The stream fails with `.unauthorized` when the player is not signed in or the
    /// chat server refuses the session, and ends when the player signs out.
    func updates(inRoom roomId: String) -> LiveStream<ChatUpdate>
    /// One page of the room's earlier messages, oldest first; `page` counts from 1 (the newest
    /// messages). An empty page means there are no more.
    func history(room roomId: String, page: Int) async throws(ServiceProviderError) -> [ChatMessage]
    /// Posts `text` in the room; returns once the chat server has it (acknowledged, where the
    /// server acknowledges). The message comes back on ``updates(inRoom:)`` like any other.
    func send(_ text: String, toRoom roomId: String) async throws(ServiceProviderError)
    /// Tells the room the player has read it up to `messageId` (a ``ChatMessage/id``), or all of
    /// it when `nil`.
    func markRead(room roomId: String, upTo messageId: String?) async throws(ServiceProviderError)
}

extension ChatService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func rooms() async throws(ServiceProviderError) -> [ChatRoom] { throw unsupported(.chatRooms) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func createGroup(named name: String, memberIds: [String]) async throws(ServiceProviderError) -> String {
        throw unsupported(.chatGroups)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func renameGroup(_ roomId: String, to name: String) async throws(ServiceProviderError) { throw unsupported(.chatGroups) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func leaveGroup(_ roomId: String) async throws(ServiceProviderError) { throw unsupported(.chatGroups) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func deleteGroup(_ roomId: String) async throws(ServiceProviderError) { throw unsupported(.chatGroups) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addMembers(_ memberIds: [String], toGroup roomId: String) async throws(ServiceProviderError) {
        throw unsupported(.chatGroupMembers)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeMembers(_ memberIds: [String], fromGroup roomId: String) async throws(ServiceProviderError) {
        throw unsupported(.chatGroupMembers)
    }
    /// Default: a stream that fails with `.notSupported(feature:provider:)`.
    public func updates(inRoom roomId: String) -> LiveStream<ChatUpdate> { unsupportedStream(.chatMessages) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func history(room roomId: String, page: Int) async throws(ServiceProviderError) -> [ChatMessage] {
        throw unsupported(.chatMessages)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func send(_ text: String, toRoom roomId: String) async throws(ServiceProviderError) { throw unsupported(.chatSending) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func markRead(room roomId: String, upTo messageId: String?) async throws(ServiceProviderError) {
        throw unsupported(.chatSending)
    }
}
