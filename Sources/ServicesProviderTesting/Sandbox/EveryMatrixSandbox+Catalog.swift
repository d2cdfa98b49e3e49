import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's catalogue: sports, tournaments, pre-live lists and search.
extension EveryMatrixSandbox {
    /// The disciplines (dump and count updates), locations, tournaments, the popular list (page 1
    /// for a count of 10, page 2, the end, for 20 or more) and the custom pre-live list.
    static func catalogTopics() -> TopicRoute {
        let disciplines = messages("disciplines-with-updates.json")
        let locations = messages("locations-football.json")
        let tournaments = messages("tournaments-football.json")
        let popularTournaments = messages("popular-tournaments-football.json")
        let popularPage1 = messages("popular-matches-football-page1.json")
        let popularPage2 = messages("popular-matches-football-page2.json")
        let prelive = messages("custom-matches-prelive-football.json")
        return { topic in
            if topic.hasSuffix("/disciplines/BOTH/BOTH") { return disciplines }
            if topic.contains("/locations/") { return locations }
            if topic.contains("/popular-tournaments/") { return popularTournaments }
            if topic.contains("/tournaments/") { return tournaments }
            // `…/popular-matches-aggregator-main/{sport}/{count}/{markets}`
            if let count = count(in: topic, after: "/popular-matches-aggregator-main/", segment: 1) { return count <= 10 ? popularPage1 : popularPage2 }
            if topic.contains("/custom-matches-aggregator/") && topic.contains("/NOT_LIVE/") { return prelive }
            return nil
        }
    }

    /// The tournament RPCs and `searchV2` answered from their recorded results; `multiSearch`
    /// from the matches the sandbox can open (``searchableMatches()``).
    static func catalogProcedures() -> ProcedureRoute {
        let results = [
            "/sports#tournaments": fixture("rpc-tournaments-football.json"),
            "/sports#popularTournaments": fixture("rpc-popular-tournaments-football.json"),
            "/sports#searchV2": fixture("rpc-search-v2-arsenal.json"),
        ]
        let searchable = searchableMatches()
        return { name, kwargs in
            guard name == "/sports#multiSearch" else { return results[name] }
            let arguments = kwargs.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
            let match = (arguments["searchMap"] as? [String: Any])?["MATCH"] as? [String: Any] ?? [:]
            return multiSearch(searchable, query: match["query"] as? String ?? "", limit: match["limit"] as? Int ?? 0)
        }
    }

    /// Every MATCH record whose page the sandbox answers (the recorded search's Arsenal - Chelsea,
    /// the live list's and the pre-live lists' matches), each once, as JSON.
    static func searchableMatches() -> [Data] {
        let recorded = (try? JSONSerialization.jsonObject(with: fixture("rpc-multi-search-arsenal.json")) as? [String: Any])
            .flatMap { (($0["resultMap"] as? [String: Any])?["MATCH"] as? [String: Any])?["records"] as? [[String: Any]] } ?? []
        let listed = ([liveFile, liveMoreFile] + listDumpFiles).flatMap { file -> [[String: Any]] in
            let dump = messages(file).first.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            return (dump?["records"] as? [[String: Any]] ?? []).filter { $0["_type"] as? String == "MATCH" }
        }
        var seen = Set<String>()
        return (recorded.filter { $0["id"] as? String == pageMatchId } + listed)
            .filter { seen.insert($0["id"] as? String ?? "").inserted }
            .compactMap { try? JSONSerialization.data(withJSONObject: $0) }
    }

    /// `multiSearch`'s answer: the matches whose name (`Home - Away`) or competition contains the
    /// query, case- and accent-blind, at most `limit`.
    static func multiSearch(_ matches: [Data], query: String, limit: Int) -> Data? {
        let found = matches.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }.filter { match in
            ["name", "homeParticipantName", "awayParticipantName", "parentName"].compactMap { match[$0] as? String }
                .contains { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        let result: [String: Any] = ["resultMap": ["MATCH": ["records": Array(found.prefix(max(limit, 0)))]]]
        return try? JSONSerialization.data(withJSONObject: result)
    }
}
