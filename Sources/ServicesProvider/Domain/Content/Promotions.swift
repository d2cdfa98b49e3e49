import Foundation

/// A promotional banner.
public struct Banner: Sendable, Hashable, Identifiable {
    /// The banner's id.
    public var id: String
    /// Title.
    public var title: String?
    /// Subtitle or body text.
    public var subtitle: String?
    /// The image.
    public var imageURL: URL?
    /// Where a tap goes (a URL or an app deep link).
    public var action: URL?
    /// Who may see it.
    public var audience: Audience
    /// The event it promotes, when it promotes one.
    public var eventId: String?

    /// Creates a banner.
    public init(id: String, title: String? = nil, subtitle: String? = nil, imageURL: URL? = nil, action: URL? = nil,
                audience: Audience = .all, eventId: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
        self.action = action
        self.audience = audience
        self.eventId = eventId
    }
}

/// A short story (image or video) in a strip.
public struct Story: Sendable, Hashable, Identifiable {
    /// The story's id.
    public var id: String
    /// Title.
    public var title: String?
    /// The thumbnail.
    public var thumbnailURL: URL?
    /// The media shown when opened.
    public var mediaURL: URL?
    /// Where its call to action goes.
    public var action: URL?

    /// Creates a story.
    public init(id: String, title: String? = nil, thumbnailURL: URL? = nil, mediaURL: URL? = nil, action: URL? = nil) {
        self.id = id
        self.title = title
        self.thumbnailURL = thumbnailURL
        self.mediaURL = mediaURL
        self.action = action
    }
}

/// A promotion (offer, bonus, news article).
public struct Promotion: Sendable, Hashable, Identifiable {
    /// The promotion's id.
    public var id: String
    /// Title.
    public var title: String
    /// Body text.
    public var body: String?
    /// The image.
    public var imageURL: URL?
    /// Where a tap goes.
    public var action: URL?
    /// When it starts.
    public var startDate: Date?
    /// When it ends.
    public var endDate: Date?

    /// Creates a promotion.
    public init(id: String, title: String, body: String? = nil, imageURL: URL? = nil, action: URL? = nil,
                startDate: Date? = nil, endDate: Date? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.imageURL = imageURL
        self.action = action
        self.startDate = startDate
        self.endDate = endDate
    }
}
