import Foundation

/// Follows, tips, friends, look-up by code and downloadable content (client 1 of the vendor
/// reference: `shared/fixtures/goma/social/README.md`).
extension GomaModels {
    /// A player in the social answers: `{id, name?}` in follows, `{id, name, username, avatar?}`
    /// in friends, `{id, username, avatar}` by code, `{id, name?, code?, avatar?}` as a tipster.
    struct SocialUser: Decodable, Sendable {
        let id: Int
        let name: String?
        let username: String?
        let code: String?
        let avatar: String?
    }

    /// `GET /api/social/v1/followees`: `users_followed_ids` holds objects here (ints in the
    /// follow and unfollow answers).
    struct Followees: Decodable, Sendable {
        let users: [SocialUser]
        enum CodingKeys: String, CodingKey { case users = "users_followed_ids" }
    }

    /// `GET /api/social/v1/followers`.
    struct Followers: Decodable, Sendable {
        let users: [SocialUser]
        enum CodingKeys: String, CodingKey { case users = "users_followers_ids" }
    }

    /// `GET /api/social/v1/followees/total`.
    struct FolloweesTotal: Decodable, Sendable {
        let total: Int
        enum CodingKeys: String, CodingKey { case total = "users_followed_total" }
    }

    /// `GET /api/social/v1/followers/total`.
    struct FollowersTotal: Decodable, Sendable {
        let total: Int
        enum CodingKeys: String, CodingKey { case total = "users_followers_total" }
    }

    /// The follow and unfollow body: one id, as a JSON **number**.
    struct FollowChange: Encodable, Sendable {
        let usersIds: [Int]
        enum CodingKeys: String, CodingKey { case usersIds = "users_ids" }
    }

    /// The follow and unfollow answer: the ids followed afterwards, as bare ints.
    struct FollowedIds: Decodable, Sendable {
        let ids: [Int]
        enum CodingKeys: String, CodingKey { case ids = "users_followed_ids" }
    }

    /// `GET /api/tips/v1/rankings`: `result` a number, `anonymous` 0/1.
    struct TipRanking: Decodable, Sendable {
        let position: Int
        let result: Decimal
        let userId: Int
        let name: String?
        let code: String?
        let avatar: String?
        let anonymous: FlexibleBool?

        enum CodingKeys: String, CodingKey {
            case position, result
            case userId = "user_id"
            case name, code, avatar, anonymous
        }
    }

    /// One tip of `GET /api/tips/v1`: a ticket (the tickets calls' shape) and its tipster.
    struct Tip: Decodable, Sendable {
        let ticket: Ticket
        let user: SocialUser

        enum CodingKeys: String, CodingKey { case user }

        init(from decoder: any Decoder) throws {
            ticket = try Ticket(from: decoder)
            user = try decoder.container(keyedBy: CodingKeys.self).decode(SocialUser.self, forKey: .user)
        }
    }

    /// The add-friends body: ids as JSON **strings**; `request: 1` asks instead of adding (left
    /// out, not 0, when adding: the reference's body has no such key).
    struct FriendsChange: Encodable, Sendable {
        let usersIds: [String]
        let request: Int?
        enum CodingKeys: String, CodingKey {
            case usersIds = "users_ids"
            case request
        }
    }

    /// The add-friends answer: the one-to-one rooms opened.
    struct FriendsAdded: Decodable, Sendable {
        let chatRoomIds: [Int]
        enum CodingKeys: String, CodingKey { case chatRoomIds = "chat_room_ids" }
    }

    /// `GET /api/cms/v1/downloadable-contents`: a bare array.
    struct DownloadableContent: Decodable, Sendable {
        let id: FlexibleID
        let type: String
        let target: String?
        let downloadURL: String

        enum CodingKeys: String, CodingKey {
            case id, type, target
            case downloadURL = "download_url"
        }
    }
}
