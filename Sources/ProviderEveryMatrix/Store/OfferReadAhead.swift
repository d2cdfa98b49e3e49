/// Warms the offers of a batch's coming odds changes (``AggregatorStore/OfferTable/readAhead(_:)``)
/// a window of records ahead of applying them. A window's offers are about a hundred cache
/// lines (a bucket and three slot lines each), so they are still in the processor's
/// first-level cache when applied. The window spans messages: the vendor's messages carry one
/// to six records, so a window within one message would rarely hold more than one change.
///
/// It allocates nothing: the keys of a window are gathered on the stack when it starts.
struct OfferReadAhead {
    static let window = 32
    /// Records still ahead of the last window's start (applying one uses one up).
    private var warmRecords = 0

    /// Call before applying each record. `upcoming` are the records of its message not yet
    /// applied, it first; `messages` is the batch, whose messages after `index` come next. A
    /// later message that turns out stale still counts towards the window: it only means a few
    /// records after it are applied cold.
    mutating func willApply(_ upcoming: UnsafeBufferPointer<EveryMatrix.AggregatorRecord>, message index: Int,
                            of messages: borrowing [EveryMatrix.AggregatorMessage], to offers: inout AggregatorStore.OfferTable) {
        if warmRecords > 0 {
            warmRecords -= 1
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.window) { keys in
            var count = 0
            var scanned = Self.gather(upcoming, into: keys, count: &count)
            var next = index + 1
            while scanned < Self.window, next < messages.count {
                scanned += messages[next].records.withUnsafeBufferPointer { Self.gather($0, into: keys, count: &count, limit: Self.window - scanned) }
                next += 1
            }
            if count > 0 { offers.readAhead(UnsafeBufferPointer(rebasing: keys[..<count])) }
            warmRecords = scanned - 1
        }
    }

    /// Appends the offer ids of the odds changes among the first `limit` records; returns how
    /// many records it looked at.
    private static func gather(_ records: UnsafeBufferPointer<EveryMatrix.AggregatorRecord>, into keys: UnsafeMutableBufferPointer<UInt64>,
                               count: inout Int, limit: Int = window) -> Int {
        let scanned = min(limit, records.count)
        for index in 0..<scanned {
            // Read through the record (not a bound copy of its payload, which retains its strings).
            if let key = records[index].oddsChangeNumber {
                keys[count] = key
                count += 1
            }
        }
        return scanned
    }
}
