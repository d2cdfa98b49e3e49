import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// An outcome for an odds button, labelled per ``DisplayPreferences/outcomeLabelStyle``.
    /// Pass the `event` so ``OutcomeLabelStyle/teamNames`` shows its participants' names.
    public func outcomeItem(_ outcome: Outcome, marketAvailable: Bool = true, in event: Event? = nil) -> OutcomeItem {
        outcomeItem(outcome, marketAvailable: marketAvailable, in: event, label: outcomeLabel(outcome, in: event), selection: nil)
    }

    func outcomeItem(_ outcome: Outcome, marketAvailable: Bool, in event: Event?, label: String, selection: BetSelection?) -> OutcomeItem {
        OutcomeItem(id: outcome.id, label: label, name: outcome.name, oddsText: text(for: outcome.odds),
                    isSelectable: marketAvailable && outcome.status == .open, selection: selection)
    }

    /// What a tap on `outcome` puts on the slip: its ids at the odds shown, its price id, and the
    /// names a placed bet's ticket shows when the bookmaker's answer has none (the event's
    /// ``title(of:)``, the market's and the outcome's names).
    public func selection(_ outcome: Outcome, of market: Market, in event: Event) -> BetSelection {
        selection(outcome, of: market, in: event, eventTitle: title(of: event))
    }

    func selection(_ outcome: Outcome, of market: Market, in event: Event, eventTitle: String) -> BetSelection {
        BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId,
                     names: BetSelectionNames(eventName: eventTitle, marketName: market.name, outcomeName: outcome.name))
    }

    /// The label of an outcome, from its ``OutcomeKind`` in the locale's language, never the
    /// vendor's code: `1` `X` `2` (or the team's name and `Draw` with ``OutcomeLabelStyle/teamNames``),
    /// a handicap after the side (`1 (-1.5)`), `Over 2.5` / `Plus de 2,5`, `Yes` / `Oui`. An
    /// ``OutcomeKind/other`` outcome (double chance, a score, an outright's entrant) shows its name.
    /// Without the `event`, team names are the outcome's own name.
    public func outcomeLabel(_ outcome: Outcome, in event: Event? = nil) -> String {
        outcomeLabel(outcome, in: event, marketLine: nil)
    }

    /// The label, with the market's line standing in for an over or under that has none of its own.
    func outcomeLabel(_ outcome: Outcome, in event: Event?, marketLine: Decimal?) -> String {
        let teamNames = preferences.outcomeLabelStyle == .teamNames
        switch outcome.kind {
        case .home, .away:
            guard teamNames else { return withHandicap(outcome.kind == .home ? "1" : "2", outcome.line) }
            guard let team = outcome.kind == .home ? event?.home : event?.away else { return outcome.name }
            return withHandicap(team.name, outcome.line)
        case .draw: return teamNames ? phrases.draw : "X"
        case .over: return phrases.over((outcome.line ?? marketLine).map(lineText))
        case .under: return phrases.under((outcome.line ?? marketLine).map(lineText))
        case .yes: return phrases.yes
        case .no: return phrases.no
        case .other: return outcome.name
        }
    }

    /// `1 (-1.5)`, `Arsenal (+0.25)`, `1 (0)`; the side alone without a handicap.
    private func withHandicap(_ side: String, _ line: Decimal?) -> String {
        guard let line else { return side }
        return "\(side) (\(line > 0 ? "+" : "")\(lineText(line)))"
    }

    /// Outcomes in display order: home, draw, away; over before under; yes before no. The kind
    /// decides; an ``OutcomeKind/other`` outcome ranks by its code when it is a known one (`1X`,
    /// `12`, `X2` after the result's). When any outcome has neither, the provider's order is kept.
    public func orderedOutcomes(_ outcomes: [Outcome]) -> [Outcome] {
        let ranks = outcomes.map { outcome in
            Self.kindRank[outcome.kind] ?? outcome.code.flatMap { Self.codeRank[$0.lowercased()] }
        }
        guard !ranks.contains(nil) else { return outcomes }
        return zip(outcomes, ranks).enumerated()
            .sorted { ($0.element.1 ?? 0, $0.offset) < ($1.element.1 ?? 0, $1.offset) }
            .map(\.element.0)
    }

    private static let kindRank: [OutcomeKind: Int] = [
        .home: 0, .draw: 1, .away: 2, .over: 0, .under: 1, .yes: 0, .no: 1,
    ]

    /// The fallback for outcomes of kind ``OutcomeKind/other`` (values an app builds itself).
    private static let codeRank: [String: Int] = [
        "1": 0, "home": 0, "h": 0, "x": 1, "draw": 1, "d": 1, "2": 2, "away": 2, "a": 2,
        "1x": 3, "12": 4, "x2": 5,
        "over": 0, "o": 0, "under": 1, "u": 1,
        "yes": 0, "y": 0, "no": 1, "n": 1,
    ]
}
