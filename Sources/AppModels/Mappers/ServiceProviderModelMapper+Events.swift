import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// An event for a list or a header: title, kick-off, status, score, clock and markets.
    public func eventItem(_ event: Event) -> EventItem {
        EventItem(id: event.id,
                  title: title(of: event),
                  homeName: event.home?.name,
                  awayName: event.away?.name,
                  competitionName: event.competition?.name,
                  kickoffText: kickoffText(event.startDate),
                  statusText: statusText(event.status),
                  isLive: event.isLive,
                  score: event.score.map(scoreText),
                  matchTimeText: matchTimeText(event),
                  periodText: periodText(event),
                  markets: marketItems(event.markets, in: event))
    }

    /// `Home v Away`; participants without sides are joined with ` v ` in the provider's order.
    public func title(of event: Event) -> String {
        if let home = event.home, let away = event.away { return "\(home.name) v \(away.name)" }
        return event.participants.map(\.name).joined(separator: " v ")
    }

    /// The status as a word: `Live`, `Not started`, `Ended`… An unknown vendor status shows
    /// its raw value rather than pretending to be a known one.
    public func statusText(_ status: EventStatus) -> String {
        switch status {
        case .notStarted: return phrases.notStarted
        case .inProgress: return phrases.live
        case .suspended: return phrases.suspended
        case .ended: return phrases.ended
        case .postponed: return phrases.postponed
        case .cancelled: return phrases.cancelled
        case .unknown(let raw): return raw
        }
    }

    /// A score: `2 - 1`, periods `6-4, 3-6`, current game `40-15`.
    public func scoreText(_ score: Score) -> ScoreText {
        let periods = score.periods.map { "\($0.home)-\($0.away)" }.joined(separator: ", ")
        return ScoreText(main: "\(score.home) - \(score.away)",
                         periods: periods.isEmpty ? nil : periods,
                         currentGame: score.currentGame.map { "\($0.home)-\($0.away)" })
    }

    /// The clock of a live event: the provider's match time (`67` becomes `67'`), `Half-time`
    /// at the break, or `Live` when the provider gives no time. `nil` when not live.
    public func matchTimeText(_ event: Event) -> String? {
        guard case .inProgress(let period) = event.status else { return nil }
        if let code = period?.code, Self.halfTimeCodes.contains(code.uppercased()) { return phrases.halfTime }
        return event.matchTime.map { matchTimeText($0) } ?? phrases.live
    }

    /// The part of a live event being played, for the user: its levels in the locale's language
    /// (`2nd set, 9th game`, `2e set, 9e jeu`, `1st half`); the provider's own name for it, in its
    /// feed's language, when the SDK reads no level; `nil` when not live or the provider names
    /// none (a period's code is never shown).
    public func periodText(_ event: Event) -> String? {
        guard case .inProgress(let period?) = event.status else { return nil }
        guard !period.parts.isEmpty else { return period.name }
        return period.parts.map(phrases.periodPart).joined(separator: ", ")
    }

    /// A provider's match time as shown on a live clock (`67` becomes `67'`, `45+2'` stays),
    /// or `Live` when it is blank; for live updates that carry only the time.
    public func matchTimeText(_ raw: String) -> String {
        let time = raw.trimmingCharacters(in: .whitespaces)
        guard !time.isEmpty else { return phrases.live }
        return time.allSatisfy(\.isNumber) ? time + "'" : time
    }

    private static let halfTimeCodes: Set<String> = ["HT", "HALFTIME", "HALF_TIME", "HALF-TIME", "PAUSE"]
}
