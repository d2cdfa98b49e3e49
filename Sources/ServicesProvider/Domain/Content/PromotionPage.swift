import Foundation

/// What ``ContentService/promotionDetails(_:)`` needs to load a promotion's page: the slugs
/// (URL-safe names) of the promotion and of its page. A promotion from the list carries it in
/// ``Promotion/page``; a deep link can build one.
public struct PromotionPageReference: Sendable, Hashable {
    /// The promotion's slug.
    public var promotionSlug: String
    /// The slug of the promotion's page.
    public var pageSlug: String

    /// Creates a reference.
    public init(promotionSlug: String, pageSlug: String) {
        self.promotionSlug = promotionSlug
        self.pageSlug = pageSlug
    }
}

/// A promotion with its page, as ``ContentService/promotionDetails(_:)`` returns it.
public struct PromotionDetails: Sendable, Hashable {
    /// The promotion, as in the list.
    public var promotion: Promotion
    /// Its page; `nil` when the operator sent the promotion without one.
    public var page: PromotionPage?

    /// Creates the details.
    public init(promotion: Promotion, page: PromotionPage? = nil) {
        self.promotion = promotion
        self.page = page
    }
}

/// A promotion's page, built by the operator from sections (banners, text, lists), with its
/// terms and conditions.
public struct PromotionPage: Sendable, Hashable {
    /// The page's title.
    public var title: String
    /// The image at the top of the page.
    public var headerImageURL: URL?
    /// Whether the operator has the page switched on.
    public var isActive: Bool
    /// Who may see it.
    public var audience: Audience
    /// When it starts being shown; `nil` as for ``Promotion/startDate``.
    public var startDate: Date?
    /// When it stops being shown.
    public var endDate: Date?
    /// The sections, sorted by ``PromotionPageSection/sortOrder`` (inactive ones included:
    /// check ``PromotionPageSection/isActive``).
    public var sections: [PromotionPageSection]
    /// The terms and conditions, when the page has them.
    public var terms: PromotionTerms?

    /// Creates a page; sections are sorted by `sortOrder` (equal orders keep their order).
    public init(title: String, headerImageURL: URL? = nil, isActive: Bool = true, audience: Audience = .all,
                startDate: Date? = nil, endDate: Date? = nil, sections: [PromotionPageSection] = [], terms: PromotionTerms? = nil) {
        self.title = title
        self.headerImageURL = headerImageURL
        self.isActive = isActive
        self.audience = audience
        self.startDate = startDate
        self.endDate = endDate
        self.sections = sections.enumerated().sorted { ($0.element.sortOrder, $0.offset) < ($1.element.sortOrder, $1.offset) }.map(\.element)
        self.terms = terms
    }
}

/// One section of a promotion's page.
public struct PromotionPageSection: Sendable, Hashable {
    /// Its position on the page (lower first).
    public var sortOrder: Int
    /// Whether the operator has it switched on (an app shows only active sections).
    public var isActive: Bool
    /// What it shows.
    public var content: Content

    /// Creates a section.
    public init(sortOrder: Int, isActive: Bool = true, content: Content) {
        self.sortOrder = sortOrder
        self.isActive = isActive
        self.content = content
    }

    /// What a section shows.
    public enum Content: Sendable, Hashable {
        /// A full-width image or video.
        case banner(PromotionBanner)
        /// Text blocks.
        case text(PromotionTextBlock)
        /// A titled list of items, each made of text blocks.
        case list(PromotionList)
        /// A section kind the SDK does not know, with the kind as sent.
        case unknown(String)
    }
}

/// A full-width image or video on a promotion's page.
public struct PromotionBanner: Sendable, Hashable {
    /// Whether it shows ``imageURL`` or ``videoURL``, when the operator says.
    public var mediaType: StoryMediaType?
    /// The image.
    public var imageURL: URL?
    /// The video.
    public var videoURL: URL?
    /// Where a tap goes.
    public var link: URL?
    /// Where ``link`` opens.
    public var linkTarget: LinkTarget?

    /// Creates a banner.
    public init(mediaType: StoryMediaType? = nil, imageURL: URL? = nil, videoURL: URL? = nil, link: URL? = nil, linkTarget: LinkTarget? = nil) {
        self.mediaType = mediaType
        self.imageURL = imageURL
        self.videoURL = videoURL
        self.link = link
        self.linkTarget = linkTarget
    }
}

/// Blocks of text, images and buttons on a promotion's page (a text section, or one item of a list).
public struct PromotionTextBlock: Sendable, Hashable {
    /// Whether the operator wants it highlighted.
    public var isHighlighted: Bool
    /// An icon shown beside it.
    public var iconURL: URL?
    /// Its content, in order.
    public var blocks: [PromotionContentBlock]

    /// Creates a text block.
    public init(isHighlighted: Bool = false, iconURL: URL? = nil, blocks: [PromotionContentBlock]) {
        self.isHighlighted = isHighlighted
        self.iconURL = iconURL
        self.blocks = blocks
    }
}

/// A titled list on a promotion's page (steps, advantages).
public struct PromotionList: Sendable, Hashable {
    /// The list's title.
    public var title: String?
    /// An icon shown beside every item (an item's own icon wins).
    public var iconURL: URL?
    /// The items.
    public var items: [PromotionTextBlock]

    /// Creates a list.
    public init(title: String? = nil, iconURL: URL? = nil, items: [PromotionTextBlock]) {
        self.title = title
        self.iconURL = iconURL
        self.items = items
    }
}

/// One piece of a text block.
public enum PromotionContentBlock: Sendable, Hashable {
    /// A heading.
    case title(String)
    /// A paragraph.
    case text(String)
    /// An image.
    case image(URL)
    /// A video.
    case video(URL)
    /// A button: its text, where it goes and where that opens.
    case button(text: String?, url: URL?, target: LinkTarget?)
    /// A bulleted list, one string per bullet.
    case bulletedList([String])
    /// A block kind the SDK does not know, with the kind as sent.
    case unknown(String)
}

/// A promotion's terms and conditions: rich text or bullets, as ``format`` says.
public struct PromotionTerms: Sendable, Hashable {
    /// How the operator wants them shown.
    public var format: Format
    /// The rich text (the operator's markup, as sent), for ``Format/richText``.
    public var richText: String?
    /// The bullets, for ``Format/bulletedList``.
    public var items: [String]
    /// Their position among the page's sections, when the operator gives one.
    public var sortOrder: Int?

    /// Creates terms.
    public init(format: Format, richText: String? = nil, items: [String] = [], sortOrder: Int? = nil) {
        self.format = format
        self.richText = richText
        self.items = items
        self.sortOrder = sortOrder
    }

    /// How terms are shown.
    public enum Format: Sendable, Hashable {
        /// As ``PromotionTerms/richText``.
        case richText
        /// As bullets, ``PromotionTerms/items``.
        case bulletedList
        /// A format the SDK does not know, as sent (``PromotionTerms/richText`` and
        /// ``PromotionTerms/items`` still hold whatever was sent).
        case unknown(String)
    }
}
