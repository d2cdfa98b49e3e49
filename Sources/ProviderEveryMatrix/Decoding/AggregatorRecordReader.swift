import Foundation

/// An entity type named by a record's `_type` or `entityType`: the SDK's kind of it (nil for the
/// types it does not read) and the name as the record holds it.
struct AggregatorEntityType {
    enum Kind: Int {
        case sport, location, eventCategory, match, eventInfo, market, outcome, marketOutcomeRelation, bettingOffer, marketGroup
    }

    /// In `Kind`'s order, compared as `Entity.init(type:from:)` compares them (as Strings).
    static let names = AggregatorKeyTable(["SPORT", "LOCATION", "EVENT_CATEGORY", "MATCH", "EVENT_INFO", "MARKET", "OUTCOME",
                                           "MARKET_OUTCOME_RELATION", "BETTING_OFFER", "MARKET_GROUP"])

    let kind: Kind?
    let name: String
}

/// Reads one record of a message: a dump's entity (tagged by `_type`) or a change record. A
/// record that JSONDecoder's path would make `.invalid` is `.invalid` here (only a syntax error
/// fails the payload).
enum AggregatorRecordReader {
    typealias Models = EveryMatrixModels
    typealias Reader = AggregatorJSONReader

    /// In the order of `AggregatorRecord`'s coding keys.
    private static let recordKeys = AggregatorKeyTable(["_type", "changeType", "entityType", "id", "entity", "changedProperties"])

    static func read(_ reader: inout Reader) throws(AggregatorReadError) -> Models.AggregatorRecord {
        let start = reader.mark
        // A dump record names its type first: read it, then the whole record as that entity in
        // one pass. Any other record is walked once to find its keys, then read by them.
        if let type = try leadingType(&reader) {
            reader.move(to: start)
            return try invalidOnValueError(&reader) { reader throws(AggregatorReadError) in
                .entity(try AggregatorEntityReader.read(type, from: &reader))
            }
        }
        reader.move(to: start)
        // A dump record whose `_type` comes later (a producer writing keys in another order): a
        // quick scan finds it, then the record is read once, as above.
        if let type = try laterType(&reader, from: start) {
            reader.move(to: start)
            return try invalidOnValueError(&reader) { reader throws(AggregatorReadError) in
                .entity(try AggregatorEntityReader.read(type, from: &reader))
            }
        }
        reader.move(to: start)
        var marks: (Reader.Mark?, Reader.Mark?, Reader.Mark?, Reader.Mark?, Reader.Mark?, Reader.Mark?)
        let walked = try aggregatorValueResult { () throws(AggregatorReadError) in
            try reader.readObject(recordKeys, as: Models.AggregatorRecord.self) { reader, field throws(AggregatorReadError) in
                let mark = reader.mark
                switch field {
                case 0: marks.0 = mark
                case 1: marks.1 = mark
                case 2: marks.2 = mark
                case 3: marks.3 = mark
                case 4: marks.4 = mark
                default: marks.5 = mark
                }
                try reader.skipValue()
            }
        }
        if case .failure(let error) = walked { return .invalid(reason: String(describing: error)) }
        let end = reader.mark
        defer { reader.move(to: end) }
        return try invalidOnValueError(&reader) { reader throws(AggregatorReadError) -> Models.AggregatorRecord in
            if let typeMark = marks.0, try !isNull(at: typeMark, &reader) {
                reader.move(to: typeMark)
                let type = try reader.readEntityType()
                reader.move(to: start)
                return .entity(try AggregatorEntityReader.read(type, from: &reader))
            }
            reader.move(to: try aggregatorRequired(marks.1, "changeType"))
            let changeType = try reader.readString()
            reader.move(to: try aggregatorRequired(marks.2, "entityType"))
            let entityType = try reader.readEntityType()
            reader.move(to: try aggregatorRequired(marks.3, "id"))
            let id = try reader.readAggregatorId()
            var entity: Models.Entity?
            if let entityMark = marks.4, try !isNull(at: entityMark, &reader) {
                reader.move(to: entityMark)
                entity = try AggregatorEntityReader.read(entityType, from: &reader)
            }
            var patch: Models.Patch?
            if let patchMark = marks.5, try !isNull(at: patchMark, &reader) {
                reader.move(to: patchMark)
                patch = try AggregatorPatchReader.read(entityType, from: &reader)
            }
            guard let kind = Models.ChangeRecord.Kind(rawValue: changeType) else { return .invalid(reason: "unknown changeType \(changeType)") }
            return .change(Models.ChangeRecord(kind: kind, entityType: entityType.name, id: id, entity: entity, patch: patch))
        }
    }

    /// The type of a record whose first key is a plain `_type` holding a valid string, else nil.
    private static func leadingType(_ reader: inout Reader) throws(AggregatorReadError) -> AggregatorEntityType? {
        guard reader.valueStart == .object else { return nil }
        try reader.enterContainer()
        var isFirst = true
        guard let key = try reader.nextKey(&isFirst), key.isPlain, key.end - key.start == 5,
              reader.bytes[key.start] == UInt8(ascii: "_"), reader.bytes[key.start + 1] == UInt8(ascii: "t"),
              reader.bytes[key.start + 2] == UInt8(ascii: "y"), reader.bytes[key.start + 3] == UInt8(ascii: "p"),
              reader.bytes[key.start + 4] == UInt8(ascii: "e"), reader.valueStart == .string else { return nil }
        do {
            return try reader.readEntityType()
        } catch {
            if case .syntax = error { throw .syntax }
            return nil
        }
    }

    /// The type named by the first `_type` key of the object at `start` when that key is not
    /// first, its value is a string and every key before it is plain (no escapes); else nil, and
    /// the record is walked key by key instead. The scan looks only for the object's own keys
    /// (string contents are stepped over eight bytes at a time, nested values only counted) and
    /// stops at the first `_type`, so it costs a fraction of the walk, which reads every key and
    /// value; the entity reader then reads the whole record, later keys and errors included, as
    /// when `_type` comes first. What the scan does not decide (an escaped key before it, which
    /// may spell `_type`; a null or non-string type; malformed bytes), the walk does. The first
    /// `_type` wins, as in the walk.
    private static func laterType(_ reader: inout Reader, from start: Reader.Mark) throws(AggregatorReadError) -> AggregatorEntityType? {
        guard let value = firstTypeValue(in: reader.bytes, objectAt: start.index) else { return nil }
        reader.move(to: Reader.Mark(index: value, depth: start.depth + 1))
        guard reader.valueStart == .string else { return nil }
        do {
            return try reader.readEntityType()
        } catch {
            if case .syntax = error { throw .syntax }
            return nil
        }
    }

    /// Where the value of the first `_type` key of the object at `index` starts, when every key
    /// up to it is plain; nil otherwise, without one, or when the bytes end first.
    private static func firstTypeValue(in bytes: UnsafeRawBufferPointer, objectAt index: Int) -> Int? {
        let count = bytes.count
        guard index < count, bytes[index] == UInt8(ascii: "{") else { return nil }
        var position = index + 1, depth = 1, expectsKey = true
        while position < count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                let contents = position + 1
                var end = contents, escaped = false
                while true {
                    if end + 8 <= count {
                        // Straight to the word's first quote or backslash, if it holds one.
                        let offset = firstQuoteOrBackslash(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
                        end += offset
                        if offset == 8 { continue }
                    } else {
                        guard end < count else { break }
                        if bytes[end] != UInt8(ascii: "\"") && bytes[end] != UInt8(ascii: "\\") {
                            end += 1
                            continue
                        }
                    }
                    if bytes[end] == UInt8(ascii: "\"") { break }
                    escaped = true
                    end += 2
                }
                guard end < count else { return nil }
                if depth == 1, expectsKey {
                    guard !escaped else { return nil }
                    expectsKey = false
                    if end - contents == 5, bytes[contents] == UInt8(ascii: "_"), bytes[contents + 1] == UInt8(ascii: "t"),
                       bytes[contents + 2] == UInt8(ascii: "y"), bytes[contents + 3] == UInt8(ascii: "p"), bytes[contents + 4] == UInt8(ascii: "e") {
                        var colon = end + 1
                        while colon < count, Reader.isWhitespace(bytes[colon]) { colon += 1 }
                        guard colon < count, bytes[colon] == UInt8(ascii: ":") else { return nil }
                        var value = colon + 1
                        while value < count, Reader.isWhitespace(bytes[value]) { value += 1 }
                        return value
                    }
                }
                position = end + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                position += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                position += 1
                if depth == 0 { return nil }
            case UInt8(ascii: ","):
                if depth == 1 { expectsKey = true }
                position += 1
            default:
                // Numbers, literals, colons and spaces: straight to the next structural byte.
                position += 1
                while position + 8 <= count {
                    let offset = firstStructural(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                    position += offset
                    if offset < 8 { break }
                }
            }
        }
        return nil
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The flags (0x80 per byte) of `word`'s bytes equal to `byte`. The lowest flag is always a
    /// true match (a borrow only reaches the bytes above a match), so it is exact for finding the
    /// first one.
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt64) -> UInt64 {
        let difference = word ^ (ones &* byte)
        return (difference &- ones) & ~difference & (ones &* 0x80)
    }

    /// The place (0–7) of the first quote or backslash among a word's bytes (the first byte the
    /// lowest), 8 when it holds none.
    @inline(__always)
    private static func firstQuoteOrBackslash(_ word: UInt64) -> Int {
        (matches(word, 0x22) | matches(word, 0x5C)).trailingZeroBitCount >> 3
    }

    /// The place (0–7) of the first `"`, `{`, `}`, `[`, `]` or `,` among a word's bytes, 8 when
    /// it holds none.
    @inline(__always)
    private static func firstStructural(_ word: UInt64) -> Int {
        (matches(word, 0x22) | matches(word, 0x7B) | matches(word, 0x7D) | matches(word, 0x5B) | matches(word, 0x5D)
            | matches(word, 0x2C)).trailingZeroBitCount >> 3
    }

    private static func isNull(at mark: Reader.Mark, _ reader: inout Reader) throws(AggregatorReadError) -> Bool {
        reader.move(to: mark)
        return try reader.skipNull()
    }

    /// Runs `read`, turning a value error into the `.invalid` record JSONDecoder's path makes.
    private static func invalidOnValueError(_ reader: inout Reader,
                                            _ read: (inout Reader) throws(AggregatorReadError) -> Models.AggregatorRecord) throws(AggregatorReadError) -> Models.AggregatorRecord {
        switch try aggregatorValueResult({ () throws(AggregatorReadError) in try read(&reader) }) {
        case .success(let record): return record
        case .failure(let error): return .invalid(reason: String(describing: error))
        }
    }
}

extension AggregatorJSONReader {
    /// Reads a string naming an entity type; a plain known name builds no String.
    mutating func readEntityType() throws(AggregatorReadError) -> AggregatorEntityType {
        guard valueStart == .string else { return AggregatorEntityType(kind: nil, name: try readString()) }
        let token = try scanString()
        let names = AggregatorEntityType.names
        let field = try names.field(for: token, in: self)
        let kind = field.flatMap(AggregatorEntityType.Kind.init(rawValue:))
        if token.isPlain, let field { return AggregatorEntityType(kind: kind, name: names.names[field]) }
        return AggregatorEntityType(kind: kind, name: try string(token))
    }
}
