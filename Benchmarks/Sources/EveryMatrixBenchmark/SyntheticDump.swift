import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

/// The key order a synthetic dump is written in. The aggregator reader is fastest when each
/// entity's `_type` comes first, as the vendor sends it; with another order it reads the
/// entity twice. `JSONSerialization` writes keys in its dictionaries' order, which changes with
/// each process's hash seed, so a dump written by it made the decode figures differ run to run.
enum KeyOrder: CustomStringConvertible {
    /// The recorded fixture's order (`_type` first).
    case vendor
    /// Every object's keys shuffled by a generator of this seed: the same file in every run.
    case shuffled(seed: UInt64)

    var description: String {
        switch self {
        case .vendor: return "vendor key order"
        case .shuffled(let seed): return "keys shuffled (seed \(seed))"
        }
    }
}

/// Repeats the dump's records with fresh ids until the JSON is about `targetBytes`, written
/// compact in `order`. Each copy of an id gets a new number of the vendor's shape (18 decimal
/// digits), the same one wherever it is referenced, so the copies link up like the original.
/// Written record by record: only the output is held, so a 200 MB dump costs 200 MB.
func syntheticDump(from data: Data, targetBytes: Int, order: KeyOrder = .vendor) throws -> Data {
    var parser = OrderedJSON.Parser(Array(data))
    guard case .array(let messages) = try parser.value(), case .object(let message) = messages.first,
          let recordsIndex = message.firstIndex(where: { $0.key == "records" }),
          case .array(let records) = message[recordsIndex].value else { throw BenchmarkError.unexpectedFixtureShape }
    let idKeys: Set<String> = ["id", "eventId", "marketId", "outcomeId", "parentId", "categoryId", "venueId"]
    var oneCopy: [UInt8] = [], unshuffled: SeededGenerator?
    OrderedJSON.array(records).write(to: &oneCopy, shuffling: &unshuffled)
    let copies = max(1, Int((Double(targetBytes) / Double(oneCopy.count)).rounded()))
    var generator: SeededGenerator?
    if case .shuffled(let seed) = order { generator = SeededGenerator(seed: seed) }
    // The message with an empty record list, split where the records go.
    var shell = message
    shell[recordsIndex].value = .array([])
    var output: [UInt8] = []
    output.reserveCapacity(copies * oneCopy.count + 1_000)
    output.append(UInt8(ascii: "["))
    OrderedJSON.object(shell).write(to: &output, shuffling: &generator)
    output.append(UInt8(ascii: "]"))
    let key = Array(#""records":["#.utf8)
    guard let at = output.indices.first(where: { output[$0...].starts(with: key) }) else { throw BenchmarkError.unexpectedFixtureShape }
    let closing = Array(output[(at + key.count)...])
    output.removeLast(closing.count)
    var nextId: UInt64 = 500_000_000_000_000_000
    for copy in 0..<copies {
        var renamed: [String: String] = [:]
        for (index, record) in records.enumerated() {
            if copy > 0 || index > 0 { output.append(UInt8(ascii: ",")) }
            guard case .object(var fields) = record else { record.write(to: &output, shuffling: &generator); continue }
            for field in fields.indices where idKeys.contains(fields[field].key) {
                guard case .string(let id) = fields[field].value else { continue }
                if renamed[id] == nil {
                    nextId += 1
                    renamed[id] = String(nextId)
                }
                fields[field].value = .string(renamed[id]!)
            }
            OrderedJSON.object(fields).write(to: &output, shuffling: &generator)
        }
    }
    output.append(contentsOf: closing)
    return Data(output)
}

/// A JSON value whose objects keep their keys' order. Strings and numbers keep their text as
/// written (escapes included): the generator copies them, it never reads them.
enum OrderedJSON {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)

    /// Writes the value; with a generator, each object's keys in an order it draws.
    func write(to output: inout [UInt8], shuffling generator: inout SeededGenerator?) {
        switch self {
        case .object(let fields):
            var ordered = fields
            if generator != nil { ordered.shuffle(using: &generator!) }
            output.append(UInt8(ascii: "{"))
            for (index, field) in ordered.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "\""))
                output.append(contentsOf: field.key.utf8)
                output.append(UInt8(ascii: "\""))
                output.append(UInt8(ascii: ":"))
                field.value.write(to: &output, shuffling: &generator)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output, shuffling: &generator)
            }
            output.append(UInt8(ascii: "]"))
        case .string(let text):
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
        case .literal(let text):
            output.append(contentsOf: text.utf8)
        }
    }

    /// Reads the fixture (well-formed JSON; a malformed one is `unexpectedFixtureShape`).
    struct Parser {
        private let bytes: [UInt8]
        private var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func value() throws -> OrderedJSON {
            skipSpace()
            guard index < bytes.count else { throw BenchmarkError.unexpectedFixtureShape }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var fields: [(key: String, value: OrderedJSON)] = []
                while true {
                    skipSpace()
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(fields) }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                    let key = try string()
                    skipSpace()
                    guard bytes[index] == UInt8(ascii: ":") else { throw BenchmarkError.unexpectedFixtureShape }
                    index += 1
                    fields.append((key, try value()))
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [OrderedJSON] = []
                while true {
                    skipSpace()
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                    if bytes[index] == UInt8(ascii: ",") { index += 1 }
                    elements.append(try value())
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            default:
                let start = index
                while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
                return .literal(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        /// A string's text between its quotes, escapes as written.
        private mutating func string() throws -> String {
            guard bytes[index] == UInt8(ascii: "\"") else { throw BenchmarkError.unexpectedFixtureShape }
            index += 1
            let start = index
            while bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func skipSpace() {
            while index < bytes.count, " \n\r\t".utf8.contains(bytes[index]) { index += 1 }
        }
    }
}
