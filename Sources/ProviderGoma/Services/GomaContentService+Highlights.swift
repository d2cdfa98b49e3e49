import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The highlighted events (`GET /api/events/v1/highlights`).
extension GomaContentService {
    /// This area's features, part of this service's `features`.
    static let highlightFeatures: Set<Feature> = [.highlightedEvents]

    /// Pointers become cards naming their event and market; whole events travel in the card.
    /// Items of neither shape are skipped. A pointer's event is not loaded: the answer is
    /// returned as it is. Cached for `GomaAPI.slowListTTL`.
    func highlightedEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        try await runtime.executor(.api).send(GomaAPI.highlights).elements.map(GomaModelMapper.highlight)
    }
}
