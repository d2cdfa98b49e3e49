import Foundation

extension GomaModels {
    /// `POST /api/users/v1/password/forgot` body.
    struct PasswordForgotRequest: Encodable, Sendable {
        let email: String
    }

    /// `POST /api/users/v1/password` body.
    struct PasswordChangeRequest: Encodable, Sendable {
        let password: String
        let passwordConfirmation: String
        let currentPassword: String

        enum CodingKeys: String, CodingKey {
            case password
            case passwordConfirmation = "password_confirmation"
            case currentPassword = "current_password"
        }
    }

    /// `POST /api/users/v1` body: the display name and the avatar's name (a key left `nil` is
    /// not sent).
    struct ProfileUpdateRequest: Encodable, Sendable {
        let name: String?
        let avatar: String?
    }

    /// `POST /api/users/v1/wallets` body: the amount as text (`"25.0"`).
    struct TopUpRequest: Encodable, Sendable {
        let value: String
    }

    /// `POST /api/users/v1/settings` answer: done when `status` is `success`.
    struct SettingsUpdateResponse: Decodable, Sendable {
        let status: String?
        let message: String?
    }

    /// `GET /api/users/v1/settings`: a bare object of `notifications…` flags, each `0`/`1` or a
    /// bool. Every key starting with ``keyPrefix`` is read (so a flag added by the vendor is
    /// kept); other keys are ignored; a flag key holding something else fails the decoding,
    /// naming the key.
    struct NotificationFlags: Decodable, Sendable {
        /// The prefix every flag's key shares (`notifications`, `notifications_goal`…).
        static let keyPrefix = "notifications"
        /// Each flag by its vendor key.
        let flags: [String: Bool]

        init(flags: [String: Bool]) {
            self.flags = flags
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            var flags: [String: Bool] = [:]
            for key in container.allKeys where key.stringValue.hasPrefix(Self.keyPrefix) {
                flags[key.stringValue] = try container.decode(FlexibleBool.self, forKey: key).value
            }
            self.flags = flags
        }

        struct AnyKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }
}
