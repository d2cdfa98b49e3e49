import Foundation

/// The keys one record type reads, in its declaration order (a key's index is its field
/// number). A plain key is matched on its bytes; an escaped or non-ASCII key is unescaped and
/// compared as a String, as JSONDecoder's dictionary of keys compares them (canonical
/// equivalence: `group\u212Aey`, with a Kelvin sign, is `groupKey`).
struct AggregatorKeyTable: Sendable {
    let names: [String]
    /// Each name's bytes, one after another; `spans[field]` is where a name lies.
    private let bytes: [UInt8]
    private let spans: [Range<Int>]
    /// The fields whose name has a given length (index: the length), so a key is compared with
    /// one or two names rather than every one.
    private let fieldsByLength: [[Int]]

    init(_ names: [String]) {
        precondition(names.count <= 64, "a record reads at most 64 keys (one bit each)")
        self.names = names
        var bytes: [UInt8] = [], spans: [Range<Int>] = []
        var fieldsByLength = [[Int]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for (field, name) in names.enumerated() {
            spans.append(bytes.count..<bytes.count + name.utf8.count)
            bytes += name.utf8
            fieldsByLength[name.utf8.count].append(field)
        }
        self.bytes = bytes
        self.spans = spans
        self.fieldsByLength = fieldsByLength
    }

    /// The field the key names, or nil for a key the record does not read. Fails on a key that
    /// is not a valid string, which JSONDecoder refuses for the whole object.
    func field(for key: AggregatorStringToken, in reader: AggregatorJSONReader) throws(AggregatorReadError) -> Int? {
        guard key.isPlain else { return names.firstIndex(of: try reader.string(key)) }
        let length = key.end - key.start
        guard length < fieldsByLength.count else { return nil }
        for field in fieldsByLength[length] {
            let span = spans[field]
            var offset = 0
            while offset < length, reader.bytes[key.start + offset] == bytes[span.lowerBound + offset] { offset += 1 }
            if offset == length { return field }
        }
        return nil
    }
}

extension AggregatorJSONReader {
    /// Reads an object field by field: `read` is called once per key of `keys` with the cursor on
    /// its value and must leave it past the value (also when it throws a value error). The
    /// first of a repeated key wins and the rest are only stepped over, as in JSONDecoder;
    /// unknown keys' values are stepped over. A value error does not stop the walk (the rest
    /// must still be JSON); the object's first one is thrown at its end, a bad key's first.
    mutating func readObject(_ keys: AggregatorKeyTable, as type: Any.Type,
                             _ read: (inout AggregatorJSONReader, Int) throws(AggregatorReadError) -> Void) throws(AggregatorReadError) {
        switch valueStart {
        case .object: try enterContainer()
        case .null:
            _ = try scanLiteral()
            throw .missingValue(type)
        case let found:
            try skipValue()
            throw .mismatch(type, found: found)
        }
        var isFirst = true
        var seen: UInt64 = 0
        var keyError: DecodingError?
        var fieldError: DecodingError?
        while let key = try nextKey(&isFirst) {
            var field: Int?
            do {
                field = try keys.field(for: key, in: self)
            } catch {
                if case .value(let error) = error, keyError == nil { keyError = error }
            }
            guard let field, seen & (1 << field) == 0 else {
                try skipValue()
                continue
            }
            seen |= 1 << field
            do {
                try read(&self, field)
            } catch {
                switch error {
                case .syntax: throw .syntax
                case .value(let error): if fieldError == nil { fieldError = error }
                }
            }
        }
        if let keyError { throw .value(keyError) }
        if let fieldError { throw .value(fieldError) }
    }
}
