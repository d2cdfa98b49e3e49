import Foundation

/// How a waiting write reaches the vendor, and how a replay finds out it already has: no vendor
/// documents an idempotency key for these calls, so the current state is read first.
extension OfflineWrite {
    /// Sends it through the provider's own services (not the offline ones: it must not queue again).
    func send(through provider: any ServiceProvider) async throws(ServiceProviderError) {
        switch self {
        case .notificationSettings(let settings): try await provider.account.updateNotificationSettings(settings)
        case .consent(let decision): try await provider.account.saveConsents([decision])
        case .profile(let update): try await provider.account.updateProfile(update)
        case .follow(let userId): try await provider.social.follow(userId: userId)
        case .unfollow(let userId): try await provider.social.unfollow(userId: userId)
        case .chatMessage(let text, let roomId): try await provider.chat.send(text, toRoom: roomId)
        case .favourite(let eventId): _ = try await provider.events.addFavouriteEvent(id: eventId)
        case .unfavourite(let eventId): _ = try await provider.events.removeFavouriteEvent(id: eventId)
        }
    }

    /// Whether the vendor already holds this write (sent before a crash kept it from leaving the
    /// queue). The rule per write: a setting or a consent already at its value, a player already
    /// followed (or not), an event already a favourite (or not), the player's message with the
    /// same text in the room's newest page since it was queued (less `clockSkew`). A profile update
    /// names fields to set, so sending it again changes nothing: it is never read first. A read the
    /// provider does not offer counts as "not yet".
    func isApplied(on provider: any ServiceProvider, userId: String, queuedAt: Date,
                   clockSkew: TimeInterval = 300) async throws(ServiceProviderError) -> Bool {
        do {
            switch self {
            case .notificationSettings(let settings):
                return try await provider.account.notificationSettings() == settings
            case .consent(let decision):
                let answer: ConsentStatus = decision.isGiven ? .given : .refused
                return try await provider.account.consents().contains { $0.versionId == decision.versionId && $0.status == answer }
            case .profile:
                return false
            case .follow(let followed):
                return try await provider.social.following().contains { $0.id == followed }
            case .unfollow(let followed):
                return try await !provider.social.following().contains { $0.id == followed }
            case .favourite(let eventId):
                return try await provider.events.favouriteEventIds().contains(eventId)
            case .unfavourite(let eventId):
                return try await !provider.events.favouriteEventIds().contains(eventId)
            case .chatMessage(let text, let roomId):
                let since = queuedAt.addingTimeInterval(-clockSkew)
                return try await provider.chat.history(room: roomId, page: 1).contains {
                    $0.senderId == userId && $0.text == text && $0.date >= since
                }
            }
        } catch .notSupported {
            return false
        }
    }
}
