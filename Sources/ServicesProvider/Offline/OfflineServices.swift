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

/// The events of an ``OfflineProvider``: favourite events may wait. Each list the vendor answers
/// is saved (``LastKnownRead/favouriteEventIds``); a change kept offline answers that list with
/// the waiting favourite changes applied, as the player will see it once they are sent.
struct OfflineEventsService: EventsServiceForwarding {
    let base: any EventsService
    let writes: OfflineWriteQueue

    func favouriteEventIds() async throws(ServiceProviderError) -> [String] {
        let ids = try await base.favouriteEventIds()
        await save(ids)
        return ids
    }

    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try await change(.favourite(eventId: id)) { () async throws(ServiceProviderError) in try await base.addFavouriteEvent(id: id) }
    }

    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try await change(.unfavourite(eventId: id)) { () async throws(ServiceProviderError) in try await base.removeFavouriteEvent(id: id) }
    }

    private func change(_ write: OfflineWrite,
                        send: @escaping @Sendable () async throws(ServiceProviderError) -> [String]) async throws(ServiceProviderError) -> [String] {
        let answer = Locked<[String]?>(nil)
        try await writes.perform([write]) { () async throws(ServiceProviderError) in
            let ids = try await send()
            answer.withLock { $0 = ids }
        }
        if let ids = answer.withLock({ $0 }) {
            await save(ids)
            return ids
        }
        let saved = writes.reads.load(.favouriteEventIds, userId: await writes.knownUser())?.value ?? []
        return await writes.pendingWrites().reduce(into: saved) { ids, pending in
            switch pending.write {
            case .favourite(let eventId) where !ids.contains(eventId): ids.append(eventId)
            case .unfavourite(let eventId): ids.removeAll { $0 == eventId }
            default: break
            }
        }
    }

    private func save(_ ids: [String]) async {
        writes.reads.save(ids, for: .favouriteEventIds, userId: await writes.knownUser())
    }
}
