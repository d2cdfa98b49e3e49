import Foundation
import Observation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

/// `LiveBoard`: the typed change stream, reduced by `LiveEventList`, as observable rows; only
/// the rows that changed are touched, and the board stops reading when it is released.
@MainActor @Suite struct LiveBoardTests {
    private func event(_ id: String, _ home: String, price: String) -> Event {
        Event(id: id, participants: [Participant(name: home, side: .home), Participant(name: "Rival \(id)", side: .away)],
              startDate: referenceNow, status: .inProgress(period: EventPeriod(code: "1H")), score: Score(home: 0, away: 0), matchTime: "10",
              markets: [Market(id: "m-\(id)", name: "Match Result",
                               outcomes: [Outcome(id: "o-\(id)", name: home, code: "1", odds: odds(price))], isMain: true)])
    }

    /// Waits (yielding, bounded) until `condition` holds.
    private func settle(_ condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() { await Task.yield() }
    }

    /// Whether reading `read` is notified by what happens in `change`.
    private func notifies(_ read: @escaping () -> Void, when change: () async -> Void) async -> Bool {
        let fired = Locked(false)
        withObservationTracking(read) { fired.withLock { $0 = true } }
        await change()
        return fired.withLock { $0 }
    }

    @Test func anOddsChangeRedrawsOnlyItsRow() async throws {
        let (stream, feed) = LiveStream<EventChange>.makeStream()
        let board = LiveBoard(changes: stream, mapper: english)
        _ = feed.yield(.eventAdded(event("a", "Alpha", price: "2.00")))
        _ = feed.yield(.eventAdded(event("b", "Beta", price: "3.00")))
        await settle { board.rows.count == 2 }
        #expect(board.rows.map(\.id) == ["a", "b"])
        let rowA = try #require(board.row(id: "a"))
        let rowB = try #require(board.row(id: "b"))

        let rowsNotified = await notifies({ _ = board.rows }) {
            _ = feed.yield(.oddsChanged(eventId: "b", marketId: "m-b", outcomeId: "o-b", odds: odds("3.50")))
            await settle { rowB.item.markets.first?.outcomes.first?.oddsText == "3.50" }
        }
        #expect(!rowsNotified, "the row list did not change")
        #expect(rowB.item.markets.first?.outcomes.first?.oddsText == "3.50")

        let aNotified = await notifies({ _ = rowA.item }) {
            _ = feed.yield(.oddsChanged(eventId: "b", marketId: "m-b", outcomeId: "o-b", odds: odds("3.75")))
            await settle { rowB.item.markets.first?.outcomes.first?.oddsText == "3.75" }
        }
        #expect(!aNotified, "another event's row is left alone")
        let bNotified = await notifies({ _ = rowB.item }) {
            _ = feed.yield(.scoreChanged(eventId: "b", score: Score(home: 1, away: 0)))
            await settle { rowB.item.score?.main == "1 - 0" }
        }
        #expect(bNotified)
    }

    @Test func aChangeThatShowsNothingNewTouchesNoRow() async throws {
        let (stream, feed) = LiveStream<EventChange>.makeStream()
        let board = LiveBoard(changes: stream, mapper: english)
        _ = feed.yield(.eventAdded(event("a", "Alpha", price: "2.00")))
        await settle { board.rows.count == 1 }
        let rowA = try #require(board.row(id: "a"))
        let notified = await notifies({ _ = rowA.item }) {
            _ = feed.yield(.oddsChanged(eventId: "a", marketId: "m-a", outcomeId: "o-a", odds: odds("2.00")))
            _ = feed.yield(.eventAdded(event("z", "Zeta", price: "5.00")))
            await settle { board.rows.count == 2 }
        }
        #expect(!notified)
    }

    @Test func eventsComingAndGoingChangeTheListAndKeepTheOtherRows() async throws {
        let (stream, feed) = LiveStream<EventChange>.makeStream()
        let board = LiveBoard(changes: stream, mapper: english)
        for id in ["a", "b", "c"] { _ = feed.yield(.eventAdded(event(id, "Team \(id)", price: "2.00"))) }
        await settle { board.rows.count == 3 }
        let rowC = try #require(board.row(id: "c"))
        let notified = await notifies({ _ = board.rows }) {
            _ = feed.yield(.eventRemoved(eventId: "b"))
            await settle { board.rows.count == 2 }
        }
        #expect(notified)
        #expect(board.rows.map(\.id) == ["a", "c"])
        #expect(board.row(id: "c") === rowC, "the same row object stays bound to its event")
        #expect(board.row(id: "b") == nil)
    }

    @Test func aLongListsFirstSnapshotBuildsInLinearTime() throws {
        // One `eventAdded` per event, as a live list opens; ten times the events may take at most
        // thirty times as long (it rebuilt every row per event, quadratic, before). A ratio of
        // two runs in this process, the fastest of three each.
        func build(_ count: Int) -> (seconds: Double, board: LiveBoard) {
            let boards = (0..<3).map { _ in LiveBoard(changes: LiveStream<EventChange>.makeStream().stream, mapper: english) }
            let times = boards.map { board in
                let elapsed = ContinuousClock().measure {
                    for index in 0..<count { board.apply(.eventAdded(event("e\(index)", "Team \(index)", price: "2.00"))) }
                }
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            }
            return (times.min() ?? .infinity, boards[2])
        }
        let small = build(1_000), large = build(10_000)
        #expect(large.seconds / small.seconds <= 30, "10,000 events took \(large.seconds) s, 1,000 took \(small.seconds) s")
        #expect(large.board.rows.count == 10_000)
        #expect(large.board.rows.first?.id == "e0")
        #expect(large.board.rows.last?.item.title == "Team 9999 v Rival e9999")
    }

    @Test func aFailedStreamKeepsTheRowsAndSaysWhy() async throws {
        let (stream, feed) = LiveStream<EventChange>.makeStream()
        let board = LiveBoard(changes: stream, mapper: english)
        _ = feed.yield(.eventAdded(event("a", "Alpha", price: "2.00")))
        feed.finish(throwing: .offline)
        await settle { board.hasEnded }
        #expect(board.failure == .offline)
        #expect(board.rows.map(\.id) == ["a"])
    }

    @Test func aReleasedBoardStopsReading() async {
        let stopped = Locked(false)
        let (stream, feed) = LiveStream<EventChange>.makeStream()
        feed.onTermination { stopped.withLock { $0 = true } }
        var board: LiveBoard? = LiveBoard(changes: stream, mapper: english)
        _ = feed.yield(.eventAdded(event("a", "Alpha", price: "2.00")))
        await settle { board?.rows.count == 1 }
        #expect(!stopped.withLock { $0 })
        board = nil
        await settle { stopped.withLock { $0 } }
        #expect(stopped.withLock { $0 }, "the subscription ended with the board")
    }

    @Test func theBoardShowsWhereItsFeedsConnectionStands() async throws {
        let (stream, feed) = LiveStream<EventChange>.makeStream()
        let board = LiveBoard(changes: stream, mapper: english)
        #expect(board.connectionState == .connecting)
        #expect(english.connectionText(board.connectionState) == "Connecting…")
        _ = feed.yield(.eventAdded(event("a", "Alpha", price: "2.00")))
        await settle { board.connectionState == .live }
        #expect(english.connectionText(board.connectionState) == nil, "no banner while live")
        let next = referenceNow.addingTimeInterval(4)
        feed.setConnectionState(.reconnecting(attempt: 2, nextTry: next))
        await settle { board.connectionState != .live }
        #expect(board.connectionState == .reconnecting(attempt: 2, nextTry: next))
        #expect(english.connectionText(board.connectionState) == "Reconnecting…")
        #expect(french.connectionText(board.connectionState) == "Reconnexion…")
        #expect(board.rows.map(\.id) == ["a"], "the rows stay while the feed retries")
        feed.setConnectionState(.offline(nextTry: next))
        await settle { board.connectionState == .offline(nextTry: next) }
        #expect(french.connectionText(board.connectionState) == "Hors ligne")
    }
}

