import Foundation

// The catalogue's RPCs: tournaments (`/sports#tournaments`, `/sports#popularTournaments`) and
// search (`/sports#multiSearch`). Their `kwargs` are built here exactly as the vendor's own app
// sends them; the results' entity records are the aggregator's (`EveryMatrixModels+Entities.swift`).
extension EveryMatrixModels {
    /// `kwargs` of `/sports#tournaments` and, with `maxResults`, `/sports#popularTournaments`.
    struct TournamentsArguments: Encodable, Sendable {
        let lang: String
        let sportId: String
        /// Live and pre-live tournaments alike.
        let liveStatus: String
        /// A JSON boolean (not the text `"true"`).
        let sortByPopularity: Bool
        /// Only for `/sports#popularTournaments`; left out of the JSON when `nil`.
        let maxResults: Int?

        init(lang: String, sportId: String, maxResults: Int? = nil) {
            self.lang = lang
            self.sportId = sportId
            liveStatus = "BOTH"
            sortByPopularity = true
            self.maxResults = maxResults
        }
    }

    /// The RESULT `kwargs` of the tournament RPCs: `{version (a number here), format, records}`.
    /// A record that is not a decodable TOURNAMENT is skipped, not fatal to the list.
    struct TournamentList: Decodable, Sendable {
        let records: [Tournament]

        private enum CodingKeys: String, CodingKey { case records }

        /// One record, kept only when it is a TOURNAMENT that decodes.
        private struct Record: Decodable {
            let tournament: Tournament?

            private enum CodingKeys: String, CodingKey { case type = "_type" }

            init(from decoder: any Decoder) {
                let type = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .type)
                tournament = type == "TOURNAMENT" ? try? Tournament(from: decoder) : nil
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            records = try container.decode([Record].self, forKey: .records).compactMap(\.tournament)
        }
    }

    /// TOURNAMENT: a competition. `venueId` / `venueName` are its location (country or region),
    /// `categoryId` its event category.
    struct Tournament: Decodable, Sendable, Hashable {
        let id: String
        let name: String
        let translatedName: String?
        let sportId: String?
        let venueId: String?
        let venueName: String?
        let categoryId: String?
        let categoryName: String?
        let numberOfEvents: Int?
        let numberOfLiveEvents: Int?
        let numberOfUpcomingMatches: Int?
    }

    /// `kwargs` of `/sports#multiSearch` for matches, as the vendor's app sends them.
    struct MultiSearchArguments: Encodable, Sendable {
        /// What to find per entity type; only `MATCH` is asked for.
        let searchMap: [String: MatchSearch]
        let lang: String

        init(query: String, limit: Int, lang: String) {
            searchMap = ["MATCH": MatchSearch(query: query, limit: limit)]
            self.lang = lang
        }
    }

    /// The `MATCH` entry of a multi-search: the query (sent twice, as the vendor's app does),
    /// how many matches, and what to include with them.
    struct MatchSearch: Encodable, Sendable {
        let eventTypes: [String]
        let query: String
        let limit: Int
        /// Main markets per match.
        let mainMarketsLimit: Int
        let include: [String]
        let searchQuery: String

        init(query: String, limit: Int) {
            eventTypes = ["MATCH"]
            self.query = query
            self.limit = limit
            mainMarketsLimit = 3
            include = ["BETTING_OFFERS", "EVENT_INFO"]
            searchQuery = query
        }
    }

    /// The RESULT `kwargs` of `/sports#multiSearch`: per entity type, the found `records` and
    /// the `includedData` they point to (markets, outcomes, offers, infos).
    struct MultiSearchResult: Decodable, Sendable {
        let resultMap: [String: SearchHits]?
    }

    /// One entity type's hits: records and what they point to, as aggregator records.
    struct SearchHits: Decodable, Sendable {
        let records: [AggregatorRecord]?
        let includedData: [AggregatorRecord]?
    }
}

extension EveryMatrixModels.MultiSearchResult {
    /// The match hits and what they point to, as one dump: the matches first, so a store built
    /// from it holds them in the result's order. Empty when the result has no match hits.
    var matchDump: [EveryMatrixModels.AggregatorMessage] {
        guard let hits = resultMap?["MATCH"] else { return [] }
        let records = (hits.records ?? []) + (hits.includedData ?? [])
        return [EveryMatrixModels.AggregatorMessage(version: "0", format: nil, messageType: "INITIAL_DUMP", records: records)]
    }
}
