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
    /// The call-to-action button's text, when the banner has a button.
    public var callToActionText: String?
    /// When it starts being shown.
    public var startDate: Date?
    /// When it stops being shown.
    public var endDate: Date?

    /// Creates a banner.
    public init(id: String, title: String? = nil, subtitle: String? = nil, imageURL: URL? = nil, action: URL? = nil,
                audience: Audience = .all, eventId: String? = nil, callToActionText: String? = nil,
                startDate: Date? = nil, endDate: Date? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
        self.action = action
        self.audience = audience
        self.eventId = eventId
        self.callToActionText = callToActionText
        self.startDate = startDate
        self.endDate = endDate
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
    /// Whether the media is an image or a video.
    public var mediaType: StoryMediaType?
    /// Who may see it.
    public var audience: Audience
    /// The call-to-action button's text.
    public var callToActionText: String?

    /// Creates a story.
    public init(id: String, title: String? = nil, thumbnailURL: URL? = nil, mediaURL: URL? = nil, action: URL? = nil,
                mediaType: StoryMediaType? = nil, audience: Audience = .all, callToActionText: String? = nil) {
        self.id = id
        self.title = title
        self.thumbnailURL = thumbnailURL
        self.mediaURL = mediaURL
        self.action = action
        self.mediaType = mediaType
        self.audience = audience
        self.callToActionText = callToActionText
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
