import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's content API (`POST /services/content/get`), dispatched on `contentId.type`:
/// the three navigation levels (football → France → Ligue 1; the sport list carries the
/// reference's "Popular" node of promoted sports), the top competitions, search (the listed
/// events whose teams or competition contain the text),
/// every listed event's details, its balanced markets, summary and extended live data, a single
/// market (a file's, or any market of an event it knows, with its event's fields), the Ligue 1
/// outrights, the widgets' match id (`SportRadarSandbox+Support.swift`), and the home page's
/// editorial lists (banners, sliders, stories, the cashback banner and the pointer lists, whose
/// markets and market groups it answers). Anything else answers `CONTENT_NOT_FOUND`.
extension SportRadarSandbox {
    /// Files answering a `boNavigationList` node, by the node id after the front-end code (`top`
    /// is ``topNavigation()``).
    static let navigationFixtures = ["88001": "boNavigationList-sport.json", "89001": "boNavigationList-region.json",
                                     "90101.1": "boNavigationList-competition.json"]
    /// Files answering a `bannerCategoryList`, by the category after the front-end code.
    static let bannerCategoryFixtures = ["QuickLinks": "bannerCategoryList-QuickLinks.json", "Homepage": "bannerCategoryList-Homepage.json",
                                         "cashbackSuccessBanner": "bannerCategoryList-cashbackSuccessBanner.json"]
    /// Files answering the editorial `headline` lists, by the id after the front-end code.
    static let headlineFixtures = ["20/HomepageSliders": "headline-HomepageSliders.json", "20/slidingEvent": "headline-slidingEvent.json",
                                   "20/eventCard": "headline-eventCard.json", "20/boostedOddCard": "headline-boostedOddCard.json",
                                   "20/altMarkets": "headline-altMarkets.json", "20/InstaCard": "headline-InstaCard.json",
                                   "20/HeroGameCard": "headline-HeroGameCard.json"]
    /// Files answering a `market`, by market id (others: ``marketOfKnownEvent(_:)``).
    static let marketFixtures = ["67677928.1": "market.json", "67677990.1": "market-boosted.json", "67677940.1": "market-scorer.json",
                                 "67677941.1": "market-exactScore.json"]
    /// Files answering a `marketGroup`, by market group id.
    static let marketGroupFixtures = ["123460.1": "marketGroup-outright.json", "123470.1": "marketGroup-heroGame.json",
                                      "123471.1": "marketGroup-heroGame-2.json"]
    /// Files answering an `event`, by event id; another listed event answers with its list entry.
    static let eventFixtures = ["4067574.1": "getEventDetails.json", "4067580.1": "getEventDetails-live-football.json",
                                "4071001.1": "getEventDetails-live-tennis.json"]
    /// The files whose events the sandbox lists (each answers `event` for its events).
    static let eventListFixtures = ["getEventsForEventGroup.json", "eventSearch.json"]

    static func content(type: String, id: String) -> StubTransport.Reply {
        let node = id.split(separator: "/", maxSplits: 1).last.map(String.init) ?? id
        if type == "boNavigationList", node == "top" { return .data(topNavigation()) }
        let file: String? = switch type {
        case "boNavigationList": navigationFixtures[node]
        case "bannerCategoryList": bannerCategoryFixtures[node]
        case "headline": headlineFixtures[node]
        case "eventGroup" where id == "123456.1": "getEventsForEventGroup.json"
        case "marketGroup": marketGroupFixtures[id]
        case "market": marketFixtures[id]
        case "eventSummary" where id == "4067580.1": "eventSummary.json"
        case "eventWithBalancedMarkets" where id == "4067574.1": "eventWithBalancedMarkets.json"
        case "liveDataExtended" where id == "4067580.1": "liveDataExtended.json"
        case "event": eventFixtures[id]
        default: nil
        }
        if let file { return .data(fixture(file)) }
        if type == "eventSearch" { return search(id) }
        if type == "boNavigationList", let empty = emptyCompetition(node) { return .data(empty) }
        if type == "event", let listed = listedEvent(id) { return .data(listed) }
        if type == "market", let market = marketOfKnownEvent(id) { return .data(market) }
        if type == "eventExternalId", let matchId = widgetMatchId(id) { return .data(matchId) }
        return .response(status: 404, headers: ["Content-Type": "application/json"], body: fixture("error-CONTENT_NOT_FOUND.json"))
    }

    /// `eventSearch` `{query}/{limit}/{page}`: the listed events (``eventListFixtures``, each once)
    /// whose home or away team or tournament contains the query, case- and accent-blind, at most
    /// `limit`; none past the first page.
    static func search(_ id: String) -> StubTransport.Reply {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let text = parts.first ?? ""
        let limit = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let page = parts.count > 2 ? Int(parts[2]) ?? 0 : 0
        let found = page > 0 ? [] : listedEvents().filter { event in
            ["participantname_home", "participantname_away", "tournamentname"].compactMap { event[$0] as? String }
                .contains { $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        let body = (try? JSONSerialization.data(withJSONObject: ["data": Array(found.prefix(max(limit, 0)))])) ?? Data(#"{"data":[]}"#.utf8)
        return .data(body)
    }

    /// `F/top`: the sport list (`getAvailableSportTypes.json`) with the "Popular" node of
    /// `boNavigationList-top-promotedSports.json` added, as the vendor serves both readers from
    /// one content (its zero counters hide it from the sport list).
    static func topNavigation() -> Data {
        func nodes(_ file: String) -> [[String: Any]] {
            let object = (try? JSONSerialization.jsonObject(with: fixture(file))) as? [String: Any]
            return ((object?["data"] as? [String: Any])?["bonavigationnodes"] as? [[String: Any]]) ?? []
        }
        let popular = nodes("boNavigationList-top-promotedSports.json").filter { ($0["name"] as? String)?.lowercased() == "popular" }
        let body = ["data": ["bonavigationnodes": nodes("getAvailableSportTypes.json") + popular]]
        return (try? JSONSerialization.data(withJSONObject: body)) ?? fixture("getAvailableSportTypes.json")
    }

    /// A competition the region lists without a file of its own, as a node with no market
    /// groups (so no events), so every competition listed opens.
    static func emptyCompetition(_ node: String) -> Data? {
        let region = ((try? JSONSerialization.jsonObject(with: fixture("boNavigationList-region.json"))) as? [String: Any])?["data"] as? [String: Any]
        guard var entry = (region?["bonavigationnodes"] as? [[String: Any]])?.first(where: { $0["idfwbonavigation"] as? String == node }) else { return nil }
        entry["contentcategoryname"] = "Competition"
        entry["idfwbonavigation_parent"] = region?["idfwbonavigation"]
        entry["numevents"] = "0"
        entry["numoutrightevents"] = "0"
        entry["marketgroups"] = [Any]()
        return try? JSONSerialization.data(withJSONObject: ["data": entry])
    }

    /// Every event the list fixtures return, each once (the first file's version), in file order.
    static func listedEvents() -> [[String: Any]] {
        var seen = Set<String>()
        return eventListFixtures.flatMap { file -> [[String: Any]] in
            let object = (try? JSONSerialization.jsonObject(with: fixture(file))) as? [String: Any]
            let data = object?["data"]
            return (data as? [[String: Any]]) ?? ((data as? [String: Any])?["events"] as? [[String: Any]]) ?? []
        }.filter { seen.insert($0["idfoevent"] as? String ?? "").inserted }
    }

    /// `{"data": event}` for an event some list fixture returns, so every listed event has details.
    static func listedEvent(_ id: String) -> Data? {
        guard let event = listedEvents().first(where: { $0["idfoevent"] as? String == id }) else { return nil }
        return try? JSONSerialization.data(withJSONObject: ["data": event])
    }

    /// Every event the sandbox knows: those with details of their own first, then the lists'.
    static func knownEvents() -> [[String: Any]] {
        let details = eventFixtures.keys.sorted().compactMap { id in
            ((try? JSONSerialization.jsonObject(with: fixture(eventFixtures[id] ?? ""))) as? [String: Any])?["data"] as? [String: Any]
        }
        return details + listedEvents()
    }

    /// `{"data": market}` for a market of an event the sandbox knows, carrying its event's fields
    /// as the vendor's `market` answer does, so content naming any offered market resolves.
    static func marketOfKnownEvent(_ id: String) -> Data? {
        let eventFields = ["idfoevent", "participantname_home", "participantname_away", "tsstart", "idfotournament",
                           "tournamentname", "tournamentcountryname", "sportname", "idfosporttype"]
        for event in knownEvents() {
            guard var market = (event["markets"] as? [[String: Any]])?.first(where: { $0["idfomarket"] as? String == id }) else { continue }
            for field in eventFields where market[field] == nil { market[field] = event[field] }
            if market["eventname"] == nil { market["eventname"] = event["name"] }
            return try? JSONSerialization.data(withJSONObject: ["data": market])
        }
        return nil
    }

    /// Each selection the sandbox's events offer (their details first, then the lists), by
    /// selection id: its event, market and selection objects, to name a placed bet's legs.
    static func offeredSelections() -> [String: (event: [String: Any], market: [String: Any], selection: [String: Any])] {
        var found: [String: (event: [String: Any], market: [String: Any], selection: [String: Any])] = [:]
        for event in knownEvents() {
            for market in event["markets"] as? [[String: Any]] ?? [] {
                for selection in market["selections"] as? [[String: Any]] ?? [] {
                    guard let id = selection["idfoselection"] as? String, found[id] == nil else { continue }
                    found[id] = (event, market, selection)
                }
            }
        }
        return found
    }
}
