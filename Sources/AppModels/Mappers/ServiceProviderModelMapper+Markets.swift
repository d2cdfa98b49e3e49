import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// Markets in display order: the main market first; markets of one type together, where
    /// the type first appears, their lines ascending; otherwise the provider's order.
    public func marketItems(_ markets: [Market]) -> [MarketItem] {
        var groupPosition: [String: Int] = [:]
        for (index, market) in markets.enumerated() {
            let key = market.typeId ?? "#\(market.id)"
            if groupPosition[key] == nil { groupPosition[key] = index }
        }
        let ordered = markets.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.isMain != r.isMain { return l.isMain }
            let lGroup = groupPosition[l.typeId ?? "#\(l.id)"] ?? lhs.offset
            let rGroup = groupPosition[r.typeId ?? "#\(r.id)"] ?? rhs.offset
            if lGroup != rGroup { return lGroup < rGroup }
            if let lLine = l.line, let rLine = r.line, lLine != rLine { return lLine < rLine }
            return lhs.offset < rhs.offset
        }
        return ordered.map { marketItem($0.element) }
    }

    /// One market: its title and its outcomes in display order.
    public func marketItem(_ market: Market) -> MarketItem {
        MarketItem(id: market.id, title: marketTitle(market),
                   outcomes: orderedOutcomes(market.outcomes).map { outcomeItem($0, marketAvailable: market.isAvailable) },
                   isAvailable: market.isAvailable)
    }

    /// The market's name, with its line appended when the name does not already show it
    /// (`Total Goals` + 2.5 → `Total Goals 2.5`).
    public func marketTitle(_ market: Market) -> String {
        guard let line = market.line else { return market.name }
        let plain = line.description
        let localized = lineText(line)
        if market.name.contains(plain) || market.name.contains(localized) { return market.name }
        return "\(market.name) \(localized)"
    }

    /// A line with the locale's decimal separator and no needless zeros: `2.5`, `-1`, `2,5`.
    public func lineText(_ line: Decimal) -> String {
        let plain = line.description
        let digits = plain.split(separator: ".").dropFirst().first?.count ?? 0
        return formatters.numbers.decimal(line, fractionDigits: digits)
    }

    /// An outcome for an odds button.
    public func outcomeItem(_ outcome: Outcome, marketAvailable: Bool = true) -> OutcomeItem {
        OutcomeItem(id: outcome.id, label: outcome.code ?? outcome.name, name: outcome.name,
                    oddsText: text(for: outcome.odds),
                    isSelectable: marketAvailable && outcome.status == .open)
    }

    /// Outcomes in display order when every one has a known code: `1`, `X`, `2`; `1X`, `12`,
    /// `X2`; over before under; yes before no. Otherwise the provider's order is kept.
    public func orderedOutcomes(_ outcomes: [Outcome]) -> [Outcome] {
        let ranks = outcomes.map { outcome in outcome.code.flatMap { Self.outcomeRank[$0.lowercased()] } }
        guard !ranks.contains(nil) else { return outcomes }
        return zip(outcomes, ranks).enumerated()
            .sorted { ($0.element.1 ?? 0, $0.offset) < ($1.element.1 ?? 0, $1.offset) }
            .map(\.element.0)
    }

    private static let outcomeRank: [String: Int] = [
        "1": 0, "home": 0, "h": 0, "x": 1, "draw": 1, "d": 1, "2": 2, "away": 2, "a": 2,
        "1x": 3, "12": 4, "x2": 5,
        "over": 0, "o": 0, "under": 1, "u": 1,
        "yes": 0, "y": 0, "no": 1, "n": 1,
    ]
}
