import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// Poseidon sport type codes ↔ sport kinds.
    static let sportCodes: [(code: String, kind: SportKind)] = [
        ("FBL", .football), ("TNS", .tennis), ("BKB", .basketball), ("HKY", .iceHockey), ("VBL", .volleyball),
        ("HBL", .handball), ("AMF", .americanFootball), ("BSB", .baseball), ("RUG", .rugby), ("CRK", .cricket),
        ("TTN", .tableTennis), ("ESP", .esports), ("FUT", .futsal), ("BVB", .beachVolleyball), ("SNK", .snooker),
        ("DRT", .darts), ("MMA", .mma), ("BOX", .boxing),
    ]

    /// The kind of a sport code.
    static func sportKind(_ code: String) -> SportKind {
        sportCodes.first { $0.code == code }?.kind ?? .unknown(code)
    }

    /// The sport code of a kind, when there is one.
    static func sportCode(_ kind: SportKind) -> String? {
        if case .unknown(let raw) = kind { return raw }
        return sportCodes.first { $0.kind == kind }?.code
    }

    /// Sports from the top navigation list; nodes whose counters are all zero are hidden.
    static func sports(_ list: SportRadarModels.NavigationList) -> [Sport] {
        (list.bonavigationnodes ?? []).compactMap { node in
            let counts = [node.numevents, node.numoutrightevents, node.numoutrightmarkets, node.numinplayevents].map { Int($0 ?? "") ?? 0 }
            guard counts.contains(where: { $0 > 0 }) else { return nil }
            let code = node.focontentid ?? node.idfwbonavigation
            return Sport(id: node.idfwbonavigation, name: node.name, kind: sportKind(code),
                         liveEventCount: node.numinplayevents.flatMap { Int($0) }, eventCount: node.numevents.flatMap { Int($0) })
        }
    }

    /// Live status: `not_started`, `ended`, anything else in progress (e.g. `1p`, `paused`, kept as the period's code).
    static func eventStatus(_ summary: SportRadarModels.LiveDataSummary?) -> EventStatus {
        eventStatus(text: summary?.status)
    }

    /// The status text of a live summary or of `liveDataExtended`'s `STATUS`.
    static func eventStatus(text: String?) -> EventStatus {
        guard let status = text else { return .notStarted }
        switch status {
        case "not_started": return .notStarted
        case "ended": return .ended
        default: return .inProgress(period: EventPeriod(code: status))
        }
    }

    /// The score of a live summary (with its `serve`).
    static func score(_ summary: SportRadarModels.LiveDataSummary?) -> Score? {
        guard let summary else { return nil }
        return score(summary.scores, serve: summary.serve?.value)
    }

    /// The score: `CURRENT_SCORE` (or `MATCH_SCORE`), with period/set/frame scores in order,
    /// `GAME_SCORE` as the current game's points and `serve` (`1` home, `2` away) as the server.
    static func score(_ scores: [String: SportRadarModels.ScoreValue], serve: String?) -> Score? {
        guard let current = scores["CURRENT_SCORE"] ?? scores["MATCH_SCORE"] else { return nil }
        let periodKeys = scores.keys.filter { key in
            ["PERIOD", "SET", "FRAME"].contains { key.hasPrefix($0) } && key.hasSuffix("_SCORE")
        }
        let periods = periodKeys.sorted { lhs, rhs in
            let l = Int(lhs.filter(\.isNumber)) ?? 0, r = Int(rhs.filter(\.isNumber)) ?? 0
            return l == r ? lhs < rhs : l < r
        }.compactMap { key in scores[key].map { PeriodScore(period: String(key.dropLast("_SCORE".count)), home: $0.home, away: $0.away) } }
        let game = scores["GAME_SCORE"].map { GameScore(home: String($0.home), away: String($0.away)) }
        let serving: Side? = switch serve { case "1": .home; case "2": .away; default: nil }
        return Score(home: current.home, away: current.away, periods: periods, serving: serving, currentGame: game)
    }

    /// An event with its markets; fractional prices become exact decimal odds.
    static func event(_ event: SportRadarModels.ContentEvent) throws(ServiceProviderError) -> Event {
        guard event.idfoevent != "_TOKEN_" else {
            throw .decoding(type: "ContentEvent", codingPath: "idfoevent", debugDescription: "Placeholder event")
        }
        guard let start = SportRadarDates.poseidon(event.tsstart) else {
            throw .decoding(type: "ContentEvent", codingPath: "tsstart", debugDescription: "Unknown date format: \(event.tsstart)")
        }
        var participants: [Participant] = []
        if let home = event.participantname_home { participants.append(Participant(name: home, side: .home)) }
        if let away = event.participantname_away { participants.append(Participant(name: away, side: .away)) }
        let sport = event.idfosporttype.map { Sport(id: $0, name: event.sporttypename ?? $0, kind: sportKind($0)) }
        let competition = event.idfotournament.map {
            Competition(id: $0, name: event.tournamentname ?? $0, sportId: event.idfosporttype, region: event.tournamentcountryname)
        }
        let markets = try (event.markets ?? []).enumerated().map { index, market throws(ServiceProviderError) in
            try Self.market(market, isMain: index == 0)
        }
        return Event(id: event.idfoevent, sport: sport, competition: competition, participants: participants, startDate: start,
                     status: eventStatus(event.liveDataSummary), score: score(event.liveDataSummary),
                     matchTime: event.liveDataSummary?.matchTime, markets: markets)
    }

    /// A market. Under/over markets list their selections reversed by the vendor; the client
    /// reverses them back (and swaps the H/A codes), so Over comes first as in the app.
    static func market(_ market: SportRadarModels.ContentMarket, isMain: Bool) throws(ServiceProviderError) -> Market {
        let line = market.line.flatMap { Decimal(string: $0.value, locale: Locale(identifier: "en_US_POSIX")) }
        let outcomes = try (market.selections ?? []).map { selection throws(ServiceProviderError) in
            var outcome = try outcome(selection)
            outcome.kind = outcomeKind(selection, in: market)
            if outcome.kind == .over || outcome.kind == .under { outcome.line = line }
            return outcome
        }
        return Market(id: market.idfomarket, name: market.name, typeId: market.idefmarkettype, line: line, outcomes: outcomes,
                      isAvailable: market.istradable ?? true, isMain: isMain)
    }

    /// The suspension type that suspends a selection, in content and on the live socket.
    static let suspendedSelection = "N/O"

    /// An outcome with its exact odds.
    static func outcome(_ selection: SportRadarModels.ContentSelection) throws(ServiceProviderError) -> Outcome {
        guard let odds = odds(up: selection.currentpriceup, down: selection.currentpricedown) else {
            throw .decoding(type: "ContentSelection", codingPath: "currentpriceup",
                            debugDescription: "Not a fraction: \(selection.currentpriceup ?? "nil")/\(selection.currentpricedown ?? "nil")")
        }
        // The vendor reference calls `N/O` "terminated" for content but says the socket reopens such
        // a selection with any other value: it is a suspension, the same in a snapshot and in a
        // live update (so a refreshed list never contradicts the changes before it).
        let suspended = selection.idfoselectionsuspensiontype == suspendedSelection || selection.istradable == false
        let status: OutcomeStatus = suspended ? .suspended : .open
        return Outcome(id: selection.idfoselection, name: selection.name, code: selection.hadvalue, odds: odds, status: status)
    }
}
