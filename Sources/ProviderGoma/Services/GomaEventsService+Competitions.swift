import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The browsing tree (sport → regions → competitions → a competition's events), a competition's
/// details and the featured competitions.
extension GomaEventsService {
    /// This area's features, part of this service's `features`.
    static let competitionFeatures: Set<Feature> = [.competitions, .regions, .competitionDetails, .popularCompetitions]
    /// How many region (or featured competition) requests run at once when a call needs several.
    static let treeConcurrency = 4
    /// The most competitions `popularCompetitions` returns.
    static let popularCompetitionsMaximum = 100

    /// `GET /api/regions/v1?sport_id=` (cached five minutes); empty for a sport Goma has no id for.
    func regions(sport: SportKind) async throws(ServiceProviderError) -> [Region] {
        guard let sportId = GomaModelMapper.sportId(sport) else { return [] }
        return try await runtime.executor(.api).send(GomaAPI.regions(sportId: sportId))
            .map { GomaModelMapper.region($0, sportId: sportId) }
    }

    /// `GET /api/competitions/v1?region_id=` (cached five minutes). The call names no sport, so
    /// the answer holds whatever the region holds; each competition says its own sport.
    func competitions(regionId: String) async throws(ServiceProviderError) -> [Competition] {
        try InputValidation.identifier(regionId, field: "regionId")
        return try await runtime.executor(.api).send(GomaAPI.competitions(regionId: regionId)).map(GomaModelMapper.competition)
    }

    /// Walks the tree: the sport's regions, then each region's competitions, in the regions'
    /// order. Cost: 1 + one request per region (dozens for a sport like football), at most
    /// ``treeConcurrency`` at once; each list is cached for five minutes, so a second walk within
    /// that time sends nothing. A region the vendor no longer knows (404) is skipped; a
    /// competition whose stated sport is another one is left out (a region id may be shared
    /// between sports, and the call takes none).
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] {
        guard let sportId = GomaModelMapper.sportId(sport) else { return [] }
        let regions = try await runtime.executor(.api).send(GomaAPI.regions(sportId: sportId))
        let executor = runtime.executor(.api)
        let lists = try await Self.inOrder(regions.map(\.id.value), width: Self.treeConcurrency) { regionId throws(ServiceProviderError) in
            try await Self.unlessGone { () throws(ServiceProviderError) in
                try await executor.send(GomaAPI.competitions(regionId: regionId))
            } ?? []
        }
        return lists.joined().map(GomaModelMapper.competition).filter { $0.sportId == nil || $0.sportId == sportId }
    }

    /// `GET /api/competitions/v1/{id}` (cached five minutes); `.notFound` when Goma does not know it.
    func competition(id: String) async throws(ServiceProviderError) -> Competition {
        try InputValidation.identifier(id, field: "id")
        return GomaModelMapper.competition(try await runtime.executor(.api).send(GomaAPI.competitionDetails(id: id)))
    }

    /// `GET /api/competitions/v1/featured` (cached five minutes), in the vendor's order, only the
    /// sport's. The path answers in one of two shapes: full competitions are filtered by the
    /// sport in their region (one without a region has no known sport and is left out); bare
    /// ids carry no sport or name, so each is resolved through the details call, at most
    /// ``treeConcurrency`` at once and only as many as `limit` needs. That the details call
    /// knows the featured ids (`"55807.1"`) is not evidenced by the vendor reference: an id it
    /// answers 404 for, or that is not a valid id, is skipped. `limit` is 1 to
    /// ``popularCompetitionsMaximum``.
    func popularCompetitions(sport: SportKind, limit: Int) async throws(ServiceProviderError) -> [Competition] {
        guard (1...Self.popularCompetitionsMaximum).contains(limit) else {
            throw .validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE",
                                             message: "limit must be from 1 to \(Self.popularCompetitionsMaximum).")])
        }
        guard let sportId = GomaModelMapper.sportId(sport) else { return [] }
        switch try await runtime.executor(.api).send(GomaAPI.featuredCompetitions) {
        case .competitions(let list):
            return Array(list.map(GomaModelMapper.competition).filter { $0.sportId == sportId }.prefix(limit))
        case .ids(let ids):
            return try await resolve(featured: ids.map(\.value), sportId: sportId, limit: limit)
        }
    }

    /// Resolves featured ids through the details call, a batch of ``treeConcurrency`` at a time,
    /// until `limit` competitions of the sport are found or the ids run out.
    private func resolve(featured ids: [String], sportId: String, limit: Int) async throws(ServiceProviderError) -> [Competition] {
        var seen = Set<String>()
        var remaining = ids.filter { id in
            (try? InputValidation.identifier(id, field: "id")) != nil && seen.insert(id).inserted
        }[...]
        let executor = runtime.executor(.api)
        var found: [Competition] = []
        while found.count < limit, !remaining.isEmpty {
            let batch = Array(remaining.prefix(Self.treeConcurrency))
            remaining = remaining.dropFirst(batch.count)
            let resolved = try await Self.inOrder(batch, width: batch.count) { id throws(ServiceProviderError) in
                try await Self.unlessGone { () throws(ServiceProviderError) in
                    try await executor.send(GomaAPI.competitionDetails(id: id))
                }
            }
            found += resolved.compactMap { $0 }.map(GomaModelMapper.competition).filter { $0.sportId == sportId }
        }
        return Array(found.prefix(limit))
    }

    /// A competition's events: the first page of `GET /api/competitions/v1/{id}/events` (the only
    /// page the vendor's client reads), kept to the query's sport and timing, then cut into the
    /// query's pages; pages past the vendor's first page are not reached.
    func competitionEvents(_ query: EventQuery, sportId: String, competitionId: String) async throws(ServiceProviderError) -> Page<Event> {
        try InputValidation.identifier(competitionId, field: "competitionId")
        let answer = try await runtime.executor(.api).send(GomaAPI.competitionEvents(id: competitionId))
        let events = answer.data.map(GomaModelMapper.event).filter { event in
            guard event.sport?.id == sportId else { return false }
            switch query.timing {
            case .all: return true
            case .live: return event.isLive
            case .upcoming: return event.status == .notStarted
            }
        }
        let page = query.page
        let start = (page.page - 1).multipliedReportingOverflow(by: page.pageSize)
        guard !start.overflow, start.partialValue < events.count else {
            return Page(items: [], request: page, hasMore: false)
        }
        let end = min(events.count, start.partialValue.addingReportingOverflow(page.pageSize).partialValue)
        let items = Array(events[start.partialValue..<max(start.partialValue, end)])
        return Page(items: items, request: page, hasMore: end < events.count)
    }

    /// The result, or `nil` when Goma answers 404 (a region or competition gone since it was listed).
    private static func unlessGone<T>(_ body: () async throws(ServiceProviderError) -> T) async throws(ServiceProviderError) -> T? {
        do {
            return try await body()
        } catch .notFound {
            return nil
        }
    }

    /// `body` for each input, at most `width` at a time, the results in the inputs' order; the
    /// first error cancels the others and is thrown.
    private static func inOrder<T: Sendable>(_ inputs: [String], width: Int,
                                             _ body: @escaping @Sendable (String) async throws(ServiceProviderError) -> T)
        async throws(ServiceProviderError) -> [T] {
        do {
            return try await withThrowingTaskGroup(of: (Int, T).self) { group in
                var results: [Int: T] = [:]
                var next = 0
                while next < inputs.count, next < max(1, width) {
                    let index = next, input = inputs[index]
                    group.addTask { (index, try await body(input)) }
                    next += 1
                }
                while let (index, value) = try await group.next() {
                    results[index] = value
                    if next < inputs.count {
                        let index = next, input = inputs[index]
                        group.addTask { (index, try await body(input)) }
                        next += 1
                    }
                }
                return inputs.indices.compactMap { results[$0] }
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }
}
