import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's content API (`POST /services/content/get`), dispatched on `contentId.type`:
/// the three navigation levels (football → France → Ligue 1), the top competitions, search,
/// every listed event's details, its balanced markets, summary and extended live data, a single
/// market and the Ligue 1 outrights. Anything else answers `CONTENT_NOT_FOUND`.
extension SportRadarSandbox {
    /// Files answering a `boNavigationList` node, by the node id after the front-end code.
    static let navigationFixtures = ["top": "getAvailableSportTypes.json", "88001": "boNavigationList-sport.json",
                                     "89001": "boNavigationList-region.json", "90101.1": "boNavigationList-competition.json"]
    /// Files answering an `event`, by event id; another listed event answers with its list entry.
    static let eventFixtures = ["4067574.1": "getEventDetails.json", "4067580.1": "getEventDetails-live-football.json",
                                "4071001.1": "getEventDetails-live-tennis.json"]
    /// The files whose events the sandbox lists (each answers `event` for its events).
    static let eventListFixtures = ["getEventsForEventGroup.json", "eventSearch.json"]

    static func content(type: String, id: String) -> StubTransport.Reply {
        let node = id.split(separator: "/", maxSplits: 1).last.map(String.init) ?? id
        let file: String? = switch type {
        case "boNavigationList": navigationFixtures[node]
        case "bannerCategoryList" where node == "QuickLinks": "bannerCategoryList-QuickLinks.json"
        case "eventGroup" where id == "123456.1": "getEventsForEventGroup.json"
        case "marketGroup" where id == "123460.1": "marketGroup-outright.json"
        case "market" where id == "67677928.1": "market.json"
        case "eventSearch": "eventSearch.json"
        case "eventSummary" where id == "4067580.1": "eventSummary.json"
        case "eventWithBalancedMarkets" where id == "4067574.1": "eventWithBalancedMarkets.json"
        case "liveDataExtended" where id == "4067580.1": "liveDataExtended.json"
        case "event": eventFixtures[id]
        default: nil
        }
        if let file { return .data(fixture(file)) }
        if type == "event", let listed = listedEvent(id) { return .data(listed) }
        return .response(status: 404, headers: ["Content-Type": "application/json"], body: fixture("error-CONTENT_NOT_FOUND.json"))
    }

    /// `{"data": event}` for an event some list fixture returns, so every listed event has details.
    static func listedEvent(_ id: String) -> Data? {
        for file in eventListFixtures {
            let object = (try? JSONSerialization.jsonObject(with: fixture(file))) as? [String: Any]
            let data = object?["data"]
            let events = (data as? [[String: Any]]) ?? ((data as? [String: Any])?["events"] as? [[String: Any]]) ?? []
            if let event = events.first(where: { $0["idfoevent"] as? String == id }) {
                return try? JSONSerialization.data(withJSONObject: ["data": event])
            }
        }
        return nil
    }
}
