import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The widget names and options the vendor's client mounts: the live match tracker
    /// (`match.lmtPlus`, scoreboard off) and the statistics (`betAssist.standalone`, per market).
    static let liveMatchTrackerName = "match.lmtPlus"
    static let statisticsName = "betAssist.standalone"

    /// The match id `eventExternalId` gave. It goes into the page's script as a number, so
    /// anything but ASCII digits is refused (`.invalidResponse`); a missing or empty `data` means
    /// the widget vendor does not cover the event (`.notFound`).
    static func widgetMatchId(_ response: SportRadarModels.WidgetMatchId) throws(ServiceProviderError) -> String {
        guard let matchId = response.data, !matchId.isEmpty else { throw .notFound }
        guard matchId.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw .invalidResponse(message: "The widget match id is not a number.")
        }
        return matchId
    }

    /// The widget of `kind` for the event's match id (``widgetMatchId(_:)``), loaded under `clientId`.
    static func matchWidget(_ response: SportRadarModels.WidgetMatchId, kind: MatchWidgetKind, loaderBaseURL: URL, clientId: String,
                            language: String) throws(ServiceProviderError) -> MatchWidget {
        let matchId = try widgetMatchId(response)
        let name: String, options: [String: String]
        switch kind {
        case .liveMatchTracker: (name, options) = (liveMatchTrackerName, ["scoreboard": "disable", "matchId": matchId])
        case .statistics(let market): (name, options) = (statisticsName, ["matchId": matchId, "market": market])
        }
        return MatchWidget(kind: kind, loaderURL: widgetLoaderURL(base: loaderBaseURL, clientId: clientId), name: name,
                           options: options, language: language.lowercased())
    }

    /// `<base>/<client id>/widgetloader`, the client id one path segment (percent-encoded but for
    /// RFC 3986's unreserved characters).
    static func widgetLoaderURL(base: URL, clientId: String) -> URL {
        var unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        unreserved.insert(charactersIn: "-._~")
        let segment = clientId.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return base }
        var path = components.percentEncodedPath
        if path.hasSuffix("/") { path.removeLast() }
        components.percentEncodedPath = path + "/" + segment + "/widgetloader"
        return components.url ?? base
    }
}
