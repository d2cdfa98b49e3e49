import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

/// (e) `client.wallet.balance()` against `URLSession.data(for:)` + `JSONDecoder` + the same
/// mapping by hand, on one keep-alive loopback server. A round interleaves the two sides in
/// slices of `slice` requests (the order alternating each slice), so a slow spell of this shared
/// machine weighs on both sides of the round's ratio; the ratio is taken per round.
@MainActor func runRequestPathBenchmark(quick: Bool) async throws {
    let workload = try await EveryMatrixBenchmarkSupport.RequestPathWorkload()
    defer { workload.stop() }
    let slice = 20
    let slicesPerRound = 10
    let perRun = slice * slicesPerRound
    let rounds = quick ? 15 : 31
    // Warm up both sides: connections open, code paths resolved.
    _ = try await workload.raw(perRun)
    _ = try await workload.sdk(perRun)
    var raw: [Double] = [], sdk: [Double] = [], ratios: [Double] = []
    var sink = 0
    for _ in 0..<rounds {
        var rawTime = 0.0, sdkTime = 0.0
        for index in 0..<slicesPerRound {
            func timeRaw() async throws { rawTime += seconds(try await clock.measure { sink &+= try await workload.raw(slice) }) }
            func timeSDK() async throws { sdkTime += seconds(try await clock.measure { sink &+= try await workload.sdk(slice) }) }
            if index.isMultiple(of: 2) {
                try await timeRaw()
                try await timeSDK()
            } else {
                try await timeSDK()
                try await timeRaw()
            }
        }
        raw.append(rawTime)
        sdk.append(sdkTime)
        ratios.append(sdkTime / rawTime)
    }
    if sink == -1 { print("") }
    print("\n(e) request path: \(perRun) balances per run over loopback (keep-alive), median µs per request")
    print("  URLSession.data(for:) + JSONDecoder + mapping: \(format(median(raw) / Double(perRun) * 1e6, 1)) µs")
    print("  client.wallet.balance():                       \(format(median(sdk) / Double(perRun) * 1e6, 1)) µs")
    // The SDK's own share: the same call over a transport that answers in-process at once.
    var inProcess: [Double] = []
    for _ in 0..<5 { inProcess.append(seconds(try await clock.measure { _ = try await workload.sdkWithoutNetwork(perRun) })) }
    print("  client.wallet.balance() with no network:       \(format(median(inProcess) / Double(perRun) * 1e6, 1)) µs (the SDK's own cost, decoding and mapping included)")
    record("request path SDK/raw", median(ratios), target: 1.05, .atMost, rounds: ratios)
}
