import Foundation
import ServicesProvider
import AppModels

/// The demo's event page, search, favourites and pre-live list, each shown only where the provider offers it.
extension DemoFlow {
    /// One event's page: its details, its market tabs, the markets of the first tab, then a few
    /// of its live changes.
    func eventPage(_ listed: Event?) async throws(ServiceProviderError) {
        // The page is its details with their market tabs: shown where the provider has both.
        guard let listed, client.supports(.eventDetails), client.supports(.marketGroups) else { return }
        section("Event page")
        let event = try await client.events.event(id: listed.id)
        printEvent(event)
        let groups = try await client.events.marketGroups(eventId: event.id)
        line("Tabs: " + (groups.isEmpty ? "none" : groups.map { "\($0.name)" + ($0.marketCount.map { " (\($0))" } ?? "") }.joined(separator: ", ")))
        guard let tab = groups.first(where: \.isDefault) ?? groups.first else { return }
        if client.supports(.groupMarkets) {
            let markets = try await client.events.markets(eventId: event.id, group: tab.key)
            for market in markets.prefix(3) {
                let odds = market.outcomes.map { "\($0.name) \(mapper.text(for: $0.odds))" }.joined(separator: " | ")
                line("    \(mapper.marketTitle(market)): \(odds)")
            }
        }
        guard client.supports(.liveEventChanges) else { return }
        let changes = try await read(client.events.liveEventChanges(id: event.id, group: tab.key), for: liveWait, into: [EventChange]()) { changes, change in
            changes.append(change)
            return changes.count > liveChangeLimit
        }.get()
        // The stream opens with the event itself; what follows is what changed while we watched.
        let updates = changes.drop { if case .eventAdded = $0 { return true } else { return false } }
        if updates.isEmpty { return line("Watched for \(counted(Int(liveWait), "second")): no change.") }
        // Told against the page as it stood before each change.
        var board = LiveEventList([event])
        for change in updates {
            line("Live: " + describe(change, on: board))
            board.apply(change)
        }
    }

    /// A search for a team.
    func search(_ text: String) async throws(ServiceProviderError) {
        guard client.supports(.search) else { return }
        section("Search \"\(text)\"")
        let found = try await client.events.search(text, limit: 5)
        if found.isEmpty { line("Nothing found.") }
        for event in found { printEvent(event) }
    }

    /// Marks an event as a favourite, lists the favourites, and takes it off again (so the demo
    /// leaves the account as it found it).
    func favourite(_ listed: Event?) async throws(ServiceProviderError) {
        guard let listed, client.supports(.favouriteEvents) else { return }
        section("Favourites")
        let before = try await client.events.favouriteEventIds()
        let added = try await client.events.addFavouriteEvent(id: listed.id)
        line("Added \(mapper.eventItem(listed).title): \(counted(added.count, "favourite event"))" + (added.contains(listed.id) ? ", it among them." : "."))
        if !before.contains(listed.id) {
            let after = try await client.events.removeFavouriteEvent(id: listed.id)
            line("Removed it again: \(counted(after.count, "favourite event")) left.")
        }
    }

    /// The popular pre-live list, first page then the next one.
    func upcoming() async throws(ServiceProviderError) {
        guard client.supports(.popularEvents) else { return }
        section("Popular upcoming (two pages)")
        let pages = client.events.popularEvents(sport: .football)
        // The next page is asked for once the first one is there (an app would on scrolling down).
        let snapshots = try await read(pages.snapshots, for: liveWait, into: [EventPageSnapshot]()) { snapshots, snapshot in
            snapshots.append(snapshot)
            if snapshots.count == 1, snapshot.hasMore { Task { await pages.loadMore() } }
            return snapshot.requestedCount > 10 || !snapshot.hasMore
        }.get()
        for snapshot in snapshots {
            line("\(counted(snapshot.events.count, "event")) (asked for \(snapshot.requestedCount))" + (snapshot.hasMore ? ", more to load" : ", the end"))
        }
        for event in snapshots.last?.events.prefix(3) ?? [] { printEvent(event) }
    }
}
