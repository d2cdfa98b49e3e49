import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The vendor's date formats. Omega times are UTC; the fixture README gives each format.
enum SportRadarDates {
    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    // Formatters are shared behind a lock: DateFormatter is not declared Sendable everywhere.
    private static let omega = Locked(formatter("dd-MM-yyyy HH:mm:ss"))
    private static let transaction = Locked(formatter("yyyy-MM-dd'T'HH:mm:ss.SSS"))
    private static let isoMillis = Locked(formatter("yyyy-MM-dd'T'HH:mm:ss.SSSZ"))
    private static let isoSeconds = Locked(formatter("yyyy-MM-dd'T'HH:mm:ssZ"))
    private static let legacyBet = Locked(formatter("yyyy-MM-dd HH:mm:ss.S"))
    private static let queryDateTimeFormatter = Locked(formatter("yyyy-MM-dd'T'HH:mm:ss"))
    private static let dayFormatter = Locked(formatter("yyyy-MM-dd"))

    /// `dd-MM-yyyy HH:mm:ss` (UTC).
    static func omegaDateTime(_ text: String) -> Date? { omega.withLock { $0.date(from: text) } }

    /// A transaction's `dateTime`: `yyyy-MM-dd'T'HH:mm:ss.SSS`, falling back to `dd-MM-yyyy HH:mm:ss`.
    static func transactionDate(_ text: String) -> Date? { transaction.withLock { $0.date(from: text) } ?? omega.withLock { $0.date(from: text) } }

    /// Poseidon times: ISO with milliseconds and zone, then without milliseconds, then the
    /// pre-July-2024 bet format.
    static func poseidon(_ text: String) -> Date? {
        isoMillis.withLock { $0.date(from: text) } ?? isoSeconds.withLock { $0.date(from: text) }
            ?? legacyBet.withLock { $0.date(from: text) }
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
