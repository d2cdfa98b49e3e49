import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

/// (f) A Goma live list of 100,000 events as an app takes it (`GomaEventListWorkload`, the same
/// bytes and path as `Tests/ProviderGomaTests/LargeEventListTests.swift`): `client.events.list`
/// over a stub transport answering the list, then every event to its AppModels row. Against the
/// baseline of JSONDecoder decoding the same bytes into the layer-1 events alone, and against
/// the same path on 10,000 events (linear time reads 10). Each round times the three back to
/// back, the order of the baseline and the app's path alternating; ratios are taken per round.
/// A round takes 10–25 s on this machine, so `--quick` (CI) runs one, a full run five.
@MainActor func runGomaEventListBenchmark(quick: Bool) async throws {
    typealias Workload = GomaEventListWorkload
    let count = 100_000, smallCount = 10_000
    let payload = try Workload.payload(count: count)
    let smallPayload = try Workload.payload(count: smallCount)
    var sink = 0
    func timeApp(_ bytes: Data) async throws -> Double {
        seconds(try await clock.measure { sink &+= try await Workload.eventItems(from: bytes).count })
    }
    func timeBaseline(_ bytes: Data) throws -> Double {
        seconds(try clock.measure { sink &+= try Workload.decodeLayerOne(bytes) })
    }
    // Warm-up on the short list: the code paths resolved (a round of the long one takes ~10 s here).
    _ = try await timeApp(smallPayload)
    _ = try timeBaseline(smallPayload)
    var app: [Double] = [], baseline: [Double] = [], small: [Double] = []
    var overBaseline: [Double] = [], scaling: [Double] = []
    for round in 0..<(quick ? 1 : 5) {
        if round.isMultiple(of: 2) {
            baseline.append(try timeBaseline(payload))
            app.append(try await timeApp(payload))
        } else {
            app.append(try await timeApp(payload))
            baseline.append(try timeBaseline(payload))
        }
        small.append(try await timeApp(smallPayload))
        overBaseline.append(app.last! / baseline.last!)
        scaling.append(app.last! / small.last!)
    }
    if sink == -1 { print("") }
    let megabytes = Double(payload.count) / 1_000_000
    print("\n(f) Goma live list, \(count) events [\(format(megabytes, 1)) MB] through Client and AppModels (median seconds)")
    print("  JSONDecoder into layer-1 events: \(format(median(baseline), 3)) s = \(Int(Double(count) / median(baseline))) events/s")
    print("  client.events.list + eventItem: \(format(median(app), 3)) s = \(Int(Double(count) / median(app))) events/s")
    print("  the same on \(smallCount) events:   \(format(median(small), 3)) s")
    // Generous: three runs here read 1.42–1.67 and 9.3–12.0 (a quadratic path would read about 100).
    record("Goma 100k events, Client + AppModels / JSONDecoder", median(overBaseline), target: 2.5, .atMost, rounds: overBaseline)
    record("Goma events cost(100k)/cost(10k)", median(scaling), target: 20, .atMost, rounds: scaling)
}
