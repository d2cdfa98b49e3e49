import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

@Suite struct KickoffTextTests {
    private func at(_ secondsFromNow: TimeInterval) -> Date { referenceNow.addingTimeInterval(secondsFromNow) }
    private let hour: TimeInterval = 3600

    /// No date traps, however far or strange (a vendor's year 99999, an overflowed timestamp):
    /// each gives a text, in both styles and in every public date text.
    @Test(arguments: [1e21, -1e21, 6e20, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
                      Double.infinity, -Double.infinity, Double.nan, 3e12])
    func anyDateGivesAText(secondsFromNow: TimeInterval) {
        let date = Date(timeIntervalSinceReferenceDate: referenceNow.timeIntervalSinceReferenceDate + secondsFromNow)
        for mapper in [english, french, mapper("en_US", "America/New_York", kickoff: .absolute)] {
            #expect(!mapper.kickoffText(date).isEmpty)
            #expect(!mapper.absoluteText(date).isEmpty)
            #expect(!mapper.dateTimeText(date).isEmpty)
        }
    }

    @Test func soonIsCountedInMinutesThenHours() {
        #expect(english.kickoffText(at(30)) == "Starting now")
        #expect(english.kickoffText(at(25 * 60)) == "in 25 min")
        #expect(french.kickoffText(at(25 * 60)) == "dans 25 min")
        #expect(portuguese.kickoffText(at(25 * 60)) == "dentro de 25 min")
        #expect(english.kickoffText(at(2.5 * hour)) == "in 2 h")
        #expect(french.kickoffText(at(2.5 * hour)) == "dans 2 h")
    }

    @Test func laterTodayAndTomorrowShowTheLocalTime() {
        // 20:00 in Paris is 14:00 in New York, the same day in both.
        #expect(french.kickoffText(at(8 * hour)) == "Aujourd’hui 20:00")
        #expect(english.kickoffText(at(8 * hour)) == "Today 2:00\(nnbsp)PM")
        #expect(french.kickoffText(at(32 * hour)) == "Demain 20:00")
        #expect(english.kickoffText(at(32 * hour)) == "Tomorrow 2:00\(nnbsp)PM")
        #expect(portuguese.kickoffText(at(32 * hour)) == "Amanhã 19:00")
    }

    @Test func theDayIsTheTimeZonesDay() {
        // 17 h from now is 23:00 Saturday in New York but 05:00 Sunday in Paris.
        #expect(english.kickoffText(at(17 * hour)) == "Today 11:00\(nnbsp)PM")
        #expect(french.kickoffText(at(17 * hour)) == "Demain 05:00")
    }

    @Test func laterThisWeekShowsTheWeekday() {
        #expect(french.kickoffText(at(3 * 24 * hour + 8 * hour)) == "mar. 20:00")
        #expect(english.kickoffText(at(3 * 24 * hour + 8 * hour)) == "Tue 2:00\(nnbsp)PM")
    }

    @Test func furtherAwayOrAbsoluteShowsTheDate() {
        #expect(french.kickoffText(at(10 * 24 * hour + 8 * hour)) == "11 juin à 20:00")
        #expect(english.kickoffText(at(10 * 24 * hour + 8 * hour)) == "Jun 11 at 2:00\(nnbsp)PM")
        let absolute = mapper("fr_FR", "Europe/Paris", kickoff: .absolute)
        #expect(absolute.kickoffText(at(25 * 60)) == "1 juin à 12:25")
    }

    @Test func aPastStartShowsTheDayAndTime() {
        #expect(french.kickoffText(at(-2 * hour)) == "Aujourd’hui 10:00")
    }
}
