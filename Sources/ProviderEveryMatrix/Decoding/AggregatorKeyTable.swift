import Foundation

/// The keys one record type reads, in its declaration order (a key's index is its field
/// number). A plain key is matched on its bytes; an escaped or non-ASCII key is unescaped and
/// compared as a String, as JSONDecoder's dictionary of keys compares them (canonical
/// equivalence: `group\u212Aey`, with a Kelvin sign, is `groupKey`).
struct AggregatorKeyTable: Sendable {
    let names: [String]
    private let utf8: [[UInt8]]

    init(_ names: [String]) {
        precondition(names.count <= 64, "a record reads at most 64 keys (one bit each)")
        self.names = names
        self.utf8 = names.map { Array($0.utf8) }
    }

    /// The field the key names, or nil for a key the record does not read. Fails on a key that
    /// is not a valid string, which JSONDecoder refuses for the whole object.
    func field(for key: AggregatorStringToken, in reader: AggregatorJSONReader) throws(AggregatorReadError) -> Int? {
        guard key.isPlain else { return names.firstIndex(of: try reader.string(key)) }
        let length = key.end - key.start
        for (field, name) in utf8.enumerated() where name.count == length {
            var matches = true
            for offset in 0..<length where reader.bytes[key.start + offset] != name[offset] {
                matches = false
                break
            }
            if matches { return field }
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
