import Foundation

/// A betting market of an event (e.g. match result, total goals over/under 2.5).
public struct Market: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id.
    public var id: String
    /// The display name.
    public var name: String
    /// The provider's market type, for grouping markets of the same kind across events.
    public var typeId: String?
    /// The market's line, when it has one: a total as it is (`2.5`), a handicap from the home
    /// side's view (`-1.5`: home starts 1.5 behind), as a market named `Handicap -1.5` states it.
    /// Each outcome carries its own line from its own side's view (``Outcome/line``).
    public var line: Decimal?
    /// The outcomes, in the provider's order.
    public var outcomes: [Outcome]
    /// Whether bets are accepted on the market now.
    public var isAvailable: Bool
    /// Whether this is the event's main market.
    public var isMain: Bool
    /// The participants' record relevant to this market, when the provider sends one.
    public var statistics: MarketStatistics?

    /// Creates a market.
    public init(id: String, name: String, typeId: String? = nil, line: Decimal? = nil, outcomes: [Outcome],
                isAvailable: Bool = true, isMain: Bool = false, statistics: MarketStatistics? = nil) {
        self.statistics = statistics
        self.id = id
        self.name = name
        self.typeId = typeId
        self.line = line
        self.outcomes = outcomes
        self.isAvailable = isAvailable
        self.isMain = isMain
    }
}

/// One outcome of a market, with its current odds.
public struct Outcome: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id.
    public var id: String
    /// The display name.
    public var name: String
    /// A short code (`1`, `X`, `2`, `Over`…), when the provider gives one.
    public var code: String?
    /// The current odds.
    public var odds: Odds
    /// Whether it can be bet on now.
    public var status: OutcomeStatus
    /// The id of the price a bet names, when the provider keys prices apart from outcomes
    /// (copy it into ``BetSelection/priceId``); `nil` where the outcome id is enough.
    public var priceId: String?
    /// What the outcome stands for, whatever the vendor's code; ``OutcomeKind/other`` when the
    /// provider's data does not say.
    public var kind: OutcomeKind
    /// The outcome's own line, when the provider sends one: the total of an over or under
    /// (`2.5`), the handicap of a home or away outcome from that side's view (`-1.5`).
    public var line: Decimal?

    /// Creates an outcome.
    public init(id: String, name: String, code: String? = nil, odds: Odds, status: OutcomeStatus = .open, priceId: String? = nil,
                kind: OutcomeKind = .other, line: Decimal? = nil) {
        self.id = id
        self.name = name
        self.code = code
        self.odds = odds
        self.status = status
        self.priceId = priceId
        self.kind = kind
        self.line = line
    }
}

/// Whether an outcome can be bet on.
public enum OutcomeStatus: Sendable, Hashable, Codable {
    /// Open for bets.
    case open
    /// Temporarily not accepting bets.
    case suspended
    /// No longer offered (settled or removed).
    case closed
    /// A provider status the SDK does not know.
    case unknown(String)
}
