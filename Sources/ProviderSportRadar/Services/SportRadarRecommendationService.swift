import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Recommendations from the operator's recommendation vendor (Vaix), each pick then read from
/// SportRadar's content as the event page reads it, so the player sees the sportsbook's event
/// and today's odds. Unlike the vendor's client, the recommender's order is kept (it shows the
/// events in the order their reads complete), and a pointer that does not decode is dropped
/// alone. Impressions and clicks go to the vendor's tracker in the background, while tracking
/// is on.
struct SportRadarRecommendationService: RecommendationService {
    let runtime: SportRadarRuntime
    let events: SportRadarEventsService
    let tracking: Locked<Bool>
    var providerName: String { runtime.name }

    /// Offered with the operator's vendor settings.
    var features: Set<Feature> { runtime.configuration.recommendations == nil ? [] : Self.features }
    static let features: Set<Feature> = [.recommendedEvents, .recommendedCombinations, .recommendedBetBuilders, .recommendationTracking]
    /// How many events are read at once.
    static let width = 8

    /// Popular live events for the player (the vendor's only events recommendation), those
    /// SportRadar still offers, in the vendor's order.
    func recommendedEvents(limit: Int) async throws(ServiceProviderError) -> [RecommendedEvent] {
        try settings(.recommendedEvents, limit: limit, maximum: InputValidation.maximumSearchResults)
        let user = SportRadarVaixAPI.user(partyId: await runtime.session.current?.userId)
        let answer = try await runtime.executor(.recommendations).send(SportRadarVaixAPI.popularLiveEvents(user: user, count: limit))
        let ids = Array(answer.data.elements.map(\.eventId).prefix(limit))
        let events = self.events
        let offered = try await offeredEvents(ids, width: Self.width) { id throws(ServiceProviderError) in try await events.event(id: id) }
        return ids.compactMap { offered[$0].map { RecommendedEvent(event: $0) } }
    }

    /// The first promoted bet slip's selections (up to `limit`), each at the price its market has
    /// now; one whose market or open selection SportRadar no longer has is counted as
    /// unavailable.
    func recommendedCombination(limit: Int) async throws(ServiceProviderError) -> RecommendedCombination {
        try settings(.recommendedCombinations, limit: limit, maximum: BetSlip.defaultMaximumSelections)
        let answer = try await runtime.executor(.recommendations).send(SportRadarVaixAPI.promotedBetslips(count: 5))
        let picks = (answer.data.betslips.elements.first?.betslip.elements ?? []).prefix(limit)
            .map { Leg(eventId: $0.eventId, marketId: $0.orako_market_id, selectionId: $0.orako_selection_id) }
        return Self.combination(of: picks, byMarket: try await eventsByMarket(picks))
    }

    /// The event's bet builders: its match reference (`externalreference`) read from SportRadar's
    /// content, since the vendor names events by it, then each builder's legs read as
    /// ``recommendedCombination(limit:)`` reads its picks. An event without a reference has none.
    func recommendedBetBuilders(eventId: String, limit: Int) async throws(ServiceProviderError) -> [RecommendedCombination] {
        try settings(.recommendedBetBuilders, limit: limit, maximum: Self.maximumBetBuilders)
        try InputValidation.identifier(eventId, field: "eventId")
        let content = try await runtime.executor(.content).send(SportRadarPoseidonAPI.event(id: eventId, language: events.language)).data
        guard let reference = content.externalreference, !reference.isEmpty else { return [] }
        let user = SportRadarVaixAPI.user(partyId: await runtime.session.current?.userId)
        let answer = try await runtime.executor(.recommendations).send(
            SportRadarVaixAPI.recommendedBetBuilders(eventReference: reference, user: user, count: limit))
        let builders = answer.data.elements.filter { $0.eventId == eventId }.flatMap(\.bet_builders.elements).prefix(limit)
            .map { $0.map { Leg(eventId: eventId, marketId: $0.orako_market_id, selectionId: $0.orako_selection_id) } }
        let byMarket = try await eventsByMarket(builders.flatMap { $0 })
        return builders.map { Self.combination(of: $0, byMarket: byMarket) }.filter { !$0.selections.isEmpty }
    }

    /// The most bet builders asked for (the vendor's client asks for 5).
    static let maximumBetBuilders = 10

    /// A recommended pick as content ids.
    struct Leg {
        let eventId: String
        let marketId: String
        let selectionId: String
    }

    /// The events of the legs' markets, by market id: each market names its event, carried even
    /// when the event lists only its main markets.
    private func eventsByMarket(_ legs: [Leg]) async throws(ServiceProviderError) -> [String: Event] {
        let events = self.events
        var marketIds: [String] = []
        for leg in legs where !marketIds.contains(leg.marketId) { marketIds.append(leg.marketId) }
        return try await offeredEvents(marketIds, width: Self.width) { marketId throws(ServiceProviderError) in
            try await events.event(containingMarket: marketId)
        }
    }

    /// The legs still offered open, at today's prices, in order; the others counted.
    static func combination(of legs: [Leg], byMarket: [String: Event]) -> RecommendedCombination {
        var selections: [BetSelection] = []
        var shown: [Event] = []
        for leg in legs {
            guard let event = byMarket[leg.marketId], event.id == leg.eventId,
                  let market = event.markets.first(where: { $0.id == leg.marketId }), market.isAvailable,
                  let outcome = market.outcomes.first(where: { $0.id == leg.selectionId }), outcome.status == .open else { continue }
            selections.append(BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId))
            if !shown.contains(where: { $0.id == event.id }) { shown.append(event) }
        }
        return RecommendedCombination(selections: selections, events: shown, unavailableCount: legs.count - selections.count)
    }

    /// Hands the interaction to the pipeline and returns: the vendor's answer (204) or failure
    /// never reaches the app (the monitor still sees it). Nothing is sent while tracking is off,
    /// nor for a signed-in player whose party id is not a number (the vendor's body wants one).
    func track(_ interaction: RecommendationInteraction) async throws(ServiceProviderError) {
        guard runtime.configuration.recommendations != nil else { throw unsupported(.recommendationTracking) }
        try interaction.validate()
        guard tracking.withLock({ $0 }) else { return }
        let userId: Int
        if let partyId = await runtime.session.current?.userId {
            guard let number = Int(partyId) else { return }
            userId = number
        } else {
            userId = 0
        }
        let body = SportRadarModelMapper.trackerEvent(interaction, userId: userId)
        let executor = runtime.executor(.recommendations)
        Task { try? await executor.send(SportRadarVaixAPI.track(body)) }
    }

    func setTracking(enabled: Bool) {
        tracking.withLock { $0 = enabled }
    }

    /// Checks `limit`; `.notSupported` without the vendor's settings.
    private func settings(_ feature: Feature, limit: Int, maximum: Int) throws(ServiceProviderError) {
        guard runtime.configuration.recommendations != nil else { throw unsupported(feature) }
        guard (1...maximum).contains(limit) else {
            throw .validation(fields: [ServiceProviderError.FieldError(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to \(maximum).")])
        }
    }
}

extension SportRadarModels.VaixBetBuilders.Event {
    /// The event's content id (the part after the last `:`, as for popular events).
    var eventId: String { orako_event_id.split(separator: ":").last.map(String.init) ?? orako_event_id }
}

extension SportRadarModels.VaixSelection {
    /// The event's content id (the part after the last `:`, as for popular events).
    var eventId: String { orako_event_id.split(separator: ":").last.map(String.init) ?? orako_event_id }
}

extension SportRadarProvider {
    /// Recommendations from the operator's recommendation vendor, when configured.
    public var recommendations: any RecommendationService {
        SportRadarRecommendationService(runtime: runtime, events: SportRadarEventsService(runtime: runtime, live: live),
                                        tracking: recommendationTracking)
    }
}
