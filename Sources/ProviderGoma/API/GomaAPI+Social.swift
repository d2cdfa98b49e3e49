import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Follows, tips, friends and look-up by code: the signed-in user's calls, each refused before
/// sending with an anonymous token. Paths, methods and bodies follow the vendor reference's
/// primary client (`shared/fixtures/goma/social/README.md`).
extension GomaAPI {
    /// `GET /api/social/v1/followees` (`{message?, data:{users_followed_ids:[{id, name}]}}`).
    static var followees: Request<GomaModels.DataEnvelope<GomaModels.Followees>> {
        Request("/api/social/v1/followees", authorization: .bearer.signedIn)
    }

    /// `GET /api/social/v1/followers`.
    static var followers: Request<GomaModels.DataEnvelope<GomaModels.Followers>> {
        Request("/api/social/v1/followers", authorization: .bearer.signedIn)
    }

    /// `GET /api/social/v1/followees/total`.
    static var followeesTotal: Request<GomaModels.DataEnvelope<GomaModels.FolloweesTotal>> {
        Request("/api/social/v1/followees/total", authorization: .bearer.signedIn)
    }

    /// `GET /api/social/v1/followers/total`.
    static var followersTotal: Request<GomaModels.DataEnvelope<GomaModels.FollowersTotal>> {
        Request("/api/social/v1/followers/total", authorization: .bearer.signedIn)
    }

    /// `POST /api/social/v1/followees` with `{users_ids:[id]}`.
    static func follow(userId: Int) -> Request<GomaModels.DataEnvelope<GomaModels.FollowedIds>> {
        Request(.post, "/api/social/v1/followees", body: .json(GomaModels.FollowChange(usersIds: [userId])), authorization: .bearer.signedIn)
    }

    /// `DELETE /api/social/v1/followees` WITH the follow body.
    static func unfollow(userId: Int) -> Request<GomaModels.DataEnvelope<GomaModels.FollowedIds>> {
        Request(.delete, "/api/social/v1/followees", body: .json(GomaModels.FollowChange(usersIds: [userId])), authorization: .bearer.signedIn)
    }

    /// `GET /api/tips/v1?page=&limit=&top=1&followers=1&friends=1&user_id=&home=1`; a filter not
    /// asked for is left out (the reference sends only the ones its caller sets).
    static func tips(page: Int, limit: Int, top: Bool, followers: Bool, friends: Bool, home: Bool,
                     userId: Int?) -> Request<GomaModels.Paged<GomaModels.Tip>> {
        var query = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "limit", value: String(limit))]
        for (name, isOn) in [("top", top), ("followers", followers), ("friends", friends)] where isOn {
            query.append(URLQueryItem(name: name, value: "1"))
        }
        if let userId { query.append(URLQueryItem(name: "user_id", value: String(userId))) }
        if home { query.append(URLQueryItem(name: "home", value: "1")) }
        return Request("/api/tips/v1", query: query, authorization: .bearer.signedIn)
    }

    /// `GET /api/tips/v1/rankings?type=…&followers=0|1` (a bare array).
    static func tipsRankings(type: String?, followers: Bool) -> Request<[GomaModels.TipRanking]> {
        let typeItem = type.map { [URLQueryItem(name: "type", value: $0)] } ?? []
        return Request("/api/tips/v1/rankings", query: typeItem + [URLQueryItem(name: "followers", value: followers ? "1" : "0")],
                       authorization: .bearer.signedIn)
    }

    /// `GET /api/social/v1/friends` (`{status, message, data:[…]}`).
    static var friends: Request<GomaModels.DataEnvelope<[GomaModels.SocialUser]>> {
        Request("/api/social/v1/friends", authorization: .bearer.signedIn)
    }

    /// `GET /api/social/v1/friends/pending`.
    static var friendRequests: Request<GomaModels.DataEnvelope<[GomaModels.SocialUser]>> {
        Request("/api/social/v1/friends/pending", authorization: .bearer.signedIn)
    }

    /// `POST /api/social/v1/friends` with `{users_ids:["…"]}`, plus `request: 1` to ask.
    static func addFriends(userIds: [String], asRequest: Bool) -> Request<GomaModels.DataEnvelope<GomaModels.FriendsAdded>> {
        Request(.post, "/api/social/v1/friends", body: .json(GomaModels.FriendsChange(usersIds: userIds, request: asRequest ? 1 : nil)),
                authorization: .bearer.signedIn)
    }

    /// `DELETE /api/social/v1/friends/{userId}`, no body: a bare JSON string.
    static func removeFriend(userId: Int) -> Request<String> {
        Request(.delete, "/api/social/v1/friends/\(userId)", authorization: .bearer.signedIn)
    }

    /// `GET /api/users/v1/code/{code}` (a bare user).
    static func user(code: String) -> Request<GomaModels.SocialUser> {
        Request("/api/users/v1/code/\(code)", authorization: .bearer.signedIn)
    }

    /// `GET /api/cms/v1/downloadable-contents?platform=ios` (a bare array), with whichever token
    /// the session holds, the anonymous one before sign-in, as the reference does.
    static var downloadableContents: Request<[GomaModels.DownloadableContent]> {
        Request("/api/cms/v1/downloadable-contents", query: [URLQueryItem(name: "platform", value: deviceType)], authorization: .bearer)
    }
}
