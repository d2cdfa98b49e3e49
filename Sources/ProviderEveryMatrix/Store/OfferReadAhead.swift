/// Warms the offers of a batch's coming odds changes a window of records ahead of applying
/// them (``AggregatorStore/OfferTable/readAheadBuckets(_:)``). A window's offers are about a
/// hundred cache lines (a bucket and two or three slot lines each), so they are still in the
/// processor's first-level cache when applied. The window spans messages: the vendor's
/// messages carry one to six records, so a window within one message would rarely hold more
/// than one change.
///
/// The two passes are pipelined: when a window starts, its slots are read (their buckets were
/// read when the window before it started) together with the next window's buckets, so the
/// processor waits for memory about once per window, not twice.
///
/// It allocates nothing: the keys are gathered on the stack when a window starts.
///
/// Reading ahead changes no result, so only a count can show that it works: the offer table
/// counts the windows and the offers they read (``AggregatorStore/readAheadCounts``).
struct OfferReadAhead {
    /// Records per window.
    static let window = 32
    /// Records still ahead of the last window's start (applying one uses one up).
    private var warmRecords = 0
    /// Whether a window has started: the first one has no buckets read for it yet.
    private var started = false

    /// Call before applying each record. `upcoming` are the records of its message not yet
    /// applied, it first; `messages` is the batch, whose messages after `index` come next. A
    /// later message that turns out stale still counts towards the window: it only means a few
    /// records after it are applied cold.
    mutating func willApply(_ upcoming: UnsafeBufferPointer<EveryMatrixModels.AggregatorRecord>, message index: Int,
                            of messages: borrowing [EveryMatrixModels.AggregatorMessage], to offers: inout AggregatorStore.OfferTable) {
        if warmRecords > 0 {
            warmRecords -= 1
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * Self.window) { keys in
            // The offer ids of this window's and the next window's odds changes, split at `split`.
            var gathered = GatheredKeys()
            gathered.add(upcoming, into: keys)
            var next = index + 1
            while gathered.scanned < 2 * Self.window, next < messages.count {
                messages[next].records.withUnsafeBufferPointer { gathered.add($0, into: keys) }
                next += 1
            }
            let split = gathered.split ?? gathered.count
            let current = UnsafeBufferPointer(rebasing: keys[..<split])
            var sink = offers.readAheadBuckets(UnsafeBufferPointer(rebasing: keys[split..<gathered.count]))
            if !started { sink &+= offers.readAheadBuckets(current) }
            offers.readAheadSlots(current, sink: sink)
            started = true
            warmRecords = min(gathered.scanned, Self.window) - 1
        }
    }
}

/// The keys gathered from the next two windows of records.
private struct GatheredKeys {
    var count = 0
    var scanned = 0
    /// How many keys come from the first window (set once the second one is reached).
    var split: Int?

    /// Adds the offer ids of the odds changes among `records`, up to two windows in all.
    mutating func add(_ records: UnsafeBufferPointer<EveryMatrixModels.AggregatorRecord>, into keys: UnsafeMutableBufferPointer<UInt64>) {
        for index in 0..<min(records.count, 2 * OfferReadAhead.window - scanned) {
            if scanned == OfferReadAhead.window { split = count }
            scanned += 1
            // Read in place (iterating would copy each record, retaining its strings).
            if let key = records[index].offerUpdateId?.number {
                keys[count] = key
                count += 1
            }
        }
    }
}

extension AggregatorStore {
    /// How many read-ahead windows started, and how many offers' slots they read, since the
    /// store was made. Only tests read it: reading ahead changes no result.
    @_spi(Testing) public var readAheadCounts: (windows: Int, offers: Int) { offers.readAheadCounts }
}
