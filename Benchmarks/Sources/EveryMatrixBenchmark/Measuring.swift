import Foundation

// Timing helpers every section of the benchmark shares.

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }

/// The median wall times of `runs` runs each of `first` and `second` (after one warm-up run
/// each, each timed run calling its side `repeats` times), and the median of each pair's ratio
/// second/first with the ratios themselves. The runs alternate, so a slow spell of this shared
/// machine weighs on both sides of a pair's ratio.
func interleavedMedians(runs: Int, repeats: Int = 1, _ first: () throws -> Int, _ second: () throws -> Int) rethrows
    -> (first: Double, second: Double, ratio: Double, ratios: [Double]) {
    _ = try first()
    _ = try second()
    var times: ([Double], [Double]) = ([], [])
    var ratios: [Double] = []
    var sink = 0
    for _ in 0..<runs {
        times.0.append(seconds(try clock.measure { for _ in 0..<repeats { sink &+= try first() } }) / Double(repeats))
        times.1.append(seconds(try clock.measure { for _ in 0..<repeats { sink &+= try second() } }) / Double(repeats))
        ratios.append(times.1.last! / times.0.last!)
    }
    if sink == -1 { print("") }  // keeps the results alive
    return (median(times.0), median(times.1), median(ratios), ratios)
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

/// Runs this executable again with `variables` added to its environment, or `program` (an
/// executable built beside this one) with `arguments` (a fresh process, so a memory figure is
/// the measured work's alone) and returns the `count` numbers it prints.
func runMeasuringChild(_ variables: [String: String] = [:], program: String? = nil, arguments: [String] = [],
                       numbers count: Int) throws -> [Double] {
    let child = Process()
    let this = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.executableURL = program.map { this.deletingLastPathComponent().appendingPathComponent($0) } ?? this
    child.arguments = arguments
    child.environment = ProcessInfo.processInfo.environment.merging(variables) { _, new in new }
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    guard child.terminationStatus == 0, numbers.count == count else { throw BenchmarkError.unexpectedFixtureShape }
    return numbers
}
