import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// Markets in display order: the main market first; markets of one type together, where
    /// the type first appears, their lines ascending; otherwise the provider's order. Pass the
    /// `event` so ``OutcomeLabelStyle/teamNames`` labels show its participants' names.
    public func marketItems(_ markets: [Market], in event: Event? = nil) -> [MarketItem] {
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
        // The event's title, which each odds button's selection names, is made once per list.
        let titled = event.map { TitledEvent(event: $0, title: title(of: $0)) }
        return ordered.map { marketItem($0.element, in: titled) }
    }

    /// One market: its title and its outcomes in display order, labelled per
    /// ``DisplayPreferences/outcomeLabelStyle`` (an over or under without a line of its own
    /// shows the market's line). Pass the `event` so team names can be shown.
    public func marketItem(_ market: Market, in event: Event? = nil) -> MarketItem {
        marketItem(market, in: event.map { TitledEvent(event: $0, title: title(of: $0)) })
    }

    /// ``marketItem(_:in:)`` with the event's title made by the caller; each outcome carries the
    /// selection a tap on it makes when the event is known.
    private func marketItem(_ market: Market, in titled: TitledEvent?) -> MarketItem {
        MarketItem(id: market.id, title: marketTitle(market),
                   outcomes: orderedOutcomes(market.outcomes).map { outcome in
                       outcomeItem(outcome, marketAvailable: market.isAvailable, in: titled?.event,
                                   label: outcomeLabel(outcome, in: titled?.event, marketLine: market.line),
                                   selection: titled.map { selection(outcome, of: market, in: $0.event, eventTitle: $0.title) })
                   },
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
}

/// An event with its ``ServiceProviderModelMapper/title(of:)``, made once for all its outcomes.
private struct TitledEvent {
    let event: Event
    let title: String
}
