import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Live lists from the notification socket (`liveDataSummaryAdvancedListBySportType`, page 0).
extension SportRadarEventsService {
    /// The live features (offered only with a WebSocket and a `liveSocketURL`).
    static let liveFeatures: Set<Feature> = [.liveEvents, .liveChanges]

    /// The whole live list after each `refreshed` content and each batch of changes. One socket
    /// per sport serves every consumer of this provider; a late one gets the latest list first.
    func liveEvents(sport: SportKind) -> LiveStream<[Event]> {
        guard let live else { return unsupportedStream(.liveEvents) }
        guard let code = SportRadarModelMapper.sportCode(sport) else { return .failing(Self.noSportCode(sport)) }
        return runtime.liveFeeds.lists(sport, producer: liveListFeed(live, sportCode: code).producer())
    }

    /// One `eventAdded` per live event first, then the socket's granular changes (odds, selection
    /// and market suspensions, score, match time, status, markets and events added or removed).
    /// Shares the sport's socket with ``liveEvents(sport:)``.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange> {
        guard let live else { return unsupportedStream(.liveChanges) }
        guard let code = SportRadarModelMapper.sportCode(sport) else { return .failing(Self.noSportCode(sport)) }
        return runtime.liveFeeds.changes(sport, producer: liveListFeed(live, sportCode: code).producer())
    }

    private func liveListFeed(_ live: SportRadarLive, sportCode: String) -> SportRadarLiveFeed {
        SportRadarLiveFeed(live: live, contents: [SportRadarLiveContent.liveList(sportCode: sportCode)])
    }

    static func noSportCode(_ sport: SportKind) -> ServiceProviderError {
        .invalidRequest(message: "SportRadar has no sport code for \(sport).")
    }
}
