import Foundation
@_spi(Benchmarks) import ServicesProviderTesting

/// The aggregator decoder's figures (issue 19), each a ratio or a size measured in one run:
/// dump decode, JSONDecoder's time over the decoder's, into the same records (target ≥ 3);
/// a 10-record update, the decoder's time over JSONDecoder's (target ≤ 1/3); the pipeline
/// (b) with the decoder over (a) with JSONDecoder, on the 5 MB dump (target ≤ 0.5); the peak
/// RSS of the pipeline on a ~50 MB dump over the dump's size (target ≤ 2).
enum DecoderBenchmark {
    /// Set in the environment of the child process that measures peak RSS: the dump's path.
    static let childVariable = "DECODER_BENCHMARK_PEAK_RSS_DUMP"
    /// Set with the above: `reader` or `jsondecoder` (the pipeline with that decode), or
    /// `decode` (the reader's decode alone).
    static let childDecoderVariable = "DECODER_BENCHMARK_PEAK_RSS_DECODER"

    /// Runs the measurements and prints each as `name = value (target …)`. In the peak-RSS child
    /// (see `peakResidentSet`), measures that instead and exits.
    static func run(quick: Bool) throws -> [(name: String, value: Double)] {
        if let dumpPath = ProcessInfo.processInfo.environment[childVariable] { try runPeakRSSChild(dumpPath) }
        let clock = ContinuousClock()
        func seconds(_ duration: Duration) -> Double { Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
        /// The median over `rounds` of the pair's time ratio second/first, each side `repeats` calls.
        func medianRatio(rounds: Int, repeats: Int, _ first: () throws -> Int, _ second: () throws -> Int) rethrows -> (first: Double, second: Double, ratio: Double) {
            _ = try first()
            _ = try second()
            var firsts: [Double] = [], seconds_: [Double] = [], ratios: [Double] = []
            var sink = 0
            for _ in 0..<rounds {
                firsts.append(seconds(try clock.measure { for _ in 0..<repeats { sink &+= try first() } }) / Double(repeats))
                seconds_.append(seconds(try clock.measure { for _ in 0..<repeats { sink &+= try second() } }) / Double(repeats))
                ratios.append(seconds_.last! / firsts.last!)
            }
            if sink == -1 { print("") }  // keeps the results alive
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            return (median(firsts), median(seconds_), median(ratios))
        }
        func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

        let football = try Data(contentsOf: fixturesDirectory().appendingPathComponent("popular-live-matches-football.json"))
        let fiveMegabytes = try syntheticDump(from: football, targetBytes: 5_000_000)
        var figures: [(name: String, value: Double)] = []
        print("\nAggregator decoder (JSONDecoder vs AggregatorMessageReader, the same records)")

        let dump = try medianRatio(rounds: quick ? 5 : 9, repeats: 1, { try EveryMatrixBenchmarkSupport.decodeRecords(fiveMegabytes) },
                                   { try EveryMatrixBenchmarkSupport.decodeRecordsWithReader(fiveMegabytes) })
        let megabytes = Double(fiveMegabytes.count) / 1_000_000
        print("  5 MB dump: JSONDecoder \(format(megabytes / dump.first, 1)) MB/s, reader \(format(megabytes / dump.second, 1)) MB/s")
        figures.append(("dump decode speed-up", 1 / dump.ratio))
        print("  dump decode speed-up = \(format(1 / dump.ratio)) (target ≥ 3; JSONDecoder's time over the reader's)")

        let update = EveryMatrixBenchmarkSupport.updateMessage(records: 10)
        let small = try medianRatio(rounds: quick ? 9 : 21, repeats: 2_000, { try EveryMatrixBenchmarkSupport.decodeUpdateWithJSONDecoder(update) },
                                    { try EveryMatrixBenchmarkSupport.decodeUpdateWithReader(update) })
        print("  10-record update (\(update.count) bytes): JSONDecoder \(format(small.first * 1e6, 1)) µs, reader \(format(small.second * 1e6, 1)) µs")
        figures.append(("10-record update time ratio", small.ratio))
        print("  10-record update time ratio = \(format(small.ratio)) (target ≤ 0.33; the reader's time over JSONDecoder's)")

        let pipeline = try medianRatio(rounds: quick ? 5 : 9, repeats: 1, { try EveryMatrixBenchmarkSupport.decodeRecords(fiveMegabytes) },
                                       { try EveryMatrixBenchmarkSupport.decodeApplyAndBuild(fiveMegabytes) })
        figures.append(("pipeline b/a", pipeline.ratio))
        print("  pipeline b/a = \(format(pipeline.ratio)) (target ≤ 0.5; b decodes with the reader, a is JSONDecoder's decode alone, 5 MB dump)")

        // Peak RSS: a fresh child process per decoder (this one has run everything above) reads a
        // ~50 MB dump from a file and runs the whole pipeline (b) on it; the child reports its
        // VmHWM from /proc/self/status. The figure counts everything resident at the peak: the
        // runtime, the 50 MB input buffer itself, the decoded records, the store and the events.
        let fiftyMegabytes = try syntheticDump(from: football, targetBytes: 50_000_000)
        let dumpFile = FileManager.default.temporaryDirectory.appendingPathComponent("decoder-benchmark-\(getpid()).json")
        try fiftyMegabytes.write(to: dumpFile)
        defer { try? FileManager.default.removeItem(at: dumpFile) }
        let dumpMegabytes = Double(fiftyMegabytes.count) / 1_000_000
        let reader = try peakResidentSet(dumpFile, decoder: "reader")
        let floor = try peakResidentSet(dumpFile, decoder: "jsondecoder")
        let decodeOnly = try peakResidentSet(dumpFile, decoder: "decode")
        print("  \(format(dumpMegabytes, 1)) MB dump: \(format(reader.afterInput, 1)) MB resident once the input is read; peak RSS of the whole pipeline \(format(reader.peak, 1)) MB with the reader, \(format(floor.peak, 1)) MB with JSONDecoder; of the reader's decode alone \(format(decodeOnly.peak, 1)) MB")
        figures.append(("peak RSS over dump size", reader.peak / dumpMegabytes))
        print("  peak RSS over dump size = \(format(reader.peak / dumpMegabytes)) (target ≤ 2; whole pipeline, the input buffer and the runtime count)")
        figures.append(("decode-only peak RSS over dump size", decodeOnly.peak / dumpMegabytes))
        print("  decode-only peak RSS over dump size = \(format(decodeOnly.peak / dumpMegabytes)) (input, runtime and the decoded records)")
        return figures
    }

    /// Runs this executable again as a child that measures the pipeline's peak RSS on the dump;
    /// returns the child's peak and its RSS once the input was read (MB).
    private static func peakResidentSet(_ dump: URL, decoder: String) throws -> (peak: Double, afterInput: Double) {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var environment = ProcessInfo.processInfo.environment
        environment[childVariable] = dump.path
        environment[childDecoderVariable] = decoder
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard child.terminationStatus == 0, numbers.count == 2 else { throw BenchmarkError.unexpectedFixtureShape }
        return (numbers[0] / 1024, numbers[1] / 1024)
    }

    private static func runPeakRSSChild(_ path: String) throws -> Never {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let afterInput = statusKilobytes("VmRSS:")
        let outcomes: Int
        switch ProcessInfo.processInfo.environment[childDecoderVariable] {
        case "jsondecoder": outcomes = try EveryMatrixBenchmarkSupport.decodeApplyAndBuildWithJSONDecoder(data)
        case "decode": outcomes = try EveryMatrixBenchmarkSupport.decodeRecordsWithReader(data)
        default: outcomes = try EveryMatrixBenchmarkSupport.decodeApplyAndBuild(data)
        }
        if outcomes < 0 { print("") }
        print(statusKilobytes("VmHWM:"), afterInput)
        exit(0)
    }

    /// A `kB` line of /proc/self/status.
    private static func statusKilobytes(_ field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
}
