import Foundation

/// Reads a vendor's fixed-format date text byte by byte, for the providers and the core.
///
/// Vendor dates never go to `DateFormatter.date(from:)`: on Linux it reaches a Foundation fatal
/// error for a combining mark among the digits (`2025-03-1̫19:05:41.310`) and an ICU division
/// trap for a 40-digit fraction of a second. Each format is spelled out as a sequence of the
/// steps below; anything else in the text (a non-ASCII byte, a missing or extra character, a
/// field out of range) makes the parse `nil`. Every field has a fixed number of ASCII digits
/// except the fraction of a second (one or more, see ``fractionDigits()``) and the asctime day
/// (see ``day1or2()``).
package struct FixedFormatDate {
    private let bytes: [UInt8]
    private var index = 0

    private var year = 1970, month = 1, day = 1
    private var hour = 0, minute = 0, second = 0
    private var fraction: Double = 0
    /// The zone's offset east of UTC, in seconds.
    private var offset = 0

    /// Starts reading `text`.
    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether every byte was read.
    package var isAtEnd: Bool { index == bytes.count }

    /// The next byte, if any.
    package var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Exactly `count` ASCII digits as a number (count ≤ 9, so it cannot overflow).
    private mutating func digits(_ count: Int) -> Int? {
        guard count <= 9, index + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[index..<index + count] {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        index += count
        return value
    }

    /// Reads `literal` (ASCII, compared byte for byte).
    package mutating func literal(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { expected in
            guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else { return false }
            index += expected.count
            return true
        }
    }

    /// Reads one of `words` (ASCII, exact case) and returns its position in the list.
    package mutating func word(_ words: [String]) -> Int? {
        for (position, word) in words.enumerated() {
            let utf8 = Array(word.utf8)
            if index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8) {
                index += utf8.count
                return position
            }
        }
        return nil
    }

    /// `yyyy`: four digits.
    package mutating func year4() -> Bool { digits(4).map { year = $0 } != nil }
    /// `yy`: two digits; the caller gives the century with ``setCentury(_:)``.
    package mutating func year2() -> Bool { digits(2).map { year = $0 } != nil }
    /// Adds `century` (e.g. 1900) to a two-digit year.
    package mutating func setCentury(_ century: Int) { year += century }
    /// The year read so far (two-digit years before ``setCentury(_:)``).
    package var readYear: Int { year }
    /// `MM`: two digits, 01–12.
    package mutating func month2() -> Bool { digits(2).map { month = $0 } != nil && (1...12).contains(month) }
    /// `MMM`: an English month abbreviation, `Jan`–`Dec`.
    package mutating func monthName() -> Bool {
        word(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]).map { month = $0 + 1 } != nil
    }
    /// `dd`: two digits (checked against the month by ``date()``).
    package mutating func day2() -> Bool { digits(2).map { day = $0 } != nil }
    /// asctime's day: a space then one digit, or two digits.
    package mutating func day1or2() -> Bool {
        if literal(" ") { return digits(1).map { day = $0 } != nil }
        return day2()
    }
    /// `HH:mm:ss`: two digits each, 00–23, 00–59 and 00–60 (a leap second).
    package mutating func time() -> Bool {
        guard let hour = digits(2), literal(":"), let minute = digits(2), literal(":"), let second = digits(2),
              hour < 24, minute < 60, second <= 60 else { return false }
        (self.hour, self.minute, self.second) = (hour, minute, second)
        return true
    }
    /// A fraction of a second after its `.` (which the caller reads): one or more digits; digits
    /// past the ninth (below a nanosecond) are read and ignored, so 40 digits cannot overflow.
    package mutating func fractionDigits() -> Bool {
        var count = 0
        var value = 0
        var scale = 1
        while let byte = next, byte >= 0x30, byte <= 0x39 {
            if count < 9 {
                value = value * 10 + Int(byte - 0x30)
                scale *= 10
            }
            count += 1
            index += 1
        }
        guard count > 0 else { return false }
        fraction = Double(value) / Double(scale)
        return true
    }
    /// An ISO zone: `Z`, `±hh:mm` or `±hhmm` (hours up to 23, minutes up to 59).
    package mutating func isoZone() -> Bool {
        if literal("Z") { return true }
        guard let sign = next, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return false }
        index += 1
        guard let hours = digits(2) else { return false }
        _ = literal(":")
        guard let minutes = digits(2), hours < 24, minutes < 60 else { return false }
        offset = (sign == UInt8(ascii: "+") ? 1 : -1) * (hours * 3600 + minutes * 60)
        return true
    }

    /// The date read, in UTC unless a zone was read; `nil` unless every byte was read and the
    /// day exists in its month (proleptic Gregorian calendar).
    package func date() -> Date? {
        guard isAtEnd, (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        let days = Self.daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        // Whole seconds first, then the fraction: the same sum as a calendar date plus
        // milliseconds, so equal instants compare equal.
        return Date(timeIntervalSinceReferenceDate: TimeInterval(seconds - Self.referenceDateSince1970) + fraction)
    }

    /// Seconds from 1970-01-01 to 2001-01-01.
    private static let referenceDateSince1970 = 978_307_200

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (years 0–9999 here).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension FixedFormatDate {
    /// Parses `text` with `steps`, a format written as the reading steps above; `nil` when a
    /// step fails or bytes are left over.
    package static func parse(_ text: String, _ steps: (inout FixedFormatDate) -> Bool) -> Date? {
        var reader = FixedFormatDate(text)
        guard steps(&reader) else { return nil }
        return reader.date()
    }

    /// `yyyy-MM-dd`.
    package mutating func isoDay() -> Bool {
        year4() && literal("-") && month2() && literal("-") && day2()
    }

    /// `.` and a fraction of a second when the next byte is a `.`; true when there is none.
    package mutating func optionalFraction() -> Bool {
        literal(".") ? fractionDigits() : true
    }
}
