import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Maps EveryMatrix layer-1 models into domain models. Extensions per area.
package enum EveryMatrixModelMapper {
    /// The vendor's local date-time strings (`2025-08-27T13:32:29.767`, no zone; read as UTC).
    /// Read byte by byte by the core's `FixedFormatDate`, never by `DateFormatter.date(from:)`
    /// (which on Linux traps on some malformed text). Accepted, ASCII only:
    /// `yyyy-MM-dd'T'HH:mm:ss`, optionally `.` and a fraction of a second (one or more digits),
    /// optionally a zone (`Z`, `±hh:mm` or `±hhmm`). `0001-…` means "not set".
    static func date(_ string: String?) -> Date? {
        guard let string, !string.isEmpty, !string.hasPrefix("0001-") else { return nil }
        return FixedFormatDate.parse(string) { date in
            guard date.isoDay(), date.literal("T"), date.time(), date.optionalFraction() else { return false }
            return date.isAtEnd || date.isoZone()
        }
    }

    /// Formats a date the way the bets API expects it (`2025-08-28T22:17:14`, UTC).
    static func string(from date: Date) -> String {
        outgoingDateFormatter.string(from: date)
    }

    // DateFormatter is thread-safe once configured (never mutated after this initializer).
    // It only formats dates here; it never parses vendor text.
    private static let outgoingDateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter
    }()

    /// Empty vendor strings mean "not set".
    static func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return string
    }
}
