import Foundation

/// A banner promoting boosted odds: a market of an event and the market with the boosted price.
/// When the provider sends the markets themselves (not only their ids), ``event`` and
/// ``boostedMarket`` carry them, so the app shows both prices and bets on the boosted one
/// (``boostedPrices``) without another request.
public struct BoostedOddsBanner: Sendable, Hashable, Identifiable {
    /// The banner's id.
    public var id: String
    /// Title, when the CMS gives one.
    public var title: String?
    /// The event.
    public var eventId: String
    /// The market at its normal odds.
    public var marketId: String
    /// The same market with boosted odds.
    public var boostedMarketId: String
    /// Where a tap goes.
    public var action: URL?
    /// The banner's image, when the CMS gives one.
    public var imageURL: URL?
    /// The event with its market at the normal odds (``marketId``), when the provider sends it;
    /// `nil` when the banner only names the ids (look the event up with `EventsService.event(id:)`).
    public var event: Event?
    /// The market with the boosted prices; its outcomes are bet on like any other (see
    /// ``boostedPrices``). `nil` when the banner only names ``boostedMarketId``.
    public var boostedMarket: Market?

    /// Creates a boosted-odds banner.
    public init(id: String, title: String? = nil, eventId: String, marketId: String, boostedMarketId: String, action: URL? = nil,
                imageURL: URL? = nil, event: Event? = nil, boostedMarket: Market? = nil) {
        self.id = id
        self.title = title
        self.eventId = eventId
        self.marketId = marketId
        self.boostedMarketId = boostedMarketId
        self.action = action
        self.imageURL = imageURL
        self.event = event
        self.boostedMarket = boostedMarket
    }
}

/// An event card with an image and the market to show on it: the home carousel's cards and
/// the highlighted events (`ContentService.highlightedEvents()`).
public struct CarouselEvent: Sendable, Hashable, Identifiable {
    /// The card's id.
    public var id: String
    /// The event.
    public var eventId: String
    /// The market to show, when chosen.
    public var marketId: String?
    /// The card's image.
    public var imageURL: URL?
    /// Where a tap goes (defaults to the event when `nil`).
    public var action: URL?
    /// The whole event with its markets, when the provider sends it along with the card (else
    /// load it by ``eventId``).
    public var event: Event?

    /// Creates a carousel card.
    public init(id: String, eventId: String, marketId: String? = nil, imageURL: URL? = nil, action: URL? = nil, event: Event? = nil) {
        self.id = id
        self.eventId = eventId
        self.marketId = marketId
        self.imageURL = imageURL
        self.action = action
        self.event = event
    }
}

/// A large featured card for one event with several of its markets.
public struct HeroCard: Sendable, Hashable, Identifiable {
    /// The card's id.
    public var id: String
    /// The event.
    public var eventId: String
    /// The markets to show, in order.
    public var marketIds: [String]
    /// The card's image.
    public var imageURL: URL?
    /// The whole event with the card's markets, when the provider sends it along with the card
    /// (else load it by ``eventId``).
    public var event: Event?

    /// Creates a hero card.
    public init(id: String, eventId: String, marketIds: [String], imageURL: URL? = nil, event: Event? = nil) {
        self.id = id
        self.eventId = eventId
        self.marketIds = marketIds
        self.imageURL = imageURL
        self.event = event
    }
}

/// A tipster's pick: an event and a market.
public struct ProChoice: Sendable, Hashable {
    /// The event.
    public var eventId: String
    /// The market picked, when given.
    public var marketId: String?
    /// The card's image.
    public var imageURL: URL?
    /// The whole event with its markets, when the provider sends it along with the pick (else
    /// load it by ``eventId``).
    public var event: Event?
    /// How many of the market's outcomes the card shows (its first ones), when the operator
    /// limits them; `nil` shows them all.
    public var shownOutcomeCount: Int?

    /// Creates a pick.
    public init(eventId: String, marketId: String? = nil, imageURL: URL? = nil, event: Event? = nil, shownOutcomeCount: Int? = nil) {
        self.eventId = eventId
        self.marketId = marketId
        self.imageURL = imageURL
        self.event = event
        self.shownOutcomeCount = shownOutcomeCount
    }
}

/// What a story shows.
public enum StoryMediaType: Sendable, Hashable {
    /// A still image.
    case image
    /// A video.
    case video
    /// A CMS value the SDK does not know.
    case unknown(String)
}
