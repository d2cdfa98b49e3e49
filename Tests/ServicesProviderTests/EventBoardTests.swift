import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) @testable import ServicesProvider

/// `EventBoard` reads like an array of its events whatever its chunks, and a list kept by the
/// reducer copies only the chunk a change touches: the previous board keeps sharing the rest.
struct EventBoardTests {
    private static func event(_ number: Int, odds: Decimal = 2) -> Event {
        Event(id: "e\(number)", participants: [], startDate: Date(timeIntervalSince1970: 0), status: .inProgress(period: nil),
              markets: [Market(id: "m\(number)", name: "1X2", outcomes: [Outcome(id: "o\(number)", name: "1", odds: Odds(decimal: odds))])])
    }

    @Test func readsLikeAnArrayAcrossChunks() {
        let events = (0..<100).map { Self.event($0) }
        let board = EventBoard(events)
        #expect(board.count == 100)
        #expect(board.chunkCount == 4)
        #expect(Array(board) == events)
        #expect(board.indices.map { board[$0] } == events)
        #expect(board.first == events.first)
        #expect(board.last == events.last)
        #expect(board == EventBoard(events))
        #expect(board != EventBoard(events.dropLast()))
        #expect(EventBoard() == [])
        #expect(board.description == events.description)
    }

    /// Random appends, removals and replacements through the reducer, checked against an array.
    @Test func theReducerKeepsTheSameEventsAsAnArray() {
        var list = LiveEventList()
        var model: [Event] = []
        var seed: UInt64 = 12345
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for step in 0..<2_000 {
            let roll = next(10)
            if roll < 4 || model.isEmpty {
                let added = Self.event(step)
                list.apply(.eventAdded(added))
                model.append(added)
            } else if roll < 6 {
                let removed = model.remove(at: next(model.count))
                list.apply(.eventRemoved(eventId: removed.id))
            } else {
                let index = next(model.count)
                let odds = Odds(decimal: Decimal(step))
                list.apply(.oddsChanged(eventId: model[index].id, marketId: model[index].markets[0].id, outcomeId: model[index].markets[0].outcomes[0].id, odds: odds))
                model[index].markets[0].outcomes[0].odds = odds
            }
            #expect(list.events.count == model.count)
            if step.isMultiple(of: 50) { #expect(Array(list.events) == model) }
        }
        #expect(Array(list.events) == model)
        #expect(list.events == EventBoard(model), "equal whatever the chunks")
    }

    /// A change copies the chunk of the event it touches; the previous board keeps its value and
    /// shares every other chunk with the new one.
    @Test func aChangeCopiesOnlyTheChunkOfItsEvent() throws {
        var list = LiveEventList((0..<1_000).map { Self.event($0) })
        let before = list.events
        list.apply(.oddsChanged(eventId: "e500", marketId: "m500", outcomeId: "o500", odds: Odds(decimal: 9)))
        #expect(list.events.sharedChunkCount(with: before) == before.chunkCount - 1)
        #expect(list.events.sharedEventCount(with: before) == 999, "the touched chunk's other events are not copied either")
        #expect(before[500].markets[0].outcomes[0].odds == Odds(decimal: 2), "the earlier board is unchanged")
        #expect(list.events[500].markets[0].outcomes[0].odds == Odds(decimal: 9))

        let beforeAdding = list.events
        list.apply(.eventAdded(Self.event(1_000)))
        #expect(list.events.sharedChunkCount(with: beforeAdding) >= beforeAdding.chunkCount - 1, "an event is added to the last chunk")

        let beforeRemoving = list.events
        list.apply(.eventRemoved(eventId: "e10"))
        #expect(list.events.sharedChunkCount(with: beforeRemoving) == beforeRemoving.chunkCount - 1, "only the first chunk changed")
        #expect(list[id: "e11"] == Self.event(11))
        #expect(list.events[10] == Self.event(11))
    }

    /// A board held by a consumer (a screen showing it) and the feed's next board: each batch
    /// leaves every event it did not touch shared, and the held boards keep their values.
    @Test func boardsKeptByAConsumerStillShareWhatABatchDidNotTouch() {
        var list = LiveEventList((0..<300).map { Self.event($0) })
        var shown: [EventBoard] = [list.events]
        for batch in 1...5 {
            for number in stride(from: batch, to: 300, by: 60) {
                list.apply(.oddsChanged(eventId: "e\(number)", marketId: "m\(number)", outcomeId: "o\(number)", odds: Odds(decimal: Decimal(batch + 2))))
            }
            #expect(list.events.sharedEventCount(with: shown.last!) == 295, "batch \(batch) touched five events")
            shown.append(list.events)
        }
        #expect(shown[0][1].markets[0].outcomes[0].odds == Odds(decimal: 2))
        #expect(shown[1][1].markets[0].outcomes[0].odds == Odds(decimal: 3))
        #expect(shown[5][5].markets[0].outcomes[0].odds == Odds(decimal: 7))
        #expect(shown[5][4].markets[0].outcomes[0].odds == Odds(decimal: 6))
        #expect(shown[5] == list.events)
        #expect(shown[4] != list.events)
    }
}
