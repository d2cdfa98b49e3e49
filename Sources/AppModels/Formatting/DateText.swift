import Foundation
import ServicesProvider

/// Formats dates from localized templates (`dMMMjm`) in one locale, time zone and calendar.
///
/// One instance serves one ``DisplayPreferences``: a formatter per template is built on first
/// use and reused. `DateFormatter` is not `Sendable`, so every use of one happens inside
/// `formatters`' lock.
final class DateText: Sendable {
    private let locale: Locale
    private let timeZone: TimeZone
    private let calendar: Calendar
    private let formatters = Locked([String: DateFormatter]())

    init(preferences: DisplayPreferences) {
        locale = preferences.locale
        timeZone = preferences.timeZone
        calendar = preferences.effectiveCalendar
    }

    /// `date` laid out per the locale's pattern for `template`.
    func string(from date: Date, template: String) -> String {
        formatters.withLock { formatters in
            if let formatter = formatters[template] { return formatter.string(from: date) }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.calendar = calendar
            formatter.setLocalizedDateFormatFromTemplate(template)
            formatters[template] = formatter
            return formatter.string(from: date)
        }
    }
}
