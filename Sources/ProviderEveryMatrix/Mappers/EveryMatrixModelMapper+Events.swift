import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// EVENT_INFO `typeId`s the SDK reads.
    enum InfoType {
        static let score = "1"
        static let yellowCards = "2"
        static let redCards = "3"
        static let yellowRedCards = "4"
        static let serve = "37"
        static let matchTime = "95"
        static let scoreTypes: Set<String> = [score, yellowCards, redCards, yellowRedCards, serve]
    }

    /// The vendor's sport ids for the SDK's sport kinds.
    static let sportKinds: [String: SportKind] = [
        "1": .football, "8": .basketball, "3": .tennis, "20": .volleyball, "6": .iceHockey, "7": .handball,
        "5": .americanFootball, "9": .baseball, "12": .rugby, "26": .cricket, "63": .tableTennis, "49": .futsal,
        "34": .beachVolleyball, "36": .snooker, "45": .darts, "162": .mma, "10": .boxing,
        "99": .esports, "186": .esports,
    ]

    /// The sport kind of a vendor sport id; unmapped ids stay `.unknown(id)`.
    static func sportKind(_ id: String) -> SportKind { sportKinds[id] ?? .unknown(id) }

    /// The vendor sport id of a sport kind.
    static func sportId(_ kind: SportKind) -> String? {
        if case .unknown(let id) = kind { return id }
        return sportKinds.first { $0.value == kind && $0.key != "186" }?.key
    }

    /// Status from `statusId` only (1 pending, 2 in progress, 3 ended): `statusName` is localised.
    static func eventStatus(_ match: EveryMatrixModels.Match) -> EventStatus {
        switch match.statusId {
        case "1": return .notStarted
        case "2": return .inProgress(period: period(match))
        case "3": return .ended
        default: return .unknown(match.statusId)
        }
    }

    /// Availability from a betting offer's two fields (read in place by the store): statusId 4
    /// is suspended; 1 is open unless the offer is not available.
    static func outcomeStatus(statusId: String?, isAvailable: Bool?) -> OutcomeStatus {
        switch statusId {
        case "1", nil: return isAvailable == false ? .suspended : .open
        case "4": return .suspended
        case let other?: return .unknown(other)
        }
    }

    /// A vendor double read as a count (a score side, a number of cards, minutes or seconds):
    /// `nil` unless it is a whole number from 0 to `Int.max`. `Int(_:)` traps on 1e20; a
    /// negative, fractional or out-of-range value is not a count, so it is dropped as unknown.
    static func count(_ value: Double) -> Int? {
        guard value >= 0, let count = Int(exactly: value) else { return nil }
        return count
    }

    /// Match time from EVENT_INFO 95 (minutes, seconds) as `m:ss`; `nil` when either value is
    /// not a ``count(_:)`` (an unknown time, rather than a wrong one).
    static func matchTime(_ info: EveryMatrixModels.EventInfo) -> String? {
        guard let rawMinutes = info.paramFloat1, let minutes = count(rawMinutes),
              let seconds = count(info.paramFloat2 ?? 0) else { return nil }
        return "\(minutes):" + (seconds < 10 ? "0" : "") + "\(seconds)"
    }

    /// Home and away values of an info, reading paramFloat1/2 against paramParticipantId1/2;
    /// `nil` when either value is not a ``count(_:)``, so the info is ignored as unknown.
    static func sides(_ info: EveryMatrixModels.EventInfo, match: EveryMatrixModels.Match) -> (home: Int, away: Int)? {
        guard let rawFirst = info.paramFloat1, let rawSecond = info.paramFloat2,
              let first = count(rawFirst), let second = count(rawSecond) else { return nil }
        if let participant = info.paramParticipantId1, participant == match.awayParticipantId { return (second, first) }
        return (first, second)
    }

    /// The score from a match's EVENT_INFOs (``AggregatorView/infos(ofEvent:)``, fetched once by
    /// the event that shows it): the whole-match score (root part) and per-part scores, cards
    /// and serve. `nil` when the match has no score info.
    static func score(for match: EveryMatrixModels.Match, infos: [EveryMatrixModels.EventInfo]) -> Score? {
        var total: (home: Int, away: Int)?
        var periods: [(id: Int, score: PeriodScore)] = []
        var yellow: SideCounts?, red: SideCounts?
        // Red and yellow-red cards add up; a sum beyond Int makes the red count unknown.
        var redOverflowed = false
        var serving: Side?
        var hasScore = false
        // The game being played: the points info of the match's current part, else the one in progress.
        var game: (sides: (home: Int, away: Int), isCurrentPart: Bool)?
        for info in infos {
            switch info.typeId {
            case InfoType.score:
                guard let sides = sides(info, match: match) else { continue }
                hasScore = true
                if info.paramScoringUnitName1 == ScoringUnit.point {
                    // A game's points (tennis): the current game's, never a period of its own.
                    if info.eventPartId == match.currentPartId {
                        game = (sides, true)
                    } else if info.statusId == InfoStatus.inProgress, game?.isCurrentPart != true {
                        game = (sides, false)
                    }
                } else if info.eventPartId == match.rootPartId {
                    total = sides
                } else {
                    periods.append((Int(info.eventPartId ?? "") ?? Int.max,
                                    PeriodScore(period: info.eventPartName ?? info.eventPartId ?? "", home: sides.home, away: sides.away)))
                }
            case InfoType.yellowCards:
                if let sides = sides(info, match: match) { yellow = SideCounts(home: sides.home, away: sides.away) }
            case InfoType.redCards, InfoType.yellowRedCards:
                if let sides = sides(info, match: match) {
                    let home = (red?.home ?? 0).addingReportingOverflow(sides.home)
                    let away = (red?.away ?? 0).addingReportingOverflow(sides.away)
                    if home.overflow || away.overflow { redOverflowed = true }
                    red = SideCounts(home: home.partialValue, away: away.partialValue)
                }
            case InfoType.serve:
                if let server = info.paramParticipantId1 {
                    serving = server == match.homeParticipantId ? .home : server == match.awayParticipantId ? .away : nil
                }
            default:
                break
            }
        }
        guard hasScore else { return nil }
        return Score(home: total?.home ?? 0, away: total?.away ?? 0, periods: periods.sorted { $0.id < $1.id }.map(\.score),
                     serving: serving, currentGame: game.map { GameScore(home: points($0.sides.home), away: points($0.sides.away)) },
                     yellowCards: yellow, redCards: redOverflowed ? nil : red)
    }

    /// What `paramScoringUnitName1` says a score info counts.
    enum ScoringUnit {
        static let point = "Point"
    }

    /// EVENT_INFO `statusId`s: 1 in progress, 4 finished.
    enum InfoStatus {
        static let inProgress = "1"
    }

    /// A game's points as shown: the vendor counts advantage as 50, shown `A`; other values
    /// (0, 15, 30, 40, or a tie-break's points) as they are.
    static func points(_ value: Int) -> String {
        value == 50 ? "A" : String(value)
    }

    /// A market with its outcomes (via MARKET_OUTCOME_RELATION) and their current offers; the
    /// sides its outcomes and line are read against are its match's, when the store holds it.
    static func market(_ key: EntityKey, in store: AggregatorView) -> Market? {
        guard let market = store.market(key) else { return nil }
        return Self.market(market, key: key, of: store.match(market.eventId), in: store)
    }

    /// A market already looked up, of its match (building a whole event must not look each one
    /// up twice).
    static func market(_ market: EveryMatrixModels.Market, key: EntityKey, of match: EveryMatrixModels.Match?, in store: AggregatorView) -> Market {
        let (home, away) = (match?.homeParticipantId, match?.awayParticipantId)
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(store.outcomeCount(ofMarket: key))
        store.forEachPricedOutcome(ofMarket: key) { outcome, price in
            outcomes.append(Outcome(id: outcome.id.description, name: outcome.translatedName ?? outcome.code ?? outcome.id.description, code: outcome.headerNameKey,
                                    odds: Odds(decimal: price.odds), status: outcomeStatus(statusId: price.statusId, isAvailable: price.isAvailable),
                                    priceId: price.offer.description, kind: outcomeKind(outcome, home: home, away: away), line: outcomeLine(outcome)))
        }
        return Market(id: market.id.description, name: market.name, typeId: market.bettingTypeId, line: marketLine(market, away: away),
                      outcomes: outcomes, isAvailable: market.isAvailable != false && market.isClosed != true, isMain: market.mainLine ?? false)
    }

    /// A sport.
    static func sport(_ sport: EveryMatrixModels.Sport) -> Sport {
        Sport(id: sport.id.description, name: sport.name, kind: sportKind(sport.id.description), liveEventCount: sport.numberOfLiveEvents, eventCount: sport.numberOfEvents,
              upcomingEventCount: sport.numberOfUpcomingMatches)
    }

    /// A match with participants, status, score, time and markets.
    static func event(_ key: EntityKey, in store: AggregatorView) -> Event? {
        guard let match = store.match(key) else { return nil }
        let sport = store.sport(id: match.sportId).map(Self.sport)
            ?? Sport(id: match.sportId.description, name: match.sportName ?? match.sportId.description, kind: sportKind(match.sportId.description))
        var competition: Competition?
        if let parentId = match.parentId {
            let region = match.categoryId.flatMap(store.categoryName(id:)) ?? match.categoryName ?? match.venueName
            competition = Competition(id: parentId.description, name: match.parentName ?? parentId.description, sportId: match.sportId.description, region: region)
        }
        var participants: [Participant] = []
        if let home = match.homeParticipantName { participants.append(Participant(id: match.homeParticipantId?.description, name: home, side: .home)) }
        if let away = match.awayParticipantName { participants.append(Participant(id: match.awayParticipantId?.description, name: away, side: .away)) }
        let infos = store.infos(ofEvent: key)
        let time = infos.first { $0.typeId == InfoType.matchTime }.flatMap(matchTime)
        let markets = store.marketKeys(ofEvent: key).compactMap { marketKey in
            store.market(marketKey).map { market($0, key: marketKey, of: match, in: store) }
        }
        return Event(id: match.id.description, sport: sport, competition: competition, participants: participants,
                     startDate: Date(timeIntervalSince1970: TimeInterval(match.startTime) / 1000), status: eventStatus(match),
                     score: score(for: match, infos: infos), matchTime: time, markets: markets)
    }

    /// Every match in the store, in arrival order, optionally of one sport.
    package static func events(in store: AggregatorView, sportId: String? = nil) -> [Event] {
        store.matchKeys(sportId: sportId.map { EntityKey($0) }).compactMap { event($0, in: store) }
    }
}
