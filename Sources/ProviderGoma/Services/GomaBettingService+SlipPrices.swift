import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A slip line's live price: Goma has no push channel, so the line's event (its details and full
/// market list, as `event(id:)` reads them) is polled every `livePollInterval`, one poll per event
/// for every line and consumer of it; an event the vendor does not have (or no longer has) is told
/// as removed, so its lines are withdrawn at once, the first poll included (an empty first list
/// would otherwise change nothing, and the line would wait for ever).
extension GomaBettingService {
    static let slipPriceFeatures: Set<Feature> = [.slipPriceUpdates]

    func priceUpdates(for selection: BetSelection) -> LiveStream<SelectionPrice> {
        do throws(ServiceProviderError) {
            try InputValidation.identifier(selection.eventId, field: "eventId")
        } catch {
            return .failing(error)
        }
        let runtime = self.runtime
        let eventId = selection.eventId
        let events = GomaEventsService(runtime: runtime)
        let poller = LivePoller(interval: runtime.configuration.livePollInterval, sleep: runtime.sleep) { () throws(ServiceProviderError) -> [Event] in
            do throws(ServiceProviderError) {
                return [try await events.event(id: eventId)]
            } catch .notFound {
                return []
            }
        }
        let changes = runtime.eventFeeds.changes(eventId, producer: { sink throws(ServiceProviderError) in
            try await poller.run(report: sink.setConnectionState) { events in
                if events.isEmpty { sink.publish(changes: [.eventRemoved(eventId: eventId)]) } else { sink.publish(events) }
            }
        })
        return SelectionPrice.stream(selection, following: changes)
    }
}
