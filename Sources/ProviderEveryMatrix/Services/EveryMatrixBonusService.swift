import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bonuses over the Player API.
struct EveryMatrixBonusService: BonusService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }

    /// The bonus features (REST: offered everywhere).
    static let features: Set<Feature> = []
}

extension EveryMatrixProvider {
    /// Granted and applicable bonuses.
    public var bonuses: any BonusService { EveryMatrixBonusService(runtime: runtime) }
}
