import Foundation
import ServicesProvider
import AppModels

/// The demo's recommendations, shown where the provider has them: the events picked for the
/// player, and a recommended combination put on a slip.
extension DemoFlow {
    func recommendations() async throws(ServiceProviderError) {
        guard client.supports(.recommendedEvents) || client.supports(.recommendedCombinations) else { return }
        section("Recommended for you")
        if client.supports(.recommendedEvents) {
            for recommended in try await client.recommendations.recommendedEvents(limit: 3) {
                let markets = recommended.markets.map { mapper.marketTitle($0) }
                line(mapper.title(of: recommended.event) + (markets.isEmpty ? "" : " — " + markets.joined(separator: ", ")))
            }
        }
        guard client.supports(.recommendedCombinations) else { return }
        let combination = try await client.recommendations.recommendedCombination(limit: 5)
        guard !combination.selections.isEmpty else { return }
        line("A recommended combination on the slip: \(counted(combination.selections.count, "selection"))"
             + (combination.unavailableCount > 0 ? " (\(counted(combination.unavailableCount, "pick")) no longer offered)" : ""))
        for selection in combination.selections {
            guard let event = combination.events.first(where: { $0.id == selection.eventId }),
                  let outcome = event.markets.lazy.flatMap(\.outcomes).first(where: { $0.id == selection.outcomeId }) else { continue }
            line("    \(mapper.title(of: event)): \(outcome.name) @ \(mapper.text(for: selection.odds))")
        }
        if client.supports(.slipPriceUpdates), let first = combination.selections.first { try await followPrice(of: first) }
        if client.supports(.recommendedBetBuilders), let event = combination.events.first { try await betBuilders(for: event) }
    }

    /// The bet builders recommended for one event, each leg with its price now.
    private func betBuilders(for event: Event) async throws(ServiceProviderError) {
        let builders = try await client.recommendations.recommendedBetBuilders(eventId: event.id, limit: 3)
        line("Bet builders for \(mapper.title(of: event)): \(builders.count)")
        for builder in builders {
            let legs = builder.selections.compactMap { selection in
                builder.events.lazy.flatMap(\.markets).flatMap(\.outcomes).first { $0.id == selection.outcomeId }.map { "\($0.name) @ \(mapper.text(for: selection.odds))" }
            }
            line("    " + legs.joined(separator: " + ")
                 + (builder.unavailableCount > 0 ? " (\(counted(builder.unavailableCount, "leg")) no longer offered)" : ""))
        }
    }

    /// A slip line's price for a few seconds: each move, suspension, reopening or withdrawal.
    private func followPrice(of selection: BetSelection) async throws(ServiceProviderError) {
        let prices = try await read(client.betting.priceUpdates(for: selection), for: liveWait, into: [SelectionPrice]()) { prices, price in
            prices.append(price)
            return price.availability == .withdrawn || prices.count > liveChangeLimit
        }.get()
        for price in prices.dropFirst() {
            switch price.availability {
            case .open: line("    The first line's price is now \(price.odds.map { mapper.text(for: $0) } ?? "-").")
            case .suspended: line("    The first line is suspended.")
            case .withdrawn: line("    The first line is withdrawn.")
            }
        }
    }
}
