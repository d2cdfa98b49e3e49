import Foundation
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

/// A fixed instant: Saturday 1 June 2024, 10:00 UTC (12:00 in Paris, 11:00 in Lisbon, 06:00 in New York).
let referenceNow = Date(timeIntervalSince1970: 1_717_236_000)

/// An exact decimal from its text (never through a floating-point literal).
func dec(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}

/// A mapper for a locale and time zone with the clock pinned to ``referenceNow``.
func mapper(_ locale: String, _ timeZone: String, odds: OddsFormat = .decimal,
            kickoff: KickoffStyle = .relative) -> ServiceProviderModelMapper {
    let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    let preferences = DisplayPreferences(locale: Locale(identifier: locale), timeZone: zone,
                                         oddsFormat: odds, kickoffStyle: kickoff)
    return ServiceProviderModelMapper(preferences: preferences, now: { referenceNow })
}

let english = mapper("en_US", "America/New_York")
let french = mapper("fr_FR", "Europe/Paris")
let portuguese = mapper("pt_PT", "Europe/Lisbon")
let spanish = mapper("es_ES", "Europe/Madrid")

/// U+00A0 NO-BREAK SPACE, used by Foundation between amount and currency.
let nbsp = "\u{00A0}"
/// U+202F NARROW NO-BREAK SPACE, used by Foundation for French grouping and before AM/PM.
let nnbsp = "\u{202F}"

func odds(_ text: String) -> Odds { Odds(decimal: dec(text)) }
