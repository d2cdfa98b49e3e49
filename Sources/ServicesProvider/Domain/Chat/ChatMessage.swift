import Foundation

/// A message posted in a chat room.
public struct ChatMessage: Sendable, Equatable {
    /// The message's id within its room: what ``ChatService/markRead(room:upTo:)`` and a read
    /// receipt's ``ChatReadReceipt/upTo`` name. Some providers have no other id than the message's
    /// date (then it is that date in whole seconds since 1970, as text).
    public var id: String
    /// The id of the room it was posted in.
    public var roomId: String
    /// The user id of the player who wrote it.
    public var senderId: String
    /// When it was posted.
    public var date: Date
    /// The text written.
    public var text: String
    /// A bet shared with the message (a ticket to copy with ``BettingService/rebet(_:)``), or
    /// `nil`; an attachment the SDK cannot read is no attachment.
    public var sharedBet: Bet?
    /// The id of the message this one answers, when it answers one.
    public var replyTo: String?

    /// Creates a message.
    public init(id: String, roomId: String, senderId: String, date: Date, text: String, sharedBet: Bet? = nil, replyTo: String? = nil) {
        self.id = id
        self.roomId = roomId
        self.senderId = senderId
        self.date = date
        self.text = text
        self.sharedBet = sharedBet
        self.replyTo = replyTo
    }
}

/// What happens in a room while the app listens to it (``ChatService/updates(inRoom:)``).
public enum ChatUpdate: Sendable, Equatable {
    /// A new message in the room (the player's own included), in the order they were posted.
    case message(ChatMessage)
    /// Players have read the room up to a message.
    case read(ChatReadReceipt)
    /// The players of the room who are online now (the whole list, replacing the previous one).
    case usersOnline([String])
    /// The connection dropped and is being opened again: messages posted meanwhile are not
    /// delivered as ``message(_:)``; read the newest page of ``ChatService/history(room:page:)``
    /// after ``reconnected``.
    case disconnected
    /// The connection is back and the room joined again.
    case reconnected
}

/// Who has read a room up to which message.
public struct ChatReadReceipt: Sendable, Equatable {
    /// The user ids of the players who have read it.
    public var userIds: [String]
    /// The id of the newest message they have read (``ChatMessage/id``).
    public var upTo: String

    /// Creates a read receipt.
    public init(userIds: [String], upTo: String) {
        self.userIds = userIds
        self.upTo = upTo
    }
}
