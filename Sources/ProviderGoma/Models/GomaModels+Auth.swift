import Foundation

extension GomaModels {
    /// `POST /api/auth/v1` body: the device's anonymous login.
    struct AnonymousAuthRequest: Encodable, Sendable {
        let deviceUUID: String
        let deviceType: String
        let deviceToken: String

        enum CodingKeys: String, CodingKey {
            case deviceUUID = "device_uuid"
            case deviceType = "device_type"
            case deviceToken = "device_token"
        }
    }

    /// `POST /api/auth/v1` answer: `{token, expires_at, type}` (`expires_at` in unix seconds).
    struct AnonymousToken: Decodable, Sendable {
        let token: String
        let expiresAt: Int?
        let type: String?

        enum CodingKeys: String, CodingKey {
            case token
            case expiresAt = "expires_at"
            case type
        }
    }

    /// `POST /api/auth/v1/login` body.
    struct LoginRequest: Encodable, Sendable {
        let username: String
        let password: String
        let deviceType: String
        let deviceToken: String

        enum CodingKeys: String, CodingKey {
            case username, password
            case deviceType = "device_type"
            case deviceToken = "device_token"
        }
    }

    /// The `data` of the login answer.
    struct LoginData: Decodable, Sendable {
        let token: String
        let expiresAt: Int?
        let user: User

        enum CodingKeys: String, CodingKey {
            case token
            case expiresAt = "expires_at"
            case user
        }
    }

    /// The account user in the login answer.
    struct User: Decodable, Sendable {
        let id: FlexibleID
        let email: String?
        let username: String
        let name: String?
        let deviceUUID: String?
        let deviceType: String?
        let code: String?
        let avatar: String?
        let createdAt: Date?
        let updatedAt: Date?

        enum CodingKeys: String, CodingKey {
            case id, email, username, name
            case deviceUUID = "device_uuid"
            case deviceType = "device_type"
            case code, avatar
            case createdAt = "created_at"
            case updatedAt = "updated_at"
        }
    }

    /// `GET /api/tips/v1/user-profile/{userId}`: the social profile.
    struct UserProfile: Decodable, Sendable {
        let name: String?
        let avatar: String?
        let following: Int?
        let followers: Int?
        let rankings: Rankings?
        let sportsPercentages: [SportPercentage]?

        enum CodingKeys: String, CodingKey {
            case name, avatar, following, followers, rankings
            case sportsPercentages = "sports_perc"
        }

        struct Rankings: Decodable, Sendable {
            let consecutiveWins: Int?
            let accumulatedWins: FlexibleDecimal?
            let highestOdd: FlexibleDecimal?

            enum CodingKeys: String, CodingKey {
                case consecutiveWins = "consecutive_wins"
                case accumulatedWins = "accumulated_wins"
                case highestOdd = "highest_odd"
            }
        }

        struct SportPercentage: Decodable, Sendable {
            let sportId: FlexibleID
            let percentage: FlexibleDecimal
            let sportIdIcon: String?

            enum CodingKeys: String, CodingKey {
                case sportId = "sport_id"
                case percentage
                case sportIdIcon = "sport_id_icon"
            }
        }
    }

    /// `GET /api/users/v1/wallets`.
    struct Wallet: Decodable, Sendable {
        let balance: FlexibleDecimal
        let freeBalance: FlexibleDecimal?
        let cashbackBalance: FlexibleDecimal?

        enum CodingKeys: String, CodingKey {
            case balance
            case freeBalance = "free_balance"
            case cashbackBalance = "cashback_balance"
        }
    }
}
