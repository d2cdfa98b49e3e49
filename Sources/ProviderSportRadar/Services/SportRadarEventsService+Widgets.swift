import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Match widgets: the content API gives the event's match id at the widget vendor
/// (`eventExternalId`); the widget is then the vendor's public script, described as data.
extension SportRadarEventsService {
    /// This area's features: the widgets only where `SportRadarConfiguration.matchWidgets` is set.
    var widgetFeatures: Set<Feature> { runtime.configuration.matchWidgets == nil ? [] : [.matchWidgets] }

    /// The event id and a statistics market are checked first; statistics without a
    /// `statisticsClientId` are `.invalidRequest`, nothing sent. An event the content API does not
    /// know is `.notFound`, as is one without a match id.
    func matchWidget(_ kind: MatchWidgetKind, eventId: String) async throws(ServiceProviderError) -> MatchWidget {
        guard let widgets = runtime.configuration.matchWidgets else { throw unsupported(.matchWidgets) }
        try InputValidation.identifier(eventId, field: "eventId")
        let clientId: String
        switch kind {
        case .liveMatchTracker:
            clientId = widgets.clientId
        case .statistics(let market):
            try InputValidation.identifier(market, field: "market")
            guard let statistics = widgets.statisticsClientId else {
                throw .invalidRequest(message: "No statistics widget is configured for this operator.")
            }
            clientId = statistics
        }
        let answer = try await runtime.executor(.content).send(SportRadarPoseidonAPI.widgetMatchId(eventId: eventId, language: language))
        return try SportRadarModelMapper.matchWidget(answer, kind: kind, loaderBaseURL: widgets.loaderBaseURL, clientId: clientId,
                                                     language: language)
    }
}
