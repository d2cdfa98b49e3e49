import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The casino catalogue into lobby categories and games.
extension EveryMatrixModelMapper {
    /// The sportsbook's own entry in the casino lists (`OddsMatrix2`): not a game a lobby offers.
    static let sportsbookPseudoGame = "OddsMatrix2"

    static func casinoCategories(_ groups: EveryMatrixModels.CasinoGroups) -> [CasinoCategory] {
        groups.items.elements.map { CasinoCategory(id: $0.id, name: $0.name, gameCount: max(0, $0.games?.total ?? 0)) }
    }

    /// The games that are games (not the sportsbook entry) and have an address to start from.
    static func casinoGames(_ games: [EveryMatrixModels.CasinoGame]) -> [CasinoGame] {
        games.compactMap(casinoGame)
    }

    static func casinoGame(_ game: EveryMatrixModels.CasinoGame) -> CasinoGame? {
        guard game.subVendor != sportsbookPseudoGame, game.gameCode != sportsbookPseudoGame,
              let launch = assetURL(game.launchUrl) else { return nil }
        let largestIcon = game.icons?.compactMap { key, url in Int(key).map { ($0, url) } }.max { $0.0 < $1.0 }?.1
        return CasinoGame(id: game.id, name: game.name, studio: game.subVendor ?? game.vendor?.displayName ?? game.vendor?.name,
                          description: game.description.flatMap { $0.isEmpty ? nil : $0 },
                          thumbnailURL: assetURL(game.thumbnail ?? game.defaultThumbnail),
                          backgroundImageURL: assetURL(game.backgroundImageUrl), iconURL: assetURL(largestIcon), launchURL: launch,
                          isNew: game.isNew ?? false, hasDemoMode: game.hasFunMode ?? false,
                          hasAnonymousDemoMode: game.hasAnonymousFunMode ?? false, theoreticalPayout: game.theoreticalPayOut,
                          volatility: game.volatility, categories: names(game.categories), tags: names(game.tags),
                          restrictedTerritories: game.restrictedTerritories ?? [])
    }

    /// Tag and category names: `name`, else the `href`'s last segment (`…/tags/Free%20Spins` →
    /// `Free Spins`), as the vendor's v1 items carry only that.
    private static func names(_ items: EveryMatrixModels.CasinoNamedItems?) -> [String] {
        (items?.items?.elements ?? []).compactMap { item in
            if let name = item.name, !name.isEmpty { return name }
            guard let last = item.href?.split(separator: "/").last else { return nil }
            return String(last).removingPercentEncoding
        }
    }

    /// The game's start address for a mode: its own query kept, then `language`, and for a signed-in
    /// start the session as `_sid` (a demo also `funMode=True`), as the vendor's launcher reads them.
    static func casinoLaunchURL(_ launch: URL, language: String, sessionId: String?, demo: Bool) -> URL? {
        guard var components = URLComponents(url: launch, resolvingAgainstBaseURL: false) else { return nil }
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "language", value: language))
        if let sessionId {
            if demo { items.append(URLQueryItem(name: "funMode", value: "True")) }
            items.append(URLQueryItem(name: "_sid", value: sessionId))
        }
        components.queryItems = items
        return components.url
    }
}
