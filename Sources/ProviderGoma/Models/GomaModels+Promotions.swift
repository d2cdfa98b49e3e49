import Foundation

extension GomaModels {
    /// `GET /api/promotions/v1` item and `GET /api/promotions/v1/{slug}/{static_page_slug}`
    /// (then with `static_page`). Required and optional keys as the vendor reference lists them.
    /// Dates stay text here: the promotional-campaigns API has its own two formats, and any other
    /// is "no date" rather than a decoding error (`GomaPromotionDates`).
    struct PromotionInfo: Decodable, Sendable {
        let id: FlexibleID
        let title: String
        let slug: String
        let tag: String?
        let hasReadMoreButton: Bool
        let ctaText: String?
        let ctaURL: String?
        let ctaTarget: String?
        let sortOrder: Int
        let platform: String
        let status: String
        let userType: String
        let listDisplayNote: String?
        let listDisplayDescription: String?
        let listDisplayImageURL: String
        let startDate: String?
        let endDate: String?
        /// What the detail path needs (`/{slug}/{static_page_slug}`).
        let staticPageSlug: String?
        /// Normally `null` in the list.
        let staticPage: StaticPage?
        let categories: [Category]?

        enum CodingKeys: String, CodingKey {
            case id, title, slug, tag
            case hasReadMoreButton = "has_read_more_button"
            case ctaText = "cta_text"
            case ctaURL = "cta_url"
            case ctaTarget = "cta_target"
            case sortOrder = "sort_order"
            case platform, status
            case userType = "user_type"
            case listDisplayNote = "list_display_note"
            case listDisplayDescription = "list_display_description"
            case listDisplayImageURL = "list_display_image_url"
            case startDate = "start_date"
            case endDate = "end_date"
            case staticPageSlug = "static_page_slug"
            case staticPage = "static_page"
            case categories
        }

        /// `{id, name}`.
        struct Category: Decodable, Sendable {
            let id: FlexibleID
            let name: String
        }
    }

    /// A promotion's `static_page`.
    struct StaticPage: Decodable, Sendable {
        let title: String
        let slug: String
        let headerImageURL: String?
        let isActive: Bool
        let usedForPromotions: Bool
        let platform: String
        let status: String
        let userType: String
        let startDate: String?
        let endDate: String?
        let sections: [Section]
        /// One object, not an array.
        let termsAndConditions: Terms?

        enum CodingKeys: String, CodingKey {
            case title, slug
            case headerImageURL = "header_image_url"
            case isActive = "is_active"
            case usedForPromotions = "used_for_promotions"
            case platform, status
            case userType = "user_type"
            case startDate = "start_date"
            case endDate = "end_date"
            case sections
            case termsAndConditions = "terms_and_conditions"
        }

        /// `{type: banner|text|list, sort_order, is_active, banner?, text?, list?}`.
        struct Section: Decodable, Sendable {
            let type: String
            let sortOrder: Int
            let isActive: Bool
            let banner: BannerBlock?
            let text: TextBlock?
            let list: ListBlock?

            enum CodingKeys: String, CodingKey {
                case type
                case sortOrder = "sort_order"
                case isActive = "is_active"
                case banner, text, list
            }
        }

        /// `banner_type` is `image` or `video`.
        struct BannerBlock: Decodable, Sendable {
            let bannerLinkURL: String?
            let bannerType: String?
            let bannerLinkTarget: String?
            let imageURL: String?
            let videoURL: String?

            enum CodingKeys: String, CodingKey {
                case bannerLinkURL = "banner_link_url"
                case bannerType = "banner_type"
                case bannerLinkTarget = "banner_link_target"
                case imageURL = "image_url"
                case videoURL = "video_url"
            }
        }

        /// `{section_highlighted?, item_icon?, content_blocks:[…]}`.
        struct TextBlock: Decodable, Sendable {
            let sectionHighlighted: Bool?
            let itemIcon: String?
            let contentBlocks: [ContentBlock]

            enum CodingKeys: String, CodingKey {
                case sectionHighlighted = "section_highlighted"
                case itemIcon = "item_icon"
                case contentBlocks = "content_blocks"
            }
        }

        /// `block_type` = `title` | `description` | `image` | `video` | `button` (and a bulleted
        /// list whose spelling the vendor reference does not know), with the matching fields.
        struct ContentBlock: Decodable, Sendable {
            let title: String?
            let blockType: String
            let description: String?
            let image: String?
            let video: String?
            let buttonURL: String?
            let buttonText: String?
            let buttonTarget: String?
            let bulletedListItems: [BulletItem]?

            enum CodingKeys: String, CodingKey {
                case title
                case blockType = "block_type"
                case description, image, video
                case buttonURL = "button_url"
                case buttonText = "button_text"
                case buttonTarget = "button_target"
                case bulletedListItems = "bulleted_list_items"
            }
        }

        /// `{title?, generic_list_items_icon?, items:[text block…]}`.
        struct ListBlock: Decodable, Sendable {
            let title: String?
            let genericListItemsIcon: String?
            let items: [TextBlock]

            enum CodingKeys: String, CodingKey {
                case title
                case genericListItemsIcon = "generic_list_items_icon"
                case items
            }
        }

        /// `{display_type: rich_text|bulleted_list, rich_text?, bulleted_list_items?, sort_order?}`.
        struct Terms: Decodable, Sendable {
            let displayType: String
            let richText: String?
            let bulletedListItems: [BulletItem]?
            let sortOrder: Int?

            enum CodingKeys: String, CodingKey {
                case displayType = "display_type"
                case richText = "rich_text"
                case bulletedListItems = "bulleted_list_items"
                case sortOrder = "sort_order"
            }
        }

        /// `{text}`.
        struct BulletItem: Decodable, Sendable {
            let text: String
        }
    }
}
