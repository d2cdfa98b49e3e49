import Foundation
import ServicesProvider

/// Maps domain models (layer 2) to display-ready app models (layer 3). All user-facing
/// formatting of the SDK happens here: money, odds, times, scores, status texts, ordering.
///
/// One file per area extends it (`ServiceProviderModelMapper+Wallet.swift`, …).
public struct ServiceProviderModelMapper: Sendable {
    /// The display choices every string follows.
    public var preferences: DisplayPreferences {
        didSet { formatters = DisplayFormatters(preferences: preferences) }
    }
    /// The clock relative times are computed from; injected so output never depends on the
    /// machine's clock.
    public let now: @Sendable () -> Date

    /// Creates a mapper.
    /// - Parameters:
    ///   - preferences: locale, time zone, calendar, odds format and kick-off style.
    ///   - now: the current time (default: the system clock).
    public init(preferences: DisplayPreferences, now: @escaping @Sendable () -> Date = Date.init) {
        self.preferences = preferences
        self.now = now
        self.formatters = DisplayFormatters(preferences: preferences)
    }

    /// The number and date formatters for ``preferences``, built once per preferences value
    /// (formatters are costly to create) and replaced whenever the preferences change.
    private(set) var formatters: DisplayFormatters

    /// The phrase table for the preferred locale's language.
    var phrases: Phrases { Phrases(locale: preferences.locale) }
}
