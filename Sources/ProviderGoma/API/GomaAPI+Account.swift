import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The account calls: password, profile, closing the account, notification settings, and the
/// wallet top-up. Every one but the forgotten password needs the user's bearer.
extension GomaAPI {
    /// `POST /api/users/v1/password/forgot` `{email}` → `{message}`, with the anonymous bearer.
    static func forgotPassword(email: String) -> Request<GomaModels.MessageResponse> {
        Request(.post, "/api/users/v1/password/forgot", body: .json(GomaModels.PasswordForgotRequest(email: email)), authorization: .bearer)
    }

    /// `POST /api/users/v1/password` `{password, password_confirmation, current_password}` → `{message}`.
    static func changePassword(_ body: GomaModels.PasswordChangeRequest) -> Request<GomaModels.MessageResponse> {
        Request(.post, "/api/users/v1/password", body: .json(body), authorization: .bearer.signedIn)
    }

    /// `POST /api/users/v1` `{name, avatar}` → a bare JSON string.
    static func updateProfile(_ body: GomaModels.ProfileUpdateRequest) -> Request<String> {
        Request(.post, "/api/users/v1", body: .json(body), authorization: .bearer.signedIn)
    }

    /// `DELETE /api/users/v1`, no body → a bare JSON string. The vendor's "lock player": the
    /// account is closed, with no lock period.
    static var closeAccount: Request<String> {
        Request(.delete, "/api/users/v1", authorization: .bearer.signedIn)
    }

    /// `GET /api/users/v1/settings`: the notification flags.
    static var notificationSettings: Request<GomaModels.NotificationFlags> {
        Request("/api/users/v1/settings", authorization: .bearer.signedIn)
    }

    /// `POST /api/users/v1/settings`: every flag as an int → `{status, message}`.
    static func updateNotificationSettings(_ flags: [String: Int]) -> Request<GomaModels.SettingsUpdateResponse> {
        Request(.post, "/api/users/v1/settings", body: .json(flags), authorization: .bearer.signedIn)
    }

    /// `POST /api/users/v1/wallets` `{value}` → the wallet after the top-up. Never retried.
    static func topUp(_ body: GomaModels.TopUpRequest) -> Request<GomaModels.Wallet> {
        Request(.post, "/api/users/v1/wallets", body: .json(body), authorization: .bearer.signedIn)
    }
}
