import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The provider's running totals of what its aggregator stores skipped, for
/// ``EveryMatrixProvider/liveDiagnostics``. Each store reports the growth of its own
/// ``AggregatorStore/Statistics`` since it last reported, so a store replaced on reconnect
/// adds only what it saw.
package final class LiveDiagnosticsCounter: Sendable {
    private let totals = Locked(LiveFeedDiagnostics())

    package init() {}

    /// The totals now.
    package var current: LiveFeedDiagnostics { totals.withLock { $0 } }

    /// Adds what `statistics` grew by since `reported`, then remembers it as reported.
    func add(_ statistics: AggregatorStore.Statistics, since reported: inout AggregatorStore.Statistics) {
        let delta = LiveFeedDiagnostics(undecodableRecords: statistics.undecodableRecords - reported.undecodableRecords,
                                        unmodelledRecords: statistics.unmodelledRecords - reported.unmodelledRecords,
                                        unknownReferences: statistics.unknownIdChanges - reported.unknownIdChanges,
                                        staleMessages: statistics.staleMessages - reported.staleMessages)
        reported = statistics
        guard delta != LiveFeedDiagnostics() else { return }
        totals.withLock { $0 += delta }
    }
}

extension EveryMatrixProvider {
    /// What this provider's live feeds and event-page fetches could not use since it was
    /// created (all zero where the platform has no WebSocket).
    public var liveDiagnostics: LiveFeedDiagnostics {
        aggregator?.diagnostics.current ?? LiveFeedDiagnostics()
    }
}
