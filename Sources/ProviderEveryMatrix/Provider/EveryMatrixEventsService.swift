import Foundation
import ServicesProvider

/// Live sports data from the aggregator (filled in with the live feed).
struct EveryMatrixEventsService: EventsService {
    let context: EveryMatrixContext
    var providerName: String { "EveryMatrix" }
}
