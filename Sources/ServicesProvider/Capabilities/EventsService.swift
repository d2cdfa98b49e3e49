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
    /// The ids of the signed-in user's favourite events.
    func favouriteEventIds() async throws(ServiceProviderError) -> [String]
    /// Adds an event to the favourites; returns the updated ids.
    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String]
    /// Removes an event from the favourites; returns the updated ids.
    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String]
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
    public func favouriteEventIds() async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] { throw unsupported(.favouriteEvents) }
}
