import Foundation
import ServicesProvider
@_spi(Benchmarks) import ServicesProviderTooling

// The first live board of an EveryMatrix dump, subscribed through `Client` as an app subscribes,
// and nothing else: the process the benchmark's first-board figures (h) come from, and the one
// `/usr/bin/time -v` runs to read the same peak.
//
//     ClientPeakMemory DUMP.json
//
// The dump (an aggregator message, or an array of them) arrives as one WAMP text frame read from
// the file at the `initialDump` call (`EveryMatrixBenchmarkSupport.provider(servingDumpFile:)`).
// Prints, on one line: the peak resident bytes (VmHWM), the resident bytes once the client was
// made (the baseline, before anything was subscribed), the dump's bytes, the board's events,
// and the seconds from subscribing to holding the board, less the time the in-memory socket
// spent reading the file into the frame.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: ClientPeakMemory DUMP.json\n".utf8))
    exit(2)
}
let dump = URL(fileURLWithPath: CommandLine.arguments[1])
let dumpBytes = (try FileManager.default.attributesOfItem(atPath: dump.path)[.size] as? NSNumber)?.intValue ?? 0
let frameReads = FrameReadClock()
let client = Client(provider: EveryMatrixBenchmarkSupport.provider(servingDumpFile: dump, frameReads: frameReads))
let baseline = ProcessMemory.kilobytes("VmRSS:")
/// The first board of football's live list, as a screen subscribes for it.
func firstBoard(of client: Client) async throws -> EventBoard? {
    var boards = client.events.liveEvents(sport: .football).makeAsyncIterator()
    return try await boards.next()
}
let started = ContinuousClock.now
guard let board = try await firstBoard(of: client) else {
    FileHandle.standardError.write(Data("the live stream ended before its first board\n".utf8))
    exit(1)
}
// Reading the file into the frame is the network's part, not the SDK's.
let elapsed = ContinuousClock.now - started - frameReads.elapsed
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print(ProcessMemory.kilobytes("VmHWM:") * 1024, baseline * 1024, dumpBytes, board.count, seconds)
exit(0)
