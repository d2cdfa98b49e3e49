/// Bet placement, history and cashout.
public protocol BettingService: ProviderService {
    /// What a slip would return.
    func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn
    /// Places a bet. Never retried automatically; the request's `reference` lets the vendor
    /// reject a duplicate.
    func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet
    /// The user's bets.
    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet>
    /// The current cashout offer for a bet.
    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer
    /// Accepts a cashout offer.
    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult
}

extension BettingService {
    public func potentialReturn(_ slip: BetSlip) async throws(ServiceProviderError) -> PotentialReturn { throw unsupported(.potentialReturn) }
    public func placeBet(_ request: BetPlacementRequest) async throws(ServiceProviderError) -> Bet { throw unsupported(.placeBet) }
    public func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> { throw unsupported(.betHistory) }
    public func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer { throw unsupported(.cashoutOffer) }
    public func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult { throw unsupported(.cashout) }
}
