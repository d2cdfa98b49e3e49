import Foundation

/// A conversation the signed-in player takes part in: a one-to-one chat or a named group.
public struct ChatRoom: Sendable, Equatable {
    /// The room's id, as the chat calls (``ChatService``) take it.
    public var id: String
    /// The room's name: the group's name, or the other player's name for a one-to-one chat.
    public var name: String
    /// Whether the room is a one-to-one chat or a group.
    public var kind: ChatRoomKind
    /// Everyone in the room, the signed-in player included, in the provider's order.
    public var members: [ChatMember]
    /// The newest message when the provider sends it with the room list; `nil` when it does not
    /// (read ``ChatService/history(room:page:)`` instead).
    public var lastMessage: ChatMessage?
    /// When the room was created, when the provider says.
    public var createdAt: Date?

    /// Creates a room.
    public init(id: String, name: String, kind: ChatRoomKind, members: [ChatMember], lastMessage: ChatMessage? = nil, createdAt: Date? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.members = members
        self.lastMessage = lastMessage
        self.createdAt = createdAt
    }
}

/// Whether a room is a one-to-one chat or a group (only a group can be renamed, left or have
/// members added).
public enum ChatRoomKind: Sendable, Equatable {
    /// A one-to-one chat between two players.
    case individual
    /// A named group of players, run by its administrators.
    case group
    /// A kind the SDK does not know, as the provider spells it.
    case unknown(String)
}

/// A player in a chat room.
public struct ChatMember: Sendable, Equatable {
    /// The player's user id (the id ``ChatMessage/senderId`` and the member calls use).
    public var id: String
    /// The player's display name.
    public var name: String
    /// The player's login name, when the provider sends it.
    public var username: String?
    /// The name of the player's avatar picture (e.g. `avatar_2`, one of the app's own images), or
    /// `nil` for the default picture.
    public var avatar: String?
    /// Whether the player administers the room (may rename it, add and remove members).
    public var isAdmin: Bool

    /// Creates a member.
    public init(id: String, name: String, username: String? = nil, avatar: String? = nil, isAdmin: Bool = false) {
        self.id = id
        self.name = name
        self.username = username
        self.avatar = avatar
        self.isAdmin = isAdmin
    }
}
