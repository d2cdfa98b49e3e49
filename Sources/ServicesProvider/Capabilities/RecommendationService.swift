/// Personalised recommendations, resolved by the sportsbook into what the player can bet on now.
public protocol RecommendationService: ProviderService {
    /// Up to `limit` (1 to 100) events recommended to the signed-in player, in the recommender's
    /// order; those the sportsbook no longer offers are left out.
    func recommendedEvents(limit: Int) async throws(ServiceProviderError) -> [RecommendedEvent]
    /// A combination of up to `limit` (1 to 30) selections recommended to the signed-in player.
    func recommendedCombination(limit: Int) async throws(ServiceProviderError) -> RecommendedCombination
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
}
