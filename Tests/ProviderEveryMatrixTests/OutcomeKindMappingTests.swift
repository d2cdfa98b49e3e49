import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// Outcome kinds (a side only where the outcome's `code` selects that side) and lines (from the
/// MARKET's and OUTCOME's own parameters), over the recorded aggregator feeds.
@Suite struct OutcomeKindMappingTests {
    /// Every recorded aggregator file of this repository's fixtures that holds matches.
    static let recorded = ["popular-live-matches-football.json", "live-matches-tennis.json", "next-matches-all-sports.json",
                           "match-details-tennis.json", "event-part-scores-tennis.json", "live-updates-football.json"]

    private func outcomes(_ fixture: String) throws -> [String: Outcome] {
        let events = EveryMatrixModelMapper.events(in: try store(fixture).view)
        let all = events.flatMap(\.markets).flatMap(\.outcomes)
        return Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func markets(_ fixture: String) throws -> [String: Market] {
        let all = EveryMatrixModelMapper.events(in: try store(fixture).view).flatMap(\.markets)
        return Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func kindAndLine(_ outcomes: [String: Outcome], _ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (OutcomeKind, Decimal?) {
        let outcome = try #require(outcomes[id], "no outcome \(id)", sourceLocation: sourceLocation)
        return (outcome.kind, outcome.line)
    }

    /// A code that selects one participant, after an optional `(…)` score and before an
    /// optional line: written here as a pattern, apart from the mapper's reading of it.
    private func selects(_ code: String, participant: String) -> Bool {
        let pattern = #"^(\([^)]*\) )?#P"# + participant + #"( \(?[+-]?[0-9]+(\.[0-9]+)?\)?)?$"#
        return code.range(of: pattern, options: .regularExpression) != nil
    }

    private func decimal(_ value: Any?) -> Decimal? {
        (value as? NSNumber).flatMap { Decimal(string: $0.stringValue) }
    }

    /// Every market and outcome of the recorded files: a side only where the outcome's code
    /// selects that side's participant (so no score, combined or unreadable selection has one),
    /// and every such outcome has it; the draw only for `#D`; a line on every market whose
    /// parameters hold one, every over, under and handicap outcome with its line, and the
    /// outcomes' lines agreeing with their market's (a total the same, a handicap the home
    /// side's, turned round for the away side).
    @Test func everyRecordedMarketAndOutcomeHasTheKindAndLineItsRecordsState() throws {
        var sided = 0, linedMarkets = 0, linedOutcomes = 0, checked = 0
        for fixture in Self.recorded {
            let raw = try rawRecords(fixture)
            let records = Dictionary(raw.compactMap { record in (record["id"] as? String).map { ($0, record) } }, uniquingKeysWith: { first, _ in first })
            for event in EveryMatrixModelMapper.events(in: try store(fixture).view) {
                let match = try #require(records[event.id])
                let sides: [OutcomeKind: String] = [.home: try #require(match["homeParticipantId"] as? String),
                                                    .away: try #require(match["awayParticipantId"] as? String)]
                for market in event.markets {
                    let rawMarket = try #require(records[market.id])
                    let hasLine = rawMarket["paramFloat3"] != nil || (rawMarket["paramFloat1"] != nil && rawMarket["paramFloat2"] == nil)
                    #expect((market.line != nil) == hasLine, "\(fixture) \(market.name): \(market.line.map { "\($0)" } ?? "no line")")
                    if market.line != nil { linedMarkets += 1 }
                    for outcome in market.outcomes {
                        let record = try #require(records[outcome.id])
                        let code = try #require(record["code"] as? String)
                        let key = record["headerNameKey"] as? String
                        let label = "\(fixture) \(market.name) \(code) (\(key ?? "no key"))"
                        switch key {
                        case "home", "away":
                            let side: OutcomeKind = key == "home" ? .home : .away
                            let stated = selects(code, participant: sides[side] ?? "")
                            #expect(outcome.kind == (stated ? side : .other), "\(label)")
                            if stated { sided += 1 }
                        case "draw": #expect(outcome.kind == (code == "#D" ? .draw : .other), "\(label)")
                        case "over": #expect(outcome.kind == .over, "\(label)")
                        case "under": #expect(outcome.kind == .under, "\(label)")
                        default: #expect(outcome.kind == .other, "\(label)")
                        }
                        let typeName = record["typeName"] as? String ?? ""
                        if outcome.kind == .over || outcome.kind == .under || typeName.contains("Handicap") {
                            #expect(outcome.line != nil, "\(label)")
                        }
                        if let line = outcome.line {
                            linedOutcomes += 1
                            switch outcome.kind {
                            case .over, .under: #expect(line == market.line, "\(label)")
                            case .home: #expect(line == market.line, "\(label)")
                            case .away: #expect(line == market.line.map { -$0 } || line.isZero && market.line?.isZero == true, "\(label)")
                            default: break
                            }
                        }
                        checked += 1
                    }
                }
            }
        }
        // Football and tennis: 62 + 30 outcomes, 30 + 20 sided, 14 + 20 with a line; 7 + 10 + 4
        // markets with a line (next matches: 4, one's match is not in the dump).
        #expect(checked == 92)
        #expect(sided == 50)
        #expect(linedMarkets == 21)
        #expect(linedOutcomes == 34)
    }

    @Test func matchResultDoubleChanceAndHandicapWithScore() throws {
        let football = try outcomes("popular-live-matches-football.json")
        // Finland v Andorra: 1X2, no line.
        #expect(try kindAndLine(football, "287039663392493824") == (.home, nil))
        #expect(try kindAndLine(football, "287039663391444992") == (.draw, nil))
        #expect(try kindAndLine(football, "287039663392493568") == (.away, nil))
        // Double chance (home_draw, away_draw, home_away) is a combined outcome: other.
        #expect(try kindAndLine(football, "287039663468141312") == (.other, nil))
        #expect(try kindAndLine(football, "287039663447170304") == (.other, nil))
        #expect(try kindAndLine(football, "287039663441925376") == (.other, nil))
        // `(0-0) #P772 -1.5`: paramFloat1/2 are the score it starts from, paramFloat3 the handicap.
        #expect(try kindAndLine(football, "287165138642145536") == (.home, Decimal(string: "-1.5")))
        #expect(try kindAndLine(football, "287165138648436736") == (.away, Decimal(string: "1.5")))
        #expect(football["287039663468141312"]?.name == "Finland or Draw")
    }

    @Test func totalsAndGameHandicaps() throws {
        let tennis = try outcomes("live-matches-tennis.json")
        #expect(try kindAndLine(tennis, "287266932731388416") == (.over, Decimal(string: "18.5")))
        #expect(try kindAndLine(tennis, "287266932737679360") == (.under, Decimal(string: "18.5")))
        #expect(try kindAndLine(tennis, "287266932732437504") == (.home, Decimal(string: "-5.5")))
        #expect(try kindAndLine(tennis, "287266932728242176") == (.away, Decimal(string: "5.5")))
        // Winner with money back on draw has no line.
        #expect(try kindAndLine(tennis, "287266882651525120") == (.home, nil))
    }

    /// Named markets' lines, from the home side's view as their names state them, whether the
    /// vendor states the line for the home or the away participant.
    @Test func namedMarketsHaveTheirLines() throws {
        let tennis = Array(try markets("live-matches-tennis.json").values)
        func lines(_ name: String) -> [Decimal?] { tennis.filter { $0.name == name }.map(\.line).sorted { "\($0 as Any)" < "\($1 as Any)" } }
        // Stated as 6.5 for the away player, -3.5 for the home one, -6.5 for the away one.
        #expect(lines("Game Handicap -6.5, Whole Match") == [Decimal(string: "-6.5")])
        #expect(lines("Game Handicap -3.5, Whole Match") == [Decimal(string: "-3.5")])
        #expect(lines("Game Handicap 6.5, Whole Match") == [Decimal(string: "6.5"), Decimal(string: "6.5")])
        #expect(lines("Over/Under 21.5, Whole Match") == [Decimal(string: "21.5")])
        #expect(lines("Home Away, Whole Match").allSatisfy { $0 == nil })

        let football = try markets("popular-live-matches-football.json")
        // paramFloat3 -0.5 stated for Ukraine U21, the away side: the home side's line is 0.5.
        #expect(football.values.first { $0.name == "Asian Handicap (0:0) 0.5, Ordinary Time" }?.line == Decimal(string: "0.5"))
        #expect(football.values.first { $0.name == "Asian Handicap (0:0) -1.5, Ordinary Time" }?.line == Decimal(string: "-1.5"))
        #expect(football.values.first { $0.name == "Asian Handicap (0:0) 0, Ordinary Time" }?.line == 0)
        #expect(football.values.filter { $0.typeId == "69" || $0.typeId == "9" }.allSatisfy { $0.line == nil })

        // A type no table lists (Points Over/Under, 193) has its line too.
        let basketball = try markets("next-matches-all-sports.json")
        #expect(basketball.values.first { $0.name == "Points Over/Under 75.5" }?.line == Decimal(string: "75.5"))
    }

    /// Outcomes the recorded feeds do not hold, in the recorded records' shape: a score or a
    /// side the code does not select is never a side, whatever column the vendor shows it in.
    @Test func aScoreOrAnUnstatedSideIsOther() throws {
        func outcome(_ key: String, _ code: String, floats: String = "") throws -> EveryMatrixModels.Outcome {
            try JSONDecoder().decode(EveryMatrixModels.Outcome.self, from: Data(#"{"id":"1","eventId":"2","headerNameKey":"\#(key)","code":"\#(code)"\#(floats)}"#.utf8))
        }
        let (home, away): (EveryMatrixModels.AggregatorId, EveryMatrixModels.AggregatorId) = ("772", "181229286697521152")
        func kind(_ outcome: EveryMatrixModels.Outcome) -> OutcomeKind { EveryMatrixModelMapper.outcomeKind(outcome, home: home, away: away) }
        #expect(kind(try outcome("home", "#P772")) == .home)
        #expect(kind(try outcome("away", "(#P772 1-0) #P181229286697521152 0")) == .away)
        // A correct score under the home column, in the shapes a score can take: never a side.
        #expect(kind(try outcome("home", "#P772 2-1", floats: #","paramFloat1":2,"paramFloat2":1"#)) == .other)
        #expect(kind(try outcome("home", "2-1")) == .other)
        #expect(kind(try outcome("home", "(2-1)")) == .other)
        #expect(kind(try outcome("draw", "1-1")) == .other)
        // The column names one side, the code the other (a losing side's score): other.
        #expect(kind(try outcome("home", "#P181229286697521152")) == .other)
        #expect(kind(try outcome("away", "#P772 #OR #D")) == .other)
        // No match to read the sides against: no side.
        #expect(EveryMatrixModelMapper.outcomeKind(try outcome("home", "#P772"), home: nil, away: nil) == .other)
        // A score's two numbers are not a line.
        #expect(EveryMatrixModelMapper.outcomeLine(try outcome("home", "2-1", floats: #","paramFloat1":2,"paramFloat2":1"#)) == nil)
        #expect(EveryMatrixModelMapper.outcomeLine(try outcome("odd", "#ODD")) == nil)
    }

    @Test func codesAreReadTokenByToken() {
        #expect(EveryMatrixModelMapper.selection("#P772 (-6.5)") == .participant("772"))
        #expect(EveryMatrixModelMapper.selection("(0-0) #P772 -1.5") == .participant("772"))
        #expect(EveryMatrixModelMapper.selection("#O 17.5") == .over)
        #expect(EveryMatrixModelMapper.selection("#D") == .draw)
        #expect(EveryMatrixModelMapper.selection("#P772 1-0") == nil)
        #expect(EveryMatrixModelMapper.selection("#P772 (-6.5") == nil)
        #expect(EveryMatrixModelMapper.selection("#P") == nil)
        #expect(EveryMatrixModelMapper.selection("(0-0") == nil)
    }
}
