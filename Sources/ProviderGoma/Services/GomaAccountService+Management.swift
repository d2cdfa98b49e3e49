import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The account's own changes: password (forgotten and changed), profile, closing the account,
/// notification settings. Registration is not offered: the vendor documents the request but not
/// its answer (Docs/Providers.md).
extension GomaAccountService {
    /// This part's features, part of this service's `features`.
    static let managementFeatures: Set<Feature> = [.passwordResetByEmail, .passwordChange, .profileUpdate, .accountClosure,
                                                   .notificationSettings]

    /// Sent with the anonymous token. Done only when the vendor's message says the link was sent
    /// (else `.vendor(code: "NOT_CONFIRMED", message:)`); an unknown address is `.validation` on `email`.
    func requestPasswordReset(email: String) async throws(ServiceProviderError) {
        try InputValidation.email(email)
        try await runtime.executor(.api).send(GomaAPI.forgotPassword(email: email)) { answer throws(ServiceProviderError) in
            try GomaModelMapper.confirm(answer, saying: GomaModelMapper.resetLinkSentPhrase)
        }
    }

    /// A wrong current password is `.validation` on `currentPassword` with the vendor's message;
    /// a 2xx whose message does not say "successfully" is `.vendor(code: "NOT_CONFIRMED", message:)`.
    func changePassword(_ change: PasswordChange) async throws(ServiceProviderError) {
        try change.validate()
        try await runtime.executor(.api).send(GomaAPI.changePassword(GomaModelMapper.passwordChangeBody(change))) { answer throws(ServiceProviderError) in
            try GomaModelMapper.confirm(answer, saying: GomaModelMapper.passwordChangedPhrase)
        }
    }

    /// Sends `name` (the first name) and `avatar`; any other field is refused with
    /// `NOT_SUPPORTED`. The session then holds the new name and avatar, so ``profile()`` shows them.
    func updateProfile(_ update: ProfileUpdate) async throws(ServiceProviderError) {
        try update.validate()
        try GomaModelMapper.checkProfileUpdate(update)
        let sent = Locked<(user: SessionUser, body: GomaModels.ProfileUpdateRequest)?>(nil)
        _ = try await runtime.executor(.api).send(forUser: { user in
            let body = GomaModelMapper.profileUpdateBody(update, session: user.attributes)
            sent.withLock { $0 = (user, body) }
            return GomaAPI.updateProfile(body)
        })
        guard let (user, body) = sent.withLock({ $0 }), var credentials = await runtime.session.current,
              credentials.userId == user.id else { return }
        credentials.attributes = GomaModelMapper.attributes(credentials.attributes, after: body)
        await runtime.session.update(credentials)
    }

    /// The vendor's "lock player" with no period: the account is closed, then the session ends
    /// (the next request is anonymous).
    func closeAccount() async throws(ServiceProviderError) {
        _ = try await runtime.executor(.api).send(GomaAPI.closeAccount)
        await runtime.endSession()
    }

    func notificationSettings() async throws(ServiceProviderError) -> NotificationSettings {
        try GomaModelMapper.notificationSettings(try await runtime.executor(.api).send(GomaAPI.notificationSettings))
    }

    /// Sends the master switch and all 14 documented flags as ints (plus any unknown flag read).
    func updateNotificationSettings(_ settings: NotificationSettings) async throws(ServiceProviderError) {
        let flags = GomaModelMapper.notificationFlags(settings)
        try await runtime.executor(.api).send(GomaAPI.updateNotificationSettings(flags), mapping: GomaModelMapper.confirm)
    }
}
