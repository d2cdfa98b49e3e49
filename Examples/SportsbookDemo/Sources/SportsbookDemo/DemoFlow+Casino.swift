import Foundation
import ServicesProvider
import AppModels

/// The demo's casino lobby, shown where the provider has one: the categories with games, a
/// category's first tiles, and where a game starts (its address without the session it carries).
extension DemoFlow {
    func casinoLobby() async throws(ServiceProviderError) {
        guard client.supports(.casinoLobby) else { return }
        section("Casino lobby")
        let categories = try await client.casino.categories().filter { $0.gameCount > 0 }
        line(categories.map { "\($0.name) (\($0.gameCount))" }.joined(separator: ", "))
        guard let first = categories.first else { return }
        let page = try await client.casino.games(inCategory: first.id, page: PageRequest(pageSize: 3))
        for game in page.items {
            let item = mapper.casinoGameItem(game)
            line([item.title, item.studioText, item.payoutText, item.badgeText].compactMap { $0 }.joined(separator: " · "))
        }
        guard client.supports(.casinoLaunch), let game = page.items.first(where: \.hasDemoMode) else { return }
        let url = try await client.casino.launchURL(for: game, mode: .demo)
        // The address carries the session: the demo shows where it leads, not the session.
        line("\(game.name) starts in demo mode at \(url.host ?? "")\(url.path)")
    }
}
