import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// Goma's sport ids: 4 football, 1 basketball, 2 tennis, 3 volleyball.
    static let sportKinds: [String: SportKind] = ["4": .football, "1": .basketball, "2": .tennis, "3": .volleyball]

    static func sportKind(id: String) -> SportKind {
        sportKinds[id] ?? .unknown(id)
    }

    /// The Goma sport id for a kind, or `nil` when Goma has no id for it.
    static func sportId(_ kind: SportKind) -> String? {
        if case .unknown(let id) = kind { return id }
        return sportKinds.first { $0.value == kind }?.key
    }

    static func sport(_ sport: GomaModels.Sport) -> Sport {
        let live = sport.liveCount?.value
        let preLive = sport.preLiveCount?.value
        return Sport(id: sport.id.value, name: sport.name, kind: sportKind(id: sport.id.value), liveEventCount: live,
                     eventCount: eventTotal(live: live, preLive: preLive))
    }

    /// Live plus pre-live: unknown (nil) when the two counts are both absent, or when their sum
    /// does not fit an Int (a vendor's Int.max plus anything would trap).
    static func eventTotal(live: Int?, preLive: Int?) -> Int? {
        guard live != nil || preLive != nil else { return nil }
        let sum = (live ?? 0).addingReportingOverflow(preLive ?? 0)
        return sum.overflow ? nil : sum.partialValue
    }

    static func sport(_ sport: GomaModels.SportReference) -> Sport {
        Sport(id: sport.id.value, name: sport.name, kind: sportKind(id: sport.id.value))
    }

    static func event(_ event: GomaModels.Event) -> Event {
        let isLive = event.isLive?.value ?? false
        let status = eventStatus(status: event.status, isLive: isLive)
        let competition = event.competition.map {
            Competition(id: $0.id.value, name: $0.name, sportId: $0.region?.sport?.id.value ?? event.sport.id.value,
                        region: $0.region?.name ?? event.region.name)
        }
        return Event(id: event.id.value,
                     sport: sport(event.sport),
                     competition: competition,
                     participants: [Participant(name: event.homeTeam, side: .home), Participant(name: event.awayTeam, side: .away)],
                     startDate: event.dateTime,
                     status: status,
                     score: score(event, status: status),
                     matchTime: event.timer.flatMap { $0.value.isEmpty ? nil : $0.value },
                     markets: (event.markets ?? []).map { market($0, isLive: isLive) })
    }

    /// `not_started` → not started; `is_live` → in progress with the raw period as its code; otherwise ended
    /// when the (lowercased) status is a final one, else unknown.
    static func eventStatus(status: String, isLive: Bool) -> EventStatus {
        if status == "not_started" { return .notStarted }
        if isLive { return .inProgress(period: status.isEmpty ? nil : EventPeriod(code: status)) }
        switch status.lowercased() {
        case "ft", "et", "ht", "aet", "ap", "pen", "ended": return .ended
        case "postponed": return .postponed
        case "cancelled", "canceled": return .cancelled
        default: return .unknown(status)
        }
    }

    /// Live events carry `home_score`/`away_score`; ended ones read `ft_score`, `et_score` or
    /// `ht_score` (`"[2-1]"`) according to the status.
    static func score(_ event: GomaModels.Event, status: EventStatus) -> Score? {
        let periods = [event.p1Score, event.p2Score, event.p3Score, event.p4Score, event.p5Score].enumerated().compactMap { index, text in
            text.flatMap(bracketScore).map { PeriodScore(period: String(index + 1), home: $0.home, away: $0.away) }
        }
        return score(status: event.status, statusValue: status, home: event.homeScore, away: event.awayScore,
                     ft: event.ftScore, et: event.etScore, ht: event.htScore, periods: periods)
    }

    static func score(status raw: String, statusValue: EventStatus, home: Int?, away: Int?, ft: String?, et: String?, ht: String?,
                      periods: [PeriodScore] = []) -> Score? {
        if case .ended = statusValue {
            let text: String?
            switch raw.lowercased() {
            case "et", "aet": text = et ?? ft
            case "ht": text = ht ?? ft
            default: text = ft ?? et
            }
            if let parsed = text.flatMap(bracketScore) {
                return Score(home: parsed.home, away: parsed.away, periods: periods)
            }
        }
        if let home, let away { return Score(home: home, away: away, periods: periods) }
        return nil
    }

    /// `"[2-1]"` → (2, 1).
    static func bracketScore(_ text: String) -> (home: Int, away: Int)? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let home = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let away = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        return (home, away)
    }

    /// A market; live events show `price_live`, others `price`.
    static func market(_ market: GomaModels.Market, isLive: Bool) -> Market {
        Market(id: market.id.value,
               name: market.name,
               typeId: market.sportEventMarketId?.value,
               outcomes: market.outcomes.map { outcome($0, isLive: isLive) },
               statistics: market.stats.map { statistics($0.stats) })
    }

    static func outcome(_ outcome: GomaModels.Outcome, isLive: Bool) -> Outcome {
        Outcome(id: outcome.id.value, name: outcome.name, code: outcome.code,
                odds: Odds(decimal: isLive ? outcome.priceLive.value : outcome.price.value),
                kind: outcome.code.flatMap { outcomeKinds[$0] } ?? .other)
    }

    /// The kinds of the outcome `code`s Goma sends: `1` `X` `2` (match result), `O` `U`
    /// (totals), `Y` `N` (both teams to score). Any other code is ``OutcomeKind/other``. Goma
    /// sends no line field (a total's line is only in its names, `Mais de 2.5`), so none is set.
    static let outcomeKinds: [String: OutcomeKind] = [
        "1": .home, "X": .draw, "2": .away, "O": .over, "U": .under, "Y": .yes, "N": .no,
    ]

    static func statistics(_ stats: GomaModels.MarketStats) -> MarketStatistics {
        func record(_ r: GomaModels.MarketStats.Record?) -> MarketStatistics.Record? {
            r.map { .init(total: $0.total, wins: $0.wins, draws: $0.draws, losses: $0.losses,
                          over: $0.over, under: $0.under, yes: $0.yes, no: $0.no) }
        }
        return MarketStatistics(home: record(stats.data.homeParticipant), away: record(stats.data.awayParticipant))
    }
}
