import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

@Suite struct FormatterReuseTests {
    @Test func aMapperKeepsItsFormattersAcrossCalls() {
        let mapper = mapper("en_US", "America/New_York")
        let numbers = mapper.formatters.numbers
        let dates = mapper.formatters.dates
        _ = mapper.text(for: Money(amount: dec("1"), currency: "EUR"))
        _ = mapper.absoluteText(referenceNow)
        #expect(mapper.formatters.numbers === numbers)
        #expect(mapper.formatters.dates === dates)
    }

    @Test func changingPreferencesRebuildsTheFormatters() {
        var mapper = mapper("en_US", "America/New_York")
        let money = Money(amount: dec("1234.5"), currency: "EUR")
        #expect(mapper.text(for: money) == "€1,234.50")
        let numbers = mapper.formatters.numbers
        mapper.preferences.locale = Locale(identifier: "fr_FR")
        #expect(mapper.formatters.numbers !== numbers)
        #expect(mapper.text(for: money) == "1\(nnbsp)234,50\(nbsp)€")
    }

    @Test func concurrentUseGivesTheSameText() async {
        let mapper = mapper("fr_FR", "Europe/Paris")
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 {
                group.addTask { mapper.text(for: Money(amount: dec("1234567.5"), currency: "EUR")) + mapper.absoluteText(referenceNow) }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(texts.count == 1)
    }
}
