import Foundation

/// Goma's date formats: `yyyy-MM-dd HH:mm:ss` (event and CMS dates, read as UTC),
/// `yyyy-MM-dd'T'HH:mm:ss.SSSSSSZ` (`created_at`/`updated_at`) and `yyyy-MM-dd`.
/// Parsed by hand: exact, allocation-light and free of non-Sendable formatters.
enum GomaDateParser {
    static func parse(_ text: String) -> Date? {
        let chars = Array(text.utf8)
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= chars.count else { return nil }
            var value = 0
            for byte in chars[start..<start + length] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard chars.count >= 10, let year = number(0, 4), chars[4] == 45, let month = number(5, 2), chars[7] == 45,
              let day = number(8, 2), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = 0
        var fraction: Double = 0
        var offset = 0
        if chars.count > 10 {
            guard chars[10] == 32 || chars[10] == 84, let hour = number(11, 2), chars.count > 13, chars[13] == 58,
                  let minute = number(14, 2), chars.count > 16, chars[16] == 58, let second = number(17, 2),
                  hour < 24, minute < 60, second < 61 else { return nil }
            seconds = hour * 3600 + minute * 60 + second
            var index = 19
            if index < chars.count, chars[index] == 46 {
                index += 1
                let start = index
                while index < chars.count, chars[index] >= 48, chars[index] <= 57 { index += 1 }
                guard index > start, let digits = Double("0." + String(decoding: chars[start..<index], as: UTF8.self)) else { return nil }
                fraction = digits
            }
            if index < chars.count {
                switch chars[index] {
                case 90 where index == chars.count - 1: // Z
                    break
                case 43, 45: // + or -
                    let sign = chars[index] == 43 ? 1 : -1
                    let rest = chars[(index + 1)...].filter { $0 != 58 }
                    guard rest.count == 4, let hours = Int(String(decoding: rest.prefix(2), as: UTF8.self)),
                          let minutes = Int(String(decoding: rest.suffix(2), as: UTF8.self)) else { return nil }
                    offset = sign * (hours * 3600 + minutes * 60)
                default:
                    return nil
                }
            }
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds - offset) + fraction)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

enum GomaCoding {
    /// The decoder for every Goma response: vendor keys are explicit, dates use Goma's formats.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = GomaDateParser.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown date format: \(text)")
            }
            return date
        }
        return decoder
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
