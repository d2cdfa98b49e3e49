import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// An aggregator entity's field is written in several places: the entity
/// (`EveryMatrixModels+Entities.swift`, MARKET_GROUP in `+EventPage.swift`) and its reader
/// (`Decoding/AggregatorEntityReader.swift`); and when an UPDATE can change it, the patch and
/// its merge (`EveryMatrixModels+Patches.swift`, `+EventPage.swift`), the patch reader
/// (`Decoding/AggregatorPatchReader.swift`) and the store's dispatch of the patch
/// (`Store/AggregatorStore+Changes.swift`). JSONDecoder's conformances are synthesized from the
/// fields, so they cannot miss one; any other place can, and then the field is silently never
/// read or never updated. These tests find every field by reflection and fail, naming the file
/// to change, when a place misses one.
@Suite struct AggregatorFieldCoverageTests {
    typealias Models = EveryMatrixModels

    /// One aggregator entity type and what can change it.
    struct Kind: CustomTestStringConvertible, Sendable {
        /// The vendor's `_type`.
        let type: String
        /// The entity's required fields as JSON members, at values no probe takes.
        let base: [String: any Sendable]
        /// The type an UPDATE's `changedProperties` decode to, as an empty value; `nil` when an
        /// UPDATE changes nothing of the entity.
        let emptyPatch: (any Sendable)?
        /// The patch's `merge(into:)`: the merged entity.
        let merge: @Sendable (_ patch: Any, _ entity: Any) -> Any?
        /// The entity of id 1, read back from a store.
        let stored: @Sendable (AggregatorStore) -> Any?
        /// Fields an UPDATE never changes (ids, links, what the vendor does not send as changed).
        let neverUpdated: Set<String>

        var testDescription: String { type }
    }

    static let kinds: [Kind] = [
        Kind(type: "SPORT", base: ["id": "1", "name": "base"], emptyPatch: Models.SportPatch(),
             merge: merging { (patch: Models.SportPatch, sport: inout Models.Sport) in patch.merge(into: &sport) },
             stored: { $0.sports["1"]?.value }, neverUpdated: ["id", "shortName", "isVirtual"]),
        Kind(type: "LOCATION", base: ["id": "1", "name": "base"], emptyPatch: Models.CountersPatch(),
             merge: merging { (patch: Models.CountersPatch, location: inout Models.Location) in patch.merge(into: &location) },
             stored: { $0.locations["1"]?.value }, neverUpdated: ["id", "code"]),
        Kind(type: "EVENT_CATEGORY", base: ["id": "1", "sportId": "1", "name": "base"], emptyPatch: Models.CountersPatch(),
             merge: merging { (patch: Models.CountersPatch, category: inout Models.EventCategory) in patch.merge(into: &category) },
             stored: { $0.categories["1"]?.value }, neverUpdated: ["id", "sportId"]),
        Kind(type: "MATCH", base: ["id": "1", "sportId": "1", "name": "base", "startTime": 1, "statusId": "base"], emptyPatch: Models.MatchPatch(),
             merge: merging { (patch: Models.MatchPatch, match: inout Models.Match) in patch.merge(into: &match) },
             stored: { $0.matches["1"]?.value },
             neverUpdated: ["id", "sportId", "sportName", "parentId", "parentName", "venueId", "venueName", "categoryId", "categoryName",
                            "rootPartId", "homeParticipantId", "awayParticipantId"]),
        Kind(type: "EVENT_INFO", base: ["id": "1", "typeId": "base", "eventId": "1"], emptyPatch: Models.EventInfoPatch(),
             merge: merging { (patch: Models.EventInfoPatch, info: inout Models.EventInfo) in patch.merge(into: &info) },
             stored: { $0.eventInfos["1"]?.value }, neverUpdated: ["id", "typeId", "eventId", "eventPartId", "eventPartName", "paramScoringUnitName1"]),
        Kind(type: "MARKET", base: ["id": "1", "name": "base", "eventId": "1"], emptyPatch: Models.MarketPatch(),
             merge: merging { (patch: Models.MarketPatch, market: inout Models.Market) in patch.merge(into: &market) },
             stored: { $0.markets["1"]?.value }, neverUpdated: ["id", "eventId", "bettingTypeId"]),
        Kind(type: "OUTCOME", base: ["id": "1", "eventId": "1"], emptyPatch: Models.OutcomePatch(),
             merge: merging { (patch: Models.OutcomePatch, outcome: inout Models.Outcome) in patch.merge(into: &outcome) },
             stored: { $0.outcomes["1"]?.value }, neverUpdated: ["id", "eventId", "code", "headerNameKey"]),
        Kind(type: "MARKET_OUTCOME_RELATION", base: ["id": "1", "marketId": "1", "outcomeId": "1"], emptyPatch: nil,
             merge: { _, _ in nil }, stored: { $0.relations["1"]?.value }, neverUpdated: ["id", "marketId", "outcomeId"]),
        Kind(type: "BETTING_OFFER", base: ["id": "1", "outcomeId": "1", "odds": 1.5], emptyPatch: Models.BettingOfferPatch(),
             merge: merging { (patch: Models.BettingOfferPatch, offer: inout Models.BettingOffer) in patch.merge(into: &offer) },
             stored: { $0.offers["1"]?.value }, neverUpdated: ["id", "outcomeId"]),
        Kind(type: "MARKET_GROUP", base: ["id": "1", "groupKey": "base"], emptyPatch: Models.MarketGroupPatch(),
             merge: merging { (patch: Models.MarketGroupPatch, group: inout Models.MarketGroup) in patch.merge(into: &group) },
             stored: { $0.marketGroups["1"]?.value }, neverUpdated: ["id", "isBetBuilder", "isFast", "isOutright"]),
    ]

    /// Every entity type the store keeps has a row above.
    @Test func everyEntityTypeIsListed() throws {
        let listed = Set(Self.kinds.map(\.type))
        for type in ["SPORT", "LOCATION", "EVENT_CATEGORY", "MATCH", "EVENT_INFO", "MARKET", "OUTCOME", "MARKET_OUTCOME_RELATION",
                     "BETTING_OFFER", "MARKET_GROUP"] {
            #expect(listed.contains(type), "\(type) has no row in AggregatorFieldCoverageTests.kinds")
        }
        let entity = try Self.entity(Self.kinds[0], setting: nil, decoder: .jsonDecoder)
        #expect(Mirror(reflecting: entity).children.contains { $0.label == "numberOfLiveEvents" }, "fields are found by reflection")
    }

    /// The entity reader reads every field of the entity (as JSONDecoder does).
    @Test(arguments: kinds) func theEntityReaderReadsEveryField(_ kind: Kind) throws {
        for (field, value) in try Self.fields(of: Self.entity(kind, setting: nil, decoder: .jsonDecoder)) {
            let probe = try #require(Probe(for: type(of: value)), "\(kind.type).\(field): no probe value for \(type(of: value))")
            let expected = try Self.entity(kind, setting: (field, probe), decoder: .jsonDecoder)
            #expect(Self.value(of: field, in: expected) == probe.described, "\(kind.type).\(field): the probe did not reach the field")
            let read = try Self.entity(kind, setting: (field, probe), decoder: .aggregatorReader)
            #expect(String(describing: read) == String(describing: expected),
                    "\(kind.type).\(field) is not read as JSONDecoder reads it: add it to Sources/ProviderEveryMatrix/Decoding/AggregatorEntityReader.swift (its key table and its switch)")
        }
    }

    /// Each patch field is a field of its entity, read by the patch reader, written by the
    /// merge (and no other field), and merged by the store; each entity field is in the patch
    /// or listed as never updated.
    @Test(arguments: kinds) func everyPatchFieldIsReadMergedAndApplied(_ kind: Kind) throws {
        let base = try Self.entity(kind, setting: nil, decoder: .jsonDecoder)
        let entityFields = Dictionary(uniqueKeysWithValues: Self.fields(of: base).map { ($0.label, $0.value) })
        let patchFields = kind.emptyPatch.map { Self.fields(of: $0) } ?? []
        let patchNames = Set(patchFields.map(\.label))
        for field in entityFields.keys.sorted() where !patchNames.contains(field) {
            #expect(kind.neverUpdated.contains(field),
                    "\(kind.type).\(field) is in no patch, so an UPDATE never changes it: add it to the patch and its merge(into:) (Sources/ProviderEveryMatrix/Models/EveryMatrixModels+Patches.swift, +EventPage.swift) and to Sources/ProviderEveryMatrix/Decoding/AggregatorPatchReader.swift, or to neverUpdated in Tests/ProviderEveryMatrixTests/AggregatorFieldCoverageTests.swift")
        }
        for (field, patchValue) in patchFields {
            #expect(!kind.neverUpdated.contains(field), "\(kind.type).\(field) is patched: drop it from neverUpdated in Tests/ProviderEveryMatrixTests/AggregatorFieldCoverageTests.swift")
            guard let entityValue = entityFields[field] else {
                Issue.record("the \(kind.type) patch has \(field), its entity does not: add it to the entity (Sources/ProviderEveryMatrix/Models/EveryMatrixModels+Entities.swift, +EventPage.swift) and to Sources/ProviderEveryMatrix/Decoding/AggregatorEntityReader.swift")
                continue
            }
            let probe = try #require(Probe(for: type(of: patchValue)), "\(kind.type) patch \(field): no probe value for \(type(of: patchValue))")
            #expect(ObjectIdentifier(Probe.wrapped(type(of: entityValue))) == ObjectIdentifier(Probe.wrapped(type(of: patchValue))),
                    "\(kind.type).\(field) is a \(type(of: entityValue)) in the entity and a \(type(of: patchValue)) in the patch")

            let expected = try Self.patch(kind, setting: (field, probe), decoder: .jsonDecoder)
            #expect(Self.value(of: field, in: expected) == probe.described, "\(kind.type) patch \(field): the probe did not reach the field")
            let read = try Self.patch(kind, setting: (field, probe), decoder: .aggregatorReader)
            #expect(String(describing: read) == String(describing: expected),
                    "the \(kind.type) patch's \(field) is not read as JSONDecoder reads it: add it to Sources/ProviderEveryMatrix/Decoding/AggregatorPatchReader.swift (its key table and its switch)")

            let merged = try #require(kind.merge(expected, base), "\(kind.type): the patch does not merge into the entity")
            #expect(Self.value(of: field, in: merged) == probe.described,
                    "the \(kind.type) patch's merge(into:) does not write \(field): add it there (Sources/ProviderEveryMatrix/Models/EveryMatrixModels+Patches.swift, +EventPage.swift)")
            for (other, value) in Self.fields(of: merged) where other != field {
                #expect(Self.describe(value) == Self.describe(entityFields[other] as Any),
                        "the \(kind.type) patch's merge(into:) changed \(other) for a patch of \(field) alone (Sources/ProviderEveryMatrix/Models/EveryMatrixModels+Patches.swift, +EventPage.swift)")
            }

            // The production path: the entity dumped, then an UPDATE of the field applied as the feed applies it.
            var store = AggregatorStore(dump: try AggregatorMessageReader.decode(Self.message(dump: kind, setting: nil)))
            store.applyBatch(try AggregatorMessageReader.decode(Self.message(update: kind, setting: (field, probe))))
            let stored = try #require(kind.stored(store), "\(kind.type): the dumped entity is not in the store")
            #expect(Self.value(of: field, in: stored) == probe.described,
                    "an UPDATE of \(kind.type).\(field) does not reach the stored entity: if nothing above failed, Sources/ProviderEveryMatrix/Store/AggregatorStore+Changes.swift (applyUpdate) does not merge the patch")
        }
    }

    // MARK: - Probing

    /// A value for a field of a given type, unlike any the base records hold.
    struct Probe {
        let json: any Sendable
        let described: String

        init?(for type: Any.Type) {
            switch Self.wrapped(type) {
            case is String.Type: (json, described) = ("probe", "probe")
            case is Models.AggregatorId.Type: (json, described) = ("424242", "424242")
            case is Int.Type, is Int64.Type: (json, described) = (7, "7")
            case is Double.Type, is Decimal.Type: (json, described) = (2.5, "2.5")
            case is Bool.Type: (json, described) = (true, "true")
            default: return nil
            }
        }

        /// `T` for `Optional<T>`, else the type itself.
        static func wrapped(_ type: Any.Type) -> Any.Type {
            (type as? any OptionalField.Type)?.wrappedType ?? type
        }
    }

    enum Decoding { case jsonDecoder, aggregatorReader }

    /// A kind's entity decoded from its base record, with one field set.
    static func entity(_ kind: Kind, setting field: (String, Probe)?, decoder: Decoding) throws -> Any {
        let record = try decode(message(dump: kind, setting: field), with: decoder)
        guard case .entity(let entity) = record else { throw Failure("\(kind.type): \(record)") }
        return try payload(of: entity)
    }

    /// A kind's patch of one field decoded from an UPDATE record.
    static func patch(_ kind: Kind, setting field: (String, Probe), decoder: Decoding) throws -> Any {
        let record = try decode(message(update: kind, setting: field), with: decoder)
        guard case .change(let change) = record, let patch = change.patch else { throw Failure("\(kind.type): \(record)") }
        return try payload(of: patch)
    }

    static func message(dump kind: Kind, setting field: (String, Probe)?) throws -> Data {
        var record = kind.base
        record["_type"] = kind.type
        if let (name, probe) = field { record[name] = probe.json }
        return try message(type: "INITIAL_DUMP", record: record)
    }

    static func message(update kind: Kind, setting field: (String, Probe)) throws -> Data {
        try message(type: "UPDATE", record: ["changeType": "UPDATE", "entityType": kind.type, "id": "1", "changedProperties": [field.0: field.1.json]])
    }

    static func message(type: String, record: [String: any Sendable]) throws -> Data {
        try JSONSerialization.data(withJSONObject: ["version": "1", "format": "AGGREGATOR", "messageType": type, "records": [record]])
    }

    static func decode(_ data: Data, with decoder: Decoding) throws -> Models.AggregatorRecord {
        let message = switch decoder {
        case .jsonDecoder: try JSONDecoder().decode(Models.AggregatorMessage.self, from: data)
        case .aggregatorReader: try #require(AggregatorMessageReader.decode(data).first)
        }
        return try #require(message.records.first)
    }

    /// The value an enum case carries (an entity of `Entity`, a patch of `Patch`).
    static func payload(of value: Any) throws -> Any {
        try #require(Mirror(reflecting: value).children.first?.value, "\(value) carries no value")
    }

    static func fields(of value: Any) -> [(label: String, value: Any)] {
        Mirror(reflecting: value).children.compactMap { child in child.label.map { ($0, child.value) } }
    }

    static func value(of field: String, in value: Any) -> String? {
        fields(of: value).first { $0.label == field }.flatMap { describe($0.value) }
    }

    /// A value as text, `nil` for an empty optional.
    static func describe(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.flatMap { describe($0.value) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

/// A merge closure over type-erased values, from a typed one.
private func merging<Patch, Entity>(_ merge: @escaping @Sendable (Patch, inout Entity) -> Void) -> @Sendable (Any, Any) -> Any? {
    { patch, entity in
        guard let patch = patch as? Patch, var entity = entity as? Entity else { return nil }
        merge(patch, &entity)
        return entity
    }
}

/// Tells the wrapped type of an optional field.
private protocol OptionalField {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalField {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
