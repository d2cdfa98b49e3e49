/// Bet placement, history and cashout.
public protocol BettingService: ProviderService {
    /// What a slip would return.
    func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn
    /// Places a bet. Never retried automatically; the request's `reference` lets the vendor
    /// reject a duplicate.
    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet
    /// The user's bets.
    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet>
    /// The current cashout offer for a bet (where offers are live, the first one that has a value).
    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer
    /// Live cashout offers for several bets on one stream: each bet's offer whenever its value
    /// changes. A bet without a value yet sends nothing; an offer below the bookmaker's minimum
    /// comes with ``CashoutOfferStatus/belowMinimum``.
    func cashoutOffers(betIds: [String]) -> LiveStream<CashoutOffer>
    /// A slip line's price while it sits on the slip: the price now, then each move, suspension
    /// and reopening; a withdrawn line is told once and ends the stream. Every consumer of one
    /// line shares one feed. Re-read ``bettingOptions(_:)`` after a change, as the slip's
    /// limits may follow the price.
    func priceUpdates(for selection: BetSelection) -> LiveStream<SelectionPrice>
    /// Accepts a cashout offer for the whole remaining stake.
    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult
    /// What the bookmaker allows for a slip (bet types, stake range, combined odds, forbidden
    /// combinations, free bets and boosts), asked again whenever the slip changes. A zero stake
    /// asks without a stake.
    func bettingOptions(_ slip: BetSlip) async throws(ServiceProviderError) -> BettingOptions
    /// The odds boosts the signed-in user could apply to the slip; empty when none.
    func oddsBoosts(for slip: BetSlip) async throws(ServiceProviderError) -> [OddsBoostOffer]
    /// A short code that stores the selections, to share them or restore them on another device.
    func bookingCode(for selections: [BetSelection]) async throws(ServiceProviderError) -> String
    /// The selections a booking code stores, at today's odds; those no longer offered are counted, not returned.
    func selections(forBookingCode code: String) async throws(ServiceProviderError) -> RestoredSelections
    /// A placed bet's selections at today's odds, to bet them again; legs no longer offered (or
    /// without an outcome id) are counted, not returned.
    func rebet(_ bet: Bet) async throws(ServiceProviderError) -> RestoredSelections
    /// Cashes out `partialStake` of the offer's remaining stake, at the offer's value prorated
    /// (``CashoutOffer/partialValue(for:)``); the rest of the bet stays open.
    func cashout(_ offer: CashoutOffer, partialStake: Money) async throws(ServiceProviderError) -> CashoutResult
    /// Places a bet the bookmaker held for the user's approval (``BetStatus/pendingConfirmation``
    /// from ``placeBet(_:)``, with ``Bet/slipId``): the bet, now open. `.betRejected` when
    /// the bookmaker no longer places it (for example the offer expired); `.invalidRequest` for a
    /// bet that is not waiting for approval.
    func confirmPendingBet(_ bet: Bet) async throws(ServiceProviderError) -> Bet
    /// Declines a bet the bookmaker held for the user's approval: nothing is placed.
    func rejectPendingBet(_ bet: Bet) async throws(ServiceProviderError)
    /// The bookmaker's odds and return for several selections of one event combined into one bet.
    /// `.betRejected` when the selections cannot be combined.
    func betBuilderQuote(selections: [BetSelection], stake: Money) async throws(ServiceProviderError) -> BetBuilderQuote
    /// Places a bet-builder bet at the quote's odds. Never retried automatically; `reference`
    /// places it once on this device. The result may be ``BetStatus/pendingConfirmation`` (see
    /// ``confirmPendingBet(_:)``).
    func placeBetBuilder(_ quote: BetBuilderQuote, reference: String) async throws(ServiceProviderError) -> Bet
    /// The special offer (such as a cashback) the bookmaker would attach to the slip;
    /// `.notFound` when none applies.
    func specialOffer(for slip: BetSlip) async throws(ServiceProviderError) -> SlipSpecialOffer
    /// How the user chose, in their account, to treat odds that change while a bet is placed.
    func oddsChangePolicy() async throws(ServiceProviderError) -> OddsChangePolicy
    /// Saves how the user wants changed odds treated; a policy the bookmaker cannot store is
    /// refused with `.invalidRequest` (see Docs/Providers.md).
    func setOddsChangePolicy(_ policy: OddsChangePolicy) async throws(ServiceProviderError)
    /// One of the signed-in user's bets, open or settled, with its legs; `.notFound` for an id
    /// the bookmaker does not know.
    func bet(id: String) async throws(ServiceProviderError) -> Bet
    /// Asks the bookmaker to price an open bet again at today's odds and returns the bet as it
    /// now stands: its odds and potential return may have changed, its stake has not.
    func refreshBet(id: String) async throws(ServiceProviderError) -> Bet
    /// Replaces an open bet's stake, bet type and selections with the slip's (what the
    /// bookmaker lets change) and returns the changed bet, priced at today's odds.
    /// `.betRejected` when the bookmaker refuses the change.
    func updateBet(id: String, to slip: BetSlip) async throws(ServiceProviderError) -> Bet
    /// Withdraws an open bet the bookmaker still lets go. `.conflict` when it no longer does
    /// (for example once an event has started), with the bookmaker's reason when it gave one.
    func deleteBet(id: String) async throws(ServiceProviderError)
    /// A placed bet, anyone's, by the code its owner shared (``Bet/shareCode``); no sign-in needed
    /// where the provider allows it. `.notFound` for an unknown code.
    func sharedBet(code: String) async throws(ServiceProviderError) -> Bet
    /// The QR code of one of the signed-in user's bets, to show where a bet is scanned.
    func qrCode(forBetId id: String) async throws(ServiceProviderError) -> BetQRCode
    /// The ids of the signed-in user's open bets the bookmaker would cash out now, spelled as
    /// ``Bet/id`` spells them in ``bets(_:)``, so an app shows the cashout action for a listed
    /// bet whose id is in the set. Empty when none can be; ask again before each list of open bets.
    func cashableBetIds() async throws(ServiceProviderError) -> Set<String>
}

extension BettingService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn { throw unsupported(.potentialReturn) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet { throw unsupported(.placeBet) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> { throw unsupported(.betHistory) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer { throw unsupported(.cashoutOffer) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult { throw unsupported(.cashout) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func bettingOptions(_ slip: BetSlip) async throws(ServiceProviderError) -> BettingOptions { throw unsupported(.bettingOptions) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func oddsBoosts(for slip: BetSlip) async throws(ServiceProviderError) -> [OddsBoostOffer] { throw unsupported(.oddsBoosts) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func bookingCode(for selections: [BetSelection]) async throws(ServiceProviderError) -> String { throw unsupported(.bookingCodes) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func selections(forBookingCode code: String) async throws(ServiceProviderError) -> RestoredSelections { throw unsupported(.bookingCodes) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func rebet(_ bet: Bet) async throws(ServiceProviderError) -> RestoredSelections { throw unsupported(.rebet) }
    /// Default: a stream that fails with `.notSupported(feature:provider:)`.
    public func cashoutOffers(betIds: [String]) -> LiveStream<CashoutOffer> { unsupportedStream(.cashoutOfferUpdates) }
    /// Default: a stream that fails with `.notSupported(feature:provider:)`.
    public func priceUpdates(for selection: BetSelection) -> LiveStream<SelectionPrice> { unsupportedStream(.slipPriceUpdates) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cashout(_ offer: CashoutOffer, partialStake: Money) async throws(ServiceProviderError) -> CashoutResult {
        throw unsupported(.partialCashout)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func confirmPendingBet(_ bet: Bet) async throws(ServiceProviderError) -> Bet { throw unsupported(.betConfirmation) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func rejectPendingBet(_ bet: Bet) async throws(ServiceProviderError) { throw unsupported(.betConfirmation) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func betBuilderQuote(selections: [BetSelection], stake: Money) async throws(ServiceProviderError) -> BetBuilderQuote {
        throw unsupported(.betBuilder)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func placeBetBuilder(_ quote: BetBuilderQuote, reference: String) async throws(ServiceProviderError) -> Bet {
        throw unsupported(.betBuilder)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func specialOffer(for slip: BetSlip) async throws(ServiceProviderError) -> SlipSpecialOffer { throw unsupported(.slipSpecialOffers) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func oddsChangePolicy() async throws(ServiceProviderError) -> OddsChangePolicy { throw unsupported(.oddsChangeSetting) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func setOddsChangePolicy(_ policy: OddsChangePolicy) async throws(ServiceProviderError) { throw unsupported(.oddsChangeSetting) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func bet(id: String) async throws(ServiceProviderError) -> Bet { throw unsupported(.betDetails) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func refreshBet(id: String) async throws(ServiceProviderError) -> Bet { throw unsupported(.betRefresh) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func updateBet(id: String, to slip: BetSlip) async throws(ServiceProviderError) -> Bet { throw unsupported(.betUpdate) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func deleteBet(id: String) async throws(ServiceProviderError) { throw unsupported(.betDeletion) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func sharedBet(code: String) async throws(ServiceProviderError) -> Bet { throw unsupported(.sharedBets) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func qrCode(forBetId id: String) async throws(ServiceProviderError) -> BetQRCode { throw unsupported(.betQRCode) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cashableBetIds() async throws(ServiceProviderError) -> Set<String> { throw unsupported(.cashableBets) }
}
