import Foundation
@_spi(ProviderKit) import ServicesProvider

extension LiveDiagnosticsCounter {
    /// Adds what a store's ``AggregatorStore/Statistics`` grew by since `reported`, then
    /// remembers them as reported: each store reports only its own growth, so a store replaced
    /// on reconnect adds only what it saw.
    func add(_ statistics: AggregatorStore.Statistics, since reported: inout AggregatorStore.Statistics) {
        add(LiveFeedDiagnostics(undecodableRecords: statistics.undecodableRecords - reported.undecodableRecords,
                                unmodelledRecords: statistics.unmodelledRecords - reported.unmodelledRecords,
                                unknownReferences: statistics.unknownIdChanges - reported.unknownIdChanges,
                                staleMessages: statistics.staleMessages - reported.staleMessages))
        reported = statistics
    }
}

