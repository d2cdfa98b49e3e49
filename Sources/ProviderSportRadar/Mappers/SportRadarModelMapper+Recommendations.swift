import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The tracker's body for an interaction, as the vendor's client writes it: position 0, the
    /// popular-live location and the `ios` channel whatever the screen (what else the vendor
    /// takes is not documented).
    static func trackerEvent(_ interaction: RecommendationInteraction, userId: Int) -> SportRadarModels.VaixTrackerEvent {
        typealias Payload = SportRadarModels.VaixTrackerEvent.Payload
        let location = SportRadarVaixAPI.popularLiveLocation
        switch interaction {
        case .shown(let eventIds):
            return .init(event_type: "impressions:events", user_id: userId,
                         data: Payload(position: 0, location: location, channel: "ios", events: eventIds.map { .init(id: $0) }, event_id: nil, outcome_id: nil))
        case .eventOpened(let eventId):
            return .init(event_type: "clicks:event", user_id: userId,
                         data: Payload(position: 0, location: location, channel: "ios", events: nil, event_id: eventId, outcome_id: nil))
        case .outcomePicked(let eventId, let outcomeId):
            return .init(event_type: "clicks:outcome", user_id: userId,
                         data: Payload(position: 0, location: location, channel: "ios", events: nil, event_id: eventId, outcome_id: outcomeId))
        }
    }
}
