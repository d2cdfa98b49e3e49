import Foundation
import ServicesProvider
import AppModels

/// The demo's social sportsbook, where the provider has it: the tipsters' ranking, a player found
/// by the code they handed out and followed, the followed tipsters' tips, and the first tip copied
/// onto the slip at today's odds.
extension DemoFlow {
    /// A code the sandbox knows (any code starting with `CODE`).
    private var friendCode: String { "CODE0009" }

    func social() async throws(ServiceProviderError) {
        guard client.supports(.tipsterRankings), client.supports(.follows), client.supports(.tips) else { return }
        section("Tipsters")
        let rankings = try await client.social.tipsterRankings(TipsterRankingQuery())
        for ranking in rankings.prefix(3) {
            line("\(ranking.position). \(ranking.isAnonymous ? "—" : ranking.tipster.name ?? ranking.tipster.id)")
        }
        if client.supports(.userLookup) {
            let found = try await client.social.user(code: friendCode)
            try await client.social.follow(userId: found.id)
            let following = try await client.social.following()
            line("Found \(found.username ?? found.id) by the code \(friendCode) and followed them (\(counted(following.count, "player")) followed).")
        }
        let tips = try await client.social.tips(TipQuery(onlyFollowed: true)).items
        line("Tips from tipsters you follow: \(tips.count)")
        guard let tip = tips.first else { return }
        try await copyToSlip(tip.bet)
    }

    /// Prints a shared bet's legs and, where the provider restores bets, puts it on the slip at
    /// today's odds.
    func copyToSlip(_ bet: Bet) async throws(ServiceProviderError) {
        for leg in bet.legs { line("    \(leg.eventName): \(leg.outcomeName) @ \(mapper.text(for: leg.odds))") }
        guard client.supports(.rebet) else { return }
        let copied = try await client.betting.rebet(bet)
        line("Copied to the slip: \(counted(copied.selections.count, "selection"))"
             + (copied.unavailableCount > 0 ? " (\(counted(copied.unavailableCount, "pick")) no longer offered)" : ""))
    }
}
