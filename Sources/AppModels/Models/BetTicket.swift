/// A placed bet ready for the "My bets" list.
public struct BetTicket: Sendable, Equatable, Identifiable {
    /// The bet's id.
    public var id: String
    /// `Single`, `Multiple`, `System 2/3`.
    public var typeText: String
    /// `Open`, `Won`, `Cashed out`…
    public var statusText: String
    /// Whether the bet is settled.
    public var isSettled: Bool
    /// The stake, `€10.00`.
    public var stakeText: String
    /// The potential return, when known.
    public var potentialReturnText: String?
    /// What it paid, once settled.
    public var payoutText: String?
    /// The combined odds in the preferred format.
    public var totalOddsText: String?
    /// When it was placed, absolute.
    public var placedAtText: String?
    /// Its legs.
    public var legs: [BetTicketLeg]

    /// Creates a ticket.
    public init(id: String, typeText: String, statusText: String, isSettled: Bool, stakeText: String,
                potentialReturnText: String?, payoutText: String?, totalOddsText: String?, placedAtText: String?,
                legs: [BetTicketLeg]) {
        self.id = id
        self.typeText = typeText
        self.statusText = statusText
        self.isSettled = isSettled
        self.stakeText = stakeText
        self.potentialReturnText = potentialReturnText
        self.payoutText = payoutText
        self.totalOddsText = totalOddsText
        self.placedAtText = placedAtText
        self.legs = legs
    }
}

/// One leg of a ticket.
public struct BetTicketLeg: Sendable, Equatable {
    /// The event's name.
    public var eventName: String
    /// `Market: Outcome`, e.g. `Match Result: Home`.
    public var selectionText: String
    /// The odds taken, in the preferred format.
    public var oddsText: String
    /// The leg's status.
    public var statusText: String
    /// The kick-off, when known.
    public var kickoffText: String?
    /// The final result, when settled.
    public var resultText: String?

    /// Creates a leg.
    public init(eventName: String, selectionText: String, oddsText: String, statusText: String,
                kickoffText: String?, resultText: String?) {
        self.eventName = eventName
        self.selectionText = selectionText
        self.oddsText = oddsText
        self.statusText = statusText
        self.kickoffText = kickoffText
        self.resultText = resultText
    }
}

/// A bet slip's summary before placement.
public struct BetSlipSummary: Sendable, Equatable {
    /// `Single`, `Multiple`, `System 2/3`.
    public var typeText: String
    /// How many bets the slip makes.
    public var numberOfBets: Int
    /// The total stake.
    public var totalStakeText: String
    /// The maximum return; an estimate (``isEstimate``) reads `≈ 38,00 €`.
    public var potentialReturnText: String
    /// The combined odds, for a multiple.
    public var totalOddsText: String?
    /// Whether the return is the SDK's estimate from the slip's odds, not the bookmaker's own
    /// figure (``ServicesProvider/PotentialReturn/isEstimate``).
    public var isEstimate: Bool

    /// Creates a summary.
    public init(typeText: String, numberOfBets: Int, totalStakeText: String, potentialReturnText: String, totalOddsText: String?,
                isEstimate: Bool = false) {
        self.typeText = typeText
        self.numberOfBets = numberOfBets
        self.totalStakeText = totalStakeText
        self.potentialReturnText = potentialReturnText
        self.totalOddsText = totalOddsText
        self.isEstimate = isEstimate
    }
}
