import Foundation

/// Maps EveryMatrix layer-1 models into domain models. Extensions per area.
package enum EveryMatrixModelMapper {
    /// The vendor's local date-time strings (`2025-08-27T13:32:29.767`, no zone; read as UTC).
    static func date(_ string: String?) -> Date? {
        guard let string, !string.isEmpty, !string.hasPrefix("0001-") else { return nil }
        for formatter in dateFormatters {
            if let date = formatter.date(from: string) { return date }
        }
        return nil
    }

    /// Formats a date the way the bets API expects it (`2025-08-28T22:17:14`, UTC).
    static func string(from date: Date) -> String {
        dateFormatters[1].string(from: date)
    }

    // DateFormatter is thread-safe once configured (never mutated after this initializer).
    private static let dateFormatters: [DateFormatter] = {
        ["yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd'T'HH:mm:ssXXXXX"].map {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = $0
            return formatter
        }
    }()

    /// Empty vendor strings mean "not set".
    static func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return string
    }
}
