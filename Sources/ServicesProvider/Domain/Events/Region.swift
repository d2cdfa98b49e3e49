/// A country or other area that groups a sport's competitions: the middle level of the browsing
/// tree sport → regions → competitions (``EventsService/regions(sport:)``, then
/// ``EventsService/competitions(regionId:)`` with its ``id``).
public struct Region: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id; ``Competition/regionId`` holds the same value.
    public var id: String
    /// The display name, in the provider's language (e.g. `Portugal`, `International`).
    public var name: String
    /// The country's code as the provider gives it (e.g. `PT`); `nil` for a region that is not
    /// one country, such as international competitions.
    public var countryCode: String?
    /// The id of the sport the region was listed for (a ``Sport/id``), when known.
    public var sportId: String?
    /// All events in the region's competitions, when the provider counts them.
    public var eventCount: Int?
    /// Events in it live now, when the provider counts them.
    public var liveEventCount: Int?
    /// Events in it not started yet, when the provider counts them.
    public var upcomingEventCount: Int?

    /// Creates a region.
    public init(id: String, name: String, countryCode: String? = nil, sportId: String? = nil, eventCount: Int? = nil,
                liveEventCount: Int? = nil, upcomingEventCount: Int? = nil) {
        self.id = id
        self.name = name
        self.countryCode = countryCode
        self.sportId = sportId
        self.eventCount = eventCount
        self.liveEventCount = liveEventCount
        self.upcomingEventCount = upcomingEventCount
    }
}
