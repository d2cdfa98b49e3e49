/// Sports, competitions, events and live data.
public protocol EventsService: ProviderService {
    /// The sports offered.
    func sports() async throws(ServiceProviderError) -> [Sport]
    /// The competitions of a sport.
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition]
    /// Events, filtered and paged.
    func events(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event>
    /// One event with all its markets.
    func event(id: String) async throws(ServiceProviderError) -> Event
    /// The live events of a sport: the whole list each time it changes, the current list first.
    /// Every consumer of a sport on one provider shares one feed (one poll, one connection).
    /// Errors are `ServiceProviderError`s. Stops when the consumer stops iterating.
    func liveEvents(sport: SportKind) -> LiveStream<[Event]>
    /// Granular live changes (odds, status, score, markets) of a sport's live events. Every
    /// stream opens with one `eventAdded` per current event, then the changes; apply them with
    /// ``LiveEventList``. Shares the sport's feed with ``liveEvents(sport:)``.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange>
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
}

extension EventsService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func sports() async throws(ServiceProviderError) -> [Sport] { throw unsupported(.sports) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] { throw unsupported(.competitions) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func events(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> { throw unsupported(.events) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func event(id: String) async throws(ServiceProviderError) -> Event { throw unsupported(.eventDetails) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveEvents(sport: SportKind) -> LiveStream<[Event]> { unsupportedStream(.liveEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveChanges(sport: SportKind) -> LiveStream<EventChange> { unsupportedStream(.liveChanges) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func marketGroups(eventId: String) async throws(ServiceProviderError) -> [MarketGroup] { throw unsupported(.marketGroups) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func markets(eventId: String, group: String) async throws(ServiceProviderError) -> [Market] { throw unsupported(.groupMarkets) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveEvent(id: String, group: String) -> LiveStream<Event> { unsupportedStream(.liveEvent) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func liveEventChanges(id: String, group: String) -> LiveStream<EventChange> { unsupportedStream(.liveEventChanges) }
}
