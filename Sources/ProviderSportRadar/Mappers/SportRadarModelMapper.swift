import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Maps SportRadar layer-1 models to domain models. One extension per area.
enum SportRadarModelMapper {
    /// A decimal from a vendor double, through its shortest text (so 1300.75 stays 1300.75).
    static func decimal(_ value: Double) -> Decimal {
        Decimal(shortestText: value)
    }

    /// A vendor id the betting API sends as a JSON number, formatted as the vendor's client
    /// formats it (`%.2f` for bets, `%.1f` for selections and events) so it matches content ids.
    static func formattedId(_ value: Double, fractionDigits: Int) -> String {
        String(format: "%.\(fractionDigits)f", value)
    }

    /// A fraction from the betting API's numbers; `nil` when it is not a whole, valid fraction.
    static func odds(up: Double, down: Double) -> Odds? {
        guard up.rounded() == up, down.rounded() == down, let upInt = Int(exactly: up), let downInt = Int(exactly: down) else { return nil }
        return Odds(numerator: upInt, denominator: downInt)
    }

    /// A fraction from the content API's strings.
    static func odds(up: String?, down: String?) -> Odds? {
        guard let up, let down, let upInt = Int(up), let downInt = Int(down) else { return nil }
        return Odds(numerator: upInt, denominator: downInt)
    }
}
