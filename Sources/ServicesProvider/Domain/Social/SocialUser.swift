import Foundation

/// Another player as the social features show them: someone followed or following, a friend, a
/// tipster, a player found by code. Providers send different parts of it, so every field but the
/// id is optional.
public struct SocialUser: Sendable, Hashable, Identifiable {
    /// The player's id, the one ``SocialService``'s calls take.
    public var id: String
    /// The name shown to other players.
    public var name: String?
    /// The player's handle, where the provider sends one apart from the name.
    public var username: String?
    /// The code a player hands out so that others find them (``SocialService/user(code:)``).
    public var code: String?
    /// The name of the avatar picked from the operator's own set (e.g. `avatar_2`), not an
    /// address: the app maps it to its image.
    public var avatar: String?

    /// Creates a player.
    public init(id: String, name: String? = nil, username: String? = nil, code: String? = nil, avatar: String? = nil) {
        self.id = id
        self.name = name
        self.username = username
        self.code = code
        self.avatar = avatar
    }
}

/// How many players the signed-in player follows, and how many follow them.
public struct FollowCounts: Sendable, Hashable {
    /// Players the signed-in player follows.
    public var following: Int
    /// Players who follow the signed-in player.
    public var followers: Int

    /// Creates the counts.
    public init(following: Int, followers: Int) {
        self.following = following
        self.followers = followers
    }
}

/// A friendship asked for or made at once by ``SocialService/addFriends(userIds:asRequest:)``.
public struct FriendsAdded: Sendable, Hashable {
    /// The one-to-one chat rooms the provider opened with the new friends (empty when it opened
    /// none, e.g. for a request still waiting for an answer).
    public var chatRoomIds: [String]

    /// Creates the answer.
    public init(chatRoomIds: [String]) {
        self.chatRoomIds = chatRoomIds
    }
}
