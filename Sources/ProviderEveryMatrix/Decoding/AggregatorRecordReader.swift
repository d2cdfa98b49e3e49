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
        // A dump record names its type first: read it, then the rest of the record as that entity
        // in the same pass. Any other record is walked once to find its keys, then read by them.
        if let type = try leadingType(&reader) {
            return try invalidOnValueError(&reader) { reader throws(AggregatorReadError) in
                .entity(try AggregatorEntityReader.read(type, from: &reader, afterFirstMember: true))
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

    /// The type of a record whose first key is a plain `_type` holding a valid string, with the
    /// cursor past that value; else nil (the caller goes back to the record's start).
    private static func leadingType(_ reader: inout Reader) throws(AggregatorReadError) -> AggregatorEntityType? {
        guard reader.valueStart == .object else { return nil }
        try reader.enterContainer()
        var isFirst = true
        guard let key = try reader.nextKey(&isFirst), isTypeKey(key, in: reader), reader.valueStart == .string else { return nil }
        return try typeOrNil(&reader)
    }

    /// Whether a key is a plain `_type`.
    private static func isTypeKey(_ key: AggregatorStringToken, in reader: Reader) -> Bool {
        key.isPlain && key.end - key.start == 5 && reader.bytes[key.start] == UInt8(ascii: "_") && reader.bytes[key.start + 1] == UInt8(ascii: "t")
            && reader.bytes[key.start + 2] == UInt8(ascii: "y") && reader.bytes[key.start + 3] == UInt8(ascii: "p") && reader.bytes[key.start + 4] == UInt8(ascii: "e")
    }

    /// The entity type at the cursor, or nil when it is not a valid string (the record is then
    /// walked key by key); a syntax error goes on up.
    private static func typeOrNil(_ reader: inout Reader) throws(AggregatorReadError) -> AggregatorEntityType? {
        do {
            return try reader.readEntityType()
        } catch {
            if case .syntax = error { throw .syntax }
            return nil
        }
    }

    /// The type named by the first `_type` key of the object at `start` when that key is not
    /// first, its value is a string and every key before it is plain; else nil, and the record
    /// is walked key by key instead. The scan looks only for the object's own keys (nested
    /// values are only counted through, eight bytes at a time between structural bytes) and
    /// stops at the first `_type`, so it costs a fraction of the walk, which reads every key and
    /// value; the entity reader then reads the whole record, later keys and errors included, as
    /// when `_type` comes first. What the scan does not decide (a key before it that is not
    /// plain, which may spell `_type`; a null or non-string type; malformed bytes), the walk
    /// does. The first `_type` wins, as in the walk.
    private static func laterType(_ reader: inout Reader, from start: Reader.Mark) throws(AggregatorReadError) -> AggregatorEntityType? {
        guard try seekFirstTypeValue(&reader, objectAt: start), reader.valueStart == .string else { return nil }
        return try typeOrNil(&reader)
    }

    /// Moves the cursor to the value of the first `_type` key of the object at `start` and
    /// returns true, when every key up to it is plain; false otherwise, without one, or when
    /// the bytes end first.
    private static func seekFirstTypeValue(_ reader: inout Reader, objectAt start: Reader.Mark) throws(AggregatorReadError) -> Bool {
        reader.move(to: start)
        guard reader.current == UInt8(ascii: "{") else { return false }
        try reader.enterContainer()
        var depth = 1, expectsKey = true
        let count = reader.bytes.count
        while let byte = reader.current {
            switch byte {
            case UInt8(ascii: "\""):
                guard let token = try? reader.scanString() else { return false }
                guard depth == 1, expectsKey else { continue }
                guard token.isPlain else { return false }
                expectsKey = false
                if isTypeKey(token, in: reader) {
                    reader.skipWhitespace()
                    guard reader.current == UInt8(ascii: ":") else { return false }
                    reader.index += 1
                    reader.skipWhitespace()
                    return true
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                reader.index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                reader.index += 1
                if depth == 0 { return false }
            case UInt8(ascii: ","):
                if depth == 1 { expectsKey = true }
                reader.index += 1
            default:
                // Numbers, literals, colons and spaces: straight to the next structural byte.
                reader.index += 1
                while reader.index + 8 <= count {
                    let offset = reader.firstStructuralByte(at: reader.index)
                    reader.index += offset
                    if offset < 8 { break }
                }
            }
        }
        return false
    }

    private static func isNull(at mark: Reader.Mark, _ reader: inout Reader) throws(AggregatorReadError) -> Bool {
        reader.move(to: mark)
        return try reader.skipNull()
    }

    /// Runs `read`, turning a value error into the `.invalid` record JSONDecoder's path makes.
    /// Not through `aggregatorValueResult`: its `Result<_, DecodingError>` has a size known only
    /// at run time, which every record would pay for.
    private static func invalidOnValueError(_ reader: inout Reader,
                                            _ read: (inout Reader) throws(AggregatorReadError) -> Models.AggregatorRecord) throws(AggregatorReadError) -> Models.AggregatorRecord {
        do {
            return try read(&reader)
        } catch {
            switch error {
            case .syntax: throw .syntax
            case .value(let error): return .invalid(reason: String(describing: error))
            }
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
