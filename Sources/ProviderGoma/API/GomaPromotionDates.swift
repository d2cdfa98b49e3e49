import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The promotional-campaigns API's dates, as the vendor's client reads them: first
/// `yyyy-MM-dd'T'HH:mm:ss.SSSSSS` and a literal `Z` (`2025-03-01T00:00:00.000000Z`), else
/// `dd-MM-yyyy HH:mm:ss` in UTC. Anything else, the CMS's `yyyy-MM-dd HH:mm:ss` included, is
/// no date (`nil`), never a decoding error. The fraction's digits are not counted (the vendor
/// reference shows six). Read by the core's `FixedFormatDate`, never a `DateFormatter`.
enum GomaPromotionDates {
    static func parse(_ text: String?) -> Date? {
        guard let text else { return nil }
        if let date = FixedFormatDate.parse(text, { date in
            date.isoDay() && date.literal("T") && date.time() && date.literal(".") && date.fractionDigits() && date.literal("Z")
        }) {
            return date
        }
        return FixedFormatDate.parse(text) { date in
            date.day2() && date.literal("-") && date.month2() && date.literal("-") && date.year4() && date.literal(" ") && date.time()
        }
    }
}
