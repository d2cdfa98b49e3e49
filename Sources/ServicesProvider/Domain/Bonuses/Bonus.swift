import Foundation

/// A bonus the user holds: granted, being wagered, or over.
public struct GrantedBonus: Sendable, Hashable, Identifiable {
    /// This grant's id (one bonus can be granted to a user more than once).
    public var id: String
    /// The id of the bonus it grants, as ``AvailableBonus/id`` names it.
    public var bonusId: String?
    /// Its name, in the provider's language.
    public var name: String
    /// A plain-text description, when the provider has one.
    public var description: String?
    /// Free bet, odds boost, …
    public var kind: BonusKind
    /// Where it stands.
    public var status: BonusStatus
    /// What was granted; `nil` for a bonus without an amount (an odds boost).
    public var amount: Money?
    /// What is left of it to use.
    public var remaining: Money?
    /// What must still be wagered before it turns into real money, when it has a requirement.
    public var wagering: BonusWagering?
    /// When it was granted.
    public var grantedAt: Date?
    /// When it expires.
    public var expiresAt: Date?
    /// The promotion code it came with.
    public var code: String?
    /// An image for it (an absolute `https` URL).
    public var imageURL: URL?

    /// Creates a granted bonus.
    public init(id: String, bonusId: String? = nil, name: String, description: String? = nil, kind: BonusKind, status: BonusStatus,
                amount: Money? = nil, remaining: Money? = nil, wagering: BonusWagering? = nil, grantedAt: Date? = nil,
                expiresAt: Date? = nil, code: String? = nil, imageURL: URL? = nil) {
        self.id = id
        self.bonusId = bonusId
        self.name = name
        self.description = description
        self.kind = kind
        self.status = status
        self.amount = amount
        self.remaining = remaining
        self.wagering = wagering
        self.grantedAt = grantedAt
        self.expiresAt = expiresAt
        self.code = code
        self.imageURL = imageURL
    }
}

/// A bonus's wagering requirement: how much must be staked before it can be withdrawn.
public struct BonusWagering: Sendable, Hashable {
    /// The requirement when it was granted.
    public var required: Money
    /// What is still to be wagered (zero when it is met).
    public var remaining: Money

    /// Creates a wagering requirement.
    public init(required: Money, remaining: Money) {
        self.required = required
        self.remaining = remaining
    }
}

/// A bonus the user can still get (for example by making a first deposit).
public struct AvailableBonus: Sendable, Hashable, Identifiable {
    /// The bonus's id.
    public var id: String
    /// The promotion code that claims it, when it has one.
    public var code: String?
    /// Free bet, odds boost, …
    public var kind: BonusKind
    /// Its name, in the provider's language.
    public var name: String
    /// A plain-text description.
    public var description: String?
    /// A page about the promotion.
    public var pageURL: URL?
    /// An image for it (an absolute `https` URL).
    public var imageURL: URL?
    /// From when it can be obtained.
    public var startsAt: Date?
    /// Until when it can be obtained.
    public var endsAt: Date?
    /// The smallest deposit that triggers it, one per currency (empty when no deposit is needed).
    public var minimumDeposits: [Money]
    /// Whether the user picks it (e.g. at deposit, or by opting in with `BonusService.optInBonus(id:)`)
    /// rather than getting it automatically.
    public var isSelectable: Bool
    /// What it grants at most, when the provider states an amount.
    public var amount: Money?

    /// Creates an available bonus.
    public init(id: String, code: String? = nil, kind: BonusKind, name: String, description: String? = nil, pageURL: URL? = nil,
                imageURL: URL? = nil, startsAt: Date? = nil, endsAt: Date? = nil, minimumDeposits: [Money] = [], isSelectable: Bool = false,
                amount: Money? = nil) {
        self.amount = amount
        self.id = id
        self.code = code
        self.kind = kind
        self.name = name
        self.description = description
        self.pageURL = pageURL
        self.imageURL = imageURL
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.minimumDeposits = minimumDeposits
        self.isSelectable = isSelectable
    }
}

/// What a bonus gives.
public enum BonusKind: Sendable, Hashable {
    /// A stake the bookmaker pays for.
    case freeBet
    /// Higher winnings on qualifying bets.
    case oddsBoost
    /// Money credited to the bonus balance, to be wagered before it can be withdrawn.
    case bonusMoney
    /// A kind the SDK does not know (the provider's raw name).
    case unknown(String)
}

/// Where a granted bonus stands.
public enum BonusStatus: Sendable, Hashable {
    /// Usable now.
    case active
    /// Granted but not started: queued behind another bonus, or opted in and waiting for what
    /// triggers it (an opt-in can still be withdrawn, `BonusService.optOutBonus(id:)`).
    case pending
    /// Its wagering is met or it was used up; nothing more to do.
    case completed
    /// It ran out of time.
    case expired
    /// The user or the bookmaker gave it up.
    case forfeited
    /// A status the SDK does not know (the provider's raw status).
    case unknown(String)
}
