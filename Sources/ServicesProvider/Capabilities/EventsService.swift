/// Sports, competitions, events and live data.
public protocol EventsService: ProviderService {
    /// The sports offered.
    func sports() async throws(ServiceProviderError) -> [Sport]
    /// The competitions of a sport.
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition]
    /// Events, filtered and paged: `client.events.list(EventQuery(sport: .football))`.
    func list(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event>
    /// One event with all its markets.
    func event(id: String) async throws(ServiceProviderError) -> Event
    /// The event a market belongs to, carrying that market, for content that names a market
    /// rather than its event (an operator's CMS pointing at this sportsbook's markets);
    /// `.notFound` when the provider does not know the market.
    func event(containingMarket marketId: String) async throws(ServiceProviderError) -> Event
    /// The live events of a sport: the whole list each time it changes, the current list first.
    /// Successive lists share the events a change did not touch (``EventBoard``), so a new list
    /// costs what changed, not the length of the list.
    /// Every consumer of a sport on one provider shares one feed (one poll, one connection).
    /// Errors are `ServiceProviderError`s. Stops when the consumer stops iterating.
    func liveEvents(sport: SportKind) -> LiveStream<EventBoard>
    /// Granular live changes (odds, status, score, markets) of a sport's live events. Every
    /// stream opens with one `eventAdded` per current event, then the changes; apply them with
    /// ``LiveEventList``. Shares the sport's feed with ``liveEvents(sport:)``.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange>
    /// The ids of the signed-in user's favourite events.
    func favouriteEventIds() async throws(ServiceProviderError) -> [String]
    /// Adds an event to the favourites; returns the updated ids.
    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String]
    /// Removes an event from the favourites; returns the updated ids.
    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String]
    /// The sports with their counts, kept live: the whole list first, then again each time a
    /// count changes. Stops when the consumer stops iterating.
    func liveSports() -> LiveStream<[Sport]>
    /// The most popular competitions of a sport, most popular first, at most `limit` of them.
    func popularCompetitions(sport: SportKind, limit: Int) async throws(ServiceProviderError) -> [Competition]
    /// A sport's popular upcoming events, ranked as the provider ranks them, kept live and
    /// paged: see ``LiveEventPages``.
    func popularEvents(sport: SportKind) -> LiveEventPages
    /// A sport's upcoming events by kick-off time, kept live and paged: see ``LiveEventPages``.
    func upcomingEvents(sport: SportKind) -> LiveEventPages
    /// A sport's finished events, one page at a time (the first page is 1), each with status
    /// `.ended` and its final score (after extra time when it was played), in the provider's
    /// order. A provider whose pages have a fixed size ignores `page.pageSize`; `next` is
    /// `nil` on the last page.
    func endedEvents(sport: SportKind, page: PageRequest) async throws(ServiceProviderError) -> Page<Event>
    /// Events whose teams, players or competition match `text`, in the provider's order of
    /// relevance, at most `limit` (1 to ``InputValidation/maximumSearchResults``). The text is
    /// trimmed; a blank or overlong one is refused with `.validation(fields:)` on `query`.
    func search(_ text: String, limit: Int) async throws(ServiceProviderError) -> [Event]
    /// The market groups (tabs) of an event's page, sorted by ``MarketGroup/position``; empty
    /// when the provider has none for the event.
    func marketGroups(eventId: String) async throws(ServiceProviderError) -> [MarketGroup]
    /// The markets of one group of an event's page; `group` is the group's ``MarketGroup/key``
    /// (not its id).
    func markets(eventId: String, group: String) async throws(ServiceProviderError) -> [Market]
    /// One event as it changes: its details, score and match time, with the markets of the
    /// group whose ``MarketGroup/key`` is `group`; the current event first. Every consumer of
    /// the same event and group on one provider shares one feed. Ends with `.notFound` when the
    /// provider does not know the event, and normally when the event leaves the feed.
    func liveEvent(id: String, group: String) -> LiveStream<Event>
    /// The changes of ``liveEvent(id:group:)``: one `eventAdded` first, then granular changes
    /// (an `eventRemoved` when the event leaves the feed); apply them with ``LiveEventList``.
    /// Shares the feed of ``liveEvent(id:group:)``.
    func liveEventChanges(id: String, group: String) -> LiveStream<EventChange>
    /// A competition's outright events (winner, top scorer…), each with its outright markets;
    /// empty when the competition has none. `competitionId` is a ``Competition/id``.
    func outrights(competitionId: String) async throws(ServiceProviderError) -> [Event]
    /// The signed-in user's favourite lists, in the provider's order.
    func favouriteLists() async throws(ServiceProviderError) -> [FavouriteList]
    /// Creates an empty favourite list named `name` (trimmed, not blank); returns it with its id.
    func addFavouriteList(name: String) async throws(ServiceProviderError) -> FavouriteList
    /// Deletes a favourite list and the favourites in it.
    func removeFavouriteList(id: String) async throws(ServiceProviderError)
    /// The ids of the events in one favourite list, in the list's order.
    func favouriteEventIds(listId: String) async throws(ServiceProviderError) -> [String]
    /// Adds an event to one favourite list; returns the list's updated event ids.
    func addFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String]
    /// Removes an event from one favourite list; returns the list's updated event ids.
    func removeFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String]
    /// The regions (countries, international…) holding a sport's competitions, in the provider's
    /// order; empty when the provider has no id for the sport.
    func regions(sport: SportKind) async throws(ServiceProviderError) -> [Region]
    /// The competitions of one region, in the provider's order; `regionId` is a ``Region/id``.
    func competitions(regionId: String) async throws(ServiceProviderError) -> [Competition]
    /// One competition, with its region, sport and counts where the provider gives them;
    /// `.notFound` when the provider does not know `id` (a ``Competition/id``).
    func competition(id: String) async throws(ServiceProviderError) -> Competition
    /// The widget of `kind` a screen embeds for an event, as data (``MatchWidget``). An event the
    /// widget vendor does not cover is `.notFound`.
    func matchWidget(_ kind: MatchWidgetKind, eventId: String) async throws(ServiceProviderError) -> MatchWidget
}

extension EventsService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func sports() async throws(ServiceProviderError) -> [Sport] { throw unsupported(.sports) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] { throw unsupported(.competitions) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func list(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> { throw unsupported(.events) }
    /// The name ``list(_:)`` shipped with (`client.events.events(…)` read twice); kept so
    /// existing apps still build.
    @available(*, deprecated, renamed: "list(_:)")
    public func events(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> { try await list(query) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func event(id: String) async throws(ServiceProviderError) -> Event { throw unsupported(.eventDetails) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func event(containingMarket marketId: String) async throws(ServiceProviderError) -> Event { throw unsupported(.eventByMarket) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveEvents(sport: SportKind) -> LiveStream<EventBoard> { unsupportedStream(.liveEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveChanges(sport: SportKind) -> LiveStream<EventChange> { unsupportedStream(.liveChanges) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func favouriteEventIds() async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteEvents) }
    /// Default: a stream that fails with `.notSupported(feature:provider:)`.
    public func liveSports() -> LiveStream<[Sport]> { unsupportedStream(.liveSports) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func popularCompetitions(sport: SportKind, limit: Int) async throws(ServiceProviderError) -> [Competition] {
        throw unsupported(.popularCompetitions)
    }
    /// Default: its snapshots throw `.notSupported(feature:provider:)`.
    public func popularEvents(sport: SportKind) -> LiveEventPages { .failing(unsupported(.popularEvents)) }
    /// Default: its snapshots throw `.notSupported(feature:provider:)`.
    public func upcomingEvents(sport: SportKind) -> LiveEventPages { .failing(unsupported(.upcomingEvents)) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func endedEvents(sport: SportKind, page: PageRequest) async throws(ServiceProviderError) -> Page<Event> {
        throw unsupported(.endedEvents)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func search(_ text: String, limit: Int) async throws(ServiceProviderError) -> [Event] { throw unsupported(.search) }

    /// The ten most popular competitions of a sport (``popularCompetitions(sport:limit:)``).
    public func popularCompetitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] {
        try await popularCompetitions(sport: sport, limit: 10)
    }

    /// The first page of a sport's finished events (``endedEvents(sport:page:)``).
    public func endedEvents(sport: SportKind) async throws(ServiceProviderError) -> Page<Event> {
        try await endedEvents(sport: sport, page: PageRequest())
    }

    /// The first ten events matching `text` (``search(_:limit:)``).
    public func search(_ text: String) async throws(ServiceProviderError) -> [Event] {
        try await search(text, limit: 10)
    }

    /// Default: throws `.notSupported(feature:provider:)`.
    public func marketGroups(eventId: String) async throws(ServiceProviderError) -> [MarketGroup] { throw unsupported(.marketGroups) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func markets(eventId: String, group: String) async throws(ServiceProviderError) -> [Market] { throw unsupported(.groupMarkets) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveEvent(id: String, group: String) -> LiveStream<Event> { unsupportedStream(.liveEvent) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveEventChanges(id: String, group: String) -> LiveStream<EventChange> { unsupportedStream(.liveEventChanges) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func outrights(competitionId: String) async throws(ServiceProviderError) -> [Event] { throw unsupported(.outrights) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func favouriteLists() async throws(ServiceProviderError) -> [FavouriteList] { throw unsupported(.favouriteLists) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addFavouriteList(name: String) async throws(ServiceProviderError) -> FavouriteList { throw unsupported(.favouriteLists) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeFavouriteList(id: String) async throws(ServiceProviderError) { throw unsupported(.favouriteLists) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func favouriteEventIds(listId: String) async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteLists) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String] {
        throw unsupported(.favouriteLists)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String] {
        throw unsupported(.favouriteLists)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func regions(sport: SportKind) async throws(ServiceProviderError) -> [Region] { throw unsupported(.regions) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func competitions(regionId: String) async throws(ServiceProviderError) -> [Competition] { throw unsupported(.regions) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func competition(id: String) async throws(ServiceProviderError) -> Competition { throw unsupported(.competitionDetails) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func matchWidget(_ kind: MatchWidgetKind, eventId: String) async throws(ServiceProviderError) -> MatchWidget {
        throw unsupported(.matchWidgets)
    }
}
