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
    /// Whether a tap opens the app's own sign-up screen (the operator marked it the sign-up
    /// banner); ``action`` then holds the operator's link as sent, for an app without one.
    public var opensRegistration: Bool

    /// Creates a banner.
    public init(id: String, title: String? = nil, subtitle: String? = nil, imageURL: URL? = nil, action: URL? = nil,
                audience: Audience = .all, eventId: String? = nil, callToActionText: String? = nil,
                startDate: Date? = nil, endDate: Date? = nil, opensRegistration: Bool = false) {
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
        self.opensRegistration = opensRegistration
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

/// A promotion (offer, bonus, news article). `ContentService.news()` fills the common fields;
/// `ContentService.promotions()` fills the promotion card's fields too (tag, note, audience,
/// categories, the page to open).
public struct Promotion: Sendable, Hashable, Identifiable {
    /// The promotion's id.
    public var id: String
    /// Title.
    public var title: String
    /// Body text (a promotion card's short description).
    public var body: String?
    /// The image (a promotion card's list image).
    public var imageURL: URL?
    /// Where a tap on the call to action goes.
    public var action: URL?
    /// When it starts; `nil` when the operator gave no date, or one in a format the provider does not read.
    public var startDate: Date?
    /// When it ends; `nil` as for ``startDate``.
    public var endDate: Date?
    /// A short label shown on the card (e.g. "New").
    public var tag: String?
    /// Small print shown on the card (e.g. who may take part).
    public var note: String?
    /// The call-to-action button's text, when the card has a button.
    public var callToActionText: String?
    /// Where ``action`` opens, when the operator says.
    public var actionTarget: LinkTarget?
    /// Who may see it.
    public var audience: Audience
    /// Its position in the operator's list (lower first), when the operator orders promotions.
    public var sortOrder: Int?
    /// Whether the card shows a "read more" button.
    public var showsReadMoreButton: Bool
    /// The categories it is filed under (e.g. "Sports").
    public var categories: [PromotionCategory]
    /// The page with the promotion's details, to load with `ContentService.promotionDetails(_:)`;
    /// `nil` when it has none.
    public var page: PromotionPageReference?

    /// Creates a promotion.
    public init(id: String, title: String, body: String? = nil, imageURL: URL? = nil, action: URL? = nil,
                startDate: Date? = nil, endDate: Date? = nil, tag: String? = nil, note: String? = nil,
                callToActionText: String? = nil, actionTarget: LinkTarget? = nil, audience: Audience = .all,
                sortOrder: Int? = nil, showsReadMoreButton: Bool = false, categories: [PromotionCategory] = [],
                page: PromotionPageReference? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.imageURL = imageURL
        self.action = action
        self.startDate = startDate
        self.endDate = endDate
        self.tag = tag
        self.note = note
        self.callToActionText = callToActionText
        self.actionTarget = actionTarget
        self.audience = audience
        self.sortOrder = sortOrder
        self.showsReadMoreButton = showsReadMoreButton
        self.categories = categories
        self.page = page
    }
}

/// A category a promotion is filed under, for grouping or filtering promotion lists.
public struct PromotionCategory: Sendable, Hashable, Identifiable {
    /// The category's id.
    public var id: String
    /// Its display name, in the content language.
    public var name: String

    /// Creates a category.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// Where a link opens, as the operator's CMS says (the HTML `target` values).
public enum LinkTarget: Sendable, Hashable {
    /// In the current view (`_self`): inside the app.
    case sameView
    /// In a new view (`_blank`): typically the system browser.
    case newView
    /// A value the SDK does not know, kept as sent.
    case unknown(String)
}
