import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Deposit, wager and responsible-gaming limits, and player locks, over Omega.
struct SportRadarResponsibleGamingService: ResponsibleGamingService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }

    /// This area's features, as `SportRadarProvider.features` offers them.
    static let features: Set<Feature> = []
}

extension SportRadarProvider {
    /// Limits and player locks.
    public var responsibleGaming: any ResponsibleGamingService { SportRadarResponsibleGamingService(runtime: runtime) }
}
