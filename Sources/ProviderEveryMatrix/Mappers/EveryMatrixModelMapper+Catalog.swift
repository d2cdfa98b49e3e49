import Foundation
@_spi(ProviderKit) import ServicesProvider

// The catalogue: sports with counts, tournaments. A search's matches are a dump's
// (`EveryMatrixModels.MultiSearchResult.matchDump`), mapped as events.
extension EveryMatrixModelMapper {
    /// Every sport of a disciplines dump, in the vendor's order, with its counts.
    static func sports(in store: AggregatorView) -> [Sport] {
        store.sports().map(sport)
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
}
