import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Limits, time-out and self-exclusion over the Player API.
struct EveryMatrixResponsibleGamingService: ResponsibleGamingService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }

    /// The responsible-gaming features (REST: offered everywhere).
    static let features: Set<Feature> = []
}

extension EveryMatrixProvider {
    /// Monetary limits, time-out and self-exclusion.
    public var responsibleGaming: any ResponsibleGamingService { EveryMatrixResponsibleGamingService(runtime: runtime) }
}
