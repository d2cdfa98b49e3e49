/// A live list kept up to date from ``EventChange``s: the reducer that pairs with
/// ``EventChange/changes(from:to:)``. An app reading `liveChanges` keeps one and shows
/// ``events``; the SDK keeps one per shared feed to open a late subscriber's stream.
///
/// ```swift
/// var board = LiveEventList()
/// for try await change in client.events.liveChanges(sport: .football) {
///     board.apply(change)
///     show(board.events)
/// }
/// ```
///
/// Rules: an `eventAdded` (or `marketAdded`) whose id is already listed replaces that event
/// (market) in place, otherwise it is appended; a change naming an unknown event, market or
/// outcome is ignored; an odds or outcome-status change without a market id updates the first
/// outcome with that id. Finding an event is O(1); removing one is O(n). Changing or adding an
/// event copies only the part of ``events`` it is in when another copy of the list shares it
/// (``EventBoard``), so a feed can apply each batch and hand out the list every time.
public struct LiveEventList: Sendable, Equatable {
    /// The events, in the order they arrived.
    public private(set) var events: EventBoard
    /// Each event's index in `events`.
    private var positions: [String: Int]

    /// A list holding `events` (a later duplicate id replaces the earlier one).
    public init(_ events: [Event] = []) {
        self.events = EventBoard()
        positions = [:]
        positions.reserveCapacity(events.count)
        for event in events { apply(.eventAdded(event)) }
    }

    /// The event with this id, if listed.
    public subscript(id id: String) -> Event? {
        positions[id].map { events[$0] }
    }

    /// Two lists are equal when their events are, in the same order.
    public static func == (lhs: LiveEventList, rhs: LiveEventList) -> Bool {
        lhs.events == rhs.events
    }

    /// Applies changes in order.
    public mutating func apply<Changes: Sequence>(_ changes: Changes) where Changes.Element == EventChange {
        for change in changes { apply(change) }
    }

    /// Applies one change (see the rules above).
    public mutating func apply(_ change: EventChange) {
        switch change {
        case .eventAdded(let event):
            if let index = positions[event.id] {
                events.update(at: index) { $0 = event }
            } else {
                positions[event.id] = events.count
                events.append(event)
            }
        case .eventRemoved(let eventId):
            guard let index = positions.removeValue(forKey: eventId) else { return }
            events.remove(at: index)
            for (moved, event) in zip(index..., events[index...]) { positions[event.id] = moved }
        default:
            guard let index = positions[change.eventId] else { return }
            events.update(at: index) { $0.apply(change) }
        }
    }
}

extension EventChange {
    /// The id of the event the change is about.
    public var eventId: String {
        switch self {
        case .eventAdded(let event): return event.id
        case .eventRemoved(let id), .statusChanged(let id, _), .scoreChanged(let id, _), .matchTimeChanged(let id, _),
             .marketAdded(let id, _), .marketRemoved(let id, _), .marketStatusChanged(let id, _, _, _), .oddsChanged(let id, _, _, _), .outcomeStatusChanged(let id, _, _, _):
            return id
        }
    }

    /// `events` with `changes` applied in order, by the rules of ``LiveEventList``.
    /// `apply(changes(from: a, to: b), to: a) == b` whenever `b` keeps the events it shares
    /// with `a` in `a`'s relative order and lists its new events after them (see
    /// ``changes(from:to:)``).
    public static func apply<Changes: Sequence>(_ changes: Changes, to events: [Event]) -> [Event] where Changes.Element == EventChange {
        var list = LiveEventList(events)
        list.apply(changes)
        return Array(list.events)
    }
}

extension Event {
    /// Applies a change about this event's own fields or markets; list-level changes
    /// (`eventAdded`, `eventRemoved`) and changes about another event do nothing here.
    mutating func apply(_ change: EventChange) {
        guard change.eventId == id else { return }
        switch change {
        case .eventAdded, .eventRemoved:
            return
        case .statusChanged(_, let status):
            self.status = status
        case .scoreChanged(_, let score):
            self.score = score
        case .matchTimeChanged(_, let matchTime):
            self.matchTime = matchTime
        case .marketAdded(_, let market):
            if let index = markets.firstIndex(where: { $0.id == market.id }) {
                markets[index] = market
            } else {
                markets.append(market)
            }
        case .marketRemoved(_, let marketId):
            markets.removeAll { $0.id == marketId }
        case .marketStatusChanged(_, let marketId, let isAvailable, let isMain):
            guard let index = markets.firstIndex(where: { $0.id == marketId }) else { return }
            markets[index].isAvailable = isAvailable
            markets[index].isMain = isMain
        case .oddsChanged(_, let marketId, let outcomeId, let odds):
            updateOutcome(marketId: marketId, outcomeId: outcomeId) { $0.odds = odds }
        case .outcomeStatusChanged(_, let marketId, let outcomeId, let status):
            updateOutcome(marketId: marketId, outcomeId: outcomeId) { $0.status = status }
        }
    }

    private mutating func updateOutcome(marketId: String?, outcomeId: String, _ update: (inout Outcome) -> Void) {
        for marketIndex in markets.indices where marketId == nil || markets[marketIndex].id == marketId {
            if let outcomeIndex = markets[marketIndex].outcomes.firstIndex(where: { $0.id == outcomeId }) {
                update(&markets[marketIndex].outcomes[outcomeIndex])
                return
            }
        }
    }
}
