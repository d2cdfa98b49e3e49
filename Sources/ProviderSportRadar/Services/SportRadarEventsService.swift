import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sports, competitions and events from Poseidon's content API (`POST /services/content/get`).
struct SportRadarEventsService: EventsService {
    let runtime: SportRadarRuntime
    /// The live socket (`SportRadarEventsService+Live.swift`); `nil`: no live data.
    var live: SportRadarLive?
    var providerName: String { runtime.name }

    /// This area's features, as `SportRadarProvider.features` offers them.
    static let features: Set<Feature> = [.sports, .competitions, .events, .eventDetails]

    func sports() async throws(ServiceProviderError) -> [Sport] {
        let endpoint = SportRadarPoseidonAPI.navigation(id: "\(runtime.configuration.frontEndCode)/top", language: runtime.configuration.language)
        let response = try await runtime.executor(.content).send(endpoint)
        return SportRadarModelMapper.sports(response.data)
    }

    /// The sport's navigation node (`{frontEndCode}/{sportNodeId}`, from the method reference's
    /// `getSportRegions`): its regions' market groups are the competitions.
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] {
        guard let node = try await sports().first(where: { $0.kind == sport }) else { return [] }
        let endpoint = SportRadarPoseidonAPI.navigation(id: "\(runtime.configuration.frontEndCode)/\(node.id)", language: runtime.configuration.language)
        let response = try await runtime.executor(.content).send(endpoint)
        return SportRadarModelMapper.competitions(response.data, sportId: node.id)
    }

    /// A competition's events (`eventGroup` content); the vendor lists per competition only.
    func events(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> {
        guard let competitionId = query.competitionId else {
            throw .invalidRequest(message: "SportRadar lists events per competition: set EventQuery.competitionId.")
        }
        let endpoint = SportRadarPoseidonAPI.eventGroup(id: competitionId, language: runtime.configuration.language)
        let response = try await runtime.executor(.content).send(endpoint)
        let all = try response.data.events.map { event throws(ServiceProviderError) in try SportRadarModelMapper.event(event) }
        let wantedCode = SportRadarModelMapper.sportCode(query.sport)
        let filtered = all.filter { event in
            let sportMatches = wantedCode == nil || event.sport?.id == wantedCode
            switch query.timing {
            case .all: return sportMatches
            case .live: return sportMatches && event.isLive
            case .upcoming: return sportMatches && event.status == .notStarted
            }
        }
        let start = (query.page.page - 1) * query.page.pageSize
        let items = start < filtered.count ? Array(filtered[start..<min(filtered.count, start + query.page.pageSize)]) : []
        return Page(items: items, page: query.page.page, hasMore: start + query.page.pageSize < filtered.count)
    }

    func event(id: String) async throws(ServiceProviderError) -> Event {
        try InputValidation.identifier(id, field: "id")
        let endpoint = SportRadarPoseidonAPI.event(id: id, language: runtime.configuration.language)
        let response = try await runtime.executor(.content).send(endpoint)
        return try SportRadarModelMapper.event(response.data)
    }
}

extension SportRadarProvider {
    /// Sports, competitions and events.
    public var events: any EventsService { SportRadarEventsService(runtime: runtime, live: live) }
}
