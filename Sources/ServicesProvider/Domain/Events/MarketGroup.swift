/// One tab of an event page's markets (e.g. "Main", "Goals", "Corners"): a group of the event's
/// markets that the app fetches by ``key`` with `EventsService.markets(eventId:group:)`.
public struct MarketGroup: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id of the group.
    public var id: String
    /// What names the group when its markets are fetched (may differ from ``id``, e.g. `Main`).
    public var key: String
    /// The display name, in the provider's language.
    public var name: String
    /// How many markets the group holds now, when the provider says.
    public var marketCount: Int?
    /// The tab's place among the event's groups (lower first); the list is sorted by it.
    public var position: Int
    /// Whether this is the tab to open first.
    public var isDefault: Bool

    /// Creates a market group.
    public init(id: String, key: String, name: String, marketCount: Int? = nil, position: Int, isDefault: Bool = false) {
        self.id = id
        self.key = key
        self.name = name
        self.marketCount = marketCount
        self.position = position
        self.isDefault = isDefault
    }
}
