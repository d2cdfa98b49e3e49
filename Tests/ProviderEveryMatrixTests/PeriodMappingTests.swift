import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// The period in play, read from the match's current event part, over the recorded feeds.
@Suite struct PeriodMappingTests {
    /// Every recorded live match (the recorded files with matches in play): levels read from
    /// the part id, the vendor's name beside them, the part id as the code.
    @Test func everyRecordedLiveMatchHasAReadablePeriod() throws {
        var periods: [String: EventPeriod] = [:]
        for fixture in ["popular-live-matches-football.json", "live-matches-tennis.json", "match-details-tennis.json"] {
            for event in EveryMatrixModelMapper.events(in: try store(fixture).view) where event.isLive {
                guard case .inProgress(let period?) = event.status else { Issue.record("\(event.id) is in play with no period"); continue }
                #expect(!period.parts.isEmpty, "\(fixture) \(event.id): \(period)")
                periods[event.id] = period
            }
        }
        #expect(periods.count == 13, "8 football, 5 tennis (the match details' match is one of them)")
        #expect(periods["287308338155524096"] == EventPeriod(parts: [.init(kind: .set, number: 2), .init(kind: .game, number: 9)],
                                                             name: "9th Game (2nd Set)", code: "429"))
        #expect(periods["287222275520106496"]?.parts == [.init(kind: .set, number: 1), .init(kind: .game, number: 1)])
        #expect(periods["287259481896947712"]?.parts == [.init(kind: .set, number: 2), .init(kind: .game, number: 2)], "match-details-tennis.json: 422")
        #expect(periods["287120910976323584"] == EventPeriod(parts: [.init(kind: .half, number: 2)], name: "2nd Half", code: "6"))
    }

    @Test func partIdsReadAsLevels() {
        #expect(EveryMatrixModelMapper.periodParts(partId: "5") == [.init(kind: .half, number: 1)])
        #expect(EveryMatrixModelMapper.periodParts(partId: "22") == [.init(kind: .set, number: 2)])
        #expect(EveryMatrixModelMapper.periodParts(partId: "409") == [.init(kind: .set, number: 1), .init(kind: .game, number: 9)])
        #expect(EveryMatrixModelMapper.periodParts(partId: "421") == [.init(kind: .set, number: 2), .init(kind: .game, number: 1)])
        #expect(EveryMatrixModelMapper.periodParts(partId: "2").isEmpty)
        #expect(EveryMatrixModelMapper.periodParts(partId: "7").isEmpty)
        #expect(EveryMatrixModelMapper.periodParts(partId: "501").isEmpty)
        #expect(EveryMatrixModelMapper.periodParts(partId: "x").isEmpty)
    }
}
