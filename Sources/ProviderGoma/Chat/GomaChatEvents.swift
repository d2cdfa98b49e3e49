/// The chat socket's event names (the legacy client's).
enum GomaChatEvents {
    /// Emit `{id}`: start receiving a room (answered with its last message, not used).
    static let join = "social.chatrooms.join"
    /// Emit `{id, page}`: a history page, answered under the same name.
    static let history = "social.chatrooms.messages"
    /// Emit `{id, message_id?}`: the room read (up to a message).
    static let read = "social.chatrooms.messages.read"
    /// Emit `{id}` (singular `chatroom`): who is online, answered on `social.chatroom.{id}.users.online`.
    static let usersOnline = "social.chatroom.users.online"
    /// Emit `{id:"…", message, repliedMessage, attachment}`: post a message.
    static let send = "social.chatrooms.message"

    /// What an incoming event is.
    enum Incoming: Equatable {
        /// `social.chatrooms.messages`: a history page.
        case history
        /// `social.chatroom.{id}`: new messages.
        case messages(Int)
        /// `social.chatroom.{id}.read`: a read receipt.
        case read(Int)
        /// `social.chatroom.{id}.users.online`: who is online.
        case usersOnline(Int)
        /// Anything else (the join's answer among them).
        case ignored

        init(_ name: String) {
            if name == GomaChatEvents.history { self = .history; return }
            let prefix = "social.chatroom."
            guard name.hasPrefix(prefix) else { self = .ignored; return }
            let parts = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard let room = parts.first.flatMap({ Int($0) }) else { self = .ignored; return }
            switch parts.dropFirst().joined(separator: ".") {
            case "": self = .messages(room)
            case "read": self = .read(room)
            case "users.online": self = .usersOnline(room)
            default: self = .ignored
            }
        }
    }
}
