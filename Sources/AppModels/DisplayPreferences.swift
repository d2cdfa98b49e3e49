import Foundation

/// How odds are shown.
public enum OddsFormat: String, Sendable, Hashable, CaseIterable {
    /// Decimal (European) odds, e.g. `2.50`.
    case decimal
    /// Fractional (UK) odds, e.g. `3/2`.
    case fractional
    /// American (moneyline) odds, e.g. `+150`.
    case american
}

/// How kick-off times are shown.
public enum KickoffStyle: String, Sendable, Hashable, CaseIterable {
    /// Relative to now: `in 25 min`, `in 2 h`, `Tomorrow 8:00 PM`, `Sat 3:00 PM`.
    case relative
    /// Always the date and time: `Nov 14 at 11:13 PM`.
    case absolute
}

/// How outcomes are labelled on odds buttons (``OutcomeItem/label``), whatever the vendor's codes.
public enum OutcomeLabelStyle: String, Sendable, Hashable, CaseIterable {
    /// Symbols: `1`, `X`, `2` for a result (`1 (-1.5)` with a handicap); `Over 2.5`, `Under 2.5`;
    /// `Yes`, `No`.
    case symbols
    /// The team's name for a home or away outcome (`Arsenal`, `Arsenal (-1.5)`) and the word for
    /// a draw (`Draw`, `Nul`); totals and yes/no as in ``symbols``.
    case teamNames
}

/// The user's display choices. Every string the AppModels layer produces depends only on these
/// values (and the mapper's injected clock), never on the device's current locale or time zone.
public struct DisplayPreferences: Sendable, Hashable {
    /// The locale numbers, currencies, dates and words are formatted for.
    public var locale: Locale
    /// The time zone dates are shown in.
    public var timeZone: TimeZone
    /// The calendar "today" and "tomorrow" are computed in; its locale and time zone are
    /// replaced by ``locale`` and ``timeZone``.
    public var calendar: Calendar
    /// How odds are shown.
    public var oddsFormat: OddsFormat
    /// How kick-off times are shown.
    public var kickoffStyle: KickoffStyle
    /// How outcomes are labelled; ``OutcomeLabelStyle/symbols`` (`1`, `X`, `2`) unless chosen.
    public var outcomeLabelStyle: OutcomeLabelStyle

    /// Creates preferences.
    public init(locale: Locale, timeZone: TimeZone, calendar: Calendar = Calendar(identifier: .gregorian),
                oddsFormat: OddsFormat = .decimal, kickoffStyle: KickoffStyle = .relative,
                outcomeLabelStyle: OutcomeLabelStyle = .symbols) {
        self.locale = locale
        self.timeZone = timeZone
        self.calendar = calendar
        self.oddsFormat = oddsFormat
        self.kickoffStyle = kickoffStyle
        self.outcomeLabelStyle = outcomeLabelStyle
    }

    /// The calendar with the preferred locale and time zone applied.
    var effectiveCalendar: Calendar {
        var calendar = calendar
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}
