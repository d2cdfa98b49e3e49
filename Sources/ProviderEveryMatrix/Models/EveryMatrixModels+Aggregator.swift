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

        /// The offer's id when this is an UPDATE of a BETTING_OFFER's changed properties (its
        /// price or status). A property of the record, not of a bound copy of its payload:
        /// binding `.change(let change)` to an array element next to writes copied the whole
        /// change (a retain and a release of each of its strings).
        package var offerUpdateId: AggregatorId? {
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
        package enum Kind: String, Sendable {
            case create = "CREATE", update = "UPDATE", delete = "DELETE"
        }
        package let kind: Kind
        package let entityType: String
        /// The entity's id as the vendor wrote it.
        package let id: AggregatorId
        /// The whole entity (CREATE).
        package let entity: Entity?
        /// The changed properties, typed per entity type (UPDATE).
        package let patch: Patch?
        /// Whether this is an UPDATE of a BETTING_OFFER's changed properties. Stored, so asking
        /// reads one byte of the record and copies nothing.
        package let updatesOffer: Bool

        package init(kind: Kind, entityType: String, id: String, entity: Entity? = nil, patch: Patch? = nil) {
            self.init(kind: kind, entityType: entityType, id: AggregatorId(id), entity: entity, patch: patch)
        }

        /// From an id already read as one (the aggregator reader builds no String for it).
        package init(kind: Kind, entityType: String, id: AggregatorId, entity: Entity? = nil, patch: Patch? = nil) {
            self.kind = kind
            self.entityType = entityType
            self.id = id
            self.entity = entity
            self.patch = patch
            if kind == .update, case .bettingOffer? = patch { updatesOffer = true } else { updatesOffer = false }
        }
    }

    /// An aggregator id, exactly as the vendor wrote it. The vendor's ids are decimal numbers of
    /// up to 18 digits sent as strings, and a Swift string longer than 15 bytes lives on the
    /// heap: a change record holding its id as a `String` would keep an allocation alive per
    /// change, to be freed when the change is applied. An id of up to 23 bytes is kept inline
    /// (its bytes, then its length in the last byte) and a longer one as its text, so a record
    /// holds no string for its id. Nothing here is the store's: the store derives its keys
    /// from these bytes (``withUTF8(_:)``).
    package struct AggregatorId: Sendable, Hashable, CustomStringConvertible {
        private enum Storage: Sendable, Hashable {
            case inline(UInt64, UInt64, UInt64)
            case long(String)
        }

        private static let inlineCapacity = 23
        private let storage: Storage

        package init(_ id: String) {
            var id = id
            storage = id.withUTF8 { Self.inline(UnsafeRawBufferPointer($0)) } ?? .long(id)
        }

        /// From the id's UTF-8 bytes as the payload holds them (valid UTF-8, as the reader
        /// checked): a short id builds no String at all.
        package init(utf8 bytes: UnsafeRawBufferPointer) {
            storage = Self.inline(bytes) ?? .long(String(decoding: bytes, as: UTF8.self))
        }

        private static func inline(_ bytes: UnsafeRawBufferPointer) -> Storage? {
            guard bytes.count <= inlineCapacity else { return nil }
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
            withUnsafeMutableBytes(of: &words) { raw in
                raw.copyMemory(from: bytes)
                raw[inlineCapacity] = UInt8(truncatingIfNeeded: bytes.count)
            }
            return Storage.inline(words.0, words.1, words.2)
        }

        /// Calls `body` with the id's UTF-8 bytes (valid only during the call).
        package func withUTF8<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            switch storage {
            case .inline(let first, let second, let third):
                let words = (first, second, third)
                return try withUnsafeBytes(of: words) { raw in
                    try body(UnsafeRawBufferPointer(rebasing: raw[..<Int(raw[Self.inlineCapacity])]))
                }
            case .long(var text):
                return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
            }
        }

        /// The id as the vendor wrote it.
        package var description: String {
            switch storage {
            case .inline: return withUTF8 { String(decoding: $0, as: UTF8.self) }
            case .long(let text): return text
            }
        }
    }
}
