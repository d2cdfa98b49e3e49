import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

// Measures, in one run, on the real dumps and on synthetic dumps of ~5 MB and ~50 MB:
// (a) bare JSONDecoder decode into flat layer-1 records (the floor),
// (b) the full pipeline: decode (the SDK's AggregatorMessageReader) + entity store + domain events,
// the aggregator decoder against JSONDecoder (dump, 10-record update, peak RSS of the pipeline),
// (c) applying 100,000 odds UPDATE records to stores of 1k and 100k entities.
// (d) liveEvents and liveChanges per batch of 10 odds changes through Client, on boards of 1k, 10k, 100k entities.
// (e) client.wallet.balance() over loopback against URLSession.data(for:) + JSONDecoder.
// (f) a Goma live list of 100,000 events through Client and AppModels against JSONDecoder alone.
// (g) a 500 MB document uploaded from a file through Client: peak memory above the baseline (UploadBenchmark.swift).
// (h) the first board of a 50 MB and a 200 MB dump through Client: peak memory, time (FirstBoardBenchmark.swift).
// Each target is printed at the end with its per-round figures; a median that misses its
// target by more than 20% (this machine's noise) makes the run exit 1 (Targets.swift).

let quick = CommandLine.arguments.contains("--quick")
// The peak-RSS child (a fresh process the decoder section starts) measures and exits here.
try DecoderBenchmark.runPeakRSSChildIfAsked()
// So does the upload's child (a fresh process, so its baseline is the SDK's alone).
try await UploadBenchmark.runChildIfAsked()
/// `--only decoder`, `live-boards`, `first-board`, `request-path`, `upload` or `goma-events` runs
/// that section alone (for working on it).
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
if only == "request-path" {
    try await runRequestPathBenchmark(quick: quick)
    reportTargetsAndExit()
}
if only == "upload" {
    try UploadBenchmark.run()
    reportTargetsAndExit()
}
if only == "decoder" {
    try DecoderBenchmark.run(quick: quick)
    reportTargetsAndExit()
}
if only == "live-boards" {
    let snapshots = try await snapshotBenchmark(quick: quick)
    recordSnapshotTargets(snapshots)
    reportTargetsAndExit()
}
if only == "first-board" {
    try FirstBoardBenchmark.run(quick: quick)
    reportTargetsAndExit()
}
if only == "goma-events" {
    try await runGomaEventListBenchmark(quick: quick)
    reportTargetsAndExit()
}
enum BenchmarkError: Error { case unexpectedFixtureShape }

func fixturesDirectory() -> URL {
    // Benchmarks/Sources/EveryMatrixBenchmark/main.swift → repository root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent("Sources/ServicesProviderTesting/SandboxFixtures/everymatrix")
}

let directory = fixturesDirectory()
let football = try Data(contentsOf: directory.appendingPathComponent("popular-live-matches-football.json"))
let tennis = try Data(contentsOf: directory.appendingPathComponent("live-matches-tennis.json"))
let next = try Data(contentsOf: directory.appendingPathComponent("next-matches-all-sports.json"))

print("EveryMatrix aggregator benchmark\(quick ? " (--quick)" : "")")
var inputs: [(String, Data, Int)] = [
    ("real: popular-live-matches-football", football, quick ? 20 : 50),
    ("real: live-matches-tennis", tennis, quick ? 20 : 50),
    ("real: next-matches-all-sports", next, quick ? 20 : 50),
]
inputs.append(("synthetic ~5 MB", try syntheticDump(from: football, targetBytes: 5_000_000), 7))
if !quick { inputs.append(("synthetic ~50 MB", try syntheticDump(from: football, targetBytes: 50_000_000), 5)) }

var worstRatio = 0.0
print("\n(a) decode vs (b) decode + store + domain events (median seconds)")
for (name, data, runs) in inputs {
    let (a, b, ratio, _) = try interleavedMedians(runs: runs, { try EveryMatrixBenchmarkSupport.decodeRecords(data) },
                                               { try EveryMatrixBenchmarkSupport.decodeApplyAndBuild(data) })
    worstRatio = max(worstRatio, ratio)
    let megabytes = Double(data.count) / 1_000_000
    let stages = try EveryMatrixBenchmarkSupport.pipelineBreakdown(data)
    print("    stages of b: decode \(format(stages.decode, 4)) s, store \(format(stages.apply, 4)) s, domain \(format(stages.build, 4)) s")
    print("  \(name) [\(format(megabytes, 2)) MB]: a=\(format(a, 4)) s (\(format(megabytes / a, 1)) MB/s)  b=\(format(b, 4)) s  b/a=\(format(ratio, 2))")
}

print("\n(c) 100,000 odds UPDATE records (median seconds)")
let updates = 100_000
let small = try EveryMatrixBenchmarkSupport.UpdateWorkload(entities: 1_000, updates: updates)
let large = try EveryMatrixBenchmarkSupport.UpdateWorkload(entities: 100_000, updates: updates)
/// One timed run of a workload on a freshly prepared store (preparing is not timed).
func timeUpdates(_ workload: EveryMatrixBenchmarkSupport.UpdateWorkload) -> Double {
    var prepared = workload.prepare()
    var emitted = 0
    let elapsed = clock.measure { emitted = workload.run(on: &prepared) }
    if emitted == 0 { print("  warning: no changes emitted") }
    return seconds(elapsed)
}
// Alternating runs after a warm-up of each, as for (a) and (b).
_ = (timeUpdates(small), timeUpdates(large))
// Each round times both stores back to back, so the ratio is taken per round and its median
// reported: a slow spell of this shared machine then weighs on both sides of a round's ratio.
var updateTimes: ([Double], [Double]) = ([], [])
var roundRatios: [Double] = []
for _ in 0..<15 {
    updateTimes.0.append(timeUpdates(small))
    updateTimes.1.append(timeUpdates(large))
    roundRatios.append(updateTimes.1.last! / updateTimes.0.last!)
}
let c1k = median(updateTimes.0)
let c100k = median(updateTimes.1)
let largeToSmall = median(roundRatios)
print("  store of \(small.entityCount) entities: \(format(c1k, 4)) s = \(Int(Double(updates) / c1k)) records/s")
print("  store of \(large.entityCount) entities: \(format(c100k, 4)) s = \(Int(Double(updates) / c100k)) records/s")
print("  per-round c(100k)/c(1k): \(roundRatios.sorted().map { format($0, 2) }.joined(separator: " "))")

record("worst b/a (per input, median of pairs)", worstRatio, target: 0.5, .atMost)
try DecoderBenchmark.run(quick: quick)
record("update throughput, records/s (slower store)", Double(updates) / max(c1k, c100k), target: 1_000_000, .atLeast)
record("c(100k)/c(1k)", largeToSmall, target: 1.30, .atMost, rounds: roundRatios)

recordSnapshotTargets(try await snapshotBenchmark(quick: quick))

try FirstBoardBenchmark.run(quick: quick)
try await runRequestPathBenchmark(quick: quick)
try await runGomaEventListBenchmark(quick: quick)
try UploadBenchmark.run()

reportTargetsAndExit()
