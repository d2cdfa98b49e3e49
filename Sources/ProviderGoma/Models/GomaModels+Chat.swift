import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The chat's REST shapes (`/api/social/v1/chatrooms`, `/api/social/v1/groups…`), the primary
/// client's. Ids are ints in answers and strings in `users_ids` bodies.
extension GomaModels {
    /// One entry of `GET /api/social/v1/chatrooms`' `data`.
    struct ChatroomEntry: Decodable, Sendable {
        let chatRoom: Chatroom
        let users: [ChatUser]

        enum CodingKeys: String, CodingKey {
            case chatRoom = "chat_room"
            case users
        }
    }

    /// `chat_room`: `created_at` is unix seconds (an int), unlike Goma's other dates.
    struct Chatroom: Decodable, Sendable {
        let id: Int
        let name: String
        let type: String
        let createdAt: Int?

        enum CodingKeys: String, CodingKey {
            case id, name, type
            case createdAt = "created_at"
        }
    }

    /// A room's member: `is_admin` is 0/1, missing meaning 0.
    struct ChatUser: Decodable, Sendable {
        let id: Int
        let name: String
        let username: String?
        let avatar: String?
        let isAdmin: Int?

        enum CodingKeys: String, CodingKey {
            case id, name, username, avatar
            case isAdmin = "is_admin"
        }
    }

    /// `data` of `POST /api/social/v1/groups`.
    struct ChatroomId: Decodable, Sendable {
        let id: Int
    }

    /// `DELETE /api/social/v1/groups/{id}`: bare `{status, message?}`.
    struct GroupDeleted: Decodable, Sendable {
        let status: String?
        let message: String?
    }

    /// Body of `POST /api/social/v1/groups`.
    struct GroupCreateRequest: Encodable, Sendable {
        let name: String
        let usersIds: [String]

        enum CodingKeys: String, CodingKey {
            case name
            case usersIds = "users_ids"
        }
    }

    /// Body of `POST /api/social/v1/groups/{id}` (rename).
    struct GroupEditRequest: Encodable, Sendable {
        let name: String
    }

    /// Body of the group members' calls: the ids as strings.
    struct GroupUsersRequest: Encodable, Sendable {
        let usersIds: [String]

        enum CodingKeys: String, CodingKey {
            case usersIds = "users_ids"
        }
    }
}
