import Foundation

/// A win boost on a placed bet: a wheel the user may spin to multiply the bet's winnings by one
/// of its tiers. Offered after placement (`BonusService.winBoosts(for:)`), accepted or declined
/// (`BonusService.respondToWinBoost(_:accept:)`), then listed with what it awarded
/// (`BonusService.grantedWinBoosts(for:)`).
public struct WinBoost: Sendable, Hashable {
    /// The boost's id; `nil` when none is offered (a bet that is not eligible).
    public var id: String?
    /// The bet it applies to (``Bet/id``), when known.
    public var betId: String?
    /// Where it stands.
    public var status: WinBoostStatus
    /// The provider's explanation (e.g. why a bet is not eligible), in its language.
    public var message: String?
    /// The wheel the user spins, with its tiers, while the boost is offered.
    public var wheel: WinBoostWheel?
    /// The tier the wheel landed on, once accepted.
    public var awardedTier: WinBoostTier?
    /// The extra winnings the boost paid or will pay, when the provider states it.
    public var boostAmount: Money?

    /// Creates a win boost.
    public init(id: String? = nil, betId: String? = nil, status: WinBoostStatus, message: String? = nil, wheel: WinBoostWheel? = nil,
                awardedTier: WinBoostTier? = nil, boostAmount: Money? = nil) {
        self.id = id
        self.betId = betId
        self.status = status
        self.message = message
        self.wheel = wheel
        self.awardedTier = awardedTier
        self.boostAmount = boostAmount
    }
}

/// Where a win boost stands.
public enum WinBoostStatus: Sendable, Hashable {
    /// Offered: the user may accept or decline it.
    case eligible
    /// Not offered for this bet (see ``WinBoost/message``).
    case notEligible
    /// Offered, but the time to answer ran out.
    case timedOut
    /// The user accepted it; the wheel's tier is in ``WinBoost/awardedTier``.
    case accepted
    /// The user declined it.
    case rejected
    /// Its extra winnings were paid.
    case awarded
    /// A status the SDK does not know (the provider's raw status).
    case unknown(String)
}

/// The wheel of a win boost: the tiers it can land on.
public struct WinBoostWheel: Sendable, Hashable, Identifiable {
    /// The wheel's configuration id.
    public var id: String
    /// Its title, in the provider's language.
    public var title: String?
    /// The tiers, in the provider's order.
    public var tiers: [WinBoostTier]

    /// Creates a wheel.
    public init(id: String, title: String? = nil, tiers: [WinBoostTier]) {
        self.id = id
        self.title = title
        self.tiers = tiers
    }
}

/// One tier of a win-boost wheel.
public struct WinBoostTier: Sendable, Hashable {
    /// Its label (e.g. `x1.25`), in the provider's language.
    public var name: String
    /// What the bet's winnings are multiplied by (`1.25` adds a quarter).
    public var multiplier: Decimal
    /// The probability of landing on it, from 0 to 1, when the provider states it (not on an awarded tier).
    public var chance: Decimal?

    /// Creates a tier.
    public init(name: String, multiplier: Decimal, chance: Decimal? = nil) {
        self.name = name
        self.multiplier = multiplier
        self.chance = chance
    }
}
