import Foundation

/// A bet: just placed, or from the history.
public struct Bet: Sendable, Hashable, Identifiable {
    /// The provider's bet id.
    public var id: String
    /// The idempotency reference it was placed with, when known.
    public var reference: String?
    /// Single, multiple or system.
    public var type: BetType
    /// Where it stands.
    public var status: BetStatus
    /// The total stake.
    public var stake: Money
    /// What it pays if it wins.
    public var potentialReturn: Money?
    /// What it paid (settled bets).
    public var payout: Money?
    /// The combined odds.
    public var totalOdds: Odds?
    /// When it was placed.
    public var placedAt: Date?
    /// Its legs.
    public var legs: [BetLeg]
    /// The part of the stake still riding after partial cashouts (the whole stake when none was
    /// taken, zero once fully cashed out); `nil` when the provider does not say.
    public var remainingStake: Money?
    /// The id of the slip the bet was placed with, for providers that group the bets of one
    /// placement under a slip id (SportRadar: a win boost names a bet by slip and bet). For a bet
    /// just placed with ``BetStatus/pendingConfirmation`` it is the held slip that
    /// `BettingService.confirmPendingBet(_:)` or `rejectPendingBet(_:)` answers (the bookmaker's
    /// offer lapses when neither is called). `nil` where the provider has no slips.
    public var slipId: String?
    /// The code that shows this bet to someone else (`BettingService.sharedBet(code:)` answers
    /// it), where the provider shares placed bets; `nil` otherwise. Unlike a booking code it
    /// names this placed bet, not a set of selections to bet again.
    public var shareCode: String?

    /// Creates a bet.
    public init(id: String, reference: String? = nil, type: BetType, status: BetStatus, stake: Money, potentialReturn: Money? = nil,
                payout: Money? = nil, totalOdds: Odds? = nil, placedAt: Date? = nil, legs: [BetLeg], remainingStake: Money? = nil,
                slipId: String? = nil, shareCode: String? = nil) {
        self.slipId = slipId
        self.shareCode = shareCode
        self.remainingStake = remainingStake
        self.id = id
        self.reference = reference
        self.type = type
        self.status = status
        self.stake = stake
        self.potentialReturn = potentialReturn
        self.payout = payout
        self.totalOdds = totalOdds
        self.placedAt = placedAt
        self.legs = legs
    }
}

/// One selection of a placed bet.
public struct BetLeg: Sendable, Hashable {
    /// The event's id.
    public var eventId: String
    /// The event's name (e.g. `Home v Away`).
    public var eventName: String
    /// The market's name.
    public var marketName: String
    /// The outcome's name.
    public var outcomeName: String
    /// The odds taken.
    public var odds: Odds
    /// The leg's result.
    public var status: BetStatus
    /// When the event starts.
    public var eventStartDate: Date?
    /// The final result text (e.g. `2:1`), when settled.
    public var eventResult: String?
    /// The outcome's id, when the provider says it (`BettingService.rebet(_:)` needs it).
    public var outcomeId: String?

    /// Creates a leg.
    public init(eventId: String, eventName: String, marketName: String, outcomeName: String, odds: Odds, status: BetStatus,
                eventStartDate: Date? = nil, eventResult: String? = nil, outcomeId: String? = nil) {
        self.outcomeId = outcomeId
        self.eventId = eventId
        self.eventName = eventName
        self.marketName = marketName
        self.outcomeName = outcomeName
        self.odds = odds
        self.status = status
        self.eventStartDate = eventStartDate
        self.eventResult = eventResult
    }
}

/// Where a bet (or leg) stands.
public enum BetStatus: Sendable, Hashable {
    /// Accepted, waiting for results.
    case open
    /// Waiting for the user's or trader's confirmation before it is accepted.
    case pendingConfirmation
    /// Won.
    case won
    /// Lost.
    case lost
    /// Void (stake returned).
    case void
    /// Pushed (draw no bet; stake returned).
    case push
    /// Settled early by a cashout.
    case cashedOut
    /// Cancelled by the bookmaker.
    case cancelled
    /// A vendor status the SDK does not know.
    case unknown(String)

    /// Whether the bet is settled (no longer open).
    public var isSettled: Bool {
        switch self {
        case .open, .pendingConfirmation, .unknown: return false
        default: return true
        }
    }
}

/// Which bets to list.
public struct BetHistoryQuery: Sendable, Hashable {
    /// Open or settled bets.
    public enum Filter: Sendable, Hashable {
        /// Bets not settled yet.
        case open
        /// Settled bets.
        case settled
        /// All.
        case all
    }
    /// Open or settled.
    public var filter: Filter
    /// Placed from this date.
    public var from: Date?
    /// Placed up to this date.
    public var to: Date?
    /// Which page.
    public var page: PageRequest
    /// Only settled bets that ended so (e.g. `.won`, `.cashedOut`), where the provider filters by
    /// it (see Docs/Providers.md); a provider that cannot filter by the given status throws
    /// `.invalidRequest`. `nil` lists every bet `filter` selects.
    public var settledStatus: BetStatus?

    /// Creates a query.
    public init(filter: Filter, from: Date? = nil, to: Date? = nil, page: PageRequest = PageRequest(), settledStatus: BetStatus? = nil) {
        self.filter = filter
        self.from = from
        self.to = to
        self.page = page
        self.settledStatus = settledStatus
    }
}

/// What a slip would return.
public struct PotentialReturn: Sendable, Hashable {
    /// How many bets the slip makes.
    public var numberOfBets: Int
    /// The total stake.
    public var totalStake: Money
    /// The maximum return.
    public var potentialReturn: Money
    /// The combined odds, for a multiple.
    public var totalOdds: Odds?
    /// Whether the SDK computed it from the slip's odds because the provider has no call for it
    /// (see Docs/Providers.md): the bookmaker's own figure may differ by its rounding, its
    /// maximum payout or a boost. `false` when the bookmaker answered.
    public var isEstimate: Bool

    /// Creates a potential return.
    public init(numberOfBets: Int, totalStake: Money, potentialReturn: Money, totalOdds: Odds? = nil, isEstimate: Bool = false) {
        self.numberOfBets = numberOfBets
        self.totalStake = totalStake
        self.potentialReturn = potentialReturn
        self.totalOdds = totalOdds
        self.isEstimate = isEstimate
    }
}

/// An offer to settle a bet now. A live offer (``BettingService/cashoutOffers(betIds:)``) is
/// replaced by the next one for the same bet; accept the latest.
public struct CashoutOffer: Sendable, Hashable {
    /// The bet's id.
    public var betId: String
    /// What the bookmaker pays now for the whole ``remainingStake`` (zero for an offer
    /// ``CashoutOfferStatus/belowMinimum`` whose provider states no value).
    public var amount: Money
    /// Whether part of the stake can be cashed out (``BettingService/cashout(_:partialStake:)``).
    public var allowsPartial: Bool
    /// The stake this offer pays out for: the bet's stake less what earlier partial cashouts
    /// took; a partial cashout's value is prorated on it. `nil` when the provider does not say.
    public var remainingStake: Money?
    /// What the bet would pay if it won, at the current odds, when the provider says.
    public var potentialWinning: Money?
    /// Whether the bookmaker would accept it now.
    public var status: CashoutOfferStatus

    /// Creates an offer.
    public init(betId: String, amount: Money, allowsPartial: Bool = false, remainingStake: Money? = nil,
                potentialWinning: Money? = nil, status: CashoutOfferStatus = .available) {
        self.betId = betId
        self.amount = amount
        self.allowsPartial = allowsPartial
        self.remainingStake = remainingStake
        self.potentialWinning = potentialWinning
        self.status = status
    }
}

/// Whether a cashout offer can be accepted as it stands.
public enum CashoutOfferStatus: Sendable, Hashable {
    /// The bookmaker takes it.
    case available
    /// The value is below the bookmaker's minimum cashout: shown for information, a cashout of
    /// it is refused.
    case belowMinimum
    /// A vendor status the SDK does not know (its raw code), sent with a value.
    case unknown(String)
}

/// The result of a cashout attempt.
public enum CashoutResult: Sendable, Hashable {
    /// Done; `payout` was credited.
    case completed(payout: Money)
    /// The value changed; a new offer is made.
    case reoffered(CashoutOffer)
    /// Cashout is suspended now (e.g. a goal is being reviewed).
    case suspended
    /// Part of the stake was cashed out: `payout` was credited and the bet stays open on
    /// `remainingStake` (when the provider says what is left).
    case partiallyCompleted(payout: Money, remainingStake: Money?)
    /// Accepted but not settled yet: the bookmaker confirms it later (the bet's status says).
    case pending
}
