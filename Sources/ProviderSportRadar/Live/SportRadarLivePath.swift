import Foundation

/// A CONTENT_CHANGES record's `path`, read the way the vendor's client reads it: ids in
/// `[idfoevent=…]`, `[idfomarket=…]`, `[idfoselection=…]` brackets, segments split on `|`, and
/// the last segment naming the field (`istradable`, `scores|KEY`, `matchTime`, `status`,
/// `numMarkets`). The separators are reconstructed, not recorded: they are the constants below
/// and nowhere else.
struct SportRadarLivePath: Sendable, Equatable {
    /// Between segments: `events[idfoevent=1]|markets[idfomarket=2]|istradable`.
    static let segmentSeparator: Character = "|"
    /// Around an id inside a segment: `[key=value]`.
    static let idOpen: Character = "["
    static let idClose: Character = "]"
    static let idAssignment: Character = "="
    /// The first two segments of a `liveDataExtended` attribute path: `attributes|COMPLETE|KEY`.
    static let attributesSegment = "attributes"
    static let completeSegment = "COMPLETE"

    /// What a path points at.
    enum Target: Sendable, Equatable {
        /// The whole content (an empty path).
        case content
        /// An event of a list, or the event itself (`[idfoevent=…]` last).
        case event
        /// A market (`[idfomarket=…]` last).
        case market
        /// A market's `istradable` flag.
        case marketTradable
        /// A selection (`[idfoselection=…]` last).
        case selection
        /// `…scores|KEY`: one score (CURRENT_SCORE, PERIODn_SCORE, …).
        case score(key: String)
        /// `attributes|COMPLETE|KEY` of `liveDataExtended`: one attribute (a score, STATUS, SERVE).
        case attribute(key: String)
        /// `…matchTime`.
        case matchTime
        /// `…status`.
        case status
        /// `…numMarkets`: a count the domain does not carry.
        case marketCount
        /// Anything else: ignored.
        case unknown
    }

    let raw: String
    let eventId: String?
    let marketId: String?
    let selectionId: String?
    let target: Target

    /// `contentMarketId` is the market of a `market` content, whose paths may leave it out (its
    /// closing is the bare path `istradable`).
    init(_ raw: String, contentMarketId: String? = nil) {
        self.raw = raw
        var ids: [String: String] = [:]
        var names: [String] = []
        var lastIdKey: String?
        var lastIsId = false
        for segment in raw.split(separator: Self.segmentSeparator, omittingEmptySubsequences: false) {
            if let open = segment.firstIndex(of: Self.idOpen), segment.last == Self.idClose {
                let inner = segment[segment.index(after: open)..<segment.index(before: segment.endIndex)]
                if let equals = inner.firstIndex(of: Self.idAssignment) {
                    let key = String(inner[..<equals])
                    ids[key] = String(inner[inner.index(after: equals)...])
                    lastIdKey = key
                }
                names.append(String(segment[..<open]))
                lastIsId = true
            } else {
                names.append(String(segment))
                lastIsId = false
            }
        }
        eventId = ids["idfoevent"]
        marketId = ids["idfomarket"] ?? contentMarketId
        selectionId = ids["idfoselection"]
        let last = names.last ?? ""
        if raw.isEmpty {
            target = .content
        } else if lastIsId {
            switch lastIdKey {
            case "idfoselection": target = .selection
            case "idfomarket": target = .market
            case "idfoevent": target = .event
            default: target = .unknown
            }
        } else if names.count >= 2, names[names.count - 2] == "scores" {
            target = .score(key: last)
        } else if names.count == 3, names[0] == Self.attributesSegment, names[1] == Self.completeSegment {
            target = .attribute(key: last)
        } else {
            switch last {
            case "istradable" where marketId != nil && selectionId == nil: target = .marketTradable
            case "matchTime": target = .matchTime
            case "status": target = .status
            case "numMarkets": target = .marketCount
            default: target = .unknown
            }
        }
    }
}

/// The contents the live feeds subscribe to, and which shape each one's `change` has.
enum SportRadarLiveContent {
    /// The shape of a content's whole value.
    enum Kind: Sendable {
        /// An array of events (live and pre-live lists).
        case eventList
        /// One event (an event page's content, or a single-event summary).
        case event
        /// One event's `liveDataExtended` (full score, status, serve, match time), laid over the
        /// event of the same id.
        case liveData
        /// One market with its event's names (what a bet slip watches for a line).
        case market

        /// The kind of a content type; `nil` for contents the SDK does not read from the socket
        /// (`eventGroup`, sport lists).
        init?(type: String) {
            switch type {
            case liveListType, preLiveListType: self = .eventList
            case "event", "eventSummary", "eventWithBalancedMarkets", "liveDataSummaryEventSummary": self = .event
            case liveDataType: self = .liveData
            case marketType: self = .market
            default: return nil
            }
        }
    }

    /// A sport's live list: `liveDataSummaryAdvancedListBySportType`.
    static let liveListType = "liveDataSummaryAdvancedListBySportType"
    /// A sport's pre-live list, a page of it: `{SPORT}/{from}/{to}/{page}/{count}/{D|T}`.
    static let preLiveListType = "eventListBySportTypeDate"
    /// One event's whole content.
    static let eventType = "event"
    /// One event's extended live data.
    static let liveDataType = "liveDataExtended"
    /// One market (the vendor's bet slip watches each line's market).
    static let marketType = "market"

    /// The content of one market: its selections' prices and suspensions, and its closing.
    static func market(id: String) -> SportRadarModels.LiveContentId {
        .init(type: marketType, id: id)
    }

    /// The contents of one event's page: the event (with its markets) and its extended live data.
    static func eventPage(eventId: String) -> [SportRadarModels.LiveContentId] {
        [.init(type: eventType, id: eventId), .init(type: liveDataType, id: eventId)]
    }

    /// How a pre-live list is sorted: by kick-off (`D`) or by popularity (`T`).
    enum PreLiveOrder: String, Sendable {
        case date = "D"
        case popularity = "T"
    }

    /// The page size of the pre-live lists (the vendor's client's default).
    static let preLivePageSize = 10
    /// How far ahead a pre-live list reaches: the vendor's client asks for today and 90 days.
    static let preLiveDays = 90

    /// Page `page` of a sport's pre-live list from the day of `now` (in UTC: which day the
    /// vendor means is not documented) to 90 days later, `preLivePageSize` events a page.
    static func preLiveList(sportCode: String, order: PreLiveOrder, page: Int, now: Date) -> SportRadarModels.LiveContentId {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let end = calendar.date(byAdding: .day, value: preLiveDays, to: now) ?? now
        let day = { (date: Date) -> String in
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        }
        return .init(type: preLiveListType, id: "\(sportCode)/\(day(now))0000/\(day(end))2359/\(page)/\(preLivePageSize)/\(order.rawValue)")
    }

    /// A sport's live list, page 0 (the vendor's client never asks for another live page).
    static func liveList(sportCode: String) -> SportRadarModels.LiveContentId {
        .init(type: liveListType, id: "\(sportCode)/0")
    }
}
