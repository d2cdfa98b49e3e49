import Foundation
import Testing
@_spi(Fuzzing) import ServicesProviderTooling

/// The request probes of issue 27 (`RequestProbe`, which CI's `ProviderFuzz probe` runs over
/// many more seeded cases) with a fixed seed: the ids and amounts the request-rule tests listed
/// by hand, on every provider, then one drawn input per provider. A failure prints the case and the command
/// that runs it again.
@Suite struct RequestProbeTests {
    static let seed: UInt64 = 27

    @Test(arguments: [RequestProbe.Kind.ids, .amounts])
    func theListedAndSomeDrawnInputsBreakNoRequestRule(kind: RequestProbe.Kind) async {
        var sent: [String: Int] = [:]
        for index in 0..<(RequestProbe.listedCases(kind) + 3) {
            let report = await RequestProbe.run(kind, seed: Self.seed, index: index)
            #expect(report.findings.isEmpty, "\(report)\n\(report.reproduction)")
            sent[report.provider, default: 0] += report.sent
        }
        // The probes reached each vendor: not every input was refused before a request.
        #expect(sent.count == 3 && sent.values.allSatisfy { $0 > 0 }, "calls that sent, per provider: \(sent)")
    }
}
