import Foundation
@_spi(Benchmarks) import ServicesProviderTesting

/// (e) `client.wallet.balance()` against `URLSession.data(for:)` + `JSONDecoder` + the same
/// mapping by hand, on one keep-alive loopback server. Each round times a run of each side
/// back to back (the order alternating), so the ratio is taken per round.
@MainActor func runRequestPathBenchmark(quick: Bool) async throws {
    let workload = try await EveryMatrixBenchmarkSupport.RequestPathWorkload()
    defer { workload.stop() }
    let perRun = quick ? 200 : 500
    let rounds = quick ? 9 : 21
    // Warm up both sides: connections open, code paths resolved.
    _ = try await workload.raw(perRun)
    _ = try await workload.sdk(perRun)
    var raw: [Double] = [], sdk: [Double] = [], ratios: [Double] = []
    for round in 0..<rounds {
        var sink = 0
        func timeRaw() async throws { raw.append(seconds(try await clock.measure { sink &+= try await workload.raw(perRun) })) }
        func timeSDK() async throws { sdk.append(seconds(try await clock.measure { sink &+= try await workload.sdk(perRun) })) }
        if round.isMultiple(of: 2) {
            try await timeRaw()
            try await timeSDK()
        } else {
            try await timeSDK()
            try await timeRaw()
        }
        ratios.append(sdk.last! / raw.last!)
        if sink == -1 { print("") }
    }
    print("\n(e) request path: \(perRun) balances per run over loopback (keep-alive), median µs per request")
    print("  URLSession.data(for:) + JSONDecoder + mapping: \(format(median(raw) / Double(perRun) * 1e6, 1)) µs")
    print("  client.wallet.balance():                       \(format(median(sdk) / Double(perRun) * 1e6, 1)) µs")
    // The SDK's own share: the same call over a transport that answers in-process at once.
    var inProcess: [Double] = []
    for _ in 0..<5 { inProcess.append(seconds(try await clock.measure { _ = try await workload.sdkWithoutNetwork(perRun) })) }
    print("  client.wallet.balance() with no network:       \(format(median(inProcess) / Double(perRun) * 1e6, 1)) µs (the SDK's own cost, decoding and mapping included)")
    record("request path SDK/raw", median(ratios), target: 1.05, .atMost, rounds: ratios)
}
