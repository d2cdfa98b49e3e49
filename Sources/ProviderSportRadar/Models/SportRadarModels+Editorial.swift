import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The home page's editorial content (`headline`, `bannerCategoryList` and the "Popular" node of
/// `boNavigationList` `F/top`). Every list is read item by item: an item that does not decode is
/// dropped and counted (``LossyList``), never failing the whole answer as the vendor's client does.
extension SportRadarModels {
    /// `headline` content (and the cashback banner's `bannerCategoryList`, which answers in this
    /// form): `{"headlineItems": [...]}`.
    struct HeadlineList<Item: Decodable & Sendable>: Decodable, Sendable {
        let headlineItems: LossyList<Item>
    }

    /// A headline of a pointer list (sliding events, event cards, boosted odds, highlighted
    /// markets, hero game): every field is an optional string. `idfomarket` or `idfwmarketgroup`
    /// points at the content to load; the `ts…` dates are never read (their format is not
    /// evidenced).
    struct HeadlineItem: Decodable, Sendable {
        let idfwheadline: String?
        let idfwmarketgroup: String?
        let idfomarket: String?
        let name: String?
        let title: String?
        let tsactivefrom: String?
        let tsactiveto: String?
        let idfwheadlinetype: String?
        let headlinemediatype: String?
        let categoryName: String?
        /// How many selections of a highlighted market to show (a number as text).
        let numofselections: String?
        let imageurl: String?
        let linkurl: String?
        /// A boosted card's original market id; a slider's or story's text.
        let bodytext: String?
        let tournamentcountryname: String?
    }

    /// A home slider or a cashback banner: the fields the vendor's client requires are required
    /// here too, so an incomplete item is dropped (and counted).
    struct BannerHeadline: Decodable, Sendable {
        let idfwheadline: String
        let name: String
        let title: String
        let imageurl: String
        let idfwheadlinetype: String
        let bodytext: String?
        let linkurl: String?
        /// A slider promoting a match names one of its markets.
        let idfomarket: String?
    }

    /// A promotional story (`InstaCard`): id, title, image and link are required.
    struct StoryHeadline: Decodable, Sendable {
        let idfwheadline: String
        let title: String
        let imageurl: String
        let linkurl: String
        let bodytext: String?
    }

    /// `boNavigationList` `F/top` read for its "Popular" node: root nodes one by one.
    struct PromotedSportsRoot: Decodable, Sendable {
        let bonavigationnodes: LossyList<PromotedRootNode>?
    }

    /// A root node of `F/top`; only the one named "Popular" (any case) is read.
    struct PromotedRootNode: Decodable, Sendable {
        let idfwbonavigation: String?
        let name: String
        let bonavigationnodes: LossyList<PromotedSportNode>?
    }

    /// A promoted sport: id, name and market groups are required.
    struct PromotedSportNode: Decodable, Sendable {
        let idfwbonavigation: String
        let name: String
        let marketgroups: LossyList<PromotedMarketGroup>
    }

    /// A promoted market group (a competition's list of events).
    struct PromotedMarketGroup: Decodable, Sendable {
        let idfwmarketgroup: String
        let idfwmarketgrouptype: String?
        let name: String?
    }
}
