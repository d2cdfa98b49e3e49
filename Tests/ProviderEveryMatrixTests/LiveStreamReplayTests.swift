import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// One test per recorded stream shape: the stream applied as the live feed applies it (first
/// payload the dump, each later one a batch), its `liveChanges` applied with the public reducer
/// to its first `liveEvents` snapshot give exactly its last snapshot, and every step's too.
@Suite struct LiveStreamReplayTests {
    /// What a replay produced: the first snapshot, every step's snapshot, and all the changes.
    private struct Replay {
        var first: [Event] = []
        var snapshots: [[Event]] = []
        var changes: [[EventChange]] = []
    }

    private func replay(_ payloads: [Data], sourceLocation: SourceLocation = #_sourceLocation) throws -> Replay {
        var store = AggregatorStore()
        var result = Replay()
        var board = LiveEventList()
        for (index, payload) in payloads.enumerated() {
            // The first payload is the dump the feed builds its store from, each later one a batch.
            let messages = try AggregatorMessageReader.decodeMessages(payload)
            var changes: [EventChange] = []
            if index == 0 { store = AggregatorStore(dump: messages) } else { changes = store.applyBatch(messages) }
            let snapshot = EveryMatrixModelMapper.events(in: store.view)
            if index == 0 {
                result.first = snapshot
                board = LiveEventList(snapshot)
            } else {
                board.apply(changes)
                result.changes.append(changes)
                #expect(Array(board.events) == snapshot, "step \(index): the reducer and the snapshot disagree", sourceLocation: sourceLocation)
            }
            result.snapshots.append(snapshot)
        }
        let last = try #require(result.snapshots.last, sourceLocation: sourceLocation)
        #expect(EventChange.apply(result.changes.joined(), to: result.first) == last, "all changes on the first snapshot", sourceLocation: sourceLocation)
        return result
    }

    /// Each message of a fixture (a JSON array of messages) as one payload, as the feed receives them.
    private func payloads(_ name: String) throws -> [Data] {
        let messages = try #require(JSONSerialization.jsonObject(with: Fixture.data(name)) as? [Any])
        return try messages.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    @Test func popularLiveFootballWithItsUpdates() throws {
        let result = try replay(try payloads("popular-live-matches-football.json") + (try payloads("live-updates-popular-football.json")))
        #expect(result.changes.joined().count > 3)
        // The second update scores a goal (an EVENT_INFO: its event is diffed after the message)
        // and suspends an offer of the same event (the odds hot path): each is said once.
        let second = try #require(result.changes.last)
        #expect(second.filter { if case .outcomeStatusChanged = $0 { return true } else { return false } }.count == 1, "\(second)")
        #expect(second.filter { if case .scoreChanged = $0 { return true } else { return false } }.count == 1, "\(second)")
        #expect(second.count == 2, "\(second)")
    }

    /// The recorded tennis list (two dumps), then the vendor's UPDATE shape for what ends a
    /// game: the finished game's points info deleted (the defect: no change was emitted, so
    /// `liveChanges` kept the old score), the set's games counted, the next game's points
    /// created.
    @Test func liveTennisWhenAGameEnds() throws {
        let match = "287259481896947712"
        let gameEnds = Data(#"""
        {"version":"1763594200000","format":"AGGREGATOR","messageType":"UPDATE","records":[
         {"changeType":"DELETE","entityType":"EVENT_INFO","id":"287370234386489344"},
         {"changeType":"UPDATE","entityType":"EVENT_INFO","id":"287370231901364224","changedProperties":{"paramFloat2":1}},
         {"changeType":"UPDATE","entityType":"MATCH","id":"\#(match)","changedProperties":{"currentPartId":"422","currentPartName":"2nd Game (2nd Set)"}},
         {"changeType":"CREATE","entityType":"EVENT_INFO","id":"287370400000000000","entity":{"_type":"EVENT_INFO","id":"287370400000000000","typeId":"1","eventId":"\#(match)","statusId":"1","eventPartId":"422","eventPartName":"2nd Game (2nd Set)","paramFloat1":0,"paramFloat2":15,"paramParticipantId1":"435626","paramScoringUnitName1":"Point"}}
        ]}
        """#.utf8)
        let pointsGone = Data(#"{"version":"1763594210000","format":"AGGREGATOR","messageType":"UPDATE","records":[{"changeType":"DELETE","entityType":"EVENT_INFO","id":"287370400000000000"}]}"#.utf8)
        let result = try replay(try payloads("live-matches-tennis.json") + [gameEnds, pointsGone])
        #expect(result.changes[0] == [], "the second dump repeats the first")
        let before = try #require(result.first.first { $0.id == match }?.score)
        #expect(before.currentGame == GameScore(home: "A", away: "40"), "50 is advantage; the away player is paramParticipantId1")
        #expect(before.periods.count == 2, "sets only, the game is not a period")
        let after = try #require(result.snapshots[2].first { $0.id == match }?.score)
        #expect(after.currentGame == GameScore(home: "15", away: "0"))
        #expect(after.periods.map(\.home) == [6, 1])
        #expect(result.changes[1].contains { if case .scoreChanged(match, _) = $0 { true } else { false } }, "\(result.changes[1])")
        #expect(result.snapshots[3].first { $0.id == match }?.score?.currentGame == nil)
        #expect(!result.changes[2].isEmpty, "deleting the game's points is a change")
    }

    /// The made-up `Main` tab: odds changes, a market made unavailable (the defect: no change
    /// said so, so a consumer kept the market open) with a suspended offer, and a new market.
    @Test func mainMarketGroupOfTheEventPage() throws {
        let result = try replay(try payloads("match-market-group-main-football.json"))
        let market = "292417803521806592"
        #expect(result.first.first?.markets.first { $0.id == market }?.isAvailable == true)
        #expect(result.changes[1].contains { change in
            if case .marketStatusChanged(_, market, isAvailable: false, isMain: _) = change { true } else { false }
        }, "\(result.changes[1])")
        #expect(result.snapshots.last?.first?.markets.count == 4)
    }

    /// The market-groups topic holds no event: nothing to announce, and the groups update in place.
    @Test func marketGroupsStream() throws {
        let result = try replay(try payloads("match-market-groups-football.json"))
        #expect(result.snapshots.last == [])
        #expect(Array(result.changes.joined()) == [])
    }

    @Test func aRepeatedDumpThatDiffersAnnouncesWhatChanged() throws {
        let dump = try payloads("live-matches-tennis.json")[0]
        var text = String(decoding: dump, as: UTF8.self)
        // The second dump has the other player serving in one match.
        text = text.replacingOccurrences(of: #""paramParticipantId1":"1316900""#, with: #""paramParticipantId1":"349147""#)
        text = text.replacingOccurrences(of: #""paramParticipantId1": "1316900""#, with: #""paramParticipantId1": "349147""#)
        #expect(Data(text.utf8) != dump)
        let result = try replay([dump, Data(text.utf8)])
        #expect(result.changes[0].count == 1, "\(result.changes[0])")
    }
}
