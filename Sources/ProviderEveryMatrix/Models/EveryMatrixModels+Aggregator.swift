import Foundation

// The aggregator's messages as they arrive in the WAMP `kwargs`: `{version, format,
// messageType, records}`. Dump records are whole entities tagged by `_type`; update records
// are change records `{changeType, entityType, id, entity?, changedProperties?}`.
extension EveryMatrixModels {
    /// One aggregator message.
    package struct AggregatorMessage: Decodable, Sendable {
        let version: String
        let format: String?
        let messageType: String
        /// `var` so the store can take the records over (``AggregatorStore/apply(taking:reportingTo:)``).
        package var records: [AggregatorRecord]

        /// `version` as a number (milliseconds), for dropping stale messages.
        var versionNumber: Int64? { Int64(version) }
        /// Whether this is a full dump (else a batch of changes).
        var isInitialDump: Bool { messageType == "INITIAL_DUMP" }
    }

    /// One record of a message. Decoding never fails for a single bad record: it becomes
    /// `.invalid` and is skipped and counted by the store. One word: each case's payload is
    /// boxed (a change record is 112 bytes, and a dump of 100,000 entities would otherwise lay
    /// every record out that wide).
    package enum AggregatorRecord: Decodable, Sendable {
        case entity(Entity)
        indirect case change(ChangeRecord)
        indirect case invalid(reason: String)

        /// The offer's id when this is an UPDATE of a BETTING_OFFER's changed properties (its
        /// price or status). A property of the record, not of a bound copy of its payload:
        /// binding `.change(let change)` to an array element next to writes copied the whole
        /// change (a retain and a release of each of its strings).
        var offerUpdateId: AggregatorId? {
            guard case .change(let change) = self, change.updatesOffer else { return nil }
            return change.id
        }

        private enum CodingKeys: String, CodingKey {
            case type = "_type"
            case changeType, entityType, id, entity, changedProperties
        }

        package init(from decoder: any Decoder) {
            do {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if let type = try container.decodeIfPresent(String.self, forKey: .type) {
                    self = .entity(try Entity(type: type, from: decoder))
                    return
                }
                let changeType = try container.decode(String.self, forKey: .changeType)
                let entityType = try container.decode(String.self, forKey: .entityType)
                let id = try container.decode(String.self, forKey: .id)
                var entity: Entity?
                if container.contains(.entity), try !container.decodeNil(forKey: .entity) {
                    entity = try Entity(type: entityType, from: container.superDecoder(forKey: .entity))
                }
                var patch: Patch?
                if container.contains(.changedProperties), try !container.decodeNil(forKey: .changedProperties) {
                    patch = try Patch(type: entityType, from: container.superDecoder(forKey: .changedProperties))
                }
                guard let kind = ChangeRecord.Kind(rawValue: changeType) else {
                    self = .invalid(reason: "unknown changeType \(changeType)")
                    return
                }
                self = .change(ChangeRecord(kind: kind, entityType: entityType, id: id, entity: entity, patch: patch))
            } catch {
                self = .invalid(reason: String(describing: error))
            }
        }
    }

    /// A change to one entity.
    package struct ChangeRecord: Sendable {
        /// CREATE, UPDATE or DELETE.
        enum Kind: String, Sendable {
            case create = "CREATE", update = "UPDATE", delete = "DELETE"
        }
        let kind: Kind
        let entityType: String
        /// The entity's id as the vendor wrote it.
        let id: AggregatorId
        /// The whole entity (CREATE).
        let entity: Entity?
        /// The changed properties, typed per entity type (UPDATE).
        let patch: Patch?
        /// Whether this is an UPDATE of a BETTING_OFFER's changed properties. Stored, so asking
        /// reads one byte of the record and copies nothing.
        let updatesOffer: Bool

        init(kind: Kind, entityType: String, id: String, entity: Entity? = nil, patch: Patch? = nil) {
            self.init(kind: kind, entityType: entityType, id: AggregatorId(id), entity: entity, patch: patch)
        }

        /// From an id already read as one (the aggregator reader builds no String for it).
        init(kind: Kind, entityType: String, id: AggregatorId, entity: Entity? = nil, patch: Patch? = nil) {
            self.kind = kind
            self.entityType = entityType
            self.id = id
            self.entity = entity
            self.patch = patch
            if kind == .update, case .bettingOffer? = patch { updatesOffer = true } else { updatesOffer = false }
        }
    }
}
