/// The numeric ids of the odds changes in a batch of messages, warmed
/// (``AggregatorStore/OfferTable/readAhead(_:)``) a window of records ahead of applying them.
/// A window's offers are about a hundred cache lines (a bucket and three slot lines each), so
/// they are still in the processor's first-level cache when applied.
struct OfferReadAhead {
    private static let window = 32
    /// Each odds change's offer and its record's position in the batch, in batch order.
    private var keys: [UInt64] = []
    private var positions: [Int] = []
    /// Where each message's records start in the batch.
    private var starts: [Int] = []
    /// The next record to apply, the first change not yet warmed, and the end of the warmed window.
    private var position = 0
    private var nextKey = 0
    private var warmedUpTo = 0

    init(_ messages: borrowing [EveryMatrix.AggregatorMessage]) {
        starts.reserveCapacity(messages.count)
        var position = 0
        for message in messages.indices {
            starts.append(position)
            // Read in place: a record is over 200 bytes, and `Array`'s getter copies it.
            messages[message].records.withUnsafeBufferPointer { records in
                for index in records.indices {
                    if case .change(let change) = records[index], let key = change.oddsChangeNumber {
                        keys.append(key)
                        positions.append(position + index)
                    }
                }
            }
            position += messages[message].records.count
        }
    }

    /// Call before applying message `index` (a message skipped as stale has no records applied).
    mutating func beginMessage(_ index: Int) {
        position = starts[index]
    }

    /// Call before applying each record: when the last window is used up, warms the odds
    /// changes among the next `window` records.
    mutating func willApplyRecord(to offers: inout AggregatorStore.OfferTable) {
        if position >= warmedUpTo {
            warmedUpTo = position + Self.window
            while nextKey < keys.count, positions[nextKey] < position { nextKey += 1 }
            let first = nextKey
            while nextKey < keys.count, positions[nextKey] < warmedUpTo { nextKey += 1 }
            if nextKey > first { offers.readAhead(keys[first..<nextKey]) }
        }
        position += 1
    }
}
