import Foundation
import Testing
import ServicesProvider
import ServicesProviderTesting
@testable import AppModels

/// The part of a live event being played, as a user reads it in each of AppModels' languages.
@Suite struct PeriodTextTests {
    /// The sandbox's recorded tennis match (its recorded overview: the 2nd game of the 2nd set).
    @Test func aRecordedLiveTennisMatchShowsItsSetAndGameInFourLanguages() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let event = try await client.events.event(id: "287259481896947712")
        #expect(english.eventItem(event).periodText == "2nd set, 2nd game")
        #expect(french.eventItem(event).periodText == "2e set, 2e jeu")
        #expect(portuguese.eventItem(event).periodText == "2.º set, 2.º jogo")
        #expect(spanish.eventItem(event).periodText == "2.º set, 2.º juego")
    }

    @Test func halvesAgreeWithTheirNounsGender() {
        let first = live(EventPeriod(parts: [.init(kind: .half, number: 1)], name: "1st Half", code: "5"))
        #expect([english, french, portuguese, spanish].map { $0.periodText(first) } == ["1st half", "1re mi-temps", "1.ª parte", "1.ª parte"])
        let set = live(EventPeriod(parts: [.init(kind: .set, number: 1), .init(kind: .game, number: 1)]))
        #expect([english, french, portuguese, spanish].map { $0.periodText(set) }
                == ["1st set, 1st game", "1er set, 1er jeu", "1.º set, 1.º jogo", "1.º set, 1.º juego"])
    }

    @Test func englishOrdinalsTakeTheirSuffixes() {
        let ordinals = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(Phrases.englishOrdinal)
        #expect(ordinals == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"])
    }

    /// A level the SDK cannot read shows the provider's own name (in its feed's language); a
    /// code alone, or an event not in play, shows nothing.
    @Test func withoutLevelsTheProvidersNameShowsAndACodeNever() {
        let quarter = live(EventPeriod(name: "2e quart-temps", code: "8"))
        #expect([english, french, portuguese, spanish].map { $0.periodText(quarter) } == Array(repeating: "2e quart-temps", count: 4))
        #expect(english.periodText(live(EventPeriod(code: "2H"))) == nil)
        #expect(english.periodText(live(nil)) == nil)
        var ended = live(EventPeriod(parts: [.init(kind: .half, number: 2)]))
        ended.status = .ended
        #expect(english.periodText(ended) == nil)
        #expect(english.eventItem(ended).periodText == nil)
    }

    private func live(_ period: EventPeriod?) -> Event {
        Event(id: "e", participants: [Participant(name: "A", side: .home), Participant(name: "B", side: .away)],
              startDate: Date(timeIntervalSince1970: 0), status: .inProgress(period: period))
    }
}
