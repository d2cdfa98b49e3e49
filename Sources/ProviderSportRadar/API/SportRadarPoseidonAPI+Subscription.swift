import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The live subscriptions (subscription host, no auth): the content itself arrives on the socket,
/// and the answer (`{version}`) says nothing the client reads: any 2xx counts.
extension SportRadarPoseidonAPI {
    /// `POST /services/content/subscribe`: asks the socket of `subscriberId` to receive a content.
    /// Safe to repeat (a resumed feed subscribes again).
    static func subscribe(_ content: SportRadarModels.LiveContentId, subscriberId: String,
                          language: String) -> Request<Void> {
        subscription("/services/content/subscribe", content, subscriberId: subscriberId, language: language, operation: "subscribe")
    }

    /// `POST /services/content/unsubscribe`, the same body.
    static func unsubscribe(_ content: SportRadarModels.LiveContentId, subscriberId: String,
                            language: String) -> Request<Void> {
        subscription("/services/content/unsubscribe", content, subscriberId: subscriberId, language: language, operation: "unsubscribe")
    }

    private static func subscription(_ path: RequestPath, _ content: SportRadarModels.LiveContentId, subscriberId: String,
                                     language: String, operation: String) -> Request<Void> {
        let body = SportRadarModels.SubscribeRequest(subscriberId: subscriberId, contentId: content,
                                                     clientContext: .init(language: language, ipAddress: "127.0.0.1"))
        return Request(.post, path, headers: ["Media-Type": "application/json"], body: .json(body), idempotent: true,
                       operation: operation)
    }
}
