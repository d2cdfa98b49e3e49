import Foundation

/// A write an ``OfflineProvider`` keeps while the network is away and sends when it is back.
/// Only these may wait: money and protection (bets, cashouts, deposits, withdrawals, limits,
/// time-outs, exclusions) never do, and fail fast with `.offline`. Kept as JSON in the queue
/// file (versioned by `WriteQueueFile`): the Codable forms of the values it carries are that
/// file's format.
public enum OfflineWrite: Sendable, Hashable, Codable {
    /// ``AccountService/updateNotificationSettings(_:)``. A later one replaces it while both wait.
    case notificationSettings(NotificationSettings)
    /// ``AccountService/saveConsents(_:)`` for one consent (a call of several waits as one write
    /// per consent). A later answer to the same consent replaces it while both wait.
    case consent(ConsentDecision)
    /// ``AccountService/updateProfile(_:)``: the fields it names, sent as they were written.
    case profile(ProfileUpdate)
    /// ``SocialService/follow(userId:)``; an unfollow of the same player while it waits cancels both.
    case follow(userId: String)
    /// ``SocialService/unfollow(userId:)``; a follow of the same player while it waits cancels both.
    case unfollow(userId: String)
    /// ``ChatService/send(_:toRoom:)``: every message is kept, in order.
    case chatMessage(text: String, roomId: String)
    /// ``EventsService/addFavouriteEvent(id:)``; a removal of the same event while it waits cancels both.
    case favourite(eventId: String)
    /// ``EventsService/removeFavouriteEvent(id:)``; an addition of the same event while it waits cancels both.
    case unfavourite(eventId: String)
}

extension OfflineWrite {
    /// What it changes: order is kept, and folding happens, per resource.
    var resource: String {
        switch self {
        case .notificationSettings: "notification-settings"
        case .consent(let decision): "consent/\(decision.versionId)"
        case .profile: "profile"
        case .follow(let userId), .unfollow(let userId): "follow/\(userId)"
        case .chatMessage(_, let roomId): "chat/\(roomId)"
        case .favourite(let eventId), .unfavourite(let eventId): "favourite/\(eventId)"
        }
    }

    /// The operation's name in the queue file.
    var action: String {
        switch self {
        case .notificationSettings: "notificationSettings.update"
        case .consent: "consent.save"
        case .profile: "profile.update"
        case .follow: "follow"
        case .unfollow: "unfollow"
        case .chatMessage: "chat.message"
        case .favourite: "favourite.add"
        case .unfavourite: "favourite.remove"
        }
    }

    /// How it folds with the writes waiting on its resource.
    var folding: QueuedWrite.Folding {
        switch self {
        case .notificationSettings, .consent: .replaces
        case .follow: .cancels(action: "unfollow")
        case .unfollow: .cancels(action: "follow")
        case .favourite: .cancels(action: "favourite.remove")
        case .unfavourite: .cancels(action: "favourite.add")
        case .profile, .chatMessage: .keeps
        }
    }
}

/// The queue file's form of a write: its payload is the write as JSON, one encoding each way.
extension OfflineWrite {
    /// The write as the queue keeps it, for `userId`.
    func queued(for userId: String, at date: Date) throws -> QueuedWrite {
        QueuedWrite(userId: userId, resource: resource, action: action, payload: try JSONEncoder().encode(self), queuedAt: date,
                    folding: folding)
    }
}

extension PendingOfflineWrite {
    /// The write a queue entry holds; `nil` for one this SDK cannot read (written by a later one).
    init?(_ queued: QueuedWrite) {
        guard let write = try? JSONDecoder().decode(OfflineWrite.self, from: queued.payload) else { return nil }
        self.init(id: queued.id, write: write, queuedAt: queued.queuedAt)
    }
}
