import Foundation
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(Fuzzing) import ServicesProviderTooling

/// One seed input: a fixture (or a part of one) and the response names it is decoded as.
struct SeedInput: Sendable {
    var provider: String
    /// The fixture file, with `#step` for a part of one.
    var source: String
    /// The names it is decoded as; empty for a file no decode entry reads (request bodies,
    /// error bodies, vendor documentation): those are fed to a random name of the provider.
    var responses: [String]
    var bytes: [UInt8]
}

/// Every fixture of every provider, from `Sources/ServicesProviderTesting/SandboxFixtures/`.
enum Catalog {
    static let providers = ["everymatrix", "goma", "sportradar"]

    static func load() throws -> [SeedInput] {
        var inputs: [SeedInput] = []
        for provider in providers {
            guard let folder = SandboxFixtures.url(provider: provider, name: "README.md")?.deletingLastPathComponent() else {
                throw FuzzError("no SandboxFixtures/\(provider) folder in the test-support bundle")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            guard !files.isEmpty else { throw FuzzError("no fixtures in \(folder.path)") }
            // Each recorded answer and the decode entry it belongs to, by the rule the decode
            // tests use (SandboxFixtures.answers: `<entry>.json` and its variants).
            let entries = FuzzPipeline.responses[provider] ?? []
            var owner: [String: String] = [:]
            for entry in entries {
                for stem in try SandboxFixtures.answers(provider: provider, entry: entry, among: entries) { owner[stem] = entry }
            }
            for file in files {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
                let stem = String(file.dropLast(5))
                switch provider {
                case "everymatrix" where file == "player-api-flow.json":
                    inputs += try playerSteps(bytes)
                case "everymatrix":
                    // Every aggregator file: as one batch (the decode table's entry) and as the
                    // live feed gets it (the first message a dump, the rest updates).
                    inputs.append(SeedInput(provider: provider, source: file, responses: ["aggregator", FuzzPipeline.live], bytes: bytes))
                default:
                    inputs.append(SeedInput(provider: provider, source: file, responses: owner[stem].map { [$0] } ?? [], bytes: bytes))
                }
            }
        }
        // The live board the sandbox replays: the recorded dump followed by its made-up updates.
        if let dump = SandboxFixtures.data(provider: "everymatrix", name: "popular-live-matches-football.json"),
           let updates = SandboxFixtures.data(provider: "everymatrix", name: "live-updates-popular-football.json") {
            let parts = FuzzPipeline.splitTopLevelArray(dump) + FuzzPipeline.splitTopLevelArray(updates)
            var joined = Array("[".utf8)
            for (index, part) in parts.enumerated() {
                if index > 0 { joined += Array(",".utf8) }
                joined += [UInt8](part)
            }
            joined += Array("]".utf8)
            inputs.append(SeedInput(provider: "everymatrix", source: "popular-live-matches-football.json+live-updates-popular-football.json",
                                    responses: [FuzzPipeline.live], bytes: joined))
        }
        return inputs
    }

    /// The Player API steps of `player-api-flow.json`, each response on its own.
    private static func playerSteps(_ bytes: [UInt8]) throws -> [SeedInput] {
        guard let steps = try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]] else {
            throw FuzzError("player-api-flow.json is not a list of steps")
        }
        let names = ["Login": ["login"], "FULL USER PROFILE DETAILS": ["details"], "Get balance": ["balance"],
                     "GET USER WALLET DETAILS": ["balance"]]
        return try steps.compactMap { step in
            guard let name = step["name"] as? String, let response = step["response"], !(response is NSNull) else { return nil }
            let body = try JSONSerialization.data(withJSONObject: response, options: [.sortedKeys])
            return SeedInput(provider: "everymatrix", source: "player-api-flow.json#\(name)", responses: names[name] ?? [], bytes: [UInt8](body))
        }
    }
}

/// One generated case: everything needed to run it again from (seed, index) alone.
struct FuzzCase: Sendable {
    var index: Int
    var provider: String
    var source: String
    var response: String
    var steps: [String]
    var bytes: [UInt8]
    /// Draws the system size of the slip built from `n` outcomes.
    var slipDraw: UInt64

    func systemSize(_ n: Int) -> Int { n < 2 ? 1 : 1 + Int(slipDraw % UInt64(n - 1)) }

    /// Case `index` of `seed`: independent of every other case, so it is reproduced alone.
    static func make(seed: UInt64, index: Int, inputs: [SeedInput]) -> FuzzCase {
        var rng = SplitMix(seed: seed &* 0x2545_F491_4F6C_DD1D &+ UInt64(index))
        _ = rng.next()
        let input = rng.pick(inputs)
        let all = FuzzPipeline.responses[input.provider] ?? []
        var response = input.responses.isEmpty || rng.chance(8) ? rng.pick(all) : rng.pick(input.responses)
        // The live path only makes sense on aggregator messages.
        if response == FuzzPipeline.live && !input.responses.contains(FuzzPipeline.live) { response = "aggregator" }
        let slipDraw = rng.next()
        // One case in 50 is the fixture as recorded: the baseline must pass too.
        let (bytes, steps) = rng.chance(2) ? (input.bytes, ["unmutated"]) : Mutator.mutate(input.bytes, rng: &rng)
        return FuzzCase(index: index, provider: input.provider, source: input.source, response: response, steps: steps, bytes: bytes, slipDraw: slipDraw)
    }
}

struct FuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
