import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The vendor's date formats. Omega times are UTC; the fixture README gives each format.
///
/// Vendor text is read byte by byte by the core's `FixedFormatDate`, never by
/// `DateFormatter.date(from:)` (which on Linux traps on a combining mark among the digits or a
/// 40-digit fraction). Accepted, ASCII only, each field with its exact number of digits:
/// - Omega: `dd-MM-yyyy HH:mm:ss` (UTC); the responsible-gaming limits: `MM-dd-yyyy HH:mm:ss` (UTC).
/// - Transactions: `yyyy-MM-dd'T'HH:mm:ss.SSS` (UTC), else the Omega format.
/// - Poseidon: `yyyy-MM-dd'T'HH:mm:ss.SSS` + zone, `yyyy-MM-dd'T'HH:mm:ss` + zone (zone `Z`,
///   `±hh:mm` or `±hhmm`), else the pre-July-2024 bet format `yyyy-MM-dd HH:mm:ss.S` (UTC).
/// A fraction of a second (`SSS`, `S`) is one or more digits, read to the nanosecond.
/// Formatting (for queries) still uses `DateFormatter`, which only ever sees a `Date`.
enum SportRadarDates {
    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    // Formatters are shared behind a lock: DateFormatter is not declared Sendable everywhere.
    private static let queryDateTimeFormatter = Locked(formatter("yyyy-MM-dd'T'HH:mm:ss"))
    private static let dayFormatter = Locked(formatter("yyyy-MM-dd"))

    /// `dd-MM-yyyy HH:mm:ss` (UTC).
    static func omegaDateTime(_ text: String) -> Date? {
        FixedFormatDate.parse(text) { date in
            date.day2() && date.literal("-") && date.month2() && date.literal("-") && date.year4() && date.literal(" ") && date.time()
        }
    }

    /// `MM-dd-yyyy HH:mm:ss` (UTC), month first: the responsible-gaming limits' `effectiveDate`.
    static func omegaMonthFirstDateTime(_ text: String) -> Date? {
        FixedFormatDate.parse(text) { date in
            date.month2() && date.literal("-") && date.day2() && date.literal("-") && date.year4() && date.literal(" ") && date.time()
        }
    }

    /// A transaction's `dateTime`: `yyyy-MM-dd'T'HH:mm:ss.SSS`, falling back to `dd-MM-yyyy HH:mm:ss`.
    static func transactionDate(_ text: String) -> Date? {
        FixedFormatDate.parse(text) { date in
            date.isoDay() && date.literal("T") && date.time() && date.literal(".") && date.fractionDigits()
        } ?? omegaDateTime(text)
    }

    /// Poseidon times: ISO with milliseconds and zone, then without milliseconds, then the
    /// pre-July-2024 bet format.
    static func poseidon(_ text: String) -> Date? {
        FixedFormatDate.parse(text) { date in
            date.isoDay() && date.literal("T") && date.time() && date.optionalFraction() && date.isoZone()
        } ?? FixedFormatDate.parse(text) { date in
            date.isoDay() && date.literal(" ") && date.time() && date.literal(".") && date.fractionDigits()
        }
    }

    /// `yyyy-MM-dd'T'HH:mm:ss` for transaction-history queries.
    static func queryDateTime(_ date: Date) -> String { queryDateTimeFormatter.withLock { $0.string(from: date) } }

    /// `yyyy-MM-dd`, for bet-history queries.
    static func day(_ date: Date) -> String { dayFormatter.withLock { $0.string(from: date) } }

    /// `yyyy-MM-dd` from calendar components (document issue/expiry dates).
    static func day(_ components: DateComponents) -> String? {
        guard let year = components.year, let month = components.month, let dayOfMonth = components.day else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
    }

    /// The calendar date of an Omega `dd-MM-yyyy …` text, without time-zone meaning.
    static func calendarDate(_ text: String) -> DateComponents? {
        let parts = text.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return DateComponents(year: parts[2], month: parts[1], day: parts[0])
    }
}
