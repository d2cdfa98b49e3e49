import Foundation

// The catalogue's reads of the store: its SPORT records. Sports are applied like every other
// record (a dump upserts them, an UPDATE merges only the counts it names, a CREATE adds one,
// a DELETE removes it); this file reads them for the sports list.
extension AggregatorStore {
    /// The SPORT records in the vendor's order (first arrival; a sport CREATEd later comes last).
    var sportsInArrivalOrder: [EveryMatrixModels.Sport] {
        sports.values.sorted { $0.sequence < $1.sequence }.map(\.value)
    }
}
