import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting
import ServicesProviderTooling

/// The aggregator's decoder against JSONDecoder: the same records (deeply, a Decimal by its
/// bytes) or the same kind of DecodingError, for every fixture and for mutated messages.
@Suite struct AggregatorDecoderDifferentialTests {
    private func fixtureFiles() throws -> [(name: String, data: Data)] {
        let readme = try #require(SandboxFixtures.url(provider: "everymatrix", name: "README.md"))
        let folder = readme.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// Every payload in the fixtures folder (the recorded aggregator files among them) decodes
    /// to the same records, and the files that are not aggregator messages fail the same way.
    @Test func everyFixtureDecodesAsJSONDecoderDoes() throws {
        let files = try fixtureFiles()
        let recorded = Set(aggregatorFixtures)
        #expect(recorded.isSubset(of: Set(files.map(\.name))))
        var decoded = 0
        for file in files {
            let reference = AggregatorDecoderOracle.referenceOutcome(file.data)
            #expect(reference == AggregatorDecoderOracle.readerOutcome(file.data), "\(file.name)")
            if case .messages = reference { decoded += 1 } else { #expect(!recorded.contains(file.name), "\(file.name) should decode") }
        }
        #expect(decoded >= recorded.count)
    }

    /// 25,000 mutated messages: the same records or the same kind of error, every one. (CI's
    /// release-build fuzzer compares 20,000 more mutated payloads with the same oracle; a debug
    /// build runs this loop about ten times slower, so it stays a sample.) Async only to yield now and then: tests run in parallel on the cooperative pool (two
    /// threads on a two-core machine), which this loop would otherwise hold for its whole run.
    @Test func mutatedMessagesDecodeAsJSONDecoderDoes() async throws {
        let aggregatorFiles = try fixtureFiles().filter { if case .messages = AggregatorDecoderOracle.referenceOutcome($0.data) { return true } else { return false } }
        // Seed 19 in CI; AGGREGATOR_MUTATION_SEED replays another campaign.
        let seed = ProcessInfo.processInfo.environment["AGGREGATOR_MUTATION_SEED"].flatMap { UInt64($0) } ?? 19
        var mutator = AggregatorMutator(seed: seed, fixtures: aggregatorFiles.map(\.data))
        #expect(mutator.seedCount > 1000)
        var failures = 0
        var accepted = 0
        for round in 0..<25_000 {
            if round % 500 == 0 { await Task.yield() }
            let data = Data(mutator.next())
            let reference = AggregatorDecoderOracle.referenceOutcome(data)
            if case .messages = reference { accepted += 1 }
            let reader = AggregatorDecoderOracle.readerOutcome(data)
            guard reference != reader else { continue }
            failures += 1
            if failures <= 8 {
                let (left, right) = (reference.description, reader.description)
                let common = zip(left, right).prefix { $0 == $1 }.count
                Issue.record("""
                    differs on \(String(reflecting: String(decoding: data, as: UTF8.self)))
                    JSONDecoder: …\(left.dropFirst(max(0, common - 80)).prefix(200))
                    reader:      …\(right.dropFirst(max(0, common - 80)).prefix(200))
                    """)
            }
        }
        #expect(failures == 0)
        // Mutations that break everything test nothing: most must still decode.
        #expect(accepted > 7_500)
    }

    /// The rules found by trying JSONDecoder on this toolchain, each on a small message: the
    /// reader must agree on every one (and the list says what they are).
    @Test func measuredJSONDecoderRulesOneByOne() {
        let offer = #"{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"1","changedProperties":{"odds":ODDS}}"#
        func message(_ records: String, extra: String = "") -> String {
            #"{"version":"1","format":"AGGREGATOR","messageType":"UPDATE"\#(extra),"records":[\#(records)]}"#
        }
        var payloads: [String] = []
        // Numbers: the grammar, Int fields taking whole fractions and exponents, Double and Decimal limits.
        for odds in ["1.5", "1.50", "100", "1e2", "01", "1.", "-", "+1", ".5", "1e400", "1e-400", "0.000", "-0", "1e128", "1e-129",
                     "12345678901234567890123456789012345678901", "3.3333333333333333333333333"] {
            payloads.append(message(offer.replacingOccurrences(of: "ODDS", with: odds)))
        }
        let match = #"{"_type":"MATCH","id":"1","sportId":"1","name":"A - B","statusId":"1","startTime":TIME}"#
        for time in ["1.0", "1e2", "10e-1", "1.5", "1e-2", "9223372036854775807", "9223372036854775808", "9223372036854775807.0",
                     "9007199254740993.0", "9999999999999999.5", "0.99999999999999999999", "1e-400", "2e-324", "\"1\"", "null", "true"] {
            payloads.append(message(match.replacingOccurrences(of: "TIME", with: time)))
        }
        let info = #"{"_type":"EVENT_INFO","id":"1","typeId":"1","eventId":"1","paramFloat1":FLOAT}"#
        for float in ["0e5", "0e10", "0e+5", "0.0e5", "0.00e5", "1e308", "1e309", "2e-324", "3e-324", "-0"] {
            payloads.append(message(info.replacingOccurrences(of: "FLOAT", with: float)))
        }
        // Strings: escapes, surrogates, control bytes; unread strings are only scanned.
        for name in [#"a\u0041"#, #"\ud83d\ude00"#, #"\ud83d"#, #"\ude00"#, #"\x"#, #"\/"#, "a\tb", "a\u{7F}b", #"\u00"#, #"\u12G4"#] {
            payloads.append(message(match.replacingOccurrences(of: "A - B", with: name).replacingOccurrences(of: "TIME", with: "1")))
            payloads.append(message(match.replacingOccurrences(of: "TIME", with: "1"), extra: #","unknown":"\#(name)""#))
        }
        // Keys: repeated (the first wins), escaped, a Kelvin sign for K; trailing commas; unknown values still JSON.
        let group = #"{"_type":"MARKET_GROUP","id":"1",KEY:"Main"}"#
        for key in [#""groupKey""#, #""group\u004Bey""#, #""group\u212Aey""#, #""groupKey":"First","groupKey""#, #""groupKey":null,"groupKey""#] {
            payloads.append(message(group.replacingOccurrences(of: "KEY", with: key)))
        }
        for extra in [#","x":[1,2,]"#, #","x":{"a":1,}"#, #","x":[,1]"#, #","x":1-2"#, #","x":tru"#, #","x":01"#, #","version":5"#, #","version":null"#] {
            payloads.append(message(match.replacingOccurrences(of: "TIME", with: "1"), extra: extra))
        }
        payloads += ["", " ", "null", "[]", "[null]", "{}", "1", #"{"version":"1","messageType":"U","records":[],}"#,
                     #"{"version":"1","messageType":"U","records":[]} x"#, "\u{FEFF}" + message(""), "\u{0C}" + message("")]
        var data = payloads.map { Data($0.utf8) }
        // Other encodings JSONDecoder converts first: UTF-16 and UTF-32, with and without a byte order mark.
        for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian, .utf32BigEndian] {
            if let encoded = message(match.replacingOccurrences(of: "TIME", with: "1")).data(using: encoding) { data.append(encoded) }
        }
        // Under four bytes, zero bytes say no encoding: `"`, NUL, `"` is a UTF-8 string (a type error).
        data += [[0x22, 0x00, 0x22], [0x00, 0x22, 0x00], [0x22, 0x00], [0x5B, 0x00, 0x5D], [0xFF, 0xFE, 0x22], [0x22, 0x00, 0x22, 0x00]].map { Data($0) }
        let failures = data.filter { AggregatorDecoderOracle.mismatch($0) != nil }.map { String(decoding: $0, as: UTF8.self) }
        #expect(failures == [])
    }

    /// A dump record whose `_type` is not its first key (found by a quick scan, then read once)
    /// decodes as JSONDecoder decodes it, whatever else the record holds: `_type` text inside
    /// values and nested containers, a repeated `_type` (the first wins), an escaped key that
    /// spells it (the key-by-key walk decides), a null, numeric or escaped type, whitespace.
    @Test func recordsNamingTheirTypeLaterDecodeAsJSONDecoderDoes() throws {
        func message(_ record: String) -> Data {
            Data(#"{"version":"1","format":"AGGREGATOR","messageType":"INITIAL_DUMP","records":[\#(record)]}"#.utf8)
        }
        let fields = #""sportId":"1","name":"A - B","statusId":"1","startTime":1"#
        let records = [
            #"{"id":"1",\#(fields),"_type":"MATCH"}"#,
            #"{"id":"1","_type":"MATCH",\#(fields)}"#,
            #"{"id":"1","x":{"_type":"MARKET"},"y":["_type",{"_type":"SPORT"}],"_type":"MATCH","z":"\"_type\":","sportId":"1","name":"\\","statusId":"1","startTime":1}"#,
            #"{"id":"1","_type":"MATCH","_type":"MARKET",\#(fields)}"#,
            #"{"id":"1","_type":"MARKET","_type":"MATCH",\#(fields)}"#,
            #"{"id":"1","\u005ftype":"MARKET","_type":"MATCH",\#(fields)}"#,
            #"{"id":"1","_type":"MATCH","\u005ftype":"MARKET",\#(fields)}"#,
            #"{"id":"1","_type":null,"changeType":"UPDATE","entityType":"BETTING_OFFER","changedProperties":{"odds":2}}"#,
            #"{"id":"1","_type":5,\#(fields)}"#,
            #"{"id":"1","_type":"MA\u0054CH",\#(fields)}"#,
            #"{"id":"1","_type":"MA\qCH",\#(fields)}"#,
            #"{"id":"1" , "_type" : "MATCH" ,\#(fields) }"#,
            #"{"id":"1","_type":"SOMETHING_ELSE"}"#,
            #"{"id":"1","_type":"MATCH"}"#,
            #"{"id":"1",\#(fields),"_type":"MATCH",}"#,
        ]
        for record in records {
            #expect(AggregatorDecoderOracle.mismatch(message(record)) == nil, "\(record)")
        }
        let decoded = try AggregatorMessageReader.decode(message(records[0]))
        guard case .entity(.match(let match)) = decoded.first?.records.first else {
            Issue.record("the record with its type last is not a match: \(decoded)")
            return
        }
        #expect(match.name == "A - B")
    }

    /// The comparison sees what the store compares: the same price written uncompacted
    /// (150e-2 rather than 15e-1) is a difference, and so is a record that decoded where the
    /// other did not.
    @Test func comparisonSeesDecimalBytesAndInvalidRecords() throws {
        let compact = try #require(Decimal(string: "1.5"))
        // 150e-2: the same number, not compacted (exponent byte, then length 1 and the compact bit clear).
        var loose = compact
        withUnsafeMutableBytes(of: &loose) { raw in
            raw[0] = UInt8(bitPattern: -2)
            raw[1] &= ~0x04
            raw[4] = 150
        }
        #expect(compact == loose)
        #expect(AggregatorDecoderOracle.fingerprint(compact) != AggregatorDecoderOracle.fingerprint(loose))
        let good = #"{"version":"1","messageType":"UPDATE","records":[{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"1","changedProperties":{"odds":1.5}}]}"#
        let bad = good.replacingOccurrences(of: "1.5", with: "\"1.5\"")
        #expect(AggregatorDecoderOracle.readerOutcome(Data(good.utf8)) != AggregatorDecoderOracle.readerOutcome(Data(bad.utf8)))
        #expect(AggregatorDecoderOracle.readerOutcome(Data(bad.utf8)) == AggregatorDecoderOracle.referenceOutcome(Data(bad.utf8)))
    }
}
