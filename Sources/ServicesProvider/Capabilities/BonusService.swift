/// Bonuses: what the user has been granted and what they may claim.
public protocol BonusService: ProviderService {
    /// The bonuses granted to the signed-in user, active or not, in the provider's order.
    func grantedBonuses() async throws(ServiceProviderError) -> [GrantedBonus]
    /// The bonuses the signed-in user can still obtain (by a deposit, a code, …).
    func availableBonuses() async throws(ServiceProviderError) -> [AvailableBonus]
}

extension BonusService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func grantedBonuses() async throws(ServiceProviderError) -> [GrantedBonus] { throw unsupported(.grantedBonuses) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func availableBonuses() async throws(ServiceProviderError) -> [AvailableBonus] { throw unsupported(.availableBonuses) }
}
