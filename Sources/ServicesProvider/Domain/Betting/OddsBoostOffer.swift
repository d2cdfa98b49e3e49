import Foundation

/// An odds boost the user holds for an accumulator: the bookmaker adds a percentage to the
/// winnings, in tiers by the number of selections, up to a cap. Pass ``id`` as
/// ``BetPlacementRequest/oddsBoostId`` to use it.
public struct OddsBoostOffer: Sendable, Hashable, Identifiable {
    /// The boost's id, sent with the bet that uses it.
    public var id: String
    /// The events of the slip the boost counts (selections on other events do not raise the tier).
    public var eligibleEventIds: [String]
    /// The tier the slip reaches now; `nil` when it reaches none yet.
    public var currentTier: OddsBoostTier?
    /// The tier one more eligible selection would reach; `nil` at the top tier.
    public var nextTier: OddsBoostTier?
    /// Every tier of the boost, fewest selections first.
    public var tiers: [OddsBoostTier]
    /// When the boost can no longer be used, when known.
    public var expiresAt: Date?

    /// Creates an odds boost offer.
    public init(id: String, eligibleEventIds: [String] = [], currentTier: OddsBoostTier? = nil, nextTier: OddsBoostTier? = nil,
                tiers: [OddsBoostTier] = [], expiresAt: Date? = nil) {
        self.id = id
        self.eligibleEventIds = eligibleEventIds
        self.currentTier = currentTier
        self.nextTier = nextTier
        self.tiers = tiers
        self.expiresAt = expiresAt
    }
}

/// One tier of an odds boost.
public struct OddsBoostTier: Sendable, Hashable {
    /// How many eligible selections the slip needs for this tier.
    public var minimumSelections: Int
    /// The boost as a fraction of the winnings (`0.15` is 15 %).
    public var percentage: Decimal
    /// The most the boost adds, in the slip's currency; `nil` when the provider sets no cap in it.
    public var cap: Money?

    /// Creates a tier.
    public init(minimumSelections: Int, percentage: Decimal, cap: Money? = nil) {
        self.minimumSelections = minimumSelections
        self.percentage = percentage
        self.cap = cap
    }
}
