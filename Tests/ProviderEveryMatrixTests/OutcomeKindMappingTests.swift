import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// Outcome kinds from `headerNameKey` and lines from the `paramFloat` the outcome's `typeId`
/// names, over the recorded aggregator feeds.
@Suite struct OutcomeKindMappingTests {
    private func outcomes(_ fixture: String) throws -> [String: Outcome] {
        let events = EveryMatrixModelMapper.events(in: try store(fixture).view)
        let all = events.flatMap(\.markets).flatMap(\.outcomes)
        return Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func kindAndLine(_ outcomes: [String: Outcome], _ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (OutcomeKind, Decimal?) {
        let outcome = try #require(outcomes[id], "no outcome \(id)", sourceLocation: sourceLocation)
        return (outcome.kind, outcome.line)
    }

    @Test func matchResultAndDoubleChanceAndHandicapWithScore() throws {
        let football = try outcomes("popular-live-matches-football.json")
        // Finland v Andorra: 1X2 (types 10/11), no line.
        #expect(try kindAndLine(football, "287039663392493824") == (.home, nil))
        #expect(try kindAndLine(football, "287039663391444992") == (.draw, nil))
        #expect(try kindAndLine(football, "287039663392493568") == (.away, nil))
        // Double chance (home_draw, away_draw, home_away) is a combined outcome: other.
        #expect(try kindAndLine(football, "287039663468141312") == (.other, nil))
        #expect(try kindAndLine(football, "287039663447170304") == (.other, nil))
        #expect(try kindAndLine(football, "287039663441925376") == (.other, nil))
        // Type 367: paramFloat1/2 are the score (0-0), paramFloat3 the handicap.
        #expect(try kindAndLine(football, "287165138642145536") == (.home, Decimal(string: "-1.5")))
        #expect(try kindAndLine(football, "287165138648436736") == (.away, Decimal(string: "1.5")))
        #expect(football["287039663468141312"]?.name == "Finland or Draw")
    }

    @Test func totalsAndGameHandicapsReadParamFloat1() throws {
        let tennis = try outcomes("live-matches-tennis.json")
        #expect(try kindAndLine(tennis, "287266932731388416") == (.over, Decimal(string: "18.5")))
        #expect(try kindAndLine(tennis, "287266932737679360") == (.under, Decimal(string: "18.5")))
        #expect(try kindAndLine(tennis, "287266932732437504") == (.home, Decimal(string: "-5.5")))
        #expect(try kindAndLine(tennis, "287266932728242176") == (.away, Decimal(string: "5.5")))
        // Type 104 (winner, money back on draw) has no line.
        #expect(try kindAndLine(tennis, "287266882651525120") == (.home, nil))
    }

    /// Every recorded outcome: a side key is never `other`, every total has a line, and
    /// only the double-chance keys are `other`.
    @Test func everyRecordedOutcomeHasItsKind() throws {
        var checked = 0
        for fixture in ["popular-live-matches-football.json", "live-matches-tennis.json", "next-matches-all-sports.json"] {
            let mapped = try outcomes(fixture)
            for record in try rawRecords(fixture) where record["_type"] as? String == "OUTCOME" {
                guard let id = record["id"] as? String, let outcome = mapped[id] else { continue }
                let key = record["headerNameKey"] as? String
                switch key {
                case "home": #expect(outcome.kind == .home, "\(id)")
                case "draw": #expect(outcome.kind == .draw, "\(id)")
                case "away": #expect(outcome.kind == .away, "\(id)")
                case "over", "under":
                    #expect(outcome.kind == (key == "over" ? .over : .under), "\(id)")
                    #expect(outcome.line == (record["paramFloat1"] as? NSNumber).flatMap { Decimal(string: $0.stringValue) }, "\(id)")
                default: #expect(outcome.kind == .other, "\(id) \(key ?? "nil")")
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func anUnknownKeyOrTypeIsOtherWithoutALine() throws {
        let outcome = try JSONDecoder().decode(EveryMatrixModels.Outcome.self, from: Data(#"""
        {"id":"o","eventId":"e","typeId":"999","paramFloat1":3.5,"headerNameKey":"odd","code":"#ODD"}
        """#.utf8))
        #expect(EveryMatrixModelMapper.outcomeKind(outcome) == .other)
        #expect(EveryMatrixModelMapper.outcomeLine(outcome) == nil)
    }
}
