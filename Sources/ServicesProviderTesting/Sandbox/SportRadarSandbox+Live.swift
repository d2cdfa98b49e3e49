import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's live data: an in-memory notification socket that answers the listen frame with
/// LISTENING_STARTED (SUBSCRIBER_NOT_FOUND for an id it never gave), and the subscribe and
/// unsubscribe routes. Subscribing a content replays, in order, the records of the socket fixtures
/// (`socket/CONTENT_CHANGES-*.json`) about that content on the subscriber's socket: the live
/// football list `FBL/0` gets its whole list, then the recorded updates; the live event
/// `4067580.1`'s `event` and `liveDataExtended` contents get the whole event and its odds update,
/// and the extended snapshot and its updates (the tennis event `4071001.1`'s, its score updates).
extension SportRadarSandbox {
    /// The live socket's URL in the sandbox configuration (never dialled: the socket is in memory).
    static let liveSocketURL = URL(string: "wss://socket.sandbox.invalid/notification/listen/websocket")! // swiftlint:disable:this force_unwrapping

    /// The frame files replayed for a subscribed content, in this order.
    static let liveFrameFiles = [
        "CONTENT_CHANGES-liveEvents-refreshed", "CONTENT_CHANGES-liveEvents-updates", "CONTENT_CHANGES-preLiveEvents-refreshed",
        "CONTENT_CHANGES-eventGroup-refreshed", "CONTENT_CHANGES-eventDetails-refreshed", "CONTENT_CHANGES-eventDetails-odds-update",
        "CONTENT_CHANGES-eventMarkets", "CONTENT_CHANGES-liveDataExtended", "CONTENT_CHANGES-liveDataExtended-tennis",
        "CONTENT_CHANGES-market", "CONTENT_CHANGES-sports",
    ]

    static func registerLive(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        transport.on(.post, "/services/content/subscribe") { request in
            guard let (subscriberId, contentId) = subscription(request.body) else {
                return .json(#"{"message":"Sandbox: bad subscription"}"#, status: 400)
            }
            let channel = state.withLock { state -> InMemoryWebSocketChannel? in
                state.live.subscriptions.insert("\(subscriberId) \(contentId["type"] ?? "") \(contentId["id"] ?? "")")
                return state.live.sockets[subscriberId]
            }
            if let channel {
                for frame in frames(about: contentId) { channel.push(frame) }
            }
            return .data(fixture("socket/subscribe-response.json"))
        }
        transport.on(.post, "/services/content/unsubscribe") { request in
            guard let (subscriberId, contentId) = subscription(request.body) else {
                return .json(#"{"message":"Sandbox: bad subscription"}"#, status: 400)
            }
            _ = state.withLock { $0.live.subscriptions.remove("\(subscriberId) \(contentId["type"] ?? "") \(contentId["id"] ?? "")") }
            return .data(fixture("socket/subscribe-response.json"))
        }
    }

    /// Opens in-memory sockets that listen as the vendor does, registered by subscriber id.
    static func liveSocketFactory(state: Locked<SportRadarSandboxState>) -> WebSocketChannelFactory {
        { _ throws(ServiceProviderError) in
            InMemoryWebSocketChannel { text, channel in
                let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
                guard let object, object["versionList"] != nil else { return }
                let resumed = object["subscriberId"] as? String
                let id: String? = state.withLock { state in
                    if let resumed {
                        guard state.live.sockets[resumed] != nil else { return nil }
                        state.live.sockets[resumed] = channel
                        return resumed
                    }
                    state.live.lastSubscriber += 1
                    let id = "sandbox-subscriber-\(state.live.lastSubscriber)"
                    state.live.sockets[id] = channel
                    return id
                }
                guard let id else {
                    channel.push(String(decoding: fixture("socket/error-SUBSCRIBER_NOT_FOUND.json"), as: UTF8.self))
                    return
                }
                let started = ["notificationType": "LISTENING_STARTED", "data": id]
                channel.push(String(decoding: (try? JSONSerialization.data(withJSONObject: started)) ?? Data(), as: UTF8.self))
            }
        }
    }

    /// The subscriber id and content id of a subscribe body.
    private static func subscription(_ body: Data?) -> (String, [String: String])? {
        guard let object = body.flatMap({ try? JSONSerialization.jsonObject(with: $0) }) as? [String: Any],
              let subscriberId = object["subscriberId"] as? String, let contentId = object["contentId"] as? [String: String] else { return nil }
        return (subscriberId, contentId)
    }

    /// Each frame file's records about `contentId`, one frame per file that has any. A pre-live
    /// list of any sport, dates and order answers with the recorded football list as its first
    /// page, and an empty page after it (the sandbox's list fits in one page).
    static func frames(about contentId: [String: String]) -> [String] {
        if contentId["type"] == "eventListBySportTypeDate", let id = contentId["id"] {
            let segments = id.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.count == 6, segments[3] == "0" else {
                return [frame([["contentId": contentId, "changeType": "refreshed", "change": [Any]()]])].compactMap { $0 }
            }
            let recorded = ["type": "eventListBySportTypeDate", "id": "FBL/202503150000/202506132359/0/10/T"]
            return recordsByFile(about: recorded).compactMap { records in
                frame(records.map { record in
                    var record = record
                    record["contentId"] = contentId
                    return record
                })
            }
        }
        return recordsByFile(about: contentId).compactMap(frame)
    }

    /// Each frame file's records about `contentId`, for the files that have any.
    private static func recordsByFile(about contentId: [String: String]) -> [[[String: Any]]] {
        liveFrameFiles.compactMap { name in
            guard let object = (try? JSONSerialization.jsonObject(with: fixture("socket/\(name).json"))) as? [String: Any],
                  let records = object["data"] as? [[String: Any]] else { return nil }
            let matching = records.filter { ($0["contentId"] as? [String: String]) == contentId }
            return matching.isEmpty ? nil : matching
        }
    }

    /// A CONTENT_CHANGES frame of `records`.
    private static func frame(_ records: [[String: Any]]) -> String? {
        let frame: [String: Any] = ["notificationType": "CONTENT_CHANGES", "data": records]
        return (try? JSONSerialization.data(withJSONObject: frame)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// What the sandbox's live side remembers.
struct SportRadarSandboxLiveState {
    /// The socket of each subscriber id handed out.
    var sockets: [String: InMemoryWebSocketChannel] = [:]
    /// `"subscriberId type id"` of each active subscription.
    var subscriptions: Set<String> = []
    /// The last subscriber number handed out.
    var lastSubscriber = 0
}
