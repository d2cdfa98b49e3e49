import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The casino catalogue (`/v1/casino/…`, `/v2/casino/…`) and the player's game history, on the
/// Player API host. Lists keep the games that decode (a game lacking one of the four fields the
/// vendor always sends is dropped, as the vendor's own client drops it).
extension EveryMatrixModels {
    /// `{count, total, items, pages}`: the v1 games list (details, search, recommended).
    struct CasinoGames: Decodable, Sendable {
        let count: Int
        let total: Int
        let items: LossyList<CasinoGame>
    }

    /// `{count, total, items}`: the lobby's groups.
    struct CasinoGroups: Decodable, Sendable {
        let total: Int
        let items: LossyList<CasinoGroup>
    }

    /// A lobby group (`Lobby1$video-slots`) with a page of its games.
    struct CasinoGroup: Decodable, Sendable {
        let id: String
        let name: String
        let games: CasinoGroupGames?
    }

    /// A group's games: `total` is the category's size, `items` this page.
    struct CasinoGroupGames: Decodable, Sendable {
        let count: Int?
        let total: Int
        let items: LossyList<CasinoGame>?
    }

    /// `{count, total, items: [{gameModel}], pagination}`: last- and most-played games.
    struct CasinoPlayedGames: Decodable, Sendable {
        let total: Int
        let items: LossyList<CasinoPlayedGame>
    }

    /// One entry of the player's history: only the game is read (nothing else is recorded).
    struct CasinoPlayedGame: Decodable, Sendable {
        let gameModel: CasinoGame
    }

    /// The game object every list shares. Image URLs are protocol-relative (`//static…`).
    struct CasinoGame: Decodable, Sendable {
        let href: String
        let id: String
        let name: String
        let launchUrl: String
        let thumbnail: String?
        let defaultThumbnail: String?
        let backgroundImageUrl: String?
        let icons: [String: String]?
        let isNew: Bool?
        let hasFunMode: Bool?
        let hasAnonymousFunMode: Bool?
        let theoreticalPayOut: Decimal?
        let volatility: String?
        let description: String?
        let subVendor: String?
        let gameCode: String?
        let vendor: CasinoVendor?
        let tags: CasinoNamedItems?
        let categories: CasinoNamedItems?
        let restrictedTerritories: [String]?
    }

    /// `{href}`, or with `expand=vendor` the whole vendor.
    struct CasinoVendor: Decodable, Sendable {
        let name: String?
        let displayName: String?
    }

    /// `{count, total, items}` of tags or categories: `{href}` (the name in the URL's last
    /// segment) or `{id, name}`.
    struct CasinoNamedItems: Decodable, Sendable {
        let items: LossyList<CasinoNamedItem>?
    }

    /// A tag or a category.
    struct CasinoNamedItem: Decodable, Sendable {
        let href: String?
        let id: String?
        let name: String?
    }

    /// HTTP 200 `{success: false, errorCode, errorMessage}`: the casino's error inside a success.
    struct CasinoErrorBody: Decodable, Sendable {
        let success: Bool
        let errorCode: FlexibleString?
        let errorMessage: String?
    }
}
