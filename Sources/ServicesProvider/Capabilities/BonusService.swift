/// Bonuses: what the user has been granted and what they may claim, promotion codes, opt-in
/// plans, and win boosts on placed bets.
public protocol BonusService: ProviderService {
    /// The bonuses granted to the signed-in user, active or not, in the provider's order.
    func grantedBonuses() async throws(ServiceProviderError) -> [GrantedBonus]
    /// The bonuses the signed-in user can still obtain (by a deposit, a code, …).
    func availableBonuses() async throws(ServiceProviderError) -> [AvailableBonus]
    /// Claims a bonus with a promotion code the user typed. Returns the bonus it granted, or `nil`
    /// when the provider does not say which; an unknown code is `.validation` on `bonusCode`.
    func redeemBonusCode(_ code: String) async throws(ServiceProviderError) -> GrantedBonus?
    /// Opts in to an available bonus the user must choose (``AvailableBonus/isSelectable``), by
    /// its ``AvailableBonus/id``; it then shows among the granted bonuses.
    func optInBonus(id: String) async throws(ServiceProviderError)
    /// Withdraws an opt-in before the bonus starts: `id` is the ``GrantedBonus/id`` of a
    /// ``BonusStatus/pending`` bonus.
    func optOutBonus(id: String) async throws(ServiceProviderError)
    /// Gives up a granted bonus (``GrantedBonus/id``) and what it credited.
    func cancelBonus(id: String) async throws(ServiceProviderError)
    /// The win boosts for a bet just placed: the offered one (``WinBoostStatus/eligible``, with its
    /// wheel) or why there is none. The provider may take a moment to decide: ask again while the
    /// answer is neither eligible, not eligible nor timed out.
    func winBoosts(for bet: Bet) async throws(ServiceProviderError) -> [WinBoost]
    /// Accepts (spins the wheel) or declines an offered win boost; returns it with its new status
    /// and, once accepted, the tier it landed on.
    func respondToWinBoost(_ boost: WinBoost, accept: Bool) async throws(ServiceProviderError) -> WinBoost
    /// The win boosts accepted or awarded on the given bets, each naming its bet.
    func grantedWinBoosts(for bets: [Bet]) async throws(ServiceProviderError) -> [WinBoost]
}

extension BonusService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func grantedBonuses() async throws(ServiceProviderError) -> [GrantedBonus] { throw unsupported(.grantedBonuses) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func availableBonuses() async throws(ServiceProviderError) -> [AvailableBonus] { throw unsupported(.availableBonuses) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func redeemBonusCode(_ code: String) async throws(ServiceProviderError) -> GrantedBonus? { throw unsupported(.redeemBonusCode) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func optInBonus(id: String) async throws(ServiceProviderError) { throw unsupported(.bonusOptIn) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func optOutBonus(id: String) async throws(ServiceProviderError) { throw unsupported(.bonusOptIn) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cancelBonus(id: String) async throws(ServiceProviderError) { throw unsupported(.cancelBonus) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func winBoosts(for bet: Bet) async throws(ServiceProviderError) -> [WinBoost] { throw unsupported(.winBoosts) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func respondToWinBoost(_ boost: WinBoost, accept: Bool) async throws(ServiceProviderError) -> WinBoost {
        throw unsupported(.winBoosts)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func grantedWinBoosts(for bets: [Bet]) async throws(ServiceProviderError) -> [WinBoost] { throw unsupported(.winBoosts) }
}
