/// A sport, as the provider lists it.
public struct Sport: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id for the sport (opaque).
    public var id: String
    /// The display name, in the provider's language.
    public var name: String
    /// Which sport this is, independent of the provider.
    public var kind: SportKind
    /// Events live now, when the provider counts them.
    public var liveEventCount: Int?
    /// All events, when the provider counts them.
    public var eventCount: Int?
    /// Matches not started yet (outrights excluded), when the provider counts them.
    public var upcomingEventCount: Int?

    /// Creates a sport.
    public init(id: String, name: String, kind: SportKind, liveEventCount: Int? = nil, eventCount: Int? = nil, upcomingEventCount: Int? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.liveEventCount = liveEventCount
        self.eventCount = eventCount
        self.upcomingEventCount = upcomingEventCount
    }
}

/// Which sport, independent of any provider's ids. Providers map their own ids to these.
public enum SportKind: Sendable, Hashable, Codable {
    /// Football.
    case football
    /// Basketball.
    case basketball
    /// Tennis.
    case tennis
    /// Volleyball.
    case volleyball
    /// Ice hockey.
    case iceHockey
    /// Handball.
    case handball
    /// American football.
    case americanFootball
    /// Baseball.
    case baseball
    /// Rugby.
    case rugby
    /// Cricket.
    case cricket
    /// Table tennis.
    case tableTennis
    /// Esports.
    case esports
    /// Futsal.
    case futsal
    /// Beach volleyball.
    case beachVolleyball
    /// Snooker.
    case snooker
    /// Darts.
    case darts
    /// Mma.
    case mma
    /// Boxing.
    case boxing
    /// A sport the SDK has no case for; the value is the provider's own sport id.
    case unknown(String)
}

/// A competition (league, cup, tournament) within a sport.
public struct Competition: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id.
    public var id: String
    /// The display name.
    public var name: String
    /// The sport's id.
    public var sportId: String?
    /// The country or region name, when given.
    public var region: String?
    /// Events in it, when the provider counts them.
    public var eventCount: Int?
    /// The provider's id of the country or region (the one ``region`` names), when given.
    public var regionId: String?
    /// Events in it live now, when the provider counts them.
    public var liveEventCount: Int?
    /// Matches in it not started yet, when the provider counts them.
    public var upcomingEventCount: Int?

    /// Creates a competition.
    public init(id: String, name: String, sportId: String? = nil, region: String? = nil, eventCount: Int? = nil,
                regionId: String? = nil, liveEventCount: Int? = nil, upcomingEventCount: Int? = nil) {
        self.id = id
        self.name = name
        self.sportId = sportId
        self.region = region
        self.eventCount = eventCount
        self.regionId = regionId
        self.liveEventCount = liveEventCount
        self.upcomingEventCount = upcomingEventCount
    }
}
