import Foundation
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting

/// The aggregator's decoder against JSONDecoder: the same records (deeply, a Decimal by its
/// bytes) or the same kind of DecodingError, for every fixture and for mutated messages.
final class AggregatorDecoderDifferentialTests: XCTestCase {
    private func fixtureFiles() throws -> [(name: String, data: Data)] {
        let readme = try XCTUnwrap(SandboxFixtures.url(provider: "everymatrix", name: "README.md"))
        let folder = readme.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// Every payload in the fixtures folder (the recorded aggregator files among them) decodes
    /// to the same records, and the files that are not aggregator messages fail the same way.
    func testEveryFixtureDecodesAsJSONDecoderDoes() throws {
        let files = try fixtureFiles()
        let recorded = Set(aggregatorFixtures)
        XCTAssertTrue(recorded.isSubset(of: Set(files.map(\.name))))
        var decoded = 0
        for file in files {
            let reference = AggregatorDecoderOracle.referenceOutcome(file.data)
            XCTAssertEqual(reference, AggregatorDecoderOracle.readerOutcome(file.data), file.name)
            if case .messages = reference { decoded += 1 } else { XCTAssertFalse(recorded.contains(file.name), "\(file.name) should decode") }
        }
        XCTAssertGreaterThanOrEqual(decoded, recorded.count)
    }

    /// 100,000 mutated messages: the same records or the same kind of error, every one.
    func testMutatedMessagesDecodeAsJSONDecoderDoes() throws {
        let aggregatorFiles = try fixtureFiles().filter { if case .messages = AggregatorDecoderOracle.referenceOutcome($0.data) { return true } else { return false } }
        // Seed 19 in CI; AGGREGATOR_MUTATION_SEED replays another campaign.
        let seed = ProcessInfo.processInfo.environment["AGGREGATOR_MUTATION_SEED"].flatMap { UInt64($0) } ?? 19
        var mutator = AggregatorMutator(seed: seed, fixtures: aggregatorFiles.map(\.data))
        XCTAssertGreaterThan(mutator.seedCount, 1000)
        var failures = 0
        var accepted = 0
        for _ in 0..<100_000 {
            let data = Data(mutator.next())
            let reference = AggregatorDecoderOracle.referenceOutcome(data)
            if case .messages = reference { accepted += 1 }
            let reader = AggregatorDecoderOracle.readerOutcome(data)
            guard reference != reader else { continue }
            failures += 1
            if failures <= 8 {
                let (left, right) = (reference.description, reader.description)
                let common = zip(left, right).prefix { $0 == $1 }.count
                XCTFail("""
                    differs on \(String(reflecting: String(decoding: data, as: UTF8.self)))
                    JSONDecoder: …\(left.dropFirst(max(0, common - 80)).prefix(200))
                    reader:      …\(right.dropFirst(max(0, common - 80)).prefix(200))
                    """)
            }
        }
        XCTAssertEqual(failures, 0)
        // Mutations that break everything test nothing: most must still decode.
        XCTAssertGreaterThan(accepted, 30_000)
    }

    /// The comparison sees what the store compares: the same price written uncompacted
    /// (150e-2 rather than 15e-1) is a difference, and so is a record that decoded where the
    /// other did not.
    func testComparisonSeesDecimalBytesAndInvalidRecords() throws {
        let compact = try XCTUnwrap(Decimal(string: "1.5"))
        // 150e-2: the same number, not compacted (exponent byte, then length 1 and the compact bit clear).
        var loose = compact
        withUnsafeMutableBytes(of: &loose) { raw in
            raw[0] = UInt8(bitPattern: -2)
            raw[1] &= ~0x04
            raw[4] = 150
        }
        XCTAssertEqual(compact, loose)
        XCTAssertNotEqual(AggregatorDecoderOracle.fingerprint(compact), AggregatorDecoderOracle.fingerprint(loose))
        let good = #"{"version":"1","messageType":"UPDATE","records":[{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"1","changedProperties":{"odds":1.5}}]}"#
        let bad = good.replacingOccurrences(of: "1.5", with: "\"1.5\"")
        XCTAssertNotEqual(AggregatorDecoderOracle.readerOutcome(Data(good.utf8)), AggregatorDecoderOracle.readerOutcome(Data(bad.utf8)))
        XCTAssertEqual(AggregatorDecoderOracle.readerOutcome(Data(bad.utf8)), AggregatorDecoderOracle.referenceOutcome(Data(bad.utf8)))
    }
}
