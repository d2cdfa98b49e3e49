import Foundation

/// The home screen's widgets, as the operator's CMS arranges them.
public struct HomeLayout: Sendable, Hashable, Codable {
    /// The layout's id.
    public var id: String
    /// Its name.
    public var name: String
    /// The widgets, sorted by their order.
    public var widgets: [HomeWidget]

    /// Creates a layout; widgets are sorted by `sortOrder`.
    public init(id: String, name: String, widgets: [HomeWidget]) {
        self.id = id
        self.name = name
        self.widgets = widgets.sorted { $0.sortOrder < $1.sortOrder }
    }

    /// The widgets this user may see: `.all` always, `.authenticated` only when signed in,
    /// `.anonymous` only when signed out; unknown audiences are hidden.
    public func widgets(forSignedIn isSignedIn: Bool) -> [HomeWidget] {
        widgets.filter { $0.audience.includes(signedIn: isSignedIn) }
    }
}

/// One widget of the home layout.
public struct HomeWidget: Sendable, Hashable, Identifiable, Codable {
    /// The widget's id.
    public var id: String
    /// What it shows.
    public var kind: HomeWidgetKind
    /// Who may see it.
    public var audience: Audience
    /// Its position.
    public var sortOrder: Int
    /// A description from the CMS.
    public var description: String?

    /// Creates a widget.
    public init(id: String, kind: HomeWidgetKind, audience: Audience, sortOrder: Int, description: String? = nil) {
        self.id = id
        self.kind = kind
        self.audience = audience
        self.sortOrder = sortOrder
        self.description = description
    }
}

/// What a home widget shows.
public enum HomeWidgetKind: Sendable, Hashable, Codable {
    /// The `alertBanners` widget.
    case alertBanners
    /// The `banners` widget.
    case banners
    /// The `carouselEvents` widget.
    case carouselEvents
    /// The `stories` widget.
    case stories
    /// The `heroCards` widget.
    case heroCards
    /// The `proChoices` widget.
    case proChoices
    /// The `boostedOdds` widget.
    case boostedOdds
    /// The `news` widget.
    case news
    /// The `topCompetitions` widget.
    case topCompetitions
    /// A widget the SDK does not know; the CMS name is kept.
    case unknown(String)
}

/// Who may see a piece of content.
public enum Audience: Sendable, Hashable, Codable {
    /// Everyone.
    case all
    /// Signed-in users only.
    case authenticated
    /// Signed-out users only.
    case anonymous
    /// A CMS value the SDK does not know (hidden from everyone).
    case unknown(String)

    /// Whether a user in this signed-in state belongs to the audience.
    public func includes(signedIn: Bool) -> Bool {
        switch self {
        case .all: return true
        case .authenticated: return signedIn
        case .anonymous: return !signedIn
        case .unknown: return false
        }
    }
}
