import Foundation
@_spi(Fuzzing) import ServicesProviderTooling

/// `ProviderFuzz probe`: the request probes (`RequestProbe`, in the SDK's tooling, which
/// `swift test` runs too) over many seeded cases, or one case again.
///
///     ProviderFuzz probe --seed 1 [--cases 90] [--jobs 2] [--kind ids|amounts|echo]   cases 0..<N of each kind (CI)
///     ProviderFuzz probe --seed 1 --kind ids --index 57                      one case, every finding
enum Probe {
    static func run(_ options: Options) async throws -> Int32 {
        let seed = UInt64(try options.int("seed"))
        let kinds: [RequestProbe.Kind]
        if let name = options.values["kind"] {
            guard let kind = RequestProbe.Kind(rawValue: name) else { throw FuzzError("--kind is one of \(RequestProbe.Kind.allCases.map(\.rawValue))") }
            kinds = [kind]
        } else {
            kinds = RequestProbe.Kind.allCases
        }
        if options.values["index"] != nil {
            guard kinds.count == 1 else { throw FuzzError("--index needs --kind") }
            let report = await RequestProbe.run(kinds[0], seed: seed, index: try options.int("index"))
            say("\(report)")
            return report.findings.isEmpty ? 0 : 1
        }
        let cases = try options.int("cases", default: 90), jobs = max(1, try options.int("jobs", default: 2))
        var failed: [RequestProbe.Report] = []
        for kind in kinds {
            let started = Date()
            let count = max(cases, RequestProbe.listedCases(kind))
            let reports = await run(kind, seed: seed, count: count, jobs: jobs)
            failed += reports.filter { !$0.findings.isEmpty }
            say("\(kind.rawValue): \(count) cases, \(reports.reduce(0) { $0 + $1.calls }) calls (\(reports.reduce(0) { $0 + $1.sent }) sent, "
                + "\(reports.reduce(0) { $0 + $1.refused }) refused before sending), \(reports.filter { !$0.findings.isEmpty }.count) failed, "
                + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        }
        for report in failed {
            say("FAILED \(report)")
            say("  again: \(report.reproduction)")
        }
        say(failed.isEmpty ? "probes: no finding" : "probes: \(failed.count) cases failed (seed \(seed))")
        return failed.isEmpty ? 0 : 1
    }

    /// Cases `0..<count` of `kind`, `jobs` at a time (each case has its own providers), in order.
    private static func run(_ kind: RequestProbe.Kind, seed: UInt64, count: Int, jobs: Int) async -> [RequestProbe.Report] {
        await withTaskGroup(of: RequestProbe.Report.self) { group in
            var next = 0, reports: [RequestProbe.Report] = []
            func start() {
                guard next < count else { return }
                let index = next
                group.addTask { await RequestProbe.run(kind, seed: seed, index: index) }
                next += 1
            }
            for _ in 0..<jobs { start() }
            while let report = await group.next() {
                reports.append(report)
                start()
            }
            return reports.sorted { $0.index < $1.index }
        }
    }
}
