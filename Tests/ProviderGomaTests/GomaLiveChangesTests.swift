import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaLiveChangesTests {
    private func liveEvents(_ replacements: [(String, String)] = []) throws -> [Event] {
        var text = try Fixture.string("events-live.json")
        for (from, to) in replacements { text = text.replacingOccurrences(of: from, with: to) }
        return try GomaCoding.makeDecoder().decode([GomaModels.Event].self, from: Data(text.utf8)).map(GomaModelMapper.event)
    }

    @Test func diffReportsOddsScoreTimeAndRemovals() throws {
        let before = try liveEvents()
        let after = try liveEvents([(#""price_live": "7.50""#, #""price_live": "9.00""#), (#""home_score": 1"#, #""home_score": 2"#),
                                    (#""timer": "67""#, #""timer": "71""#)])
        #expect(EventChange.changes(from: before, to: after) == [
            .scoreChanged(eventId: "48190", score: Score(home: 2, away: 0)),
            .matchTimeChanged(eventId: "48190", matchTime: "71"),
            .oddsChanged(eventId: "48190", marketId: "912380", outcomeId: "3456773", odds: Odds(decimal: decimal("9.00"))),
        ])
        #expect(EventChange.changes(from: [], to: before) == [.eventAdded(before[0])])
        #expect(EventChange.changes(from: before, to: []) == [.eventRemoved(eventId: "48190")])
        #expect(EventChange.changes(from: before, to: before) == [])
    }

    @Test func diffReportsStatusAndMarkets() throws {
        let before = try liveEvents()
        var after = before
        after[0].status = .inProgress(period: EventPeriod(code: "ET"))
        after[0].markets.append(Market(id: "m2", name: "Next goal", outcomes: []))
        after[0].markets.removeFirst()
        #expect(EventChange.changes(from: before, to: after) == [
            .statusChanged(eventId: "48190", status: .inProgress(period: EventPeriod(code: "ET"))),
            .marketAdded(eventId: "48190", market: Market(id: "m2", name: "Next goal", outcomes: [])),
            .marketRemoved(eventId: "48190", marketId: "912380"),
        ])
    }

    @Test func liveChangesStreamDiffsSuccessivePolls() async throws {
        let changed = try Fixture.string("events-live.json").replacingOccurrences(of: #""price_live": "3.75""#, with: #""price_live": "3.60""#)
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "GET /api/events/v1/live": { _, count in count == 1 ? .fixture("events-live.json") : .json(changed) },
        ])
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                    sleep: YieldingSleeper().sleep, now: fixtureNow)
        var received: [EventChange] = []
        for try await change in provider.events.liveChanges(sport: .football) {
            received.append(change)
            if received.count == 2 { break }
        }
        guard case .eventAdded(let event) = received.first else { Issue.record("expected the event first, got \(received)"); return }
        #expect(event.id == "48190")
        #expect(received.last == .oddsChanged(eventId: "48190", marketId: "912380", outcomeId: "3456772", odds: Odds(decimal: decimal("3.60"))))
    }
}
