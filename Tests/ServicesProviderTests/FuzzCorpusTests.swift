import Foundation
import Testing
@_spi(Fuzzing) import ServicesProviderTooling
import ServicesProvider

/// The mutation fuzzer's regression corpus (`Tests/ServicesProviderTests/FuzzCorpus/`): vendor
/// bodies that once crashed the process, each run through the fuzzer's own path
/// (`FuzzPipeline.run`: decode, domain, app models in three locales and every odds format, bet
/// slips, the EveryMatrix live path). Each must end in a value or a typed error; a crash kills
/// the test process, so a regression fails the whole `swift test` run loudly.
@Suite struct FuzzCorpusTests {
    /// `Tests/ServicesProviderTests/FuzzCorpus`, from this file's location.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everyFileIsNamedForThePipelineAndHasAReadmeRow() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for file in Self.files {
            let input = try #require(FuzzCorpusName(file), "\(file) is not named <provider>--<response>--<what>[--system<k>].json")
            #expect(FuzzPipeline.responses[input.provider]?.contains(input.response) == true, "\(file): no such provider or response")
            let row = readme.split(separator: "\n").first { $0.hasPrefix("| `\(file)`") }
            #expect(row?.contains("MADE UP") == true || row?.contains("FOUND") == true,
                    "FuzzCorpus/README.md has no row saying MADE UP or FOUND for \(file)")
        }
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count >= 20)
    }

    @Test(arguments: files) func endsInAValueOrATypedError(file: String) throws {
        try run(file)
    }

    /// C(62, 31) fits an Int (465,428,353,255,261,088); only the way it is computed overflowed.
    @Test func aThirtyOneOfSixtyTwoSystemCountsItsBets() {
        let selections = (0..<62).map { BetSelection(eventId: "e\($0)", marketId: "m\($0)", outcomeId: "o\($0)", odds: Odds(decimal: 2)) }
        let slip = BetSlip(selections: selections, type: .system(size: 31), stakePerBet: Money(amount: 1, currency: "EUR"))
        #expect(slip.numberOfBets == 465_428_353_255_261_088)
    }

    private func run(_ file: String) throws {
        let input = try #require(FuzzCorpusName(file))
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let ending = input.run(data)
        switch ending {
        case .value, .failed: break  // either is fine: what matters is that the process is still here
        case .decoderMismatch(let mismatch): Issue.record("\(file): \(mismatch)")
        }
    }
}
