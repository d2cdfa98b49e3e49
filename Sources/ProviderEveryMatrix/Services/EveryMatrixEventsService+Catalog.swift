import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sports with counts, tournaments, pre-live lists and search, from the aggregator.
extension EveryMatrixEventsService {
    /// The catalogue's features (offered only with a WebSocket).
    static let catalogFeatures: Set<Feature> = []
}
