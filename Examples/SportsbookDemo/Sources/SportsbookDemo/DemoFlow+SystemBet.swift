import Foundation
import ServicesProvider
import AppModels

/// The demo's system bet, shown where the provider takes them.
extension DemoFlow {
    /// A system bet over the first open outcome of three different events: the slip's options
    /// say which system sizes the bookmaker allows, and the smallest one is placed.
    func systemBet(from events: [Event], currency: String) async throws(ServiceProviderError) {
        guard client.supports(.systemBets) else { return }
        section("System bet")
        var candidates = events
        if candidates.count < 3, client.supports(.events) {
            // A short live board: add the pre-match list (of the first competition where the
            // provider lists events per competition).
            var competitionId: String?
            if client.supports(.competitions) { competitionId = try await client.events.competitions(sport: .football).first?.id }
            let listed = try await client.events.list(EventQuery(sport: .football, timing: .all, competitionId: competitionId)).items
            candidates += listed.filter { event in !candidates.contains { $0.id == event.id } }
        }
        let selections = candidates.compactMap(firstOpenSelection(in:)).prefix(3)
        guard selections.count == 3 else { return line("Fewer than three events with an open outcome.") }
        var slip = BetSlip(selections: Array(selections), type: .system(size: 2), stakePerBet: Money(amount: 1, currency: currency))
        if client.supports(.bettingOptions) {
            let options = try await client.betting.bettingOptions(slip)
            let sizes = options.allowedTypes.compactMap { if case .system(let size) = $0 { return size } else { return nil } }
            line("Allowed: " + options.allowedTypes.map { "\($0)" }.joined(separator: ", "))
            guard let size = sizes.min() else { return line("No system bet allowed on these selections.") }
            slip.type = .system(size: size)
        }
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptHigher))
        printTicket(mapper.betTicket(bet))
    }

    /// What a tap on the event's first odds button that takes bets puts on the slip, as a
    /// screen's row gives it (`OutcomeItem.selection`: the odds shown and the names its ticket reads).
    func firstOpenSelection(in event: Event) -> BetSelection? {
        mapper.eventItem(event).markets.lazy.flatMap(\.outcomes).first(where: \.isSelectable)?.selection
    }
}
