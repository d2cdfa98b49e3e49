/// The participants' recent record that explains a market (e.g. last 10 games won/drawn/lost,
/// or how often the total went over/under, or both teams scored).
public struct MarketStatistics: Sendable, Hashable, Codable {
    /// The home side's record.
    public var home: Record?
    /// The away side's record.
    public var away: Record?

    /// Creates statistics.
    public init(home: Record?, away: Record?) {
        self.home = home
        self.away = away
    }

    /// One side's counts; only the ones that fit the market are set.
    public struct Record: Sendable, Hashable, Codable {
        /// Games counted.
        public var total: Int?
        /// Wins.
        public var wins: Int?
        /// Draws.
        public var draws: Int?
        /// Losses.
        public var losses: Int?
        /// Games over the line.
        public var over: Int?
        /// Games under the line.
        public var under: Int?
        /// Games where the proposition held (e.g. both teams scored).
        public var yes: Int?
        /// Games where it did not.
        public var no: Int?

        /// Creates a record.
        public init(total: Int? = nil, wins: Int? = nil, draws: Int? = nil, losses: Int? = nil,
                    over: Int? = nil, under: Int? = nil, yes: Int? = nil, no: Int? = nil) {
            self.total = total
            self.wins = wins
            self.draws = draws
            self.losses = losses
            self.over = over
            self.under = under
            self.yes = yes
            self.no = no
        }
    }
}
