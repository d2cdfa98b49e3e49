import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bonuses over Omega.
struct SportRadarBonusService: BonusService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }

    /// This area's features, as `SportRadarProvider.features` offers them.
    static let features: Set<Feature> = []
}

extension SportRadarProvider {
    /// Granted bonuses, bonus codes, opt-in plans.
    public var bonuses: any BonusService { SportRadarBonusService(runtime: runtime) }
}
