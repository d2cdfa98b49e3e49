/// A small deterministic generator (SplitMix64), so benchmark runs are comparable and a failing
/// randomised test or probe can be replayed from its seed.
package struct SplitMix: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is at most 1), the same on every platform.
    package mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    /// One of `items`, which must not be empty.
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// ``SplitMix`` for the `Benchmarks/` package (not a supported API): a seeded shuffle, such as a
/// synthetic dump's key order, is then the same file on every machine and in every run.
@_spi(Benchmarks) public struct SeededGenerator: RandomNumberGenerator {
    private var base: SplitMix

    /// A generator whose sequence `seed` decides.
    public init(seed: UInt64) { base = SplitMix(seed: seed) }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 { base.next() }
}
