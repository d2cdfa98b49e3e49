import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Player API's live stream of balance changes and session ends.
extension EveryMatrixPlayerAPI {
    /// `GET /v2/player/{userId}/information/updates`: a `text/event-stream` (session in
    /// `X-SessionId`, the user in `userId`, `X-Session-Type: others`).
    static func informationUpdates(user: SessionUser) -> Request<Void> {
        Request("/v2/player/\(user.id)/information/updates",
                headers: signedIn.merging(["userId": user.id, "Accept": "text/event-stream"]) { $1 },
                authorization: session)
    }
}
