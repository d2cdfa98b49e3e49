import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The live socket's frames (layer 1), in the vendor's shapes: the listen frame the client sends
/// first, the subscription body, and what the server pushes (LISTENING_STARTED, errors,
/// CONTENT_CHANGES).
extension SportRadarModels {
    /// A content on the socket: `{type, id}` (e.g. `liveDataSummaryAdvancedListBySportType` / `FBL/0`).
    struct LiveContentId: Codable, Sendable, Hashable {
        let type: String
        let id: String
    }

    /// The first text frame after the socket opens: `subscriberId` is `null` for a new subscriber
    /// or the previous id to resume; `ipAddress` is empty here (the REST calls send `127.0.0.1`).
    struct ListenRequest: Encodable, Sendable, Equatable {
        let subscriberId: String?
        let versionList: [String]
        let clientContext: ContentRequest.ClientContext

        init(subscriberId: String?, language: String) {
            self.subscriberId = subscriberId
            versionList = []
            clientContext = .init(language: language, ipAddress: "")
        }

        private enum CodingKeys: String, CodingKey { case subscriberId, versionList, clientContext }

        /// `subscriberId` is written as an explicit `null` when there is none, as the vendor's client does.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(subscriberId, forKey: .subscriberId)
            try container.encode(versionList, forKey: .versionList)
            try container.encode(clientContext, forKey: .clientContext)
        }
    }

    /// The body of `POST /services/content/subscribe` and `/unsubscribe`.
    struct SubscribeRequest: Encodable, Sendable, Equatable {
        let subscriberId: String
        let contentId: LiveContentId
        let clientContext: ContentRequest.ClientContext
    }

    /// One message the server pushes. Only the fields of the documented kinds are read.
    struct SocketMessage: Decodable, Sendable {
        /// `LISTENING_STARTED` or `CONTENT_CHANGES`; absent on errors.
        let notificationType: String?
        /// Set on errors, e.g. `SUBSCRIBER_NOT_FOUND`.
        let errorType: String?
        /// What the message carries, by kind.
        let payload: Payload

        enum Payload: Sendable {
            /// LISTENING_STARTED: the subscriber id.
            case subscriberId(String)
            /// CONTENT_CHANGES: the records (`nil` where one failed to decode, to be counted).
            case records([ContentChangeRecord?])
            /// Anything else (an error's data, an unknown notification).
            case other
        }

        private enum CodingKeys: String, CodingKey { case notificationType, errorType, data }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            notificationType = try container.decodeIfPresent(String.self, forKey: .notificationType)
            errorType = try container.decodeIfPresent(String.self, forKey: .errorType)
            switch notificationType {
            case "LISTENING_STARTED":
                payload = .subscriberId(try container.decode(String.self, forKey: .data))
            case "CONTENT_CHANGES":
                payload = .records(try container.decode([Lossy<ContentChangeRecord>].self, forKey: .data).map(\.value))
            default:
                payload = .other
            }
        }
    }

    /// Decodes an element, or nil when it does not decode (so one bad record drops alone).
    struct Lossy<Value: Decodable & Sendable>: Decodable, Sendable {
        let value: Value?
        init(from decoder: any Decoder) throws {
            value = try? Value(from: decoder)
        }
    }

    /// One record of a CONTENT_CHANGES frame: `{contentId, changeType, path?, change?}`. The
    /// `change` is decoded by what the content and the path say it holds; a path the SDK does not
    /// read is kept as `.ignored` without decoding its value.
    struct ContentChangeRecord: Decodable, Sendable {
        enum ChangeType: Sendable, Equatable {
            /// The whole content (also when `changeType` is absent).
            case refreshed
            case updated
            case added
            case removed
            case unknown(String)
        }

        /// What `change` held.
        enum Change: Sendable {
            /// A whole list of events (a live or pre-live list).
            case events([ContentEvent])
            /// One whole event (an event content, or an event added to a list).
            case event(ContentEvent)
            /// A market added, or a `market` content's whole market.
            case market(ContentMarket)
            /// A selection's prices or suspension.
            case selection(SelectionChange)
            /// A flag (a market's `istradable`).
            case flag(Bool)
            /// A score `{home, away}` (or `{COMPETITOR: {home, away}}`).
            case score(ScoreValue)
            /// Text (match time, status).
            case text(String)
            /// A whole `liveDataExtended` content.
            case liveData(LiveDataExtended)
            /// One `liveDataExtended` attribute (`attributes|COMPLETE|KEY`).
            case attribute(Attribute)
            /// No value (a removal).
            case none
            /// A content or path the SDK does not read.
            case ignored
        }

        let contentId: LiveContentId
        let changeType: ChangeType
        let path: SportRadarLivePath
        let change: Change

        private enum CodingKeys: String, CodingKey { case contentId, changeType, path, change }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            contentId = try container.decode(LiveContentId.self, forKey: .contentId)
            switch try container.decodeIfPresent(String.self, forKey: .changeType) {
            case nil, "refreshed": changeType = .refreshed
            case "updated": changeType = .updated
            case "added": changeType = .added
            case "removed": changeType = .removed
            case let other?: changeType = .unknown(other)
            }
            let isMarket = SportRadarLiveContent.Kind(type: contentId.type) == .market
            path = SportRadarLivePath(try container.decodeIfPresent(String.self, forKey: .path) ?? "",
                                      contentMarketId: isMarket ? contentId.id : nil)
            change = try Self.decodeChange(container, contentType: contentId.type, changeType: changeType, path: path)
        }

        private static func decodeChange(_ container: KeyedDecodingContainer<CodingKeys>, contentType: String,
                                         changeType: ChangeType, path: SportRadarLivePath) throws -> Change {
            if changeType == .removed { return .none }
            guard let kind = SportRadarLiveContent.Kind(type: contentType) else { return .ignored }
            // A whole content: as `/services/content/get`'s data (a path of "" replaces it too).
            if changeType == .refreshed || path.target == .content {
                switch kind {
                case .eventList: return .events(try container.decode([ContentEvent].self, forKey: .change))
                case .event: return .event(try container.decode(ContentEvent.self, forKey: .change))
                case .liveData: return .liveData(try container.decode(LiveDataExtended.self, forKey: .change))
                case .market: return .market(try container.decode(ContentMarket.self, forKey: .change))
                }
            }
            switch path.target {
            case .event: return .event(try container.decode(ContentEvent.self, forKey: .change))
            case .market: return .market(try container.decode(ContentMarket.self, forKey: .change))
            case .selection: return .selection(try container.decode(SelectionChange.self, forKey: .change))
            case .marketTradable: return .flag(try container.decode(Bool.self, forKey: .change))
            case .score: return .score(try container.decode(ScoreValue.self, forKey: .change))
            case .attribute: return .attribute(try container.decode(Attribute.self, forKey: .change))
            case .matchTime, .status: return .text(try container.decode(String.self, forKey: .change))
            case .content, .marketCount, .unknown: return .ignored
            }
        }
    }

    /// A selection update: new fractional prices, or (with none) a suspension type, where
    /// `N/O` suspends the selection and any other value reopens it.
    struct SelectionChange: Decodable, Sendable {
        let idfoselection: String
        let currentpriceup: String?
        let currentpricedown: String?
        let idfoselectionsuspensiontype: String?
    }
}
