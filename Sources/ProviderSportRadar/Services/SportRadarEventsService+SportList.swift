import Foundation
@_spi(ProviderKit) import ServicesProvider

/// ``SportRadarEventsService/list(_:)`` without a competition: the vendor has no REST list of a
/// sport's events, only the socket's lists, so the page is read once from them and the
/// subscriptions end with the call. Upcoming events come from the kick-off-ordered pre-live list
/// (the content of ``upcomingEvents(sport:)``, at most ``preLiveMaximum`` events), live ones from the live list
/// (``liveEvents(sport:)``); `.all` is the live list, then the upcoming events not in it.
extension SportRadarEventsService {
    func sportEvents(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> {
        guard live != nil else {
            throw .invalidRequest(message: "SportRadar lists a sport's events over its live-data socket only; without one, set EventQuery.competitionId.")
        }
        let start = try query.page.offset()
        // One more than the page, so `hasMore` is known.
        let wanted = start + query.page.pageSize + 1
        var events: [Event] = []
        if query.timing != .upcoming {
            events = try await firstBoard(liveEvents(sport: query.sport))
        }
        if query.timing != .live, events.count < wanted {
            let known = Set(events.map(\.id))
            events += try await upcoming(wanted, sport: query.sport).filter { !known.contains($0.id) }
        }
        let items = Array(events.dropFirst(start).prefix(query.page.pageSize))
        return Page(items: items, request: query.page, hasMore: events.count > start + query.page.pageSize)
    }

    /// The list's first state, the subscription ended as the iteration stops.
    private func firstBoard(_ stream: LiveStream<EventBoard>) async throws(ServiceProviderError) -> [Event] {
        var iterator = stream.makeAsyncIterator()
        return try await iterator.next().map(Array.init) ?? []
    }

    /// The first `count` events of the sport's kick-off-ordered list: its pages read one at a
    /// time, one subscription each (a page's first state is the page alone), until a page is
    /// short or the list's maximum is reached.
    private func upcoming(_ count: Int, sport: SportKind) async throws(ServiceProviderError) -> [Event] {
        guard let live else { throw unsupported(.upcomingEvents) }
        guard let code = SportRadarModelMapper.sportCode(sport) else { throw Self.noSportCode(sport) }
        try InputValidation.identifier(code, field: "sport")
        let pageSize = SportRadarLiveContent.preLivePageSize
        let now = runtime.now()
        var events: [Event] = []
        for page in 0..<(min(count, Self.preLiveMaximum) + pageSize - 1) / pageSize {
            let content = SportRadarLiveContent.preLiveList(sportCode: code, order: .date, page: page, now: now)
            let feed = SportRadarLiveFeed(live: live, contents: [content])
            let read = try await firstBoard(live.preLiveLists.lists(content.id, producer: feed.producer()))
            events += read
            if read.count < pageSize { break }
        }
        return Array(events.prefix(count))
    }
}
