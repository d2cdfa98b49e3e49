import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The promotional-campaigns API: promotions and a promotion's page.
extension GomaModelMapper {
    /// The list in the operator's `sort_order` (equal orders keep the vendor's order).
    static func promotions(_ list: [GomaModels.PromotionInfo]) -> [Promotion] {
        list.enumerated().sorted { ($0.element.sortOrder, $0.offset) < ($1.element.sortOrder, $1.offset) }.map { promotion($0.element) }
    }

    static func promotion(_ info: GomaModels.PromotionInfo) -> Promotion {
        let page = info.staticPageSlug.flatMap { $0.isEmpty ? nil : PromotionPageReference(promotionSlug: info.slug, pageSlug: $0) }
        return Promotion(id: info.id.value, title: info.title, body: info.listDisplayDescription, imageURL: url(info.listDisplayImageURL),
                         action: url(info.ctaURL), startDate: GomaPromotionDates.parse(info.startDate),
                         endDate: GomaPromotionDates.parse(info.endDate), tag: info.tag, note: info.listDisplayNote,
                         callToActionText: info.ctaText, actionTarget: linkTarget(info.ctaTarget), audience: audience(info.userType),
                         sortOrder: info.sortOrder, showsReadMoreButton: info.hasReadMoreButton,
                         categories: (info.categories ?? []).map { PromotionCategory(id: $0.id.value, name: $0.name) }, page: page)
    }

    static func promotionDetails(_ info: GomaModels.PromotionInfo) -> PromotionDetails {
        PromotionDetails(promotion: promotion(info), page: info.staticPage.map(promotionPage))
    }

    /// The page's `platform`, `status` and `used_for_promotions` are the CMS's publishing
    /// settings (the server answers only what it publishes) and are not carried.
    static func promotionPage(_ page: GomaModels.StaticPage) -> PromotionPage {
        PromotionPage(title: page.title, headerImageURL: url(page.headerImageURL), isActive: page.isActive,
                      audience: audience(page.userType), startDate: GomaPromotionDates.parse(page.startDate),
                      endDate: GomaPromotionDates.parse(page.endDate), sections: page.sections.compactMap(promotionSection),
                      terms: page.termsAndConditions.map(promotionTerms))
    }

    /// `banner`, `text` or `list` with its block; a known type whose block is missing shows
    /// nothing and is left out; any other type is `.unknown` with the type as sent.
    static func promotionSection(_ section: GomaModels.StaticPage.Section) -> PromotionPageSection? {
        let content: PromotionPageSection.Content
        switch section.type {
        case "banner":
            guard let banner = section.banner else { return nil }
            content = .banner(PromotionBanner(mediaType: banner.bannerType.map(mediaType), imageURL: url(banner.imageURL),
                                              videoURL: url(banner.videoURL), link: url(banner.bannerLinkURL),
                                              linkTarget: linkTarget(banner.bannerLinkTarget)))
        case "text":
            guard let text = section.text else { return nil }
            content = .text(promotionTextBlock(text))
        case "list":
            guard let list = section.list else { return nil }
            content = .list(PromotionList(title: list.title, iconURL: url(list.genericListItemsIcon), items: list.items.map(promotionTextBlock)))
        default:
            content = .unknown(section.type)
        }
        return PromotionPageSection(sortOrder: section.sortOrder, isActive: section.isActive, content: content)
    }

    static func promotionTextBlock(_ block: GomaModels.StaticPage.TextBlock) -> PromotionTextBlock {
        PromotionTextBlock(isHighlighted: block.sectionHighlighted ?? false, iconURL: url(block.itemIcon),
                           blocks: block.contentBlocks.compactMap(promotionContentBlock))
    }

    /// A content block by its `block_type`, compared through ``blockTypeKey(_:)``. A known type
    /// without its value (a title block with no title) shows nothing and is left out; any other
    /// type is `.unknown` with the type as sent.
    static func promotionContentBlock(_ block: GomaModels.StaticPage.ContentBlock) -> PromotionContentBlock? {
        switch blockTypeKey(block.blockType) {
        case "title": return block.title.map { .title($0) }
        case "description": return block.description.map { .text($0) }
        case "image": return url(block.image).map { .image($0) }
        case "video": return url(block.video).map { .video($0) }
        case "button":
            let target = url(block.buttonURL)
            guard block.buttonText != nil || target != nil else { return nil }
            return .button(text: block.buttonText, url: target, target: linkTarget(block.buttonTarget))
        case "bulletedlist":
            guard let items = block.bulletedListItems else { return nil }
            return .bulletedList(items.map(\.text))
        default: return .unknown(block.blockType)
        }
    }

    /// The key a `block_type` is compared by: lowercased (as the vendor's client does) and
    /// without `_`, `-` or spaces. The client lowercases and then compares with `bulletedList`,
    /// so it never recognises a bulleted list; the server's spelling is not known, so this key
    /// makes `bulletedList`, `bulleted_list` and `bulleted-list` all a bulleted list.
    static func blockTypeKey(_ type: String) -> String {
        String(type.lowercased().unicodeScalars.filter { !"_- ".unicodeScalars.contains($0) })
    }

    /// `display_type` compared as the vendor's client does: case-sensitively, `rich_text` or
    /// `bulleted_list`; anything else is `.unknown` with the text and bullets still carried.
    static func promotionTerms(_ terms: GomaModels.StaticPage.Terms) -> PromotionTerms {
        let format: PromotionTerms.Format
        switch terms.displayType {
        case "rich_text": format = .richText
        case "bulleted_list": format = .bulletedList
        default: format = .unknown(terms.displayType)
        }
        return PromotionTerms(format: format, richText: terms.richText, items: (terms.bulletedListItems ?? []).map(\.text),
                              sortOrder: terms.sortOrder)
    }

    /// `_self`, `_blank`; `nil` when absent or empty.
    static func linkTarget(_ target: String?) -> LinkTarget? {
        switch target {
        case nil, "": return nil
        case "_self": return .sameView
        case "_blank": return .newView
        case let other?: return .unknown(other)
        }
    }
}
