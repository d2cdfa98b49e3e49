import Foundation

extension AggregatorStore {
    /// The betting offers by id, shaped for an odds change, the store's hot path. Offers live
    /// densely in one array of slots. A small index maps ids to slots (``NumericSlotIndex`` for
    /// the vendor's numeric ids; any other id has a `Dictionary` of its own). A hash table's own
    /// value array would be sparse and many megabytes wide. In a large store a change still
    /// waits for memory twice (index bucket, then slot), so a batch's changes are read ahead
    /// (``OfferReadAhead``).
    struct OfferTable: Sendable {
        private var slotByNumber = NumericSlotIndex()
        private var slotByText: [String: Int32] = [:]
        /// Not optional: an optional slot is changed by copying it out and back, which in a
        /// large store retained strings far away in memory. An emptied slot holds `vacant`.
        private var slots: ContiguousArray<StoredOffer> = []
        /// Emptied slots, reused before the array grows.
        private var freeSlots: [Int32] = []

        /// What an emptied slot holds: no references, so it keeps nothing alive.
        private static let vacant = StoredOffer(link: OutcomeLink(), outcome: .number(0),
                                                value: EveryMatrixModels.BettingOffer(odds: 0, statusId: nil, isAvailable: nil, lastChangedTime: nil, id: "", outcomeId: ""))

        var count: Int { slotByNumber.count + slotByText.count }
        var isEmpty: Bool { count == 0 }
        /// What the read-ahead read, kept so the optimiser cannot drop the reads (never used).
        private var readAheadSink: UInt64 = 0
        /// The read-ahead's windows and the offers they read (``AggregatorStore/readAheadCounts``).
        private(set) var readAheadCounts = (windows: 0, offers: 0)

        subscript(key: EntityKey) -> StoredOffer? {
            slot(of: key).map { slots[Int($0)] }
        }

        /// Changes an offer in place (one lookup, no copy). `nil` when there is no such offer.
        mutating func modify<Result>(_ key: EntityKey, _ body: (inout StoredOffer) -> Result) -> Result? {
            guard let slot = slot(of: key) else { return nil }
            return body(&slots[Int(slot)])
        }

        /// An offer's odds and status fields, read in place (a copy of the whole offer would
        /// retain each of its strings).
        func price(_ key: EntityKey) -> (odds: Decimal, statusId: String?, isAvailable: Bool?)? {
            guard let slot = slot(of: key).map(Int.init) else { return nil }
            return (slots[slot].value.odds, slots[slot].value.statusId, slots[slot].value.isAvailable)
        }

        /// Stores an offer; returns the one it replaced.
        @discardableResult
        mutating func updateValue(_ offer: StoredOffer, forKey key: EntityKey) -> StoredOffer? {
            if let slot = slot(of: key) {
                var old = offer
                swap(&old, &slots[Int(slot)])
                return old
            }
            let slot: Int32
            if let free = freeSlots.popLast() {
                slot = free
                slots[Int(slot)] = offer
            } else {
                slot = Int32(slots.count)
                slots.append(offer)
            }
            switch key {
            case .number(let number): slotByNumber.set(slot, for: number)
            case .spelled(let spelling): slotByText[spelling.text] = slot
            }
            return nil
        }

        @discardableResult
        mutating func removeValue(forKey key: EntityKey) -> StoredOffer? {
            let removed: Int32?
            switch key {
            case .number(let number): removed = slotByNumber.remove(number)
            case .spelled(let spelling): removed = slotByText.removeValue(forKey: spelling.text)
            }
            guard let slot = removed else { return nil }
            freeSlots.append(slot)
            var old = Self.vacant
            swap(&old, &slots[Int(slot)])
            return old
        }

        /// Room for `count` offers (the vendor's ids are numbers).
        mutating func reserveCapacity(_ count: Int) {
            slotByNumber.reserveCapacity(count)
            slots.reserveCapacity(count)
        }

        /// Reading ahead brings the offers of coming odds changes into cache, so that their
        /// memory latencies overlap instead of adding up. In a large store each change otherwise
        /// waits twice for memory: once for its index bucket and once for its slot. Swift has no
        /// prefetch instruction, so these are plain loads in short loops whose loads neither
        /// depend on each other nor decide a branch, so the processor keeps many in flight.
        /// Advisory only: applying a change looks everything up again, so a stale key (a change
        /// behind a delete, an unknown id) costs nothing wrong. ``OfferReadAhead`` drives it.
        ///
        /// First pass: the keys' home buckets.
        func readAheadBuckets(_ keys: UnsafeBufferPointer<UInt64>) -> UInt64 {
            var sink: UInt64 = 0
            for key in keys { sink &+= slotByNumber.keyInHomeBucket(of: key) }
            return sink
        }

        /// Second pass, once the buckets are in cache: the part of each key's slot an odds
        /// change reads and writes (from its link to the offer's `lastChangedTime`), one load
        /// per cache line, none of which decides a branch.
        mutating func readAheadSlots(_ keys: UnsafeBufferPointer<UInt64>, sink: UInt64) {
            readAheadCounts.windows += 1
            readAheadCounts.offers += keys.count
            var sink = sink
            let offsets = Self.readAheadOffsets
            slots.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return }
                for key in keys {
                    guard let slot = slotByNumber[key].map(Int.init), slot < buffer.count else { continue }
                    let start = base + slot * MemoryLayout<StoredOffer>.stride
                    for offset in offsets { sink &+= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) }
                }
            }
            readAheadSink &+= sink
        }

        /// Where in a slot the read-ahead loads a byte: one per cache line of the part an odds
        /// change touches, from the slot's start to the end of the offer's `lastChangedTime` (the
        /// id strings after it are not read). A test checks that each falls inside a field, so
        /// no byte read is padding.
        static let readAheadOffsets: [Int] = {
            let hotBytes = MemoryLayout<StoredOffer>.offset(of: \StoredOffer.value)!
                + MemoryLayout<EveryMatrixModels.BettingOffer>.offset(of: \EveryMatrixModels.BettingOffer.lastChangedTime)! + MemoryLayout<Int64?>.size
            return Array(stride(from: 0, to: hotBytes - 1, by: 64)) + [hotBytes - 1]
        }()

        private func slot(of key: EntityKey) -> Int32? {
            switch key {
            case .number(let number): return slotByNumber[number]
            case .spelled(let spelling): return slotByText[spelling.text]
            }
        }
    }
}
