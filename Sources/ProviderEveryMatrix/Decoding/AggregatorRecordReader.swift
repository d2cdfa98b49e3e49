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
