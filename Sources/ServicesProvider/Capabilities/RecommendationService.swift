/// Personalised recommendations, resolved by the sportsbook into what the player can bet on now.
public protocol RecommendationService: ProviderService {
    /// Up to `limit` (1 to 100) events recommended to the signed-in player, in the recommender's
    /// order; those the sportsbook no longer offers are left out.
    func recommendedEvents(limit: Int) async throws(ServiceProviderError) -> [RecommendedEvent]
    /// A combination of up to `limit` (1 to 30) selections recommended to the signed-in player.
    func recommendedCombination(limit: Int) async throws(ServiceProviderError) -> RecommendedCombination
    /// Up to `limit` (1 to 10) bet builders recommended to the player for one event, each a
    /// combination of that event's selections at today's prices (priced as one bet with
    /// ``BettingService``'s bet builder calls); a builder none of whose picks is still offered
    /// is left out, one missing some counts them in its `unavailableCount`.
    func recommendedBetBuilders(eventId: String, limit: Int) async throws(ServiceProviderError) -> [RecommendedCombination]
    /// Tells the recommender what the player did with its recommendations, so it learns. Best
    /// effort: returns once the call is handed to the pipeline, never waiting for the vendor nor
    /// failing for its answer; nothing is sent while tracking is off (``setTracking(enabled:)``).
    /// Throws only what the input breaks (an empty or hostile id).
    func track(_ interaction: RecommendationInteraction) async throws(ServiceProviderError)
    /// Turns the tracking of ``track(_:)`` on or off for this provider (the player's choice, e.g.
    /// a withdrawn analytics consent); on until turned off, unless the provider's configuration
    /// says otherwise.
    func setTracking(enabled: Bool)
}

extension RecommendationService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func recommendedEvents(limit: Int) async throws(ServiceProviderError) -> [RecommendedEvent] {
        throw unsupported(.recommendedEvents)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func recommendedCombination(limit: Int) async throws(ServiceProviderError) -> RecommendedCombination {
        throw unsupported(.recommendedCombinations)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func recommendedBetBuilders(eventId: String, limit: Int) async throws(ServiceProviderError) -> [RecommendedCombination] {
        throw unsupported(.recommendedBetBuilders)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func track(_ interaction: RecommendationInteraction) async throws(ServiceProviderError) {
        throw unsupported(.recommendationTracking)
    }
    /// Default: nothing to turn off (the provider tracks nothing).
    public func setTracking(enabled: Bool) {}
}
