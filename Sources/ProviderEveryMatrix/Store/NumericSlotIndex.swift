/// Maps the vendor's numeric ids to slot numbers: the offers' index, on the odds-change hot
/// path. Open addressing with linear probing over 16-byte buckets kept at most half full, so a
/// lookup is a few arithmetic instructions and almost always one cache line.
///
/// Why not `Dictionary`: it hashes with SipHash (about a tenth of an odds change) and keeps
/// keys and values in separate arrays (two lines per lookup). And its lookup is too long for
/// several to be in flight at once, which the store's read-ahead relies on
/// (``OfferReadAhead``).
struct NumericSlotIndex: Sendable {
    private struct Bucket: Sendable {
        var key: UInt64
        /// Negative: the bucket is empty.
        var slot: Int32
    }

    private static let empty = Bucket(key: 0, slot: -1)
    private var buckets: ContiguousArray<Bucket>
    private var mask: Int
    /// Mixed into every hash so that a set of ids cannot be crafted to pile into one run of
    /// buckets (the ids come from the vendor, but a slow store would be a denial of service).
    private let seed: UInt64
    private(set) var count = 0

    init() {
        buckets = ContiguousArray(repeating: Self.empty, count: 16)
        mask = 15
        seed = UInt64.random(in: .min ... .max)
    }

    /// The bucket a key is looked for first: a 64-bit finaliser (two multiplies) of the
    /// seeded key, so nearby ids spread over the whole table.
    @inline(__always)
    private func home(of key: UInt64) -> Int {
        var mixed = key ^ seed
        mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        mixed = (mixed ^ (mixed >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 33)) & mask
    }

    /// The key in a key's home bucket, read for its cache line only (see ``OfferTable``).
    @inline(__always)
    func keyInHomeBucket(of key: UInt64) -> UInt64 {
        buckets[home(of: key)].key
    }

    subscript(key: UInt64) -> Int32? {
        var index = home(of: key)
        while true {
            let bucket = buckets[index]
            if bucket.slot < 0 { return nil }
            if bucket.key == key { return bucket.slot }
            index = (index + 1) & mask
        }
    }

    /// Every slot, in no particular order.
    var slots: [Int32] {
        buckets.compactMap { $0.slot < 0 ? nil : $0.slot }
    }

    /// Files `slot` under `key`, replacing what was there.
    mutating func set(_ slot: Int32, for key: UInt64) {
        precondition(slot >= 0, "a slot number is never negative")
        if (count + 1) * 2 > buckets.count { resize(to: buckets.count * 2) }
        var index = home(of: key)
        while buckets[index].slot >= 0 {
            if buckets[index].key == key {
                buckets[index].slot = slot
                return
            }
            index = (index + 1) & mask
        }
        buckets[index] = Bucket(key: key, slot: slot)
        count += 1
    }

    /// Removes a key; returns its slot. Later buckets of the run are shifted back into the
    /// hole, so no tombstone is left to lengthen later lookups.
    @discardableResult
    mutating func remove(_ key: UInt64) -> Int32? {
        var hole = home(of: key)
        while buckets[hole].key != key || buckets[hole].slot < 0 {
            if buckets[hole].slot < 0 { return nil }
            hole = (hole + 1) & mask
        }
        let removed = buckets[hole].slot
        var next = hole
        while true {
            next = (next + 1) & mask
            let bucket = buckets[next]
            if bucket.slot < 0 { break }
            // A bucket may fill the hole if the hole is no nearer to it than its home is.
            let fromHome = (next - home(of: bucket.key)) & mask
            let fromHole = (next - hole) & mask
            if fromHome >= fromHole {
                buckets[hole] = bucket
                hole = next
            }
        }
        buckets[hole] = Self.empty
        count -= 1
        return removed
    }

    /// Room for `count` keys without growing.
    mutating func reserveCapacity(_ count: Int) {
        var capacity = buckets.count
        while count * 2 > capacity { capacity *= 2 }
        if capacity > buckets.count { resize(to: capacity) }
    }

    private mutating func resize(to capacity: Int) {
        let old = buckets
        buckets = ContiguousArray(repeating: Self.empty, count: capacity)
        mask = capacity - 1
        for bucket in old where bucket.slot >= 0 {
            var index = home(of: bucket.key)
            while buckets[index].slot >= 0 { index = (index + 1) & mask }
            buckets[index] = bucket
        }
    }
}
