import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// EVENT_INFO numbers an `Int` cannot hold (a fuzzing campaign's `paramFloat1/2` of 1e20, two red
/// card counts of 5e18) are dropped as unknown, in a dump and in an UPDATE; they never trap.
@Suite struct EventInfoNumberTests {
    private let finland = "287039663214202880"
    private let matchTimeInfo = "287166156415967232"
    private let wholeMatchScoreInfo = "287166152949374976"
    private let home = "772"

    /// The popular football dump with Finland - Andorra's match time and whole-match score set to `value`.
    private func dump(matchTime value: String, score scoreValue: String) throws -> AggregatorStore {
        var text = try #require(String(data: Fixture.data("popular-live-matches-football.json"), encoding: .utf8))
        for (id, replacement) in [(matchTimeInfo, value), (wholeMatchScoreInfo, scoreValue)] {
            let start = try #require(text.range(of: "\"id\": \"\(id)\""))
            let field = try #require(text.range(of: "\"paramFloat1\": ", range: start.upperBound..<text.endIndex))
            let end = try #require(text.range(of: ",", range: field.upperBound..<text.endIndex))
            text.replaceSubrange(field.upperBound..<end.lowerBound, with: replacement)
        }
        return AggregatorStore(dump: try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: Data(text.utf8)))
    }

    @Test func outOfRangeMatchTimeAndScoreInADumpAreUnknown() throws {
        for huge in ["1e20", "-1e20", "9.3e18", "1.7976931348623157e308"] {
            let store = try dump(matchTime: huge, score: huge)
            let event = try #require(EveryMatrixModelMapper.event(EntityKey(finland), in: store.view), "\(huge)")
            #expect(event.matchTime == nil, "\(huge)")
            // The whole-match score is dropped; the part scores (0 - 0) still make a score.
            #expect(event.score?.home == 0, "\(huge)")
            #expect(event.score?.away == 0, "\(huge)")
        }
        // A fractional count is not a count either; a whole one still reads.
        #expect(EveryMatrixModelMapper.event(EntityKey(finland), in: try dump(matchTime: "10.5", score: "0").view)?.matchTime == nil)
        #expect(EveryMatrixModelMapper.event(EntityKey(finland), in: try dump(matchTime: "12", score: "3").view)?.matchTime == "12:05")
        #expect(EveryMatrixModelMapper.event(EntityKey(finland), in: try dump(matchTime: "12", score: "3").view)?.score?.home == 3)
    }

    @Test func outOfRangeMatchTimeAndScoreInAnUpdateAreUnknown() throws {
        var store = try store("popular-live-matches-football.json")
        let changes = store.applyBatch(try updateMessage(version: "1763399600000", [
            #"{"changeType":"UPDATE","entityType":"EVENT_INFO","id":"\#(matchTimeInfo)","changedProperties":{"paramFloat1":1e20}}"#,
            #"{"changeType":"UPDATE","entityType":"EVENT_INFO","id":"\#(matchTimeInfo)","changedProperties":{"paramFloat1":11,"paramFloat2":1e20}}"#,
            #"{"changeType":"UPDATE","entityType":"EVENT_INFO","id":"\#(wholeMatchScoreInfo)","changedProperties":{"paramFloat1":1e20,"paramFloat2":2}}"#,
        ]))
        #expect(!changes.contains { if case .matchTimeChanged = $0 { return true } else { return false } }, "\(changes)")
        // The time became unknown, which no granular change can say: the whole event is sent.
        let event = try #require(EveryMatrixModelMapper.event(EntityKey(finland), in: store.view))
        #expect(event.matchTime == nil)
        #expect(event.score == Score(home: 0, away: 0, periods: [
            PeriodScore(period: "Ordinary Time", home: 0, away: 0), PeriodScore(period: "1st Half", home: 0, away: 0),
        ]))
        #expect(changes == [.eventAdded(event)])
    }

    @Test func redCardCountsWhoseSumOverflowsAreUnknown() throws {
        var live = try store("popular-live-matches-football.json")
        func info(_ id: String, type: String, _ home: String, _ away: String) -> String {
            #"{"changeType":"CREATE","entityType":"EVENT_INFO","id":"\#(id)","entity":{"id":"\#(id)","typeId":"\#(type)","eventId":"\#(finland)","eventPartId":"2","paramFloat1":\#(home),"paramFloat2":\#(away),"paramParticipantId1":"\#(self.home)"}}"#
        }
        let firstChanges = live.applyBatch(try updateMessage(version: "1763399600000", [info("red", type: "3", "5e18", "1")]))
        let secondChanges = live.applyBatch(try updateMessage(version: "1763399600001", [info("yellowRed", type: "4", "5e18", "1")]))
        guard case .scoreChanged(_, let first)? = firstChanges.first, firstChanges.count == 1,
              case .scoreChanged(_, let second)? = secondChanges.first, secondChanges.count == 1 else { Issue.record("\(firstChanges) \(secondChanges)"); return }
        #expect(first.redCards == SideCounts(home: 5_000_000_000_000_000_000, away: 1), "one count alone fits")
        #expect(second.redCards == nil, "5e18 + 5e18 does not fit an Int")
        #expect(EveryMatrixModelMapper.event(EntityKey(finland), in: live.view)?.score?.redCards == nil)

        // Counts that fit still add up.
        var fits = try store("popular-live-matches-football.json")
        _ = fits.applyBatch(try updateMessage(version: "1763399600000", [info("red", type: "3", "1", "0"), info("yellowRed", type: "4", "1", "2")]))
        #expect(EveryMatrixModelMapper.event(EntityKey(finland), in: fits.view)?.score?.redCards == SideCounts(home: 2, away: 2))
    }

    @Test func countsAreWholeNonNegativeNumbersAnIntHolds() {
        #expect(EveryMatrixModelMapper.count(0) == 0)
        #expect(EveryMatrixModelMapper.count(90) == 90)
        #expect(EveryMatrixModelMapper.count(9_007_199_254_740_992) == 9_007_199_254_740_992)
        for bad in [1e20, 0x1p63, -1, 2.5, .infinity, -.infinity, .nan] {
            #expect(EveryMatrixModelMapper.count(bad) == nil, "\(bad)")
        }
    }
}
