import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Turns what the store reports while it applies messages into the domain's `EventChange`s,
/// reading the store through the `AggregatorView` it is handed. The one place EveryMatrix's live
/// changes are made: the live feed applies every batch of updates through it, and `liveChanges`
/// yields what it built.
///
/// - An odds or offer-status change is announced at once (the hot path).
/// - Every other record marks its event as touched, keeping the event as it was before its
///   first touch in the message; once the message is applied each is diffed against what it
///   became (`EventChange.changes(from:to:)`), so a market arrives with the outcomes created
///   alongside it and every change a user can see is announced once.
/// - A deleted match is one `eventRemoved`.
/// - A dump over a store that held matches is diffed whole against what they were.
package struct AggregatorChangeBuilder: AggregatorChangeObserver {
    /// The changes built so far, in the order the messages made them; a caller empties it
    /// between batches.
    package var changes: [EventChange] = []
    /// The events touched in the current message, each as it was before its first touch (`nil`:
    /// it did not exist), in the order first touched.
    private var touched: [(key: EntityKey, before: Event?)] = []
    /// The keys of ``touched``.
    private var seen: Set<EntityKey> = []
    /// The events before a dump applied over the store's matches (a second dump on one topic).
    private var beforeDump: [Event]?

    /// An empty builder.
    package init() {}

    /// Applies freshly decoded messages to `store` (taking them over, and reading a batch's odds
    /// changes ahead: the store's one way of applying updates) and appends what they changed
    /// to ``changes``.
    package mutating func apply(taking messages: consuming [EveryMatrixModels.AggregatorMessage], to store: inout AggregatorStore) {
        store.apply(taking: consume messages, reportingTo: &self)
    }

    // MARK: - AggregatorChangeObserver

    mutating func eventWillChange(_ event: EntityKey, in view: @autoclosure () -> AggregatorView) {
        guard seen.insert(event).inserted else { return }
        touched.append((event, EveryMatrixModelMapper.event(event, in: view())))
    }

    mutating func offerChanged(_ change: AggregatorStore.OfferChange) {
        var status: OutcomeStatus?
        if let fields = change.status {
            let before = EveryMatrixModelMapper.outcomeStatus(statusId: fields.before.statusId, isAvailable: fields.before.isAvailable)
            let after = EveryMatrixModelMapper.outcomeStatus(statusId: fields.after.statusId, isAvailable: fields.after.isAvailable)
            if after != before { status = after }
        }
        guard change.odds != nil || status != nil else { return }
        // An event touched earlier in this message is diffed from before that touch, which
        // already includes this change: announcing it here too would say it twice.
        if !seen.isEmpty, seen.contains(change.event) { return }
        // The ids are spelled once, for both changes an update may make.
        let (eventId, marketId, outcomeId) = (change.event.description, change.market?.description, change.outcome.description)
        if let odds = change.odds {
            changes.append(.oddsChanged(eventId: eventId, marketId: marketId, outcomeId: outcomeId, odds: Odds(decimal: odds)))
        }
        if let status {
            changes.append(.outcomeStatusChanged(eventId: eventId, marketId: marketId, outcomeId: outcomeId, status: status))
        }
    }

    mutating func eventRemoved(_ event: EntityKey) {
        // Forgotten as touched: if the message creates it again, it is new again.
        if seen.remove(event) != nil { touched.removeAll { $0.key == event } }
        changes.append(.eventRemoved(eventId: event.description))
    }

    mutating func dumpWillApply(over view: @autoclosure () -> AggregatorView) {
        beforeDump = EveryMatrixModelMapper.events(in: view())
    }

    /// Announces what the message did to each event it touched: `eventAdded` for a new one, its
    /// granular changes (or itself, when they cannot say it) for one that changed; an event
    /// that is gone was announced as removed when it was deleted. Then what a dump over the
    /// store's matches changed.
    mutating func messageApplied(in view: @autoclosure () -> AggregatorView) {
        guard !touched.isEmpty || beforeDump != nil else { return }
        let view = view()
        for (key, before) in touched {
            guard let after = EveryMatrixModelMapper.event(key, in: view) else { continue }
            guard let before else {
                changes.append(.eventAdded(after))
                continue
            }
            if before != after { changes += EventChange.changes(from: [before], to: [after]) }
        }
        if let beforeDump { changes += EventChange.changes(from: beforeDump, to: EveryMatrixModelMapper.events(in: view)) }
        touched.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
        beforeDump = nil
    }
}
