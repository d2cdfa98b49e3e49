/// Home-screen content from the operator's CMS.
public protocol ContentService: ProviderService {
    /// The home layout (all widgets; filter with `widgets(forSignedIn:)`).
    func homeLayout() async throws(ServiceProviderError) -> HomeLayout
    /// Promotional banners.
    func banners() async throws(ServiceProviderError) -> [Banner]
    /// Alert banners (important notices).
    func alertBanners() async throws(ServiceProviderError) -> [Banner]
    /// Boosted-odds banners.
    func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner]
    /// Events featured in the carousel.
    func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent]
    /// The events the operator highlights, as image cards in the operator's order. A card names
    /// its event (and the market to show, when the operator chose one); its ``CarouselEvent/event``
    /// is filled when the provider sends the whole event along, else load it by id.
    func highlightedEvents() async throws(ServiceProviderError) -> [CarouselEvent]
    /// Large featured cards.
    func heroCards() async throws(ServiceProviderError) -> [HeroCard]
    /// Tipsters' picks.
    func proChoices() async throws(ServiceProviderError) -> [ProChoice]
    /// Stories.
    func stories() async throws(ServiceProviderError) -> [Story]
    /// News articles (an empty list is valid).
    func news() async throws(ServiceProviderError) -> [Promotion]
    /// The operator's promotions, in the operator's order (an empty list is valid); each one's
    /// `page`, when set, loads its details with ``promotionDetails(_:)``.
    func promotions() async throws(ServiceProviderError) -> [Promotion]
    /// A promotion with its page (sections, terms and conditions). An unknown promotion or page is `.notFound`.
    func promotionDetails(_ page: PromotionPageReference) async throws(ServiceProviderError) -> PromotionDetails
    /// The sports the operator promotes on the home page, each with the competitions it picks, in
    /// the operator's order (an empty list is valid: the operator promotes none).
    func promotedSports() async throws(ServiceProviderError) -> [PromotedSport]
    /// The banners to show after the user placed a bet that earns cashback, in the operator's order.
    func cashbackBanners() async throws(ServiceProviderError) -> [Banner]
    /// The operator's links and files for the app (help centre, terms, support), in the
    /// operator's order.
    func downloadableContent() async throws(ServiceProviderError) -> [DownloadableContent]
}

extension ContentService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func homeLayout() async throws(ServiceProviderError) -> HomeLayout { throw unsupported(.homeLayout) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func banners() async throws(ServiceProviderError) -> [Banner] { throw unsupported(.banners) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func alertBanners() async throws(ServiceProviderError) -> [Banner] { throw unsupported(.alertBanners) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner] { throw unsupported(.boostedOddsBanners) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent] { throw unsupported(.carouselEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func highlightedEvents() async throws(ServiceProviderError) -> [CarouselEvent] { throw unsupported(.highlightedEvents) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func heroCards() async throws(ServiceProviderError) -> [HeroCard] { throw unsupported(.heroCards) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func proChoices() async throws(ServiceProviderError) -> [ProChoice] { throw unsupported(.proChoices) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func stories() async throws(ServiceProviderError) -> [Story] { throw unsupported(.stories) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func news() async throws(ServiceProviderError) -> [Promotion] { throw unsupported(.news) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func promotions() async throws(ServiceProviderError) -> [Promotion] { throw unsupported(.promotions) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func promotionDetails(_ page: PromotionPageReference) async throws(ServiceProviderError) -> PromotionDetails {
        throw unsupported(.promotionDetails)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func promotedSports() async throws(ServiceProviderError) -> [PromotedSport] { throw unsupported(.promotedSports) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func cashbackBanners() async throws(ServiceProviderError) -> [Banner] { throw unsupported(.cashbackBanners) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func downloadableContent() async throws(ServiceProviderError) -> [DownloadableContent] { throw unsupported(.downloadableContent) }
}
