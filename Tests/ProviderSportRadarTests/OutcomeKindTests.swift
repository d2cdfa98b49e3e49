import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// Outcome kinds from `hadvalue` (read with the market's `isunderover` and type) and the
/// totals' lines from the market's `line`, over the Poseidon fixtures.
struct OutcomeKindTests {
    private func event(_ name: String) throws -> Event {
        try SportRadarModelMapper.event(Fixture.decode(SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>.self, name).data)
    }

    @Test func resultTotalsAndBothTeamsToScore() throws {
        let event = try event("getEventDetails")
        let result = event.markets[0], totals = event.markets[1], btts = event.markets[2]
        #expect(result.outcomes.map(\.kind) == [.home, .draw, .away])
        #expect(result.outcomes.map(\.line) == [nil, nil, nil])
        // Under/over: H is Over, A is Under, each with the market's line.
        #expect(totals.outcomes.map(\.code) == ["H", "A"])
        #expect(totals.outcomes.map(\.kind) == [.over, .under])
        #expect(totals.outcomes.map(\.line) == [Decimal(string: "2.5"), Decimal(string: "2.5")])
        // Type 29, both teams to score: H is Yes, A is No, never the teams.
        #expect(btts.typeId == "29")
        #expect(btts.outcomes.map(\.kind) == [.yes, .no])
    }

    @Test func everyBalancedTotalCarriesItsOwnLine() throws {
        let totals = try event("eventWithBalancedMarkets").markets.filter { $0.typeId == "18" }
        #expect(totals.map { $0.outcomes.map(\.line) } == [
            [Decimal(string: "1.5"), Decimal(string: "1.5")], [Decimal(string: "2.5"), Decimal(string: "2.5")],
            [Decimal(string: "3.5"), Decimal(string: "3.5")],
        ])
        #expect(totals.flatMap(\.outcomes).map(\.kind) == [.over, .under, .over, .under, .over, .under])
    }

    @Test func anOutrightsEntrantsAreOther() throws {
        let group = try Fixture.decode(SportRadarModels.ContentResponse<SportRadarModels.MarketGroupContent>.self, "marketGroup-outright").data
        let outcomes = try SportRadarModelMapper.events(fromMarkets: group.markets ?? []).flatMap(\.markets).flatMap(\.outcomes)
        #expect(outcomes.count == 3)
        #expect(outcomes.allSatisfy { $0.kind == .other && $0.line == nil })
    }
}
