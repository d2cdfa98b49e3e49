/// A provider's running totals of what its live feeds skipped, the one place every live feed of
/// that provider adds to and ``ServiceProvider/liveDiagnostics`` reads from. Safe to add to from
/// any task: the totals sit behind a lock held only for the addition.
@_spi(ProviderKit) public final class LiveDiagnosticsCounter: Sendable {
    private let totals = Locked(LiveFeedDiagnostics())

    /// A counter at zero (a provider makes one when it is created).
    public init() {}

    /// The totals since the counter was made.
    public var current: LiveFeedDiagnostics { totals.withLock { $0 } }

    /// Adds what a feed skipped (a batch's, a frame's) to the totals; all zeros takes no lock.
    public func add(_ skipped: LiveFeedDiagnostics) {
        guard skipped != LiveFeedDiagnostics() else { return }
        totals.withLock { $0 += skipped }
    }
}
