import Foundation

/// A casino game as a lobby shows it and a player opens it.
public struct CasinoGame: Sendable, Hashable, Identifiable {
    /// The game's id in the operator's catalogue.
    public var id: String
    /// Its name, in the catalogue's language.
    public var name: String
    /// The studio that made it (e.g. `PragmaticPlay`), when the catalogue says.
    public var studio: String?
    /// The catalogue's description text, when it has one.
    public var description: String?
    /// The lobby tile's image.
    public var thumbnailURL: URL?
    /// A wide image for a game page's header.
    public var backgroundImageURL: URL?
    /// The largest square icon the catalogue offers.
    public var iconURL: URL?
    /// Where the game starts, before the mode and session are added: open it with
    /// ``CasinoService/launchURL(for:mode:)``, never as it is.
    public var launchURL: URL
    /// Whether the catalogue marks it as new.
    public var isNew: Bool
    /// Whether it can be played for fun (no money), signed in.
    public var hasDemoMode: Bool
    /// Whether the fun mode also works signed out.
    public var hasAnonymousDemoMode: Bool
    /// The share of stakes paid back over time, as a fraction (`0.9646` for 96.46 %), when known.
    public var theoreticalPayout: Decimal?
    /// The studio's volatility label, as the catalogue writes it.
    public var volatility: String?
    /// The names of the catalogue's categories it is filed under.
    public var categories: [String]
    /// Its tags (e.g. `Free Spins`).
    public var tags: [String]
    /// Territories where it may not be offered (ISO 3166 codes, with subdivisions such as `CA-ON`).
    public var restrictedTerritories: [String]

    /// Creates a game.
    public init(id: String, name: String, studio: String? = nil, description: String? = nil, thumbnailURL: URL? = nil,
                backgroundImageURL: URL? = nil, iconURL: URL? = nil, launchURL: URL, isNew: Bool = false, hasDemoMode: Bool = false,
                hasAnonymousDemoMode: Bool = false, theoreticalPayout: Decimal? = nil, volatility: String? = nil,
                categories: [String] = [], tags: [String] = [], restrictedTerritories: [String] = []) {
        self.id = id
        self.name = name
        self.studio = studio
        self.description = description
        self.thumbnailURL = thumbnailURL
        self.backgroundImageURL = backgroundImageURL
        self.iconURL = iconURL
        self.launchURL = launchURL
        self.isNew = isNew
        self.hasDemoMode = hasDemoMode
        self.hasAnonymousDemoMode = hasAnonymousDemoMode
        self.theoreticalPayout = theoreticalPayout
        self.volatility = volatility
        self.categories = categories
        self.tags = tags
        self.restrictedTerritories = restrictedTerritories
    }
}

/// How a game is opened.
public enum CasinoGameMode: Sendable, Hashable {
    /// For fun, with play money: signed out where the game allows it.
    case demo
    /// For real money: only signed in.
    case realMoney
}
