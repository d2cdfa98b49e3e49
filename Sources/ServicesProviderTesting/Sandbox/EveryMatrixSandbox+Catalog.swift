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
            if let count = popularMatchesCount(topic) { return count <= 10 ? popularPage1 : popularPage2 }
            if topic.contains("/custom-matches-aggregator/") && topic.contains("/NOT_LIVE/") { return prelive }
            return nil
        }
    }

    /// The tournament RPCs and both search RPCs, answered from their recorded results.
    static func catalogProcedures() -> ProcedureRoute {
        let results = [
            "/sports#tournaments": fixture("rpc-tournaments-football.json"),
            "/sports#popularTournaments": fixture("rpc-popular-tournaments-football.json"),
            "/sports#multiSearch": fixture("rpc-multi-search-arsenal.json"),
            "/sports#searchV2": fixture("rpc-search-v2-arsenal.json"),
        ]
        return { name, _ in results[name] }
    }

    /// The count segment of a popular-matches topic (`…/popular-matches-aggregator-main/{sport}/{count}/{markets}`).
    private static func popularMatchesCount(_ topic: String) -> Int? {
        guard let range = topic.range(of: "/popular-matches-aggregator-main/") else { return nil }
        let segments = topic[range.upperBound...].split(separator: "/")
        return segments.count >= 2 ? Int(segments[1]) : nil
    }
}
