import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The navigation tree, top competitions, outrights, single markets and extended live data.
/// These functions take the content JSON's layer-1 models, so the live socket's `refreshed`
/// frames (the same JSON) map through them too.
extension SportRadarModelMapper {
    /// Whether a region or competition node has anything to show: the app drops nodes whose
    /// `numevents` and `numoutrightevents` are both `"0"` (a missing counter counts as 0).
    static func hasEvents(_ node: SportRadarModels.NavigationNode) -> Bool {
        [node.numevents, node.numoutrightevents].contains { (Int($0 ?? "") ?? 0) > 0 }
    }

    /// The regions of a sport node (`boNavigationList` `F/{sport}`), empty ones dropped.
    static func regionIds(_ sport: SportRadarModels.NavigationList) -> [String] {
        (sport.bonavigationnodes ?? []).filter(hasEvents).map(\.idfwbonavigation)
    }

    /// The competitions of a region node (`boNavigationList` `F/{region}`), empty ones dropped,
    /// each with the region's name and id.
    static func competitions(region: SportRadarModels.NavigationList, sportId: String) -> [Competition] {
        (region.bonavigationnodes ?? []).filter(hasEvents).map { node in
            Competition(id: node.idfwbonavigation, name: node.name, sportId: sportId, region: region.name,
                        eventCount: node.numevents.flatMap { Int($0) }, regionId: region.idfwbonavigation)
        }
    }

    /// A competition node (`boNavigationList` `F/{competition}`) with its parent region.
    static func competition(_ node: SportRadarModels.NavigationList, id: String, region: SportRadarModels.NavigationList?,
                            sportId: String?) -> Competition {
        Competition(id: node.idfwbonavigation ?? id, name: node.name ?? id, sportId: sportId, region: region?.name,
                    eventCount: node.numevents.flatMap { Int($0) }, regionId: node.idfwbonavigation_parent)
    }

    /// The competition node ids of the top-competition quick links, in order: a link's
    /// `location` is a path whose last segment, lower-cased, is the node id; links whose id does
    /// not end in `.1` (promotions) are skipped. With `sportSlug`, only links whose segment
    /// three from the end equals it (compared lower-cased) are kept.
    static func topCompetitionIds(_ categories: [SportRadarModels.BannerCategory], sportSlug: String?) -> [String] {
        var ids: [String] = []
        for item in categories.flatMap({ $0.banneritems?.elements ?? [] }) {
            let segments = (item.location ?? "").split(separator: "/").map { $0.lowercased() }
            guard let id = segments.last, id.hasSuffix(".1"), !ids.contains(id) else { continue }
            if let sportSlug {
                guard segments.count >= 3, segments[segments.count - 3] == sportSlug else { continue }
            }
            ids.append(id)
        }
        return ids
    }

    /// The slug a sport's name takes in quick-link paths (`Football` → `football`,
    /// `Ice Hockey` → `ice-hockey`): lower-cased, accents removed, spaces as dashes.
    static func sportSlug(_ name: String) -> String {
        name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .lowercased().split(separator: " ").joined(separator: "-")
    }

    /// The events of a market list that carries its events' fields (`marketGroup` outrights, a
    /// `market` answer): markets grouped by `idfoevent` in order of first appearance. An
    /// outright has no sides: its one participant is the event's name.
    static func events(fromMarkets markets: [SportRadarModels.ContentMarket]) throws(ServiceProviderError) -> [Event] {
        var events: [Event] = []
        for raw in markets {
            guard let eventId = raw.idfoevent, let tsstart = raw.tsstart else {
                throw .decoding(type: "ContentMarket", codingPath: "idfoevent", debugDescription: "A market without its event's id or start")
            }
            let market = try Self.market(raw, isMain: raw.ismainoutright ?? false)
            if let index = events.firstIndex(where: { $0.id == eventId }) {
                events[index].markets.append(market)
                continue
            }
            guard let start = SportRadarDates.poseidon(tsstart) else {
                throw .decoding(type: "ContentMarket", codingPath: "tsstart", debugDescription: "Unknown date format: \(tsstart)")
            }
            let home = raw.participantname_home.flatMap { $0.isEmpty ? nil : Participant(name: $0, side: .home) }
            let away = raw.participantname_away.flatMap { $0.isEmpty ? nil : Participant(name: $0, side: .away) }
            var participants = [home, away].compactMap { $0 }
            if participants.isEmpty, let name = raw.eventname { participants = [Participant(name: name, side: nil)] }
            let sport = raw.idfosporttype.map { Sport(id: $0, name: raw.sportname ?? $0, kind: sportKind($0)) }
            let competition = raw.idfotournament.map {
                Competition(id: $0, name: raw.tournamentname ?? $0, sportId: raw.idfosporttype, region: raw.tournamentcountryname)
            }
            events.append(Event(id: eventId, sport: sport, competition: competition, participants: participants, startDate: start,
                                status: .notStarted, markets: [market]))
        }
        return events
    }

    /// What `liveDataExtended` says about an event. Fails when nothing could be read from it.
    static func liveData(_ data: SportRadarModels.LiveDataExtended) throws(ServiceProviderError) -> SportRadarLiveData {
        let attributes = data.attributes.COMPLETE
        var scores: [String: SportRadarModels.ScoreValue] = [:]
        for (key, attribute) in attributes { if let score = attribute.score { scores[key] = score } }
        let status = attributes["STATUS"]?.eventValue?.value
        let live = SportRadarLiveData(status: status.map { eventStatus(text: $0) },
                                      score: score(scores, serve: attributes["SERVE"]?.eventValue?.value),
                                      matchTime: data.matchTime)
        guard live.status != nil || live.score != nil || live.matchTime != nil else {
            throw .decoding(type: "LiveDataExtended", codingPath: "attributes.COMPLETE", debugDescription: "Nothing readable")
        }
        return live
    }
}

/// The live state `liveDataExtended` carries: each part only when the vendor sent it.
/// `matchTime` is the vendor's text, stoppage time included (`45:00 +2:00`).
struct SportRadarLiveData: Sendable, Equatable {
    var status: EventStatus?
    var score: Score?
    var matchTime: String?

    /// The event with this live state laid over its summary's.
    func applied(to event: Event) -> Event {
        var event = event
        if let status { event.status = status }
        if let score { event.score = score }
        if let matchTime { event.matchTime = matchTime }
        return event
    }
}
