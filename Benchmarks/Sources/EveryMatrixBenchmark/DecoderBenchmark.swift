import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

/// The aggregator decoder's figures (issues 19 and 34), each a ratio or a size measured in one
/// run: dump decode, JSONDecoder's time over the decoder's, into the same records (targets ≥ 10
/// on the vendor's key order, ≥ 6 shuffled);
/// a 10-record update, the decoder's time over JSONDecoder's (target ≤ 1/3); the pipeline
/// (b) with the decoder over (a) with JSONDecoder, on the 5 MB dump (target ≤ 0.5); the peak
/// RSS of the pipeline on a ~50 MB dump over the dump's size (target ≤ 2).
enum DecoderBenchmark {
    /// Set in the environment of the child process that measures peak RSS: the dump's path.
    static let childVariable = "DECODER_BENCHMARK_PEAK_RSS_DUMP"
    /// Set with the above: `reader` or `jsondecoder` (the pipeline with that decode), or
    /// `decode` (the reader's decode alone).
    static let childDecoderVariable = "DECODER_BENCHMARK_PEAK_RSS_DECODER"

    /// In the peak-RSS child (see `peakResidentSet`): measures that and exits. Else returns.
    static func runPeakRSSChildIfAsked() throws {
        if let dumpPath = ProcessInfo.processInfo.environment[childVariable] { try runPeakRSSChild(dumpPath) }
    }

    /// Runs the measurements, prints them and records each against its target.
    @MainActor static func run(quick: Bool) throws {
        let football = try Data(contentsOf: fixturesDirectory().appendingPathComponent("popular-live-matches-football.json"))
        print("\nAggregator decoder (JSONDecoder vs AggregatorMessageReader, the same records)")
        // The same ~5 MB dump written twice: in the vendor's key order, and with every object's
        // keys shuffled by a fixed seed (the reader's slower path, taken when `_type` is not first).
        for order in [KeyOrder.vendor, .shuffled(seed: 34)] {
            let fiveMegabytes = try syntheticDump(from: football, targetBytes: 5_000_000, order: order)
            let dump = try interleavedMedians(runs: quick ? 5 : 9, { try EveryMatrixBenchmarkSupport.decodeRecords(fiveMegabytes) },
                                              { try EveryMatrixBenchmarkSupport.decodeRecordsWithReader(fiveMegabytes) })
            let megabytes = Double(fiveMegabytes.count) / 1_000_000
            print("  5 MB dump, \(order): JSONDecoder \(format(megabytes / dump.first, 1)) MB/s, reader \(format(megabytes / dump.second, 1)) MB/s: \(format(1 / dump.ratio, 2))×")
            record("dump decode speed-up, \(order) (JSONDecoder's time / the reader's)", 1 / dump.ratio,
                   target: decodeTarget(order), .atLeast, rounds: dump.ratios.map { 1 / $0 })
        }

        let update = EveryMatrixBenchmarkSupport.updateMessage(records: 10)
        let small = try interleavedMedians(runs: quick ? 9 : 21, repeats: 2_000, { try EveryMatrixBenchmarkSupport.decodeUpdateWithJSONDecoder(update) },
                                           { try EveryMatrixBenchmarkSupport.decodeRecordsWithReader(update) })
        print("  10-record update (\(update.count) bytes): JSONDecoder \(format(small.first * 1e6, 1)) µs, reader \(format(small.second * 1e6, 1)) µs")
        record("10-record update (the reader's time / JSONDecoder's)", small.ratio, target: 0.33, .atMost, rounds: small.ratios)

        // Peak RSS: a fresh child process per decoder (this one has run everything above) reads a
        // ~50 MB dump from a file and runs the whole pipeline (b) on it, handing the input over as
        // the live feed hands over a dump's frame; the child reports its VmHWM from
        // /proc/self/status. The figure counts everything resident at the peak: the runtime
        // (about 27 MB, most of it the shared libraries), the 50 MB input while it is decoded,
        // the decoded records, the store and the events.
        let fiftyMegabytes = try syntheticDump(from: football, targetBytes: 50_000_000)
        let dumpFile = FileManager.default.temporaryDirectory.appendingPathComponent("decoder-benchmark-\(getpid()).json")
        try fiftyMegabytes.write(to: dumpFile)
        defer { try? FileManager.default.removeItem(at: dumpFile) }
        let dumpMegabytes = Double(fiftyMegabytes.count) / 1_000_000
        let reader = try peakResidentSet(dumpFile, decoder: "reader")
        let floor = try peakResidentSet(dumpFile, decoder: "jsondecoder")
        let decodeOnly = try peakResidentSet(dumpFile, decoder: "decode")
        print("  \(format(dumpMegabytes, 1)) MB dump: \(format(reader.afterInput, 1)) MB resident once the input is read; peak RSS of the whole pipeline \(format(reader.peak, 1)) MB with the reader, \(format(floor.peak, 1)) MB with JSONDecoder; of the reader's decode alone \(format(decodeOnly.peak, 1)) MB (\(format(decodeOnly.peak / dumpMegabytes, 2))× the dump)")
        record("peak RSS of the pipeline / dump size (50 MB)", reader.peak / dumpMegabytes, target: 2, .atMost)
    }

    /// Issue 34's decode target: ≥ 10× JSONDecoder on the vendor's key order (`_type` first),
    /// ≥ 6× with every object's keys shuffled.
    static func decodeTarget(_ order: KeyOrder) -> Double {
        if case .vendor = order { return 10 }
        return 6
    }

    /// Runs this executable again as a child that measures the pipeline's peak RSS on the dump;
    /// returns the child's peak and its RSS once the input was read (MB: 10⁶ bytes, the unit the
    /// dump is measured in, so a ratio is bytes over bytes), and the pipeline's seconds.
    static func peakResidentSet(_ dump: URL, decoder: String) throws -> (peak: Double, afterInput: Double, seconds: Double) {
        let numbers = try runMeasuringChild([childVariable: dump.path, childDecoderVariable: decoder], numbers: 3)
        return (numbers[0] * 1024 / 1_000_000, numbers[1] * 1024 / 1_000_000, numbers[2])
    }

    private static func runPeakRSSChild(_ path: String) throws -> Never {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let afterInput = ProcessMemory.kilobytes("VmRSS:")
        let outcomes: Int
        let started = ContinuousClock.now
        switch ProcessInfo.processInfo.environment[childDecoderVariable] {
        case "jsondecoder": outcomes = try EveryMatrixBenchmarkSupport.decodeApplyAndBuildWithJSONDecoder(data)
        case "decode": outcomes = try EveryMatrixBenchmarkSupport.decodeRecordsWithReader(data)
        // The input is handed over, as the live feed hands over a dump's frame, so the pipeline
        // can release it once decoded.
        default: outcomes = try EveryMatrixBenchmarkSupport.decodeApplyAndBuild(consume data)
        }
        let elapsed = seconds(ContinuousClock.now - started)
        if outcomes < 0 { print("") }
        print(ProcessMemory.kilobytes("VmHWM:"), afterInput, elapsed)
        exit(0)
    }
}
