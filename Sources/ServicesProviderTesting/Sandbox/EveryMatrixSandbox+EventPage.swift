import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's event page: a match's details, market groups and a group's markets, live too.
///
/// - The made-up Arsenal - Chelsea (`292417803521802496`) has the page fixtures: its main
///   markets, its market groups (with their count updates, a new tab and a removed one) and its
///   `Main` tab (with odds changes, a suspension and a new market).
/// - The recorded tennis match `287259481896947712` has its recorded overview (score infos).
/// - Every match of the sandbox's live list (`popular-live-matches-football.json` and the made-up
///   `live-matches-football-more.json`), and of its pre-live lists (``listDumpFiles``), answers
///   from that list's own records: its MATCH and EVENT_INFOs as its overview, its markets as
///   its main markets and as every tab's markets, the recorded market groups as its tabs, and
///   the live list's made-up updates that name its records as the live page's updates.
extension EveryMatrixSandbox {
    /// The pre-live lists whose matches open from their own records (popular pages, custom list).
    static let listDumpFiles = ["popular-matches-football-page1.json", "popular-matches-football-page2.json",
                                "custom-matches-prelive-football.json"]

    /// The made-up match the page fixtures describe.
    static let pageMatchId = "292417803521802496"

    /// The sandbox's aggregator script with only the event page's topics, for tests that
    /// wrap it (e.g. to count subscriptions).
    public static func pageScript() -> EveryMatrixAggregatorScript {
        let topics = eventPageTopics()
        return EveryMatrixAggregatorScript(topic: { topics($0) })
    }

    static func eventPageTopics() -> TopicRoute {
        let live = LiveDumpRecords(dump: fixture(liveFile), updates: liveUpdates())
        // The pre-live lists' matches (and the made-up live ones) answer from their own records, as the live list's do.
        let lists = [live] + ([liveMoreFile] + listDumpFiles).map { LiveDumpRecords(dump: fixture($0), updates: []) }
        let pageOverview = messages("match-aggregator-main-markets-football.json").first.map { filtered($0, types: ["MATCH"]) }
        return { topic in
            guard let route = EventPageRoute(topic) else { return nil }
            switch route {
            case .overview(let id):
                if id == pageMatchId { return pageOverview.map { [$0] } }
                if id == "287259481896947712" { return messages("match-details-tennis.json") }
                return lists.lazy.compactMap { $0.messages(of: id, types: ["MATCH", "EVENT_INFO"]) }.first
            case .mainMarkets(let id):
                if id == pageMatchId { return messages("match-aggregator-main-markets-football.json") }
                return lists.lazy.compactMap { $0.messages(of: id, types: ["MATCH", "MARKET", "OUTCOME", "MARKET_OUTCOME_RELATION", "BETTING_OFFER"]) }.first
            case .groups(let id):
                if id == pageMatchId { return messages("match-market-groups-football.json") }
                return lists.contains { $0.holds(id) } ? messages("match-market-groups.json") : nil
            case .groupMarkets(let id, let key):
                if id == pageMatchId { return key == "Main" ? messages("match-market-group-main-football.json") : nil }
                return lists.lazy.compactMap { $0.messages(of: id, types: ["MATCH", "MARKET", "OUTCOME", "MARKET_OUTCOME_RELATION", "BETTING_OFFER"]) }.first
            }
        }
    }

    /// The event-page topics, read back from their names.
    enum EventPageRoute {
        case overview(String), mainMarkets(String), groups(String), groupMarkets(String, key: String)

        init?(_ topic: String) {
            // `/sports/{op}/{lang}/` then the page's part.
            let parts = topic.split(separator: "/", omittingEmptySubsequences: false).dropFirst(4).map(String.init)
            switch parts.count {
            case 3 where parts[0] == "match-aggregator-groups-overview": self = .overview(parts[1])
            case 3 where parts[0] == "match-aggregator": self = .mainMarkets(parts[1])
            case 3 where parts[0] == "event" && parts[2] == "market-groups": self = .groups(parts[1])
            case 4 where parts[1] == "match-odds" && parts[2] == "market-group": self = .groupMarkets(parts[0], key: parts[3])
            default: return nil
            }
        }
    }

    /// A message with only the records of `types`.
    static func filtered(_ message: Data, types: Set<String>) -> Data {
        guard var object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
              let records = object["records"] as? [[String: Any]] else { return message }
        object["records"] = records.filter { types.contains(($0["_type"] as? String) ?? "") }
        return (try? JSONSerialization.data(withJSONObject: object)) ?? message
    }

    /// The live dump's records per match, to answer a live match's page from the list's own data.
    struct LiveDumpRecords: Sendable {
        private let version: String
        /// Each match's records (JSON), by match id, with their types and ids.
        private let records: [String: [(type: String, id: String, json: Data)]]
        /// The update messages (JSON objects), each record with its id.
        private let updates: [(version: String, records: [(id: String, json: Data)])]

        init(dump: Data, updates: [Data]) {
            let message = (try? JSONSerialization.jsonObject(with: dump) as? [[String: Any]])?.first ?? [:]
            version = message["version"] as? String ?? "0"
            let all = message["records"] as? [[String: Any]] ?? []
            var eventOfMarket: [String: String] = [:], eventOfOutcome: [String: String] = [:]
            for record in all {
                guard let id = record["id"] as? String, let event = record["eventId"] as? String else { continue }
                if record["_type"] as? String == "MARKET" { eventOfMarket[id] = event }
                if record["_type"] as? String == "OUTCOME" { eventOfOutcome[id] = event }
            }
            var byEvent: [String: [(type: String, id: String, json: Data)]] = [:]
            for record in all {
                guard let type = record["_type"] as? String, let id = record["id"] as? String,
                      let json = try? JSONSerialization.data(withJSONObject: record) else { continue }
                let event: String?
                switch type {
                case "MATCH": event = id
                case "MARKET_OUTCOME_RELATION": event = (record["marketId"] as? String).flatMap { eventOfMarket[$0] }
                case "BETTING_OFFER": event = (record["outcomeId"] as? String).flatMap { eventOfOutcome[$0] }
                default: event = record["eventId"] as? String
                }
                if let event { byEvent[event, default: []].append((type, id, json)) }
            }
            records = byEvent
            self.updates = updates.compactMap { data in
                guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
                let records = (object["records"] as? [[String: Any]] ?? []).compactMap { record -> (String, Data)? in
                    guard let id = record["id"] as? String, let json = try? JSONSerialization.data(withJSONObject: record) else { return nil }
                    return (id, json)
                }
                return (object["version"] as? String ?? "0", records)
            }
        }

        /// Whether the live list has this match.
        func holds(_ id: String) -> Bool { records[id] != nil }

        /// A dump of the match's records of `types`, then the live updates naming them; `nil`
        /// for a match the live list does not have.
        func messages(of id: String, types: Set<String>) -> [Data]? {
            guard let own = records[id]?.filter({ types.contains($0.type) }) else { return nil }
            let ids = Set(own.map(\.id))
            let dump = Self.message(version: version, type: "INITIAL_DUMP", records: own.map(\.json))
            let named = updates.compactMap { update -> Data? in
                let kept = update.records.filter { ids.contains($0.id) }
                return kept.isEmpty ? nil : Self.message(version: update.version, type: "UPDATE", records: kept.map(\.json))
            }
            return [dump] + named
        }

        private static func message(version: String, type: String, records: [Data]) -> Data {
            let body = records.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ",")
            return Data(#"{"version":"\#(version)","format":"AGGREGATOR","messageType":"\#(type)","records":[\#(body)]}"#.utf8)
        }
    }
}
