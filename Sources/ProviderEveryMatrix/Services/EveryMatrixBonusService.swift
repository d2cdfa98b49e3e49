import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bonuses over the Player API.
struct EveryMatrixBonusService: BonusService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// The bonus features (REST: offered everywhere).
    static let features: Set<Feature> = [.grantedBonuses, .availableBonuses]

    func grantedBonuses() async throws(ServiceProviderError) -> [GrantedBonus] {
        let granted = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.grantedBonuses(language: runtime.configuration.language))
        return granted.items.map(EveryMatrixModelMapper.grantedBonus)
    }

    func availableBonuses() async throws(ServiceProviderError) -> [AvailableBonus] {
        let applicable = try await runtime.executor(.player).send(EveryMatrixPlayerAPI.applicableBonuses(language: runtime.configuration.language))
        return applicable.bonuses.map(EveryMatrixModelMapper.availableBonus)
    }
}

extension EveryMatrixProvider {
    /// Granted and applicable bonuses.
    public var bonuses: any BonusService { EveryMatrixBonusService(runtime: runtime) }
}
