import Foundation
@_spi(ProviderKit) import ServicesProvider

// The catalogue: sports with counts, tournaments, search results.
extension EveryMatrixModelMapper {
    /// Every sport of a disciplines dump, in the vendor's order, with its counts.
    static func sports(in store: AggregatorStore) -> [Sport] {
        store.sportsInArrivalOrder.map(sport)
    }

    /// The competitions of a tournament RPC, in the vendor's order, leaving out those without
    /// events (as the vendor's own app does: the vendor lists finished or not yet scheduled
    /// tournaments with `numberOfEvents` 0).
    static func competitions(_ list: EveryMatrixModels.TournamentList) -> [Competition] {
        list.records.filter { $0.numberOfEvents != 0 }.map(competition)
    }

    /// A tournament as a competition: its location is the region.
    static func competition(_ tournament: EveryMatrixModels.Tournament) -> Competition {
        Competition(id: tournament.id, name: nonEmpty(tournament.translatedName) ?? tournament.name, sportId: tournament.sportId,
                    region: nonEmpty(tournament.venueName) ?? nonEmpty(tournament.categoryName), eventCount: tournament.numberOfEvents,
                    regionId: tournament.venueId, liveEventCount: tournament.numberOfLiveEvents,
                    upcomingEventCount: tournament.numberOfUpcomingMatches)
    }

    /// The matches a multi-search found, in the vendor's order, with what they point to: the
    /// hits' records and included data applied as one dump to a fresh store.
    static func events(_ result: EveryMatrixModels.MultiSearchResult) -> [Event] {
        guard let hits = result.resultMap?["MATCH"] else { return [] }
        // The matches first, so their arrival order is the result's order.
        let records = (hits.records ?? []) + (hits.includedData ?? [])
        var store = AggregatorStore()
        var changes: [EventChange] = []
        store.apply(taking: [EveryMatrixModels.AggregatorMessage(version: "0", format: nil, messageType: "INITIAL_DUMP", records: records)],
                    into: &changes)
        return events(in: store)
    }
}
