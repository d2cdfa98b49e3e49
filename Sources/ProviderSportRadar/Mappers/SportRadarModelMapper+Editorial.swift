import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The home page's editorial content: top banners, sliders and the cashback banner, stories,
/// promoted sports, and the cards the pointer lists become once their markets are loaded. Each
/// list mapper answers what it kept and how many items it dropped, so the service counts them.
extension SportRadarModelMapper {
    /// The marker in a top banner's `location` that makes it the sign-up banner.
    static let registrationMarker = "#register"

    /// A link as the operator wrote it (an app path such as `/promotions/cashback`, or an address);
    /// `nil` when empty or not a URL.
    static func link(_ raw: String?) -> URL? {
        guard let raw, !raw.isEmpty else { return nil }
        return URL(string: raw)
    }

    /// The top banners (`bannerCategoryList` `F/Homepage`): the items of every category merged in
    /// order; an item without `idfwbanneritem`, or one that did not decode, is dropped. The name is
    /// the title and the static texts, one per line, the subtitle; a `location` holding
    /// ``registrationMarker`` opens the sign-up screen.
    static func topBanners(_ categories: [SportRadarModels.BannerCategory]) -> (banners: [Banner], dropped: Int) {
        var banners: [Banner] = []
        var dropped = 0
        for category in categories {
            dropped += category.banneritems?.dropped ?? 0
            for item in category.banneritems?.elements ?? [] {
                guard let id = item.idfwbanneritem, !id.isEmpty else {
                    dropped += 1
                    continue
                }
                let texts = (item.bannerstaticcontents ?? []).filter { !$0.isEmpty }
                banners.append(Banner(id: id, title: item.name, subtitle: texts.isEmpty ? nil : texts.joined(separator: "\n"),
                                      imageURL: httpsURL(item.imageurl), action: link(item.location),
                                      opensRegistration: item.location?.contains(registrationMarker) ?? false))
            }
        }
        return (banners, dropped)
    }

    /// A home slider or cashback banner. A slider naming a market gets its event id once the
    /// service has looked the market up.
    static func banner(_ headline: SportRadarModels.BannerHeadline, eventId: String? = nil) -> Banner {
        Banner(id: headline.idfwheadline, title: headline.title, subtitle: headline.bodytext.flatMap { $0.isEmpty ? nil : $0 },
               imageURL: httpsURL(headline.imageurl), action: link(headline.linkurl), eventId: eventId)
    }

    /// A promotional story: the vendor sends one image (the thumbnail) and a link; its body text
    /// has no place in ``Story``.
    static func story(_ headline: SportRadarModels.StoryHeadline) -> Story {
        Story(id: headline.idfwheadline, title: headline.title, thumbnailURL: httpsURL(headline.imageurl), action: link(headline.linkurl))
    }

    /// The "Popular" root node's sports (the first root node so named, in any case), each with its
    /// market groups; a sport or group that did not decode, and a sport with no group, are
    /// dropped. No such node: none.
    static func promotedSports(_ root: SportRadarModels.PromotedSportsRoot) -> (sports: [PromotedSport], dropped: Int) {
        guard let popular = root.bonavigationnodes?.elements.first(where: { $0.name.lowercased() == "popular" }),
              let nodes = popular.bonavigationnodes else { return ([], 0) }
        var dropped = nodes.dropped
        var sports: [PromotedSport] = []
        for node in nodes.elements {
            dropped += node.marketgroups.dropped
            let competitions = node.marketgroups.elements.map { PromotedCompetition(id: $0.idfwmarketgroup, name: $0.name) }
            guard !competitions.isEmpty else {
                dropped += 1
                continue
            }
            sports.append(PromotedSport(id: node.idfwbonavigation, name: node.name, competitions: competitions))
        }
        return (sports, dropped)
    }

    /// How many selections a highlighted market shows: `numofselections` when it is a whole
    /// number from 0 up, else `nil` (all of them; the vendor's client shows none).
    static func shownOutcomeCount(_ raw: String?) -> Int? {
        guard let raw, let count = Int(raw), count >= 0 else { return nil }
        return count
    }

    /// A card's id: the headline's, else the id of what it points at.
    static func cardId(_ item: SportRadarModels.HeadlineItem, pointer: String) -> String {
        guard let id = item.idfwheadline, !id.isEmpty else { return pointer }
        return id
    }

    /// The hero cards of the hero-game headlines, one per event in the editor's order (of each
    /// event's first headline): the markets of every headline's market group (`events`, the
    /// group's markets as events, by group id) regrouped by event, each market once, in order.
    /// A card's id and image are its first headline's that has one. Headlines whose group is not
    /// in `events` are left out (the service counts them).
    static func heroCards(_ items: [SportRadarModels.HeadlineItem], events: [String: [Event]]) -> [SportRadarHeroCard] {
        var cards: [SportRadarHeroCard] = []
        for item in items {
            guard let group = item.idfwmarketgroup, let groupEvents = events[group] else { continue }
            for event in groupEvents {
                if let index = cards.firstIndex(where: { $0.event.id == event.id }) {
                    let known = Set(cards[index].event.markets.map(\.id))
                    cards[index].event.markets += event.markets.filter { !known.contains($0.id) }
                    if cards[index].imageURL == nil { cards[index].imageURL = httpsURL(item.imageurl) }
                    cards[index].headlines += 1
                } else {
                    cards.append(SportRadarHeroCard(id: cardId(item, pointer: group), event: event, imageURL: httpsURL(item.imageurl)))
                }
            }
        }
        return cards
    }
}

/// A hero card as the market groups give it, before its event is looked up for its status: the
/// event holds only the groups' markets (the card's, in order).
struct SportRadarHeroCard: Sendable, Equatable {
    var id: String
    var event: Event
    var imageURL: URL?
    /// How many headlines fed it (counted when the card is dropped).
    var headlines = 1

    /// The card, with its event as looked up: the groups' markets the looked-up event lacks are
    /// added to it.
    func card(with found: Event) -> HeroCard {
        var full = found
        let known = Set(full.markets.map(\.id))
        full.markets += event.markets.filter { !known.contains($0.id) }
        return HeroCard(id: id, eventId: found.id, marketIds: event.markets.map(\.id), imageURL: imageURL, event: full)
    }
}
