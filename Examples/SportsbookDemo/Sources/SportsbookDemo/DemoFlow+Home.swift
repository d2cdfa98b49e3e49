import Foundation
import ServicesProvider
import AppModels

/// The demo's home page, shown where the client serves content: the widgets the user may see (a
/// CMS with a layout), the banners and stories, the cards naming events, each with the
/// sportsbook's event as the client resolved it, and the promoted sports, whatever vendor serves
/// them (a CMS, or the sportsbook's own editorial content).
extension DemoFlow {
    /// `signedOut` is the layout read before signing in.
    func homePage(signedOut: HomeLayout?) async throws(ServiceProviderError) {
        guard client.supports(.homeLayout) || client.supports(.banners) else { return }
        section("Home page")
        if client.supports(.homeLayout) {
            let screen = mapper.homeScreen(try await client.content.homeLayout(), isSignedIn: await client.isSignedIn)
            let before = signedOut.map { mapper.homeScreen($0, isSignedIn: false).widgets.count }
            line("\(counted(screen.widgets.count, "widget")) for this user"
                 + (before.map { " (\($0) before signing in)" } ?? "") + ": "
                 + screen.widgets.map { "\($0.kind)" }.joined(separator: ", "))
        }
        if client.supports(.banners) {
            let banners = try await client.content.banners()
            let titles = banners.map { ($0.title ?? $0.id) + ($0.opensRegistration ? " (sign-up)" : "") }
            line("\(counted(banners.count, "banner"))" + (titles.isEmpty ? "" : ": " + titles.joined(separator: ", ")))
        }
        if client.supports(.stories) {
            let stories = try await client.content.stories()
            line("\(counted(stories.count, "story", "stories"))"
                 + (stories.isEmpty ? "" : ": " + stories.map { $0.title ?? $0.id }.joined(separator: ", ")))
        }
        if client.supports(.carouselEvents) {
            for card in try await client.content.carouselEvents() { cardLine("Carousel", card.event, id: card.eventId) }
        }
        if client.supports(.heroCards) {
            for card in try await client.content.heroCards() { cardLine("Hero card", card.event, id: card.eventId) }
        }
        if client.supports(.proChoices) {
            for pick in try await client.content.proChoices() { cardLine("Pro choice", pick.event, id: pick.eventId) }
        }
        if client.supports(.boostedOddsBanners) {
            for banner in try await client.content.boostedOddsBanners() { cardLine("Boosted odds", banner.event, id: banner.eventId) }
        }
        if client.supports(.highlightedEvents) {
            for card in try await client.content.highlightedEvents() { cardLine("Highlight", card.event, id: card.eventId) }
        }
        if client.supports(.promotedSports) {
            let sports = try await client.content.promotedSports().map { sport in
                "\(sport.name) (" + sport.competitions.map { $0.name ?? $0.id }.joined(separator: ", ") + ")"
            }
            line("Promoted sports: " + (sports.isEmpty ? "none" : sports.joined(separator: ", ")))
        }
        if client.supports(.cashbackBanners) {
            line("After a cashback bet: " + (try await client.content.cashbackBanners().map { $0.title ?? $0.id }.first ?? "no banner"))
        }
        let left = client.contentDiagnostics
        let reasons = [left.unknownEvents > 0 ? "\(counted(left.unknownEvents, "card")) naming an event the sportsbook does not offer" : nil,
                       left.endedEvents > 0 ? "\(counted(left.endedEvents, "card")) of an ended event" : nil,
                       left.incompleteItems > 0 ? "\(counted(left.incompleteItems, "item")) sent incomplete" : nil].compactMap { $0 }
        if !reasons.isEmpty { line("Left out: " + reasons.joined(separator: ", ") + ".") }
    }

    private func cardLine(_ kind: String, _ event: Event?, id: String) {
        guard let event else { return line("\(kind): event \(id)") }
        let item = mapper.eventItem(event)
        line("\(kind): \(item.title)  [\(item.statusText)]")
    }
}
