import Foundation

// The event page's own records: the market group tabs of `/event/{matchId}/market-groups`.
extension EveryMatrixModels {
    /// MARKET_GROUP: one tab of a match's markets. The tab's markets are fetched by `groupKey`
    /// (`Main`, `Goals`…), not by `id`. The records carry no match id: the topic names the match.
    package struct MarketGroup: Decodable, Sendable, Hashable {
        var id: AggregatorId
        var groupKey: String
        var translatedName: String?
        var position: Int?
        var isDefault: Bool?
        var numberOfMarkets: Int?
        var isBetBuilder: Bool?
        var isFast: Bool?
        var isOutright: Bool?
    }

    /// The changed properties of a MARKET_GROUP: the vendor sends only what changed (mostly
    /// `numberOfMarkets`), so the rest of the stored group is kept.
    struct MarketGroupPatch: Decodable, Sendable {
        var groupKey: String?
        var translatedName: String?
        var position: Int?
        var isDefault: Bool?
        var numberOfMarkets: Int?

        func merge(into group: inout MarketGroup) {
            if let groupKey { group.groupKey = groupKey }
            if let translatedName { group.translatedName = translatedName }
            if let position { group.position = position }
            if let isDefault { group.isDefault = isDefault }
            if let numberOfMarkets { group.numberOfMarkets = numberOfMarkets }
        }
    }
}
