import AppModels
import Foundation
import Testing
@_spi(Benchmarks) import ServicesProviderTooling

/// A long Goma live list goes through decoding, the domain and AppModels in linear time: ten
/// times the events may take at most thirty times as long (linear reads 10, quadratic 100), on
/// the app's path (`GomaEventListWorkload`, which the benchmark times too). A ratio of two runs
/// in the same process, so the machine's speed and load cancel out. A debug build decodes about
/// 5,000 events a second here, so this test steps from 1,000 to 10,000 events (about 7 s); the
/// benchmark steps from 10,000 to the 100,000 in release (`Benchmarks/README.md`).
@Suite(.serialized) struct LargeEventListTests {
    /// The fastest of three runs, in seconds, and the last run's rows.
    func fastestOfThree(_ count: Int) async throws -> (seconds: Double, items: [EventItem]) {
        let payload = try GomaEventListWorkload.payload(count: count)
        let clock = ContinuousClock()
        var best = Double.infinity
        var items: [EventItem] = []
        for _ in 0..<3 {
            let elapsed = try await clock.measure { items = try await GomaEventListWorkload.eventItems(from: payload) }
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return (best, items)
    }

    @Test func tenTimesTheEventsTakeAtMostThirtyTimesAsLong() async throws {
        let small = try await fastestOfThree(1_000)
        let large = try await fastestOfThree(10_000)
        let ratio = large.seconds / small.seconds
        #expect(ratio <= 30, "10,000 events took \(large.seconds) s, 1,000 took \(small.seconds) s: \(ratio)× (linear is 10×)")

        #expect(small.items.count == 1_000)
        #expect(large.items.count == 10_000)
        let first = try #require(large.items.first), last = try #require(large.items.last)
        #expect(first.id == "10000000")
        #expect(last.id == "10009999")
        for item in [first, last] {
            #expect(item.title == "Sporting Modelo v Académico Demo")
            #expect(item.isLive)
            #expect(item.markets.first?.outcomes.count == 3)
        }
    }
}
