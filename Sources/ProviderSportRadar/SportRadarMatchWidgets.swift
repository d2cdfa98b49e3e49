import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Where the match widgets' scripts load from (``ServicesProvider/EventsService/matchWidget(_:eventId:)``):
/// the widget vendor's host and the operator's widget client ids, each a path segment of the
/// loader's address (`<loaderBaseURL>/<client id>/widgetloader`).
public struct SportRadarMatchWidgets: Sendable {
    /// The widget scripts' host, e.g. `https://widgets.sir.sportradar.com`.
    public var loaderBaseURL: URL
    /// The operator's widget client id, for the live match tracker.
    public var clientId: String
    /// The client id the statistics widget loads under; `nil`: no statistics widget
    /// (`.invalidRequest`). The vendor's client (the reference app) loads it under the widget vendor's
    /// demo client (`lmtdemo`), which an SDK must not ship: an operator names its own.
    public var statisticsClientId: String?

    /// Creates the widget settings.
    public init(loaderBaseURL: URL, clientId: String, statisticsClientId: String?) {
        self.loaderBaseURL = loaderBaseURL
        self.clientId = clientId
        self.statisticsClientId = statisticsClientId
    }
}

extension SportRadarMatchWidgets: SecretHiding {
    /// The host without user info or secret query values, and the client ids.
    package var printedFields: [(String, Any)] {
        [("loaderBaseURL", Redactor().url(loaderBaseURL)), ("clientId", clientId), ("statisticsClientId", statisticsClientId as Any)]
    }
}
