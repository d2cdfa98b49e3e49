import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// A kick-off per the preferred ``KickoffStyle``.
    ///
    /// Relative: `Starting now` within a minute, `in 25 min` within the hour, `in 2 h` within six
    /// hours, then `Today 8:00 PM`, `Tomorrow 8:00 PM`, a weekday within the week (`Sat 3:00 PM`),
    /// else the date. Past start times show the day and time. Absolute: `Nov 14 at 11:13 PM`.
    /// Any `Date` gives a text: one beyond what a calendar can place (an overflowed vendor
    /// timestamp, infinity) is shown as the latest or earliest date one can.
    public func kickoffText(_ date: Date) -> String {
        let date = Self.displayable(date)
        guard preferences.kickoffStyle == .relative else { return absoluteText(date) }
        let seconds = date.timeIntervalSince(now())
        // Compared as seconds, converted only once small: `Int(seconds / 60)` traps past Int.max.
        if seconds >= 0, seconds < 6 * 3600 {
            let minutes = Int(seconds / 60)
            if minutes < 1 { return phrases.startingNow }
            if minutes < 60 { return phrases.inMinutes(minutes) }
            return phrases.inHours(minutes / 60)
        }
        let calendar = preferences.effectiveCalendar
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now()),
                                           to: calendar.startOfDay(for: date)).day ?? Int.max
        switch days {
        case 0: return phrases.today + " " + formatted(date, template: "jm")
        case 1: return phrases.tomorrow + " " + formatted(date, template: "jm")
        case 2..<7: return formatted(date, template: "EEEjm")
        default: return absoluteText(date)
        }
    }

    /// A date and time, absolute: `Nov 14 at 11:13 PM`, `14 nov. à 23:13`, `14/11, 23:13`.
    public func absoluteText(_ date: Date) -> String {
        formatted(Self.displayable(date), template: "dMMMjm")
    }

    /// A date with the year, for history lists: `Nov 14, 2023 at 11:13 PM`.
    public func dateTimeText(_ date: Date) -> String {
        formatted(Self.displayable(date), template: "yMMMdjm")
    }

    /// The date, or the nearest one a calendar can place: Foundation's calendars trap or answer
    /// nonsense far outside years 1–9999, and NaN is no date at all (shown as the earliest).
    static func displayable(_ date: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return seconds == .infinity ? .distantFuture : .distantPast }
        return min(max(date, .distantPast), .distantFuture)
    }

    /// A date in the preferred locale, time zone and calendar, from a localized template.
    func formatted(_ date: Date, template: String) -> String {
        formatters.dates.string(from: date, template: template)
    }
}
