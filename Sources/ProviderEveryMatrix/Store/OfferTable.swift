import Foundation

extension AggregatorStore {
    /// The betting offers by id, shaped for an odds change, the store's hot path. The vendor's
    /// ids are numbers: they are kept in a table whose keys take 8 bytes, so that in a large
    /// store the key array stays in cache and a change waits on one memory round trip, not two.
    /// Any other id is kept in a second table.
    package struct OfferTable: Sendable {
        private var byNumber: [UInt64: StoredOffer] = [:]
        private var byText: [String: StoredOffer] = [:]

        package var count: Int { byNumber.count + byText.count }
        package var isEmpty: Bool { byNumber.isEmpty && byText.isEmpty }
        /// Every offer, in no particular order.
        package var values: [StoredOffer] { Array(byNumber.values) + Array(byText.values) }

        package subscript(key: EntityKey) -> StoredOffer? {
            switch key {
            case .number(let number): return byNumber[number]
            case .text(let text): return byText[text]
            }
        }

        /// Changes an offer in place (one lookup, no copy). `nil` when there is no such offer.
        package mutating func modify<Result>(_ key: EntityKey, _ body: (inout StoredOffer) -> Result) -> Result? {
            switch key {
            case .number(let number):
                guard let index = byNumber.index(forKey: number) else { return nil }
                return body(&byNumber.values[index])
            case .text(let text):
                guard let index = byText.index(forKey: text) else { return nil }
                return body(&byText.values[index])
            }
        }

        /// An offer's odds and status fields, read in place (a copy of the whole offer would
        /// retain each of its strings).
        package func price(_ key: EntityKey) -> (odds: Decimal, statusId: String?, isAvailable: Bool?)? {
            switch key {
            case .number(let number):
                guard let index = byNumber.index(forKey: number) else { return nil }
                return (byNumber.values[index].value.odds, byNumber.values[index].value.statusId, byNumber.values[index].value.isAvailable)
            case .text(let text):
                guard let index = byText.index(forKey: text) else { return nil }
                return (byText.values[index].value.odds, byText.values[index].value.statusId, byText.values[index].value.isAvailable)
            }
        }

        @discardableResult
        package mutating func updateValue(_ offer: StoredOffer, forKey key: EntityKey) -> StoredOffer? {
            switch key {
            case .number(let number): return byNumber.updateValue(offer, forKey: number)
            case .text(let text): return byText.updateValue(offer, forKey: text)
            }
        }

        @discardableResult
        package mutating func removeValue(forKey key: EntityKey) -> StoredOffer? {
            switch key {
            case .number(let number): return byNumber.removeValue(forKey: number)
            case .text(let text): return byText.removeValue(forKey: text)
            }
        }

        /// Room for `count` offers (the vendor's ids are numbers).
        package mutating func reserveCapacity(_ count: Int) {
            byNumber.reserveCapacity(count)
        }
    }
}
