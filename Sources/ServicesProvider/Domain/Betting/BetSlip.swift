import Foundation

/// One pick on a bet slip.
public struct BetSelection: Sendable, Hashable {
    /// The event's id.
    public var eventId: String
    /// The market's id.
    public var marketId: String
    /// The outcome's id.
    public var outcomeId: String
    /// The odds the user saw.
    public var odds: Odds
    /// The id of the price a bet names, when the provider keys prices apart from outcomes
    /// (``Outcome/priceId``). A provider that bets on prices refuses a selection without one.
    public var priceId: String?
    /// The names the user saw (event, market, outcome), never sent to the bookmaker: a placed
    /// bet's legs take them where the vendor's answer has none, so a confirmation can always
    /// name what was bet on. `nil` for a selection made from ids alone.
    public var names: BetSelectionNames?

    /// Creates a selection.
    public init(eventId: String, marketId: String, outcomeId: String, odds: Odds, priceId: String? = nil,
                names: BetSelectionNames? = nil) {
        self.eventId = eventId
        self.marketId = marketId
        self.outcomeId = outcomeId
        self.odds = odds
        self.priceId = priceId
        self.names = names
    }
}

/// How selections combine into bets.
public enum BetType: Sendable, Hashable {
    /// One bet per selection.
    case single
    /// One accumulator bet over all selections.
    case multiple
    /// Every combination of `size` selections (e.g. 2 of 3 = a "trixie" without the treble).
    case system(size: Int)
}

/// A bet slip: selections, how they combine, and the stake per bet.
public struct BetSlip: Sendable, Hashable {
    /// The selections.
    public var selections: [BetSelection]
    /// Single, multiple or system.
    public var type: BetType
    /// The stake of each bet (a system of 3 bets costs 3 × stake).
    public var stakePerBet: Money

    /// Creates a slip.
    public init(selections: [BetSelection], type: BetType, stakePerBet: Money) {
        self.selections = selections
        self.type = type
        self.stakePerBet = stakePerBet
    }

    /// How many bets the slip makes: n for singles, 1 for a multiple, C(n, k) for a system
    /// (0 for a system size outside 1...n).
    ///
    /// A system whose C(n, k) does not fit an `Int` (e.g. 40 of 80) is `Int.max`; ``validate(maximumSelections:)``
    /// refuses such a slip, so a slip that passed it always has its exact count here.
    public var numberOfBets: Int {
        let n = selections.count
        switch type {
        case .single: return n
        case .multiple: return n > 0 ? 1 : 0
        case .system(let k):
            guard k > 0 else { return 0 }
            return Self.combinations(n, k) ?? Int.max
        }
    }

    /// C(n, k) without overflow: `nil` when it does not fit an `Int`, 0 when k is outside 0...n.
    /// Each step computes C(n, i + 1) = C(n, i) × (n − i) / (i + 1) with the division done first
    /// (after removing their common factor), so no intermediate product is larger than the result.
    @_spi(ProviderKit) public static func combinations(_ n: Int, _ k: Int) -> Int? {
        guard n >= 0, k >= 0, k <= n else { return 0 }
        let k = min(k, n - k)
        var result = 1
        for i in 0..<k {
            // result × (n − i) is divisible by (i + 1); with g = gcd(result, i + 1), (i + 1) / g
            // divides (n − i), since it shares no factor with result / g.
            let divisor = i + 1
            let common = gcd(result, divisor)
            let product = (result / common).multipliedReportingOverflow(by: (n - i) / (divisor / common))
            guard !product.overflow else { return nil }
            result = product.partialValue
        }
        return result
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The total the slip costs.
    public var totalStake: Money {
        Money(amount: stakePerBet.amount * Decimal(numberOfBets), currency: stakePerBet.currency)
    }

    /// The most selections a slip may hold (``validate(maximumSelections:)``) when the provider
    /// passes no maximum of its vendor's: 30. None of the vendors' references documents a maximum
    /// (EveryMatrix's `maxSelections` of 20 bounds an odds boost's eligibility, not a slip), so
    /// this is the SDK's: above the 20 selections an operator's boost counts up to, and a bound on
    /// the requests one slip can cause (a provider whose vendor prices singles one by one sends
    /// at most this many).
    public static let defaultMaximumSelections = 30

    /// Checks the slip can be sent: selections present and at most `maximumSelections` of them
    /// (else `.validation` code `TOO_MANY` on `selections`); the stake valid as money
    /// (``Money/validate(field:)``: a known currency, positive, at most the ceiling and the
    /// currency's decimals); each selection's ids valid (``InputValidation/identifier(_:field:)``,
    /// the price id too when set) and odds finite and above 1 (``Odds/validate(field:)``); no
    /// outcome twice (`DUPLICATE`); a valid system size; and no event twice in a multiple.
    public func validate(maximumSelections: Int = BetSlip.defaultMaximumSelections) throws(ServiceProviderError) {
        guard !selections.isEmpty else { throw .invalidRequest(message: "The bet slip has no selections.") }
        try stakePerBet.validate(field: "stake")
        try validateSelections(maximumSelections: maximumSelections)
        switch type {
        case .single, .system: break
        case .multiple:
            guard selections.count >= 2 else { throw .invalidRequest(message: "A multiple needs at least two selections.") }
            guard Set(selections.map(\.eventId)).count == selections.count else {
                throw .invalidRequest(message: "A multiple cannot contain two selections of the same event.")
            }
        }
    }

    /// Checks the selections only: present and at most `maximumSelections` (`TOO_MANY` on
    /// `selections`), each one's ids valid (the price id too, when set) and odds valid, no outcome
    /// twice (`DUPLICATE`), and a system's size. ``validate(maximumSelections:)`` runs it first;
    /// asking a provider which bets a slip allows runs it without the stake and the multiple's
    /// one-selection-per-event rule (the provider answers what it forbids).
    public func validateSelections(maximumSelections: Int = BetSlip.defaultMaximumSelections) throws(ServiceProviderError) {
        guard !selections.isEmpty else { throw .invalidRequest(message: "The bet slip has no selections.") }
        try Self.validateCount(selections, maximumSelections: maximumSelections)
        var seen = Set<[String]>()
        for (index, selection) in selections.enumerated() {
            let field = "selections[\(index)]"
            try InputValidation.identifier(selection.eventId, field: field + ".eventId")
            try InputValidation.identifier(selection.marketId, field: field + ".marketId")
            try InputValidation.identifier(selection.outcomeId, field: field + ".outcomeId")
            if let priceId = selection.priceId { try InputValidation.identifier(priceId, field: field + ".priceId") }
            try selection.odds.validate(field: field + ".odds")
            guard seen.insert([selection.eventId, selection.marketId, selection.outcomeId]).inserted else {
                throw InputValidation.fieldError(field, "DUPLICATE", "The same outcome is on the slip twice.")
            }
        }
        try validateSystemSize()
    }

    /// Checks a list of selections sent on its own (a booking code, a bet builder): at most
    /// `maximumSelections` (else `.validation` code `TOO_MANY` on `selections`).
    public static func validateCount(_ selections: [BetSelection],
                                     maximumSelections: Int = BetSlip.defaultMaximumSelections) throws(ServiceProviderError) {
        guard selections.count <= maximumSelections else {
            throw InputValidation.fieldError("selections", "TOO_MANY", "A slip holds at most \(maximumSelections) selections.")
        }
    }

    /// A system slip's size: from 1 to the number of selections minus one, and few enough bets to count.
    private func validateSystemSize() throws(ServiceProviderError) {
        guard case .system(let size) = type else { return }
        guard size >= 1, size < selections.count else {
            throw .invalidRequest(message: "A system bet needs a size between 1 and the number of selections minus one.")
        }
        guard Self.combinations(selections.count, size) != nil else {
            throw .invalidRequest(message: "A system of \(size) from \(selections.count) selections makes more bets than can be counted.")
        }
    }
}

/// What to do when odds change between display and placement.
public enum OddsChangePolicy: Sendable, Hashable {
    /// Reject the bet if any odds changed.
    case acceptNone
    /// Accept only higher odds.
    case acceptHigher
    /// Accept any change.
    case acceptAny
}

/// A bet to place. `reference` is generated by the client and sent to the vendor where it
/// supports one, so a repeated submission cannot place the bet twice.
public struct BetPlacementRequest: Sendable, Hashable {
    /// The slip.
    public var slip: BetSlip
    /// A client-generated idempotency reference.
    public var reference: String
    /// What to do about changed odds.
    public var oddsChangePolicy: OddsChangePolicy
    /// A free bet to stake with, when any: the id of a granted free-bet bonus (``GrantedBonus/id``).
    /// A provider that holds one free-bet balance rather than numbered free bets (SportRadar)
    /// stakes from that balance (``WalletBalance/freeBet``) whenever an id is given, whichever it is.
    public var freeBetId: String?
    /// The odds boost to apply (``OddsBoostOffer/id``, from `BettingService.oddsBoosts(for:)`), when any.
    public var oddsBoostId: String?

    /// Creates a request with a fresh reference.
    public init(slip: BetSlip, reference: String = UUID().uuidString, oddsChangePolicy: OddsChangePolicy = .acceptNone,
                freeBetId: String? = nil, oddsBoostId: String? = nil) {
        self.slip = slip
        self.reference = reference
        self.oddsChangePolicy = oddsChangePolicy
        self.freeBetId = freeBetId
        self.oddsBoostId = oddsBoostId
    }
}
