/// An event ready for a list cell or a header.
public struct EventItem: Sendable, Equatable, Identifiable {
    /// The event's id.
    public var id: String
    /// `Home v Away`, or the participants joined for events without sides.
    public var title: String
    /// The home participant's name.
    public var homeName: String?
    /// The away participant's name.
    public var awayName: String?
    /// The competition's name.
    public var competitionName: String?
    /// The kick-off as the preferences ask: `in 25 min`, `Tomorrow 8:00 PM`, `Nov 14 at 11:13 PM`.
    public var kickoffText: String
    /// The status: `Live`, `Ended`, `Postponed`…
    public var statusText: String
    /// Whether the event is being played now.
    public var isLive: Bool
    /// The score, when there is one.
    public var score: ScoreText?
    /// The match clock or phase, when live: `67'`, `Half-time`.
    public var matchTimeText: String?
    /// The part being played, when live and the provider says: `2nd set, 9th game`, `1st half`.
    public var periodText: String?
    /// The markets, ordered for display (main first, lines ascending).
    public var markets: [MarketItem]

    /// Creates an item.
    public init(id: String, title: String, homeName: String?, awayName: String?, competitionName: String?,
                kickoffText: String, statusText: String, isLive: Bool, score: ScoreText?, matchTimeText: String?,
                periodText: String? = nil, markets: [MarketItem]) {
        self.id = id
        self.title = title
        self.homeName = homeName
        self.awayName = awayName
        self.competitionName = competitionName
        self.kickoffText = kickoffText
        self.statusText = statusText
        self.isLive = isLive
        self.score = score
        self.matchTimeText = matchTimeText
        self.periodText = periodText
        self.markets = markets
    }
}

/// A score, formatted.
public struct ScoreText: Sendable, Equatable {
    /// The main score, `2 - 1`.
    public var main: String
    /// The period scores, `6-4, 3-6, 2-1`; `nil` when there are none.
    public var periods: String?
    /// The current game's points, `40-15`; `nil` when not reported.
    public var currentGame: String?

    /// Creates a score text.
    public init(main: String, periods: String? = nil, currentGame: String? = nil) {
        self.main = main
        self.periods = periods
        self.currentGame = currentGame
    }
}
