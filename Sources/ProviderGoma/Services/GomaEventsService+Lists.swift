import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The paged pre-live lists (trending, upcoming), kept live by polling, and the ended events.
extension GomaEventsService {
    /// This area's features, part of this service's `features`.
    static let listFeatures: Set<Feature> = [.popularEvents, .upcomingEvents, .endedEvents]

    /// `GET /api/events/v1/trending`, the vendor client's "sort by popularity", page by page (see
    /// ``pages(sport:request:)``).
    func popularEvents(sport: SportKind) -> LiveEventPages {
        pages(sport: sport, request: GomaAPI.trendingEvents(sportId:page:))
    }

    /// `GET /api/events/v1/upcoming`, page by page (see ``pages(sport:request:)``).
    func upcomingEvents(sport: SportKind) -> LiveEventPages {
        pages(sport: sport, request: GomaAPI.upcomingEvents(sportId:page:))
    }

    /// `GET /api/events/v1/scores`: one page (the vendor's size; `page.pageSize` is not sent).
    /// Goma marks them `FT`/`ET` with `is_live` 0: `.ended`, scored from `ft_score`/`et_score`.
    /// A sport Goma has no id for has no ended events.
    func endedEvents(sport: SportKind, page: PageRequest) async throws(ServiceProviderError) -> Page<Event> {
        guard let sportId = GomaModelMapper.sportId(sport) else { return Page(items: [], request: page, hasMore: false) }
        let paged = try await runtime.executor(.api).send(GomaAPI.endedEvents(sportId: sportId, page: page.page))
        return GomaModelMapper.eventPage(paged, request: page)
    }

    /// A REST list as ``LiveEventPages``: the pager counts in pages of
    /// `GomaAPI.eventListPageSize`, so `loadMore()` asks one page more; pages 1 to n are read in
    /// order, stopping at the first short or empty one (the server's `per_page` decides), and
    /// read again every `livePollInterval` (Goma has no push), a new snapshot only when the list
    /// changed. Each `LiveEventPages` polls on its own; it stops when its consumer stops.
    /// Transient errors back off as the live list's poll does; others end the stream.
    private func pages(sport: SportKind,
                       request: @escaping @Sendable (_ sportId: String, _ page: Int) -> Request<GomaModels.Paged<GomaModels.Event>>) -> LiveEventPages {
        let runtime = self.runtime
        let pageSize = GomaAPI.eventListPageSize
        return .growing(pageSize: pageSize, maximum: pageSize * GomaAPI.eventListMaximumPages) { count in
            let pageCount = max(1, (count + pageSize - 1) / pageSize)
            let poller = LivePoller(interval: runtime.configuration.livePollInterval, sleep: runtime.sleep) { () throws(ServiceProviderError) -> EventPageSnapshot in
                guard let sportId = GomaModelMapper.sportId(sport) else { return EventPageSnapshot(events: [], hasMore: false, requestedCount: count) }
                var events: [Event] = []
                for number in 1...pageCount {
                    let page = GomaModelMapper.eventPage(try await runtime.executor(.api).send(request(sportId, number)),
                                                              request: PageRequest(page: number, pageSize: pageSize))
                    events += page.items
                    if !page.hasMore { return EventPageSnapshot(events: events, hasMore: false, requestedCount: count) }
                }
                return EventPageSnapshot(events: events, hasMore: true, requestedCount: count)
            }
            return LiveStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
                let task = Task {
                    do throws(ServiceProviderError) {
                        try await poller.run(report: continuation.setConnectionState) { continuation.yield($0) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination { task.cancel() }
            }
        }
    }
}
