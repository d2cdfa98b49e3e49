import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

@Suite struct EventItemTests {
    private func event(status: EventStatus, score: Score? = nil, matchTime: String? = nil, markets: [Market] = []) -> Event {
        Event(id: "ev-1", competition: Competition(id: "c1", name: "Ligue 1"),
              participants: [Participant(name: "Away FC", side: .away), Participant(name: "Home FC", side: .home)],
              startDate: referenceNow.addingTimeInterval(-3600), status: status, score: score, matchTime: matchTime,
              markets: markets)
    }

    @Test func aLiveEventShowsScoreClockAndStatus() {
        let item = french.eventItem(event(status: .inProgress(period: EventPeriod(code: "2H")), score: Score(home: 2, away: 1), matchTime: "67"))
        #expect(item.id == "ev-1")
        #expect(item.title == "Home FC v Away FC")
        #expect(item.homeName == "Home FC")
        #expect(item.awayName == "Away FC")
        #expect(item.competitionName == "Ligue 1")
        #expect(item.isLive)
        #expect(item.statusText == "En direct")
        #expect(item.matchTimeText == "67'")
        #expect(item.score == ScoreText(main: "2 - 1"))
        #expect(item.kickoffText == "Aujourd’hui 11:00")
        #expect(english.eventItem(event(status: .inProgress(period: nil))).statusText == "Live")
    }

    @Test func halfTimeAndMissingClock() {
        #expect(english.matchTimeText(event(status: .inProgress(period: EventPeriod(code: "HT")), matchTime: "45:00")) == "Half-time")
        #expect(french.matchTimeText(event(status: .inProgress(period: EventPeriod(code: "ht")))) == "Mi-temps")
        #expect(english.matchTimeText(event(status: .inProgress(period: EventPeriod(code: "1H")))) == "Live")
        #expect(english.matchTimeText(event(status: .inProgress(period: nil), matchTime: "45+2'")) == "45+2'")
        #expect(english.matchTimeText(event(status: .ended, matchTime: "90")) == nil)
        #expect(english.matchTimeText(event(status: .inProgress(period: nil), matchTime: "  ")) == "Live")
    }

    @Test func aRawMatchTimeIsShownAsOnTheClock() {
        #expect(english.matchTimeText("67") == "67'")
        #expect(english.matchTimeText(" 45+2' ") == "45+2'")
        #expect(english.matchTimeText("") == "Live")
        #expect(french.matchTimeText(" ") == "En direct")
    }

    @Test func statusTextsInTwoLanguagesAndUnknownKeepsItsRawValue() {
        #expect(english.statusText(EventStatus.notStarted) == "Not started")
        #expect(french.statusText(EventStatus.notStarted) == "À venir")
        #expect(english.statusText(EventStatus.ended) == "Ended")
        #expect(portuguese.statusText(EventStatus.ended) == "Terminado")
        #expect(french.statusText(EventStatus.postponed) == "Reporté")
        #expect(english.statusText(EventStatus.cancelled) == "Cancelled")
        #expect(english.statusText(EventStatus.suspended) == "Suspended")
        #expect(english.statusText(EventStatus.unknown("ABANDONED")) == "ABANDONED")
    }

    @Test func tennisScoreHasPeriodsAndGame() {
        let score = Score(home: 1, away: 1, periods: [PeriodScore(period: "1", home: 6, away: 4), PeriodScore(period: "2", home: 3, away: 6)],
                          currentGame: GameScore(home: "40", away: "A"))
        #expect(english.scoreText(score) == ScoreText(main: "1 - 1", periods: "6-4, 3-6", currentGame: "40-A"))
    }

    @Test func participantsWithoutSidesAreJoined() {
        let outright = Event(id: "o", participants: [Participant(name: "A", side: nil), Participant(name: "B", side: nil)],
                             startDate: referenceNow, status: .notStarted)
        #expect(english.title(of: outright) == "A v B")
    }
}

@Suite struct MarketOrderingTests {
    private func outcome(_ id: String, _ code: String?, _ price: String, status: OutcomeStatus = .open, kind: OutcomeKind = .other) -> Outcome {
        Outcome(id: id, name: "name-\(id)", code: code, odds: odds(price), status: status, kind: kind)
    }

    @Test func matchResultIsOneDrawTwo() {
        // Vendor codes that say nothing by themselves: the kinds order and label them.
        let market = Market(id: "m", name: "Match Result", outcomes: [outcome("a", "A", "3.1", kind: .away), outcome("h", "H", "2.5", kind: .home),
                                                                      outcome("d", "D", "3.4", kind: .draw)])
        let item = english.marketItem(market)
        #expect(item.outcomes.map(\.label) == ["1", "X", "2"])
        #expect(item.outcomes.map(\.oddsText) == ["2.50", "3.40", "3.10"])
        #expect(item.title == "Match Result")
    }

    @Test func overBeforeUnderAndLineInTitle() {
        let market = Market(id: "t", name: "Total Goals", line: dec("2.5"),
                            outcomes: [outcome("u", "U", "1.8", kind: .under), outcome("o", "H", "2.05", kind: .over)])
        let item = french.marketItem(market)
        #expect(item.outcomes.map(\.id) == ["o", "u"])
        #expect(item.outcomes.map(\.label) == ["Plus de 2,5", "Moins de 2,5"])
        #expect(item.title == "Total Goals 2,5")
        #expect(english.marketItem(market).title == "Total Goals 2.5")
        let named = Market(id: "t2", name: "Over/Under 2.5", line: dec("2.5"), outcomes: [])
        #expect(english.marketTitle(named) == "Over/Under 2.5")
    }

    @Test func outcomesOfKindOtherAreOrderedByAKnownCodeAndLabelledByName() {
        let market = Market(id: "dc", name: "Double Chance", outcomes: [outcome("x2", "X2", "1.3"), outcome("h", nil, "2", kind: .home),
                                                                         outcome("1x", "1X", "1.2")])
        let item = english.marketItem(market)
        #expect(item.outcomes.map(\.id) == ["h", "1x", "x2"])
        #expect(item.outcomes.map(\.label) == ["1", "name-1x", "name-x2"])
    }

    @Test func unknownCodesKeepTheProvidersOrder() {
        let market = Market(id: "s", name: "Correct Score", outcomes: [outcome("b", "2-0", "9"), outcome("a", "1-0", "7")])
        #expect(english.marketItem(market).outcomes.map(\.id) == ["b", "a"])
    }

    @Test func suspendedOutcomesOrMarketsAreNotSelectable() {
        let open = Market(id: "m", name: "M", outcomes: [outcome("a", "1", "2"), outcome("b", "2", "2", status: .suspended)])
        #expect(english.marketItem(open).outcomes.map(\.isSelectable) == [true, false])
        var closed = open
        closed.isAvailable = false
        #expect(english.marketItem(closed).outcomes.map(\.isSelectable) == [false, false])
    }

    @Test func mainFirstThenTypesTogetherWithLinesAscending() {
        let markets = [
            Market(id: "total-3.5", name: "Total", typeId: "OU", line: dec("3.5"), outcomes: []),
            Market(id: "btts", name: "Both teams to score", typeId: "BTTS", outcomes: []),
            Market(id: "total-1.5", name: "Total", typeId: "OU", line: dec("1.5"), outcomes: []),
            Market(id: "1x2", name: "Match Result", typeId: "1X2", outcomes: [], isMain: true),
            Market(id: "total-2.5", name: "Total", typeId: "OU", line: dec("2.5"), outcomes: []),
        ]
        #expect(english.marketItems(markets).map(\.id) == ["1x2", "total-1.5", "total-2.5", "total-3.5", "btts"])
    }
}
