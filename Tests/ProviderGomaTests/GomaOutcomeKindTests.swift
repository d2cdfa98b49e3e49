import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

/// Outcome kinds from Goma's `code`s over the event-markets fixture; Goma sends no line.
@Suite struct GomaOutcomeKindTests {
    @Test func codesBecomeKindsAndNoLineIsInvented() throws {
        let markets = try Fixture.decode([GomaModels.Market].self, "event-markets.json").map { GomaModelMapper.market($0, isLive: false) }
        let byName = Dictionary(markets.map { ($0.name, $0.outcomes) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["Resultado Final"]?.map(\.kind) == [.home, .draw, .away])
        #expect(byName["Total de Golos Mais/Menos 2.5"]?.map(\.kind) == [.over, .under])
        #expect(byName["Ambas as Equipas Marcam"]?.map(\.kind) == [.yes, .no])
        #expect(markets.flatMap(\.outcomes).compactMap(\.line) == [])
        #expect(byName["Resultado Final"]?.map(\.code) == ["1", "X", "2"])
    }

    @Test func anUnknownCodeIsOther() throws {
        let outcome = try JSONDecoder().decode(GomaModels.Outcome.self, from: Data(#"""
        {"id":1,"name":"1 ou X","code":"1X","price":"1.2","price_live":"1.2"}
        """#.utf8))
        #expect(GomaModelMapper.outcome(outcome, isLive: false).kind == .other)
    }
}
