import Foundation

/// A sporting event (a match) with its markets.
public struct Event: Sendable, Hashable, Identifiable, Codable {
    /// The provider's id.
    public var id: String
    /// The sport.
    public var sport: Sport?
    /// The competition.
    public var competition: Competition?
    /// The participants, home first.
    public var participants: [Participant]
    /// Scheduled start.
    public var startDate: Date
    /// Where the event stands.
    public var status: EventStatus
    /// The live score, when the event has one.
    public var score: Score?
    /// Elapsed match time as the provider reports it (e.g. `67'`, `45:00`).
    public var matchTime: String?
    /// The markets offered (may be only the main market in lists).
    public var markets: [Market]

    /// Creates an event.
    public init(id: String, sport: Sport? = nil, competition: Competition? = nil, participants: [Participant],
                startDate: Date, status: EventStatus, score: Score? = nil, matchTime: String? = nil, markets: [Market] = []) {
        self.id = id
        self.sport = sport
        self.competition = competition
        self.participants = participants
        self.startDate = startDate
        self.status = status
        self.score = score
        self.matchTime = matchTime
        self.markets = markets
    }

    /// The home participant, when the event has sides.
    public var home: Participant? { participants.first { $0.side == .home } }
    /// The away participant, when the event has sides.
    public var away: Participant? { participants.first { $0.side == .away } }
    /// Whether the event is being played now.
    public var isLive: Bool { if case .inProgress = status { return true } else { return false } }
}

/// A team or player in an event.
public struct Participant: Sendable, Hashable, Codable {
    /// The provider's id, when it has one.
    public var id: String?
    /// The display name.
    public var name: String
    /// Home, away, or neither (e.g. an outright).
    public var side: Side?

    /// Creates a participant.
    public init(id: String? = nil, name: String, side: Side?) {
        self.id = id
        self.name = name
        self.side = side
    }
}

/// Home or away.
public enum Side: String, Sendable, Hashable, Codable {
    /// The home side.
    case home
    /// The away side.
    case away
}

/// Where an event stands.
public enum EventStatus: Sendable, Hashable, Codable {
    /// Scheduled, not started.
    case notStarted
    /// Being played; `period` is the part being played, when the provider says (a user reads
    /// it through ``EventPeriod/parts`` or ``EventPeriod/name``, never its code).
    case inProgress(period: EventPeriod?)
    /// Interrupted (e.g. rain delay).
    case suspended
    /// Finished.
    case ended
    /// Postponed to a later date.
    case postponed
    /// Cancelled.
    case cancelled
    /// A provider status the SDK does not know.
    case unknown(String)
}

/// A live score.
public struct Score: Sendable, Hashable, Codable {
    /// Home side's score.
    public var home: Int
    /// Away side's score.
    public var away: Int
    /// Per-period scores (sets, halves, quarters), in order.
    public var periods: [PeriodScore]
    /// Who serves (tennis, volleyball…).
    public var serving: Side?
    /// Points in the current game (tennis: `15`, `30`, `40`, `A`).
    public var currentGame: GameScore?
    /// Cards shown (football).
    public var yellowCards: SideCounts?
    /// Red cards (football).
    public var redCards: SideCounts?

    /// Creates a score.
    public init(home: Int, away: Int, periods: [PeriodScore] = [], serving: Side? = nil, currentGame: GameScore? = nil,
                yellowCards: SideCounts? = nil, redCards: SideCounts? = nil) {
        self.home = home
        self.away = away
        self.periods = periods
        self.serving = serving
        self.currentGame = currentGame
        self.yellowCards = yellowCards
        self.redCards = redCards
    }
}

/// The score of one period.
public struct PeriodScore: Sendable, Hashable, Codable {
    /// The period's name or number as the provider gives it (e.g. `1`, `SET1`).
    public var period: String
    /// Home side.
    public var home: Int
    /// Away side.
    public var away: Int

    /// Creates a period score.
    public init(period: String, home: Int, away: Int) {
        self.period = period
        self.home = home
        self.away = away
    }
}

/// Points in the current game, as shown (tennis uses `15`/`30`/`40`/`A`).
public struct GameScore: Sendable, Hashable, Codable {
    /// Home side.
    public var home: String
    /// Away side.
    public var away: String

    /// Creates a game score.
    public init(home: String, away: String) {
        self.home = home
        self.away = away
    }
}

/// A count per side.
public struct SideCounts: Sendable, Hashable, Codable {
    /// Home side.
    public var home: Int
    /// Away side.
    public var away: Int

    /// Creates counts.
    public init(home: Int, away: Int) {
        self.home = home
        self.away = away
    }
}
