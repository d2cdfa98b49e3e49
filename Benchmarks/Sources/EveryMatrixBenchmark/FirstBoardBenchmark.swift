import Foundation

/// (h) The first board of a dump as an app gets it: `ClientPeakMemory` (built beside this
/// executable) is a fresh process that subscribes through `Client.liveEvents` to a provider
/// whose in-memory WebSocket delivers the dump as one WAMP text frame, as the URLSession and
/// NIO channels do, and holds the board. Its peak resident memory above its baseline (the
/// process with the client made, nothing subscribed) is compared with the dump's bytes; its
/// time from subscribing to the board with the pipeline's alone on the same file (decode,
/// store, domain events: this executable's peak-RSS child), and with its own on a dump four
/// times as large.
enum FirstBoardBenchmark {
    @MainActor static func run(quick: Bool) throws {
        print("\n(h) First board through Client: a WAMP text frame → client.events.liveEvents → the board held (ClientPeakMemory)")
        let football = try Data(contentsOf: fixturesDirectory().appendingPathComponent("popular-live-matches-football.json"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("first-board-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifty = folder.appendingPathComponent("dump-50.json"), twoHundred = folder.appendingPathComponent("dump-200.json")
        try syntheticDump(from: football, targetBytes: 50_000_000).write(to: fifty)
        try syntheticDump(from: football, targetBytes: 200_000_000).write(to: twoHundred)

        var toPipeline: [Double] = [], growth: [Double] = [], memory: [Double] = [], total: [Double] = []
        var times: (client50: [Double], pipeline50: [Double], client200: [Double]) = ([], [], [])
        for round in 0..<(quick ? 5 : 7) {
            // The order alternates, so a slow spell weighs on both sides of a round's ratios.
            var pipeline = 0.0
            if round.isMultiple(of: 2) { pipeline = try DecoderBenchmark.peakResidentSet(fifty, decoder: "reader").seconds }
            let small = try firstBoard(fifty)
            let large = try firstBoard(twoHundred)
            if !round.isMultiple(of: 2) { pipeline = try DecoderBenchmark.peakResidentSet(fifty, decoder: "reader").seconds }
            times.client50.append(small.seconds)
            times.pipeline50.append(pipeline)
            times.client200.append(large.seconds)
            toPipeline.append(small.seconds / pipeline)
            growth.append(large.seconds / small.seconds)
            memory.append(Double(small.peak - small.baseline) / Double(small.dumpBytes))
            total.append(Double(small.peak) / Double(small.dumpBytes))
            print("  round \(round + 1): 50 MB first board \(format(small.seconds, 3)) s (pipeline alone \(format(pipeline, 3)) s), 200 MB \(format(large.seconds, 3)) s; peak \(megabytes(small.peak)) MB, baseline \(megabytes(small.baseline)) MB, \(small.events) events; 200 MB peak \(megabytes(large.peak)) MB")
        }
        print("  medians: first board \(format(median(times.client50), 3)) s at 50 MB, \(format(median(times.client200), 3)) s at 200 MB; the pipeline alone \(format(median(times.pipeline50), 3)) s; peak \(format(median(total), 2))× the dump in all (runtime included), \(format(median(memory), 2))× above the baseline")
        record("first board of 50 MB through Client: peak memory above the baseline / dump bytes", median(memory), target: 1.5, .atMost, rounds: memory)
        record("first board through Client / the pipeline alone (50 MB)", median(toPipeline), target: 1.1, .atMost, rounds: toPipeline)
        record("time to first board, 200 MB / 50 MB", median(growth), target: 4.2, .atMost, rounds: growth)
    }

    private static func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1_000_000, 1) }

    /// One run of `ClientPeakMemory` on `dump`.
    private static func firstBoard(_ dump: URL) throws -> (peak: Int, baseline: Int, dumpBytes: Int, events: Int, seconds: Double) {
        let numbers = try runMeasuringChild(program: "ClientPeakMemory", arguments: [dump.path], numbers: 5)
        guard numbers[3] > 0 else { throw BenchmarkError.unexpectedFixtureShape }
        return (Int(numbers[0]), Int(numbers[1]), Int(numbers[2]), Int(numbers[3]), numbers[4])
    }
}
