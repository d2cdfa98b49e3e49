import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

/// Outcome labels come from the outcome's kind, in the user's language and label style, never
/// from a vendor's code.
@Suite struct OutcomeLabelTests {
    private let event = Event(id: "e", participants: [Participant(name: "Arsenal", side: .home), Participant(name: "Chelsea", side: .away)],
                              startDate: referenceNow, status: .notStarted)

    private func outcome(_ kind: OutcomeKind, line: String? = nil, code: String? = "home_away", name: String = "Vendor name") -> Outcome {
        Outcome(id: kind.rawValue, name: name, code: code, odds: odds("2"), kind: kind, line: line.map(dec))
    }

    private func withStyle(_ mapper: ServiceProviderModelMapper, _ style: OutcomeLabelStyle) -> ServiceProviderModelMapper {
        var mapper = mapper
        mapper.preferences.outcomeLabelStyle = style
        return mapper
    }

    @Test func symbolsAreTheDefaultAndIgnoreTheVendorsCode() {
        #expect(DisplayPreferences(locale: Locale(identifier: "en_US"), timeZone: .current).outcomeLabelStyle == .symbols)
        #expect([OutcomeKind.home, .draw, .away].map { english.outcomeLabel(outcome($0), in: event) } == ["1", "X", "2"])
        #expect(english.outcomeLabel(outcome(.home, line: "-1.5"), in: event) == "1 (-1.5)")
        #expect(french.outcomeLabel(outcome(.away, line: "0.25"), in: event) == "2 (+0,25)")
        #expect(english.outcomeLabel(outcome(.away, line: "0"), in: event) == "2 (0)")
    }

    @Test(arguments: [
        (english, ["Over 2.5", "Under 2.5", "Yes", "No", "Draw"]),
        (french, ["Plus de 2,5", "Moins de 2,5", "Oui", "Non", "Nul"]),
        (portuguese, ["Mais de 2,5", "Menos de 2,5", "Sim", "Não", "Empate"]),
        (spanish, ["Más de 2,5", "Menos de 2,5", "Sí", "No", "Empate"]),
    ])
    func wordsAreInTheLocalesLanguage(mapper: ServiceProviderModelMapper, expected: [String]) {
        let named = withStyle(mapper, .teamNames)
        #expect([outcome(.over, line: "2.5"), outcome(.under, line: "2.5"), outcome(.yes), outcome(.no), outcome(.draw)]
            .map { named.outcomeLabel($0, in: event) } == expected)
    }

    @Test func teamNamesShowTheEventsParticipants() {
        let named = withStyle(english, .teamNames)
        #expect([OutcomeKind.home, .draw, .away].map { named.outcomeLabel(outcome($0), in: event) } == ["Arsenal", "Draw", "Chelsea"])
        #expect(named.outcomeLabel(outcome(.home, line: "-1.5"), in: event) == "Arsenal (-1.5)")
        // Without the event, the outcome's own name (the vendor's team name) is shown.
        #expect(named.outcomeLabel(outcome(.away, name: "Chelsea FC")) == "Chelsea FC")
        #expect(named.outcomeLabel(outcome(.over, line: "2.5")) == "Over 2.5")
    }

    @Test func anOtherOutcomeShowsItsNameNotItsCode() {
        #expect(english.outcomeLabel(outcome(.other, name: "Finland or Draw")) == "Finland or Draw")
    }

    @Test func aTotalWithoutItsOwnLineShowsTheMarketsOrNone() {
        let market = Market(id: "t", name: "Total Goals", line: dec("3.5"), outcomes: [outcome(.under), outcome(.over)])
        #expect(french.marketItem(market).outcomes.map(\.label) == ["Plus de 3,5", "Moins de 3,5"])
        let noLine = Market(id: "g", name: "Total de Golos Mais/Menos 2.5", outcomes: [outcome(.over), outcome(.under)])
        #expect(english.marketItem(noLine).outcomes.map(\.label) == ["Over", "Under"])
    }

    @Test func anEventItemLabelsWithItsOwnTeams() {
        var withMarket = event
        withMarket.markets = [Market(id: "m", name: "Result", outcomes: [outcome(.away), outcome(.home), outcome(.draw)])]
        #expect(withStyle(portuguese, .teamNames).eventItem(withMarket).markets.first?.outcomes.map(\.label) == ["Arsenal", "Empate", "Chelsea"])
        #expect(english.eventItem(withMarket).markets.first?.outcomes.map(\.label) == ["1", "X", "2"])
    }
}
