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
    }
}
