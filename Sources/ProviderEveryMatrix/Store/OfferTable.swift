import Foundation

extension AggregatorStore {
    /// The betting offers by id, shaped for an odds change, the store's hot path. Offers live
    /// densely in one array of slots; small tables map ids to slots. In a large store a hash
    /// table's own value array is sparse (a quarter to a half empty) and many megabytes wide,
    /// so a change paid a page-table walk and a cache miss; the slot tables stay in cache and
    /// the dense slots stay within the processor's address-translation reach. The vendor's ids
    /// are numbers (8-byte keys); any other id has a table of its own.
    package struct OfferTable: Sendable {
        private var slotByNumber: [UInt64: Int32] = [:]
        private var slotByText: [String: Int32] = [:]
        /// Not optional: an optional slot is changed by copying it out and back, which in a
        /// large store retained strings far away in memory. An emptied slot holds `vacant`.
        private var slots: ContiguousArray<StoredOffer> = []
        /// Emptied slots, reused before the array grows.
        private var freeSlots: [Int32] = []

        /// What an emptied slot holds: no references, so it keeps nothing alive.
        private static let vacant = StoredOffer(link: OutcomeLink(), outcome: .number(0),
                                                value: EveryMatrix.BettingOffer(odds: 0, statusId: nil, isAvailable: nil, lastChangedTime: nil, id: "", outcomeId: ""))

        package var count: Int { slotByNumber.count + slotByText.count }
        package var isEmpty: Bool { count == 0 }
        /// Every offer, in no particular order.
        package var values: [StoredOffer] { (Array(slotByNumber.values) + Array(slotByText.values)).map { slots[Int($0)] } }

        package subscript(key: EntityKey) -> StoredOffer? {
            slot(of: key).map { slots[Int($0)] }
        }

        /// Changes an offer in place (one lookup, no copy). `nil` when there is no such offer.
        package mutating func modify<Result>(_ key: EntityKey, _ body: (inout StoredOffer) -> Result) -> Result? {
            guard let slot = slot(of: key) else { return nil }
            return body(&slots[Int(slot)])
        }

        /// An offer's odds and status fields, read in place (a copy of the whole offer would
        /// retain each of its strings).
        package func price(_ key: EntityKey) -> (odds: Decimal, statusId: String?, isAvailable: Bool?)? {
            guard let slot = slot(of: key).map(Int.init) else { return nil }
            return (slots[slot].value.odds, slots[slot].value.statusId, slots[slot].value.isAvailable)
        }

        /// Stores an offer; returns the one it replaced.
        @discardableResult
        package mutating func updateValue(_ offer: StoredOffer, forKey key: EntityKey) -> StoredOffer? {
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
            case .number(let number): slotByNumber[number] = slot
            case .text(let text): slotByText[text] = slot
            }
            return nil
        }

        @discardableResult
        package mutating func removeValue(forKey key: EntityKey) -> StoredOffer? {
            let removed: Int32?
            switch key {
            case .number(let number): removed = slotByNumber.removeValue(forKey: number)
            case .text(let text): removed = slotByText.removeValue(forKey: text)
            }
            guard let slot = removed else { return nil }
            freeSlots.append(slot)
            var old = Self.vacant
            swap(&old, &slots[Int(slot)])
            return old
        }

        /// Room for `count` offers (the vendor's ids are numbers).
        package mutating func reserveCapacity(_ count: Int) {
            slotByNumber.reserveCapacity(count)
            slots.reserveCapacity(count)
        }

        private func slot(of key: EntityKey) -> Int32? {
            switch key {
            case .number(let number): return slotByNumber[number]
            case .text(let text): return slotByText[text]
            }
        }
    }
}
