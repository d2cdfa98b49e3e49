import Foundation
import ServicesProvider
import AppModels

/// The demo's home page, shown where the client serves content: the widgets the user may see,
/// and the cards naming events, each with the sportsbook's event as the client resolved it.
extension DemoFlow {
    /// `signedOut` is the layout read before signing in.
    func homePage(signedOut: HomeLayout?) async throws(ServiceProviderError) {
        guard client.supports(.homeLayout) else { return }
        section("Home page")
        let screen = mapper.homeScreen(try await client.content.homeLayout(), isSignedIn: await client.isSignedIn)
        let before = signedOut.map { mapper.homeScreen($0, isSignedIn: false).widgets.count }
        line("\(counted(screen.widgets.count, "widget")) for this user"
             + (before.map { " (\($0) before signing in)" } ?? "") + ": "
             + screen.widgets.map { "\($0.kind)" }.joined(separator: ", "))
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
        let left = client.contentDiagnostics
        let reasons = [left.unknownEvents > 0 ? "\(counted(left.unknownEvents, "card")) naming an event the sportsbook does not offer" : nil,
                       left.endedEvents > 0 ? "\(counted(left.endedEvents, "card")) of an ended event" : nil].compactMap { $0 }
        if !reasons.isEmpty { line("Left out: " + reasons.joined(separator: ", ") + ".") }
    }

    private func cardLine(_ kind: String, _ event: Event?, id: String) {
        guard let event else { return line("\(kind): event \(id)") }
        let item = mapper.eventItem(event)
        line("\(kind): \(item.title)  [\(item.statusText)]")
    }
}
