import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's date formats, read by the core's byte-by-byte `FixedFormatDate` (never by a
/// `DateFormatter`): `yyyy-MM-dd` and `yyyy-MM-dd HH:mm:ss` (event and CMS dates, read as UTC),
/// and `yyyy-MM-dd'T'HH:mm:ss.SSSSSSZ` (`created_at`/`updated_at`). After the day, the separator
/// is a space or `T`; the fraction (any number of digits) and the zone (`Z`, `±hh:mm`, `±hhmm`)
/// are optional.
enum GomaDateParser {
    static func parse(_ text: String) -> Date? {
        FixedFormatDate.parse(text) { date in
            guard date.isoDay() else { return false }
            if date.isAtEnd { return true }
            guard date.literal(" ") || date.literal("T"), date.time(), date.optionalFraction() else { return false }
            return date.isAtEnd || date.isoZone()
        }
    }
}

package enum GomaCoding {
    /// The decoder for every Goma response: vendor keys are explicit, dates use Goma's formats.
    /// `package` for the tooling's benchmark baseline, which decodes with it as the provider does.
    package static func makeDecoder() -> JSONDecoder {
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
