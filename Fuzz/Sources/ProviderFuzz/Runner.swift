import Foundation
@_spi(Fuzzing) import ServicesProviderTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parent: runs the cases in child processes (`worker`), `jobs` at a time, in batches.
/// A child that dies names the case it had begun (the crash); a case that runs longer than
/// `timeout` is a hang, and its child is killed. Either way the input is saved to the corpus
/// folder and the next child carries on after it.
struct Runner {
    let seed: UInt64
    let cases: Int
    let jobs: Int
    let batch: Int
    let timeout: Double
    let corpus: URL
    let maxRepro: Int

    init(options: Options) throws {
        seed = UInt64(try options.int("seed"))
        cases = try options.int("cases")
        jobs = max(1, try options.int("jobs", default: 1))
        batch = max(1, try options.int("batch", default: 1000))
        timeout = Double(try options.int("timeout", default: 10))
        corpus = URL(fileURLWithPath: options.values["corpus"] ?? "crashes")
        maxRepro = try options.int("max-repro", default: 4)
    }

    /// The exit status of a child whose case ended in a decoder mismatch (not a crash).
    static let decoderMismatchStatus: Int32 = 3

    struct Failure {
        enum Kind: String { case crash, hang, mismatch }
        var kind: Kind
        var fuzzCase: FuzzCase
        var stage: String
        var how: String
        var systemSize: Int?
        var message: String
        var file: String
        var stack: [String] = []
        var signature: String { "\(kind.rawValue) \(how) \(fuzzCase.provider) \(fuzzCase.response) stage=\(stage)\(message.isEmpty ? "" : " \"\(message)\"")" }
    }

    /// A running child and what it last said.
    final class Worker {
        let process: Process
        let output: Int32
        let errorLog: URL
        var end: Int
        var current: Int?
        var stage = "start"
        var systemSize: Int?
        var started = Date()
        var buffer: [UInt8] = []
        var hung = false

        init(process: Process, output: Int32, errorLog: URL, end: Int) {
            self.process = process
            self.output = output
            self.errorLog = errorLog
            self.end = end
        }
    }

    func run() throws -> Int32 {
        let inputs = try Catalog.load()
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let clock = Date()
        print("ProviderFuzz: seed \(seed), \(cases) cases over \(inputs.count) seed inputs, \(jobs) job(s), batches of \(batch), timeout \(Int(timeout)) s")
        var pending: [Range<Int>] = stride(from: 0, to: cases, by: batch).map { $0..<min(cases, $0 + batch) }.reversed()
        var workers: [Worker] = []
        var values = 0, errors = 0
        var failures: [Failure] = []
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("providerfuzz-\(getpid())")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        var spawned = 0

        func spawn(_ range: Range<Int>) throws {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["worker", "--seed", "\(seed)", "--from", "\(range.lowerBound)", "--to", "\(range.upperBound)"]
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT_BACKTRACE"] = "enable=no"  // a crash restarts at once; `case` shows the stack
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            spawned += 1
            let errorLog = logs.appendingPathComponent("worker-\(spawned).err")
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorLog)
            try process.run()
            workers.append(Worker(process: process, output: pipe.fileHandleForReading.fileDescriptor, errorLog: errorLog, end: range.upperBound))
        }

        func handle(line: String, of worker: Worker) {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return }
            switch parts[0] {
            case "B":
                worker.current = Int(parts[1])
                worker.stage = "start"
                worker.systemSize = nil
                worker.started = Date()
            case "S": worker.stage = parts[1]
            case "K": worker.systemSize = Int(parts[1])
            case "E":
                if parts[1].hasSuffix("value") { values += 1 } else { errors += 1 }
                worker.current = nil
            default: break
            }
        }

        func finish(_ worker: Worker) throws {
            worker.process.waitUntilExit()
            let status = worker.process.terminationStatus
            let signalled = worker.process.terminationReason == .uncaughtSignal
            if let index = worker.current {
                let fuzzCase = FuzzCase.make(seed: seed, index: index, inputs: inputs)
                let how = worker.hung ? "killed after \(Int(timeout)) s" : signalled ? "signal \(status) (\(signalName(status)))" : "exit \(status)"
                let errorText = (try? String(contentsOf: worker.errorLog, encoding: .utf8)) ?? ""
                let message = errorText.split(separator: "\n").first { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("error:") }
                    .map { String($0.prefix(200)) } ?? ""
                let name = FuzzCorpusName.make(provider: fuzzCase.provider, response: fuzzCase.response,
                                           what: "seed\(seed)-case\(index)", systemSize: worker.stage == "slip" ? worker.systemSize : nil)
                try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
                try Data(fuzzCase.bytes).write(to: corpus.appendingPathComponent(name))
                let kind: Failure.Kind = worker.hung ? .hang : !signalled && status == Self.decoderMismatchStatus ? .mismatch : .crash
                failures.append(Failure(kind: kind, fuzzCase: fuzzCase, stage: worker.stage, how: how,
                                        systemSize: worker.systemSize, message: message, file: name))
                if index + 1 < worker.end { pending.append((index + 1)..<worker.end) }
            } else if status != 0 || signalled {
                throw FuzzError("a worker died outside any case (\(signalled ? "signal" : "exit") \(status)): \((try? String(contentsOf: worker.errorLog, encoding: .utf8)) ?? "")")
            }
        }

        while !pending.isEmpty || !workers.isEmpty {
            while workers.count < jobs, let next = pending.popLast() { try spawn(next) }
            var fds = workers.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 200)
            var done: [Int] = []
            for (position, worker) in workers.enumerated() {
                if fds[position].revents != 0 {
                    var chunk = [UInt8](repeating: 0, count: 1 << 16)
                    let count = read(worker.output, &chunk, chunk.count)
                    if count > 0 {
                        worker.buffer += chunk[0..<count]
                        while let newline = worker.buffer.firstIndex(of: 0x0A) {
                            handle(line: String(decoding: worker.buffer[..<newline], as: UTF8.self), of: worker)
                            worker.buffer.removeSubrange(...newline)
                        }
                    } else {
                        done.append(position)
                        continue
                    }
                }
                if worker.current != nil, !worker.hung, Date().timeIntervalSince(worker.started) > timeout {
                    worker.hung = true
                    kill(worker.process.processIdentifier, SIGKILL)
                }
            }
            for position in done.reversed() {
                let worker = workers.remove(at: position)
                try finish(worker)
                close(worker.output)
            }
        }

        let seconds = Date().timeIntervalSince(clock)
        let crashes = failures.filter { $0.kind == .crash }.count, hangs = failures.filter { $0.kind == .hang }.count
        let mismatches = failures.count - crashes - hangs
        if !failures.isEmpty { report(failures, executable: executable) }
        print(String(format: "%d passed (%d values, %d typed errors), %d failed (%d crashes, %d hangs, %d decoder mismatches) in %.1f s; seed %llu",
                     values + errors, values, errors, failures.count, crashes, hangs, mismatches, seconds, seed))
        if !failures.isEmpty { print("failing inputs saved in \(corpus.path)") }
        return failures.isEmpty ? 0 : 1
    }

    /// Groups the failures by signature (kind, provider, response, stage), then runs up to
    /// `maxRepro` cases of each group alone with the runtime's backtracer on and lists the
    /// distinct causes found (the runtime's message and the SDK frames under it).
    private func report(_ failures: [Failure], executable: URL) {
        var groups: [(signature: String, failures: [Failure])] = []
        for failure in failures {
            if let at = groups.firstIndex(where: { $0.signature == failure.signature }) {
                groups[at].failures.append(failure)
            } else {
                groups.append((failure.signature, [failure]))
            }
        }
        print("\nFailures by signature (kind, how, provider, response, stage):")
        for group in groups {
            print("[\(group.failures.count)×] \(group.signature)")
            print("   cases: \(group.failures.prefix(16).map { String($0.fuzzCase.index) }.joined(separator: ", "))\(group.failures.count > 16 ? ", …" : "")")
            var causes: [(stack: [String], failures: [Failure])] = []
            for failure in group.failures.prefix(maxRepro) {
                let frames = failure.kind == .crash ? stack(ofCase: failure.fuzzCase.index, executable: executable) : []
                let key = Array(frames.prefix(2))
                if let at = causes.firstIndex(where: { Array($0.stack.prefix(2)) == key }) {
                    causes[at].failures.append(failure)
                } else {
                    causes.append((frames, [failure]))
                }
            }
            for cause in causes {
                let first = cause.failures[0]
                print("   cause seen in case(s) \(cause.failures.map { String($0.fuzzCase.index) }.joined(separator: ", ")):")
                print("     first: seed \(seed) case \(first.fuzzCase.index), \(first.fuzzCase.source)\(first.systemSize.map { ", system \($0)" } ?? "")")
                for step in first.fuzzCase.steps { print("     mutation: \(step)") }
                print("     input: \(first.file)")
                for frame in cause.stack { print("     at \(frame)") }
            }
        }
        print("")
    }

    /// The runtime's message and the SDK frames of a crash: the case run alone with the backtracer on.
    private func stack(ofCase index: Int, executable: URL) -> [String] {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["case", "--seed", "\(seed)", "--index", "\(index)"]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,demangle=yes,threads=crashed,registers=none,images=none,sanitize=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = pipe
        guard (try? process.run()) != nil else { return ["(could not run the case again)"] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        var frames: [String] = []
        for line in lines {
            // "  3 [ra] [inlined]  0x… specialized static Type.member(…) + 12 in ProviderFuzz at /…/Sources/Module/File.swift:64:17"
            guard let hex = line.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression),
                  let at = line.range(of: " in ProviderFuzz at ", options: .backwards) else { continue }
            let location = String(line[at.upperBound...])
            guard location.contains("/Sources/"), !location.contains("/Fuzz/Sources/"), !location.contains("<compiler-generated>") else { continue }
            let function = line[hex.upperBound..<at.lowerBound].replacingOccurrences(of: #" \+ \d+$"#, with: "", options: .regularExpression)
            let file = location.components(separatedBy: "/Sources/").last ?? location
            frames.append("\(function) (\(file))")
            if frames.count >= 5 { break }
        }
        if frames.isEmpty, let crashed = lines.first(where: { $0.contains("Program crashed") }) { frames.append(crashed) }
        return frames
    }

    private func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL: a Swift trap"
        case SIGTRAP: return "SIGTRAP: a Swift trap"
        case SIGSEGV: return "SIGSEGV"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGKILL: return "SIGKILL"
        default: return "signal \(signal)"
        }
    }
}
