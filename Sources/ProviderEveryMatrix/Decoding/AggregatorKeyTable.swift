import Foundation

/// The keys one record type reads, in its declaration order (a key's index is its field
/// number). A plain key is matched on its bytes; an escaped or non-ASCII key is unescaped and
/// compared as a String, as JSONDecoder's dictionary of keys compares them (canonical
/// equivalence: `group\u212Aey`, with a Kelvin sign, is `groupKey`).
struct AggregatorKeyTable: Sendable {
    let names: [String]
    /// Each name's bytes as little-endian words, zero past its end, one name after another from
    /// `wordStarts[field]`: a key is compared with a name a word at a time.
    private let words: [UInt64]
    private let wordStarts: [Int]
    /// The fields ordered by their name's length; those of length n are
    /// `fieldsByLength[lengthStarts[n]..<lengthStarts[n + 1]]`, so a key is compared with one
    /// or two names rather than every one.
    private let fieldsByLength: [Int]
    private let lengthStarts: [Int]

    init(_ names: [String]) {
        precondition(names.count <= 64, "a record reads at most 64 keys (one bit each)")
        self.names = names
        var words: [UInt64] = [], wordStarts: [Int] = []
        for name in names {
            wordStarts.append(words.count)
            let bytes = Array(name.utf8)
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                var word: UInt64 = 0
                for (place, byte) in bytes[offset..<min(offset + 8, bytes.count)].enumerated() { word |= UInt64(byte) << UInt64(place * 8) }
                words.append(word)
            }
        }
        let longest = names.map(\.utf8.count).max() ?? 0
        let byLength = names.indices.sorted { (names[$0].utf8.count, $0) < (names[$1].utf8.count, $1) }
        var lengthStarts = [Int](repeating: 0, count: longest + 2)
        for length in 0...longest + 1 { lengthStarts[length] = byLength.firstIndex { names[$0].utf8.count >= length } ?? byLength.count }
        self.words = words
        self.wordStarts = wordStarts
        self.fieldsByLength = byLength
        self.lengthStarts = lengthStarts
    }

    /// The field the key names, or nil for a key the record does not read. Fails on a key that
    /// is not a valid string, which JSONDecoder refuses for the whole object.
    func field(for key: AggregatorStringToken, in reader: AggregatorJSONReader) throws(AggregatorReadError) -> Int? {
        guard key.isPlain else { return names.firstIndex(of: try reader.string(key)) }
        let length = key.end - key.start
        guard length + 1 < lengthStarts.count else { return nil }
        let candidates = lengthStarts[length]..<lengthStarts[length + 1]
        guard !candidates.isEmpty else { return nil }
        let wordCount = (length + 7) >> 3
        // A key is followed by at least its closing quote, so its last word can usually be read
        // whole from the payload; the key's last bytes are then masked.
        guard key.start + wordCount * 8 <= reader.bytes.count else {
            let raw = UnsafeRawBufferPointer(rebasing: reader.bytes[key.start..<key.end])
            return candidates.lazy.map { fieldsByLength[$0] }.first { names[$0].utf8.elementsEqual(raw) }
        }
        let lastMask: UInt64 = length & 7 == 0 ? ~0 : (1 << UInt64((length & 7) * 8)) - 1
        for candidate in candidates {
            let field = fieldsByLength[candidate]
            let base = wordStarts[field]
            var place = 0
            while place < wordCount {
                var word = UInt64(littleEndian: reader.bytes.loadUnaligned(fromByteOffset: key.start + place * 8, as: UInt64.self))
                if place == wordCount - 1 { word &= lastMask }
                guard word == words[base + place] else { break }
                place += 1
            }
            if place == wordCount { return field }
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
    /// `afterFirstMember`: the cursor is already inside the object, past its first member, which
    /// `read` is not given (a dump record's `_type`, read by the record reader).
    mutating func readObject(_ keys: AggregatorKeyTable, as type: Any.Type, afterFirstMember: Bool = false,
                             _ read: (inout AggregatorJSONReader, Int) throws(AggregatorReadError) -> Void) throws(AggregatorReadError) {
        if !afterFirstMember {
            switch valueStart {
            case .object: try enterContainer()
            case .null:
                _ = try scanLiteral()
                throw .missingValue(type)
            case let found:
                try skipValue()
                throw .mismatch(type, found: found)
            }
        }
        var isFirst = !afterFirstMember
        var seen: UInt64 = 0
        // Kept as the reader's own error (a reference), not as a `DecodingError?`, whose layout
        // is only known at run time: every object read would ask for it.
        var keyError: AggregatorReadError?
        var fieldError: AggregatorReadError?
        while let key = try nextKey(&isFirst) {
            var field: Int?
            do {
                field = try keys.field(for: key, in: self)
            } catch {
                if case .value = error, keyError == nil { keyError = error }
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
                case .value: if fieldError == nil { fieldError = error }
                }
            }
        }
        if let keyError { throw keyError }
        if let fieldError { throw fieldError }
    }
}
