import Foundation

/// The account of an ``OfflineProvider``: sign-in and sign-out tell the queue whose writes are
/// whose; settings, consents and profile fields may wait.
struct OfflineAccountService: AccountServiceForwarding {
    let base: any AccountService
    let writes: OfflineWriteQueue

    func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
        let session = try await base.login(credentials)
        await writes.signedIn(session.userId)
        return session
    }

    /// The waiting writes are dropped even when the vendor's sign-out fails: the player asked to leave.
    func logout() async throws(ServiceProviderError) {
        await writes.signedOut()
        try await base.logout()
    }

    /// Closing the account ends its session: its waiting writes go with it.
    func closeAccount() async throws(ServiceProviderError) {
        try await base.closeAccount()
        await writes.signedOut()
    }

    func updateNotificationSettings(_ settings: NotificationSettings) async throws(ServiceProviderError) {
        try await writes.perform([.notificationSettings(settings)]) { () async throws(ServiceProviderError) in
            try await base.updateNotificationSettings(settings)
        }
    }

    /// Sent as one call while online; kept as one write per consent when it must wait.
    func saveConsents(_ decisions: [ConsentDecision]) async throws(ServiceProviderError) {
        try await writes.perform(decisions.map(OfflineWrite.consent)) { () async throws(ServiceProviderError) in
            try await base.saveConsents(decisions)
        }
    }

    func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError) {
        try await writes.perform([.profile(update)]) { () async throws(ServiceProviderError) in try await base.updateProfile(update) }
    }
}

/// The social area of an ``OfflineProvider``: follows may wait.
struct OfflineSocialService: SocialServiceForwarding {
    let base: any SocialService
    let writes: OfflineWriteQueue

    func follow(userId: String) async throws(ServiceProviderError) {
        try await writes.perform([.follow(userId: userId)]) { () async throws(ServiceProviderError) in try await base.follow(userId: userId) }
    }

    func unfollow(userId: String) async throws(ServiceProviderError) {
        try await writes.perform([.unfollow(userId: userId)]) { () async throws(ServiceProviderError) in
            try await base.unfollow(userId: userId)
        }
    }
}

/// The chat of an ``OfflineProvider``: messages may wait.
struct OfflineChatService: ChatServiceForwarding {
    let base: any ChatService
    let writes: OfflineWriteQueue

    func send(_ text: String, toRoom roomId: String) async throws(ServiceProviderError) {
        try await writes.perform([.chatMessage(text: text, roomId: roomId)]) { () async throws(ServiceProviderError) in
            try await base.send(text, toRoom: roomId)
        }
    }
}
