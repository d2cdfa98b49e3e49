import Foundation

/// What the bookmaker allows for a slip before it is placed: the bet types it can become, the
/// stake range, the combined odds and the most it can win, the selections that may not be
/// combined, and how many free bets and odds boosts could apply.
public struct BettingOptions: Sendable, Hashable {
    /// Whether the slip can be placed as it is (its type, selections and stake); `false` when a
    /// combination is forbidden or the stake is outside the range.
    public var isAccepted: Bool
    /// The bet types the selections allow: `.single` always; `.multiple` when no combination is
    /// forbidden and no event is there twice; `.system(size:)` for each size below the smallest
    /// forbidden combination (a system of that size would contain it).
    public var allowedTypes: [BetType]
    /// The smallest stake per bet, when the provider says.
    public var minimumStake: Money?
    /// The largest stake per bet, when the provider says; zero when nothing can be staked.
    public var maximumStake: Money?
    /// The combined odds of the slip, when the provider says.
    public var totalOdds: Odds?
    /// The most the slip can win at its stake, when the provider says.
    public var maximumWinning: Money?
    /// Groups of the slip's selections that may not be on one bet together.
    public var forbiddenCombinations: [[BetSelection]]
    /// How many of the user's free bets could be used on the slip.
    public var freeBetCount: Int
    /// How many odds boosts could apply to the slip (details from `BettingService.oddsBoosts(for:)`).
    public var oddsBoostCount: Int

    /// Creates the options of a slip.
    public init(isAccepted: Bool, allowedTypes: [BetType], minimumStake: Money? = nil, maximumStake: Money? = nil, totalOdds: Odds? = nil,
                maximumWinning: Money? = nil, forbiddenCombinations: [[BetSelection]] = [], freeBetCount: Int = 0, oddsBoostCount: Int = 0) {
        self.isAccepted = isAccepted
        self.allowedTypes = allowedTypes
        self.minimumStake = minimumStake
        self.maximumStake = maximumStake
        self.totalOdds = totalOdds
        self.maximumWinning = maximumWinning
        self.forbiddenCombinations = forbiddenCombinations
        self.freeBetCount = freeBetCount
        self.oddsBoostCount = oddsBoostCount
    }

    /// The types ``allowedTypes`` documents, for `selections` with these forbidden combinations.
    public static func allowedTypes(for selections: [BetSelection], forbidden: [[BetSelection]]) -> [BetType] {
        guard !selections.isEmpty else { return [] }
        var types: [BetType] = [.single]
        let distinctEvents = Set(selections.map(\.eventId)).count == selections.count
        if selections.count >= 2, forbidden.isEmpty, distinctEvents { types.append(.multiple) }
        let limit = forbidden.map(\.count).filter { $0 >= 2 }.min() ?? selections.count
        if selections.count >= 2 {
            for size in 1..<min(limit, selections.count) { types.append(.system(size: size)) }
        }
        return types
    }
}
