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
}
