import Foundation
@_spi(ProviderKit) import ServicesProvider

/// An event page's market tabs from the CDN's market filter.
extension SportRadarModelMapper {
    /// The key and name of the bet-builder tab (markets with `custombetavailable`).
    static let mixMatchGroupKey = "MixMatch"
    /// The UK name of the tab that holds every market.
    static let allMarketsName = "All Markets"

    /// One tab with its markets.
    struct MarketTab: Sendable {
        let group: MarketGroup
        let markets: [Market]
    }

    /// The tabs of an event: the filter's groups in `displayOrder`, each with the markets whose
    /// type (`idefmarkettype`, else `idfomarkettypecategory`) equals the FIRST id of one of the
    /// group's entries for the event's sport code or for `all`, in the entries' order. A group
    /// without markets is left out, except "All Markets", which holds every market and is added
    /// when the file lacks it. Bet-builder markets form a "MixMatch" tab in second position.
    /// Names are in `language` (the filter's `UK` when it has none).
    static func marketTabs(_ filter: SportRadarModels.MarketsFilter, sportCode: String?,
                           markets raw: [(model: SportRadarModels.ContentMarket, market: Market)], language: String) -> [MarketTab] {
        let all = raw.map(\.market)
        var tabs: [(key: String, name: String, markets: [Market])] = []
        var hasAll = false
        for (key, group) in filter.sorted(by: { ($0.value.displayOrder, $0.key) < ($1.value.displayOrder, $1.key) }) {
            let ukName = group.translations["UK"] ?? key
            let name = group.translations[language.uppercased()] ?? ukName
            if ukName == allMarketsName {
                hasAll = true
                tabs.append((key, name, all))
                continue
            }
            let entries = ((sportCode.flatMap { group.marketsBySportType[$0] } ?? []) + (group.marketsBySportType["all"] ?? []))
                .enumerated().sorted { ($0.element.displayOrder ?? $0.offset, $0.offset) < ($1.element.displayOrder ?? $1.offset, $1.offset) }
            var markets: [Market] = []
            for entry in entries {
                guard let wanted = entry.element.ids.first else { continue }
                for item in raw where (item.model.idefmarkettype ?? item.model.idfomarkettypecategory) == wanted
                    && !markets.contains(where: { $0.id == item.market.id }) {
                    markets.append(item.market)
                }
            }
            if !markets.isEmpty { tabs.append((key, name, markets)) }
        }
        if !hasAll { tabs.append((allMarketsName, allMarketsName, all)) }
        let mixMatch = raw.filter { $0.model.custombetavailable == true }.map(\.market)
        if !mixMatch.isEmpty { tabs.insert((mixMatchGroupKey, mixMatchGroupKey, mixMatch), at: min(1, tabs.count)) }
        return tabs.enumerated().map { index, tab in
            MarketTab(group: MarketGroup(id: tab.key, key: tab.key, name: tab.name, marketCount: tab.markets.count, position: index,
                                         isDefault: index == 0),
                      markets: tab.markets)
        }
    }
}
