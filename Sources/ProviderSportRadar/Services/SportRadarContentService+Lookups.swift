import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Why a content item was left out, as ``ContentDiagnostics`` counts it.
enum SportRadarContentDrop: Sendable, Equatable {
    /// The item, or the content it points at, lacks a field it needs or could not be read.
    case incomplete
    /// The vendor does not know what the item points at.
    case unknown
    /// The item's event is over.
    case ended
}

/// What looking up one pointer (a market, a market group, an event) found.
enum SportRadarContentLookup<Value: Sendable>: Sendable {
    case found(Value)
    case dropped(SportRadarContentDrop)
}

/// How the pointer lists' markets, market groups and events are looked up: each id once, a few at
/// a time. A lookup the vendor answers with "unknown" (CONTENT_NOT_FOUND, an id it refuses), with
/// an ended event, or with an answer that cannot be read drops the items pointing at it (counted
/// in `SportRadarProvider.contentDiagnostics`) and keeps the others; any other failure (offline, a
/// server fault, after the pipeline's retries) fails the call, so a page is never shown
/// half-resolved by accident.
extension SportRadarContentService {
    /// How many lookups run at once: a home page names tens of markets.
    static let lookupWidth = 8

    /// Counts `times` items left out for `reason`.
    func count(_ reason: SportRadarContentDrop, times: Int = 1) {
        guard times > 0 else { return }
        counts.withLock { counts in
            switch reason {
            case .incomplete: counts.incompleteItems += times
            case .unknown: counts.unknownEvents += times
            case .ended: counts.endedEvents += times
            }
        }
    }

    /// Each distinct id of `ids` looked up once with `fetch`, at most ``lookupWidth`` at a time
    /// (at most `SportRadarEventsService.maximumFanOut` ids, else `.invalidResponse`). Fails with
    /// the first failure, in `ids` order, that is not about the id itself.
    func lookUp<Value: Sendable>(_ ids: [String], isOver: @escaping @Sendable (Value) -> Bool = { _ in false },
                                 fetch: @escaping @Sendable (String) async throws(ServiceProviderError) -> Value)
        async throws(ServiceProviderError) -> [String: SportRadarContentLookup<Value>] {
        var distinct: [String] = []
        var seen = Set<String>()
        for id in ids where seen.insert(id).inserted { distinct.append(id) }
        let results = await boundedLookups(try SportRadarEventsService.fanOut(distinct, of: "pointed contents"), width: Self.lookupWidth) { id in
            do throws(ServiceProviderError) {
                return .success(try await fetch(id))
            } catch {
                return .failure(error)
            }
        }
        var answers: [String: SportRadarContentLookup<Value>] = [:]
        for id in distinct {
            switch results[id] {
            case .success(let value)?: answers[id] = isOver(value) ? .dropped(.ended) : .found(value)
            case .failure(let error)?:
                if error.meansUnknownId {
                    answers[id] = .dropped(.unknown)
                } else if case .decoding = error {
                    answers[id] = .dropped(.incomplete)
                } else {
                    throw error
                }
            case nil: answers[id] = .dropped(.unknown)
            }
        }
        return answers
    }

    /// The event holding each market (`event(containingMarket:)`), today's status included.
    func eventsByMarket(_ marketIds: [String]) async throws(ServiceProviderError) -> [String: SportRadarContentLookup<Event>] {
        let events = self.events
        return try await lookUp(marketIds, isOver: { $0.isOver }) { id throws(ServiceProviderError) in
            try await events.event(containingMarket: id)
        }
    }

    /// The cards of a pointer list, in the editor's order: each item's market (`pointer`) looked
    /// up, then made into a card with its event. An item without a pointer, whose lookup dropped
    /// it, or that `make` refuses (`nil`: it lacks a field the card needs) is left out and counted.
    func cards<Card>(_ list: LossyList<SportRadarModels.HeadlineItem>,
                     pointer: (SportRadarModels.HeadlineItem) -> String?,
                     make: (SportRadarModels.HeadlineItem, String, Event) -> Card?) async throws(ServiceProviderError) -> [Card] {
        count(.incomplete, times: list.dropped)
        let pointers = list.elements.map { pointer($0).flatMap { $0.isEmpty ? nil : $0 } }
        let found = try await eventsByMarket(pointers.compactMap { $0 })
        var cards: [Card] = []
        for (item, marketId) in zip(list.elements, pointers) {
            guard let marketId, let lookup = found[marketId] else {
                count(.incomplete)
                continue
            }
            switch lookup {
            case .dropped(let reason): count(reason)
            case .found(let event):
                if let card = make(item, marketId, event) { cards.append(card) } else { count(.incomplete) }
            }
        }
        return cards
    }
}
