import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The chat rooms and groups (`/api/social/v1/…`), the primary client's paths and methods; all for
/// a signed-in user. The writes answer a bare JSON string (or `{status, message}`), read as a status.
extension GomaAPI {
    /// `GET /api/social/v1/chatrooms` (no page): `{data:[{chat_room, users}]}`.
    static var chatrooms: Request<GomaModels.DataEnvelope<[GomaModels.ChatroomEntry]>> {
        Request("/api/social/v1/chatrooms", authorization: .bearer.signedIn)
    }

    /// `POST /api/social/v1/groups` `{name, users_ids}` → `{data:{id}}`.
    static func createGroup(_ body: GomaModels.GroupCreateRequest) -> Request<GomaModels.DataEnvelope<GomaModels.ChatroomId>> {
        Request(.post, "/api/social/v1/groups", body: .json(body), authorization: .bearer.signedIn)
    }

    /// `POST /api/social/v1/groups/{id}` `{name}` (the legacy client PUTs the name in the query).
    static func renameGroup(id: Int, name: String) -> Request<Void> {
        Request(.post, "/api/social/v1/groups/\(id)", body: .json(GomaModels.GroupEditRequest(name: name)), authorization: .bearer.signedIn)
    }

    /// `POST /api/social/v1/groups/{id}/users/leave`, no body (the legacy client DELETEs).
    static func leaveGroup(id: Int) -> Request<Void> {
        Request(.post, "/api/social/v1/groups/\(id)/users/leave", authorization: .bearer.signedIn)
    }

    /// `DELETE /api/social/v1/groups/{id}` → bare `{status, message}`.
    static func deleteGroup(id: Int) -> Request<GomaModels.GroupDeleted> {
        Request(.delete, "/api/social/v1/groups/\(id)", authorization: .bearer.signedIn)
    }

    /// `POST /api/social/v1/groups/{id}/users` `{users_ids}`.
    static func addGroupUsers(id: Int, userIds: [String]) -> Request<Void> {
        Request(.post, "/api/social/v1/groups/\(id)/users", body: .json(GomaModels.GroupUsersRequest(usersIds: userIds)),
                authorization: .bearer.signedIn)
    }

    /// `DELETE /api/social/v1/groups/{id}/users` with a body `{users_ids}`.
    static func removeGroupUsers(id: Int, userIds: [String]) -> Request<Void> {
        Request(.delete, "/api/social/v1/groups/\(id)/users", body: .json(GomaModels.GroupUsersRequest(usersIds: userIds)),
                authorization: .bearer.signedIn)
    }
}
