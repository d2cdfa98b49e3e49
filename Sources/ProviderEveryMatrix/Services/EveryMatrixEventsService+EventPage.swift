import Foundation
@_spi(ProviderKit) import ServicesProvider

/// One match's page from the aggregator: details, market groups, a group's markets, live updates.
extension EveryMatrixEventsService {
    /// The event page's features (offered only with a WebSocket).
    static let eventPageFeatures: Set<Feature> = []
}
