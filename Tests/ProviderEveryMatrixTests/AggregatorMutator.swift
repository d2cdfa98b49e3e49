import Foundation
@_spi(ProviderKit) @testable import ProviderEveryMatrix
import ServicesProviderTesting
import ServicesProviderTooling

/// Deterministic mutations of small aggregator messages built from the fixtures, aimed at what
/// JSONDecoder decides subtly: escapes, numbers, repeated keys, nulls, types, truncation, bit
/// flips, nesting depth, whitespace, trailing commas.
struct AggregatorMutator {
    private var random: SplitMix
    private let seeds: [[UInt8]]

    /// Seeds: every record of every message alone in a message of its own kind, and some runs of
    /// three records, from every fixture that holds aggregator messages.
    init(seed: UInt64, fixtures: [Data]) {
        random = SplitMix(seed: seed)
        var seeds: [[UInt8]] = []
        for data in fixtures {
            for message in JSONArrayScanner.elements(of: data) ?? [] {
                let messageBytes = Array(data[message])
                guard let records = Self.recordTexts(in: messageBytes), !records.isEmpty else { continue }
                let type = messageBytes.firstRange(of: Array("INITIAL_DUMP".utf8)) == nil ? "UPDATE" : "INITIAL_DUMP"
                for start in records.indices {
                    // Mostly one record (a debug build decodes ~100,000 cases in seconds), every seventh a run of three.
                    let run = records[start..<min(records.count, start + (start % 7 == 0 ? 3 : 1))]
                    seeds.append(Array(#"{"version":"17","format":"AGGREGATOR","messageType":"\#(type)","records":["#.utf8)
                                 + Array(run.joined(separator: [UInt8(ascii: ",")])) + Array("]}".utf8))
                }
            }
        }
        self.seeds = seeds
    }

    var seedCount: Int { seeds.count }

    /// The next mutated message: a seed with one to three mutations.
    mutating func next() -> [UInt8] {
        var bytes = seeds[pick(seeds.count)]
        for _ in 0...pick(3) { mutate(&bytes) }
        return bytes
    }

    private mutating func pick(_ count: Int) -> Int { count <= 1 ? 0 : Int(random.next() % UInt64(count)) }
    private mutating func pick<T>(_ options: [T]) -> T { options[pick(options.count)] }

    private static let numbers = ["01", "1.0", "1e2", "1.5", "-0", "1e400", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                                  "1E-2", "0.1e1", "1.", "-", "2e-324", "3e-324", "1e-400", "12345678901234567890123", "1.00000000000000000001",
                                  "0e5", "7E+1", "100", "1.50", "3.3333333333333333333333333", "-1.25", "0", "0.000", "1e127", "1e128",
                                  "1e-129", "10.00", "+1", ".5", "1-2", "--", "9007199254740993.0", "0.99999999999999999999", "1e18", "1e19",
                                  "123456789012345678901", "1.7976931348623159e308", "-0.0", "2.10", "99999999999999999999.5", "5e-1"]
    private static let escapes = [#"\u0041"#, #"\ud83d\ude00"#, #"\ud83d"#, #"\ude00"#, #"\x"#, #"\/"#, #"\""#, #"\\"#, "\t", "\u{1}", #"\u212A"#,
                                  #"\u00"#, #"\uZZZZ"#, #"\ud83d\u0041"#, #"\u0000"#, "\u{7F}", "é", #"\n"#]
    private static let rawBytes: [[UInt8]] = [[0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xFF], [0xE2, 0x84, 0xAA], [0xC3, 0xA9]]
    private static let values = ["null", "true", "false", #""x""#, "1", "1.5", "{}", "[]", #"{"a":[1,{"b":null}]}"#, #""1""#, "nul", "tru",
                                 #""BETTING_OFFER""#, #""MATCH""#, #""UPDATE""#, #""CREATE""#, #""DELETE""#, #""SPORT""#, #""OTHER_THING""#, "[1,]", "{,}"]
    private static let keys = ["odds", "id", "_type", "changeType", "entityType", "entity", "changedProperties", "name", "startTime", "statusId",
                               "numberOfEvents", "paramFloat1", "isAvailable", "groupKey", "version", "records", "messageType", "format", "outcomeId",
                               "eventId", "marketId", "lastChangedTime", "sportId"]
    private static let tricky: [UInt8] = Array(#""\{}[],:01-.eEn+tfu "#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xFF, 0x09, 0x0C]

    private mutating func mutate(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        switch pick(13) {
        case 0: bytes[pick(bytes.count)] ^= 1 << UInt8(pick(8))
        case 1: bytes[pick(bytes.count)] = pick(Self.tricky)
        case 2: bytes.removeSubrange(pick(bytes.count)...)
        case 3:
            let start = pick(bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + pick(8)))
        case 4:
            let start = pick(bytes.count)
            bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 1 + pick(16))], at: pick(bytes.count))
        case 5: replaceNumber(&bytes)
        case 6: insertIntoString(&bytes)
        case 7: insertKey(&bytes)
        case 8: replaceScalarValue(&bytes)
        case 9: escapeKey(&bytes)
        case 10:
            // Nesting around JSONDecoder's limit of 512 containers (a record sits 3 or 4 deep).
            let depth = pick([100, 505, 506, 507, 508, 509, 510, 511, 512])
            insertAfterObjectStart(&bytes, Array(("\"zz\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ",").utf8))
        case 11:
            // Trailing commas, whitespace JSON has and has not.
            let ends = Self.positions(in: bytes) { _, byte in byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") }
            if pick(2) == 0, !ends.isEmpty { bytes.insert(UInt8(ascii: ","), at: pick(ends)) } else { bytes.insert(pick([0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B]), at: pick(bytes.count)) }
        default:
            switch pick(6) {
            case 0: bytes = Array("[".utf8) + bytes + Array("]".utf8)
            case 1: bytes = Array("[".utf8) + bytes + Array(",".utf8) + bytes + Array("]".utf8)
            case 2: bytes = [0xEF, 0xBB, 0xBF] + bytes
            case 3: bytes += Array(pick([" x", "}", " ", ",", "\n", "{}"]).utf8)
            case 4: bytes = Array(" \n".utf8) + bytes
            default: bytes = Array(pick(["", " ", "null", "[]", "[null]", "1", #""a""#, "{}", "[{}]"]).utf8)
            }
        }
    }

    /// The indices whose byte matches (given the byte before it, 0 at the start), in one plain
    /// loop: `indices.filter` runs unspecialised in a debug build, a third of this test's time.
    private static func positions(in bytes: [UInt8], where matches: (_ previous: UInt8, _ byte: UInt8) -> Bool) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var found: [Int] = [], previous: UInt8 = 0, index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if matches(previous, byte) { found.append(index) }
                previous = byte
                index += 1
            }
            return found
        }
    }

    /// Value starts: the first byte after a `:` (and spaces).
    private func valueStarts(_ bytes: [UInt8], where matches: (UInt8) -> Bool) -> [Int] {
        var starts: [Int] = []
        for index in Self.positions(in: bytes, where: { _, byte in byte == UInt8(ascii: ":") }) {
            var position = index + 1
            while position < bytes.count, bytes[position] == 0x20 { position += 1 }
            if position < bytes.count, matches(bytes[position]) { starts.append(position) }
        }
        return starts
    }

    private mutating func replaceNumber(_ bytes: inout [UInt8]) {
        let starts = valueStarts(bytes) { $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard !starts.isEmpty else { return }
        let start = pick(starts)
        var end = start
        while end < bytes.count, Array("0123456789.eE+-".utf8).contains(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: Array(pick(Self.numbers).utf8))
    }

    private mutating func insertIntoString(_ bytes: inout [UInt8]) {
        let starts = valueStarts(bytes) { $0 == UInt8(ascii: "\"") }
        guard !starts.isEmpty else { return }
        let insertion = pick(2) == 0 ? Array(pick(Self.escapes).utf8) : pick(Self.rawBytes)
        bytes.insert(contentsOf: insertion, at: pick(starts) + 1)
    }

    private mutating func insertKey(_ bytes: inout [UInt8]) {
        let pair = Array("\"\(pick(Self.keys))\":\(pick(pick(2) == 0 ? Self.values : Self.numbers))".utf8)
        if pick(2) == 0 {
            insertAfterObjectStart(&bytes, pair + [UInt8(ascii: ",")])
        } else {
            let ends = Self.positions(in: bytes) { _, byte in byte == UInt8(ascii: "}") }
            guard !ends.isEmpty else { return }
            bytes.insert(contentsOf: [UInt8(ascii: ",")] + pair, at: pick(ends))
        }
    }

    private mutating func insertAfterObjectStart(_ bytes: inout [UInt8], _ insertion: [UInt8]) {
        let starts = Self.positions(in: bytes) { _, byte in byte == UInt8(ascii: "{") }
        guard !starts.isEmpty else { return }
        bytes.insert(contentsOf: insertion, at: pick(starts) + 1)
    }

    private mutating func replaceScalarValue(_ bytes: inout [UInt8]) {
        let starts = valueStarts(bytes) { $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "[") }
        guard !starts.isEmpty else { return }
        let start = pick(starts)
        var end = start + 1
        if bytes[start] == UInt8(ascii: "\"") {
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            end = min(end + 1, bytes.count)
        } else {
            while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end]) { end += 1 }
        }
        bytes.replaceSubrange(start..<end, with: Array(pick(Self.values).utf8))
    }

    /// Writes one letter of a key as a `\u` escape (a Kelvin sign for a `K`), which JSONDecoder
    /// matches to the same key.
    private mutating func escapeKey(_ bytes: inout [UInt8]) {
        let letters = Self.positions(in: bytes) { previous, byte in
            previous == UInt8(ascii: "\"") && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte == UInt8(ascii: "K")
        }
        guard !letters.isEmpty else { return }
        let index = pick(letters)
        let escape = bytes[index] == UInt8(ascii: "K") && pick(2) == 0 ? #"\u212A"# : String(format: "\\u%04x", bytes[index])
        bytes.replaceSubrange(index...index, with: Array(escape.utf8))
    }

    /// The raw text of each record of a message.
    static func recordTexts(in message: [UInt8]) -> [[UInt8]]? {
        guard let key = message.firstRange(of: Array(#""records""#.utf8)),
              let open = message[key.upperBound...].firstIndex(of: UInt8(ascii: "[")) else { return nil }
        var close: Int?
        AggregatorDecoderOracle.walkNesting(message, from: open) { index, depth in
            if depth == 0 { close = index }
            return depth != 0
        }
        if let close {
            let array = Data(message[open...close])
            return JSONArrayScanner.elements(of: array)?.map { Array(array[$0]) }
        }
        return nil
    }
}
