import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The recommendation vendor's calls (Vaix, host ``SportRadarHost/recommendations``): its
/// recommender and its tracker, signed with the app's token, never with the player's session.
enum SportRadarVaixAPI {
    /// Every call's headers: the app's bearer token, the operator's client id, and `origin: null`
    /// as the vendor's own client sends them.
    static func headers(_ settings: SportRadarConfiguration.Recommendations?) -> [String: String] {
        guard let settings else { return [:] }
        return ["Authorization": "Bearer \(settings.apiToken)", "x-vaix-client-id": settings.clientId, "origin": "null"]
    }

    /// Where on the app the recommendations show: the vendor ranks and counts by it.
    static let popularLiveLocation = "liveevent-popular"
    static let combinationLocation = "multigame_acca"
    static let betBuilderLocation = "betbuilder_eventpage"
    /// The tracker's timeout, as the vendor's client sets it.
    static let trackerTimeout: TimeInterval = 5

    /// The player as the vendor knows them: `om<partyId>-eur` signed in (the vendor's client
    /// writes the currency `eur` whatever the account's), `0` signed out.
    static func user(partyId: String?) -> String {
        partyId.map { "om\($0)-eur" } ?? "0"
    }

    /// Popular live events for the player, most confident first.
    static func popularLiveEvents(user: String, count: Int) -> Request<SportRadarModels.VaixPopularEvents> {
        Request("/api/sports/events/popular", query: [
            URLQueryItem(name: "user", value: user), URLQueryItem(name: "from_offset", value: "-5h"),
            URLQueryItem(name: "filters", value: "status:eq:live"), URLQueryItem(name: "count", value: "\(count)"),
            URLQueryItem(name: "order_by", value: "-event_confidence,+begin"), URLQueryItem(name: "format", value: "orako"),
            URLQueryItem(name: "location", value: popularLiveLocation),
        ])
    }

    /// Promoted bet slips (accumulators); the vendor's client sends no user for them.
    static func promotedBetslips(count: Int) -> Request<SportRadarModels.VaixPromotedBetslips> {
        Request("/api/sports/betslips/popular", query: [
            URLQueryItem(name: "format", value: "orako"), URLQueryItem(name: "count", value: "\(count)"),
            URLQueryItem(name: "location", value: combinationLocation),
        ])
    }

    /// Bet builders for one event, named by its SportRadar match reference (`sr:match:…`, the
    /// content's `externalreference`), with the vendor client's filters and legs of 3.
    static func recommendedBetBuilders(eventReference: String, user: String, count: Int) -> Request<SportRadarModels.VaixBetBuilders> {
        Request("/api/sports/bet_builders/recommended", query: [
            URLQueryItem(name: "event_id", value: eventReference), URLQueryItem(name: "format", value: "orako"),
            URLQueryItem(name: "count", value: "\(count)"), URLQueryItem(name: "length", value: "3"),
            URLQueryItem(name: "filters", value: "status:in:not_started,live"), URLQueryItem(name: "to_offset", value: "7d"),
            URLQueryItem(name: "from_offset", value: "-5h"), URLQueryItem(name: "location", value: betBuilderLocation),
            URLQueryItem(name: "user", value: user),
        ])
    }

    /// One interaction told to the tracker; its answer is a status (204).
    static func track(_ body: SportRadarModels.VaixTrackerEvent) -> Request<Void> {
        Request(.post, "/api/tracker/events", body: .json(body), timeout: trackerTimeout)
    }
}
