import Foundation
@_spi(Fuzzing) import ServicesProviderTooling
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The mutation fuzzer's command line.
///
///     ProviderFuzz run --seed 1 --cases 20000 [--jobs 2] [--batch 1000] [--timeout 10] [--corpus DIR]
///     ProviderFuzz case --seed 1 --index 1234 [--save FILE]    run one case in this process
///     ProviderFuzz replay FILE...                             run saved inputs in this process
///     ProviderFuzz list                                       the seed inputs
///     ProviderFuzz seeds --provider goma --out DIR            the seed inputs framed for the libFuzzer target
///     ProviderFuzz probe --seed 1 [--cases 90] [--jobs 2] [--kind K] [--index I]   the request probes (`Probe.swift`)
///     ProviderFuzz crash-queue --runs 1000 [--seed 1]           the offline queue killed mid-run (`QueueCrash.swift`)
@main
struct ProviderFuzz {
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let command = arguments.first else { usage() }
        arguments.removeFirst()
        do {
            switch command {
            case "run": exit(try Runner(options: Options(arguments)).run())
            case "worker": try worker(Options(arguments))
            case "case": try runCase(Options(arguments))
            case "replay": exit(replay(arguments))
            case "seeds": try seeds(Options(arguments))
            case "probe": exit(try await Probe.run(Options(arguments)))
            case "crash-queue": exit(try await QueueCrash.run(Options(arguments)))
            case "crash-queue-child": try await QueueCrash.child(Options(arguments))
            case "list":
                for input in try Catalog.load() {
                    print("\(input.provider) \(input.source) -> \(input.responses.isEmpty ? "(any)" : input.responses.joined(separator: ", "))")
                }
            default: usage()
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }

    static func usage() -> Never {
        print("""
        usage: ProviderFuzz run --seed N --cases N [--jobs N] [--batch N] [--timeout SECONDS] [--corpus DIR]
               ProviderFuzz case --seed N --index N [--save FILE]
               ProviderFuzz replay FILE...
               ProviderFuzz list
               ProviderFuzz probe --seed N [--cases N] [--jobs N] [--kind ids|amounts|echo] [--index N]
               ProviderFuzz crash-queue [--runs N] [--seed N]
        """)
        exit(2)
    }

    /// The child: runs cases `from..<to`, telling the parent on stdout where it is, so a crash
    /// or a hang names its case and stage.
    static func worker(_ options: Options) throws {
        let inputs = try Catalog.load()
        let from = try options.int("from"), to = try options.int("to"), seed = UInt64(try options.int("seed"))
        for index in from..<to {
            let fuzzCase = FuzzCase.make(seed: seed, index: index, inputs: inputs)
            say("B \(index)")
            let outcome = FuzzPipeline.run(provider: fuzzCase.provider, response: fuzzCase.response, data: Data(fuzzCase.bytes),
                                           systemSize: { n in
                                               let size = fuzzCase.systemSize(n)
                                               say("K \(size)")
                                               return size
                                           },
                                           stage: { say("S \($0.rawValue)") })
            switch outcome {
            case .value: say("E \(index) value")
            case .failed: say("E \(index) error")
            case .decoderMismatch(let mismatch):
                // Not a crash, but a failure all the same: the parent saves the case it had begun.
                FileHandle.standardError.write(Data("error: \(mismatch)\n".utf8))
                exit(Runner.decoderMismatchStatus)
            }
        }
    }

    /// Writes a provider's seed inputs as the libFuzzer target reads them: the response's index,
    /// a system-size byte, the body.
    static func seeds(_ options: Options) throws {
        guard let provider = options.values["provider"], let out = options.values["out"],
              let names = FuzzPipeline.responses[provider] else { throw FuzzError("--provider NAME --out DIR are required") }
        var written = 0
        for input in try Catalog.load() where input.provider == provider {
            for response in input.responses.isEmpty ? [names[0]] : input.responses {
                guard let index = names.firstIndex(of: response) else { continue }
                let file = URL(fileURLWithPath: out).appendingPathComponent("seed-\(written)-\(response)")
                try Data([UInt8(index), 16] + input.bytes).write(to: file)
                written += 1
            }
        }
        say("\(written) seeds for \(provider) in \(out)")
    }

    static func runCase(_ options: Options) throws {
        let inputs = try Catalog.load()
        let fuzzCase = FuzzCase.make(seed: UInt64(try options.int("seed")), index: try options.int("index"), inputs: inputs)
        say("case \(fuzzCase.index): \(fuzzCase.provider) \(fuzzCase.response) from \(fuzzCase.source)")
        for step in fuzzCase.steps { say("  mutation: \(step)") }
        if let path = options.values["save"] {
            try Data(fuzzCase.bytes).write(to: URL(fileURLWithPath: path))
            say("saved \(path)")
        }
        let outcome = FuzzPipeline.run(provider: fuzzCase.provider, response: fuzzCase.response, data: Data(fuzzCase.bytes),
                                       systemSize: { n in
                                           let size = fuzzCase.systemSize(n)
                                           say("  system slip: \(size) of \(n)")
                                           return size
                                       },
                                       stage: { say("  stage: \($0.rawValue)") })
        say("outcome: \(outcome)")
    }

    /// Runs saved inputs named `<provider>--<response>--<anything>[--system<k>].json`.
    static func replay(_ paths: [String]) -> Int32 {
        var failures: Int32 = 0
        for path in paths {
            guard let input = FuzzCorpusName(URL(fileURLWithPath: path).lastPathComponent),
                  let data = FileManager.default.contents(atPath: path) else {
                print("skip \(path): not <provider>--<response>--….json or unreadable")
                failures += 1
                continue
            }
            FileHandle.standardOutput.write(Data("\(path): \(input.provider) \(input.response)".utf8))
            let outcome = input.run(data)
            print(" -> \(outcome)")
            if case .decoderMismatch = outcome { failures += 1 }
        }
        return failures == 0 ? 0 : 1
    }
}

/// `--name value` options.
struct Options {
    var values: [String: String] = [:]

    init(_ arguments: [String]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), index + 1 < arguments.count else { throw FuzzError("unexpected argument \(argument)") }
            values[String(argument.dropFirst(2))] = arguments[index + 1]
            index += 2
        }
    }

    func int(_ name: String) throws -> Int {
        guard let text = values[name], let value = Int(text) else { throw FuzzError("--\(name) N is required") }
        return value
    }

    func int(_ name: String, default value: Int) throws -> Int {
        guard let text = values[name] else { return value }
        guard let parsed = Int(text) else { throw FuzzError("--\(name) takes a number") }
        return parsed
    }
}

/// One line to stdout, written at once (unbuffered): what the parent has read is where the child was.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
