import Foundation

// The aggregator's messages as they arrive in the WAMP `kwargs`: `{version, format,
// messageType, records}`. Dump records are whole entities tagged by `_type`; update records
// are change records `{changeType, entityType, id, entity?, changedProperties?}`.
extension EveryMatrixModels {
    /// One aggregator message.
    package struct AggregatorMessage: Decodable, Sendable {
        package let version: String
        package let format: String?
        package let messageType: String
        /// `var` so the store can take the records over (``AggregatorStore/apply(taking:into:)``).
        package var records: [AggregatorRecord]

        /// `version` as a number (milliseconds), for dropping stale messages.
        package var versionNumber: Int64? { Int64(version) }
        /// Whether this is a full dump (else a batch of changes).
        package var isInitialDump: Bool { messageType == "INITIAL_DUMP" }
    }

    /// One record of a message. Decoding never fails for a single bad record: it becomes
    /// `.invalid` and is skipped and counted by the store.
    package enum AggregatorRecord: Decodable, Sendable {
        case entity(Entity)
        case change(ChangeRecord)
        case invalid(reason: String)

        /// The offer's numeric id when this is an odds or status change of a BETTING_OFFER.
        /// A property of the record, not of a bound copy of its payload: binding `.change(let
        /// change)` to an array element next to writes copied the whole change (a retain and a
        /// release of each of its strings).
        package var oddsChangeNumber: UInt64? {
            guard case .change(let change) = self else { return nil }
            return change.oddsChangeNumber
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
        package enum Kind: String, Sendable {
            case create = "CREATE", update = "UPDATE", delete = "DELETE"
        }
        package let kind: Kind
        package let entityType: String
        /// The entity's id, held as the store's key: a numeric id's text is not kept, so a
        /// record holds no string to free (an odds change is mostly its id).
        package let key: EntityKey
        /// The id as the vendor wrote it (spelled from `key`; only rare paths need it).
        package var id: String { key.description }
        /// The whole entity (CREATE).
        package let entity: Entity?
        /// The changed properties, typed per entity type (UPDATE).
        package let patch: Patch?
        /// The offer's numeric id when this is an UPDATE of a BETTING_OFFER's price or status
        /// (the store reads these ahead). Stored, so reading it copies nothing of the record.
        package let oddsChangeNumber: UInt64?

        package init(kind: Kind, entityType: String, id: String, entity: Entity? = nil, patch: Patch? = nil) {
            self.kind = kind
            self.entityType = entityType
            self.key = EntityKey(id)
            self.entity = entity
            self.patch = patch
            if kind == .update, case .bettingOffer? = patch, case .number(let number) = key {
                oddsChangeNumber = number
            } else {
                oddsChangeNumber = nil
            }
        }
    }
}
