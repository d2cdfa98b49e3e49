import Foundation
import Observation
import ServicesProvider

/// A live list of display rows for SwiftUI (or any Observation client), kept from a provider's
/// typed change stream with the SDK's reducer (``LiveEventList``). Only what changed is
/// touched: an odds or score change replaces one row's ``LiveBoardRow/item`` (its view alone
/// redraws); ``rows`` itself changes only when an event comes or goes. The board reads the
/// stream from the moment it is created and stops (cancelling its subscription, so the shared
/// feed stops when nobody else reads it) when it is released.
///
/// ```swift
/// @State var board = LiveBoard(changes: client.events.liveChanges(sport: .football), mapper: mapper)
/// List(board.rows) { row in EventRow(item: row.item) }
/// ```
@MainActor @Observable
public final class LiveBoard {
    /// The rows, in the feed's order.
    public private(set) var rows: [LiveBoardRow] = []
    /// Why the stream ended, when it failed (the rows keep the last state).
    public private(set) var failure: ServiceProviderError?
    /// Whether the stream has ended (finished or failed); a board does not restart itself.
    public private(set) var hasEnded = false
    /// Where the feed's connection stands (``ServicesProvider/LiveStream/connectionStates``):
    /// a view shows "reconnecting…" (``ServiceProviderModelMapper/connectionText(_:)``) while
    /// the feed retries, the rows keeping their last state meanwhile.
    public private(set) var connectionState: LiveConnectionState = .connecting

    @ObservationIgnored private var list = LiveEventList()
    @ObservationIgnored private var rowsById: [String: LiveBoardRow] = [:]
    @ObservationIgnored private let mapper: ServiceProviderModelMapper
    /// Cancelled when the board goes away: a `let` of a `Sendable` type, so `deinit` may use it.
    @ObservationIgnored private let reader = LiveBoardReader()

    /// Starts reading `changes` (e.g. `client.events.liveChanges(sport:)`), turning each event
    /// into an ``EventItem`` with `mapper`.
    public init(changes: LiveStream<EventChange>, mapper: ServiceProviderModelMapper) {
        self.mapper = mapper
        let states = changes.connectionStates
        reader.start { [weak self] in
            for await state in states {
                guard let self else { return }
                if self.connectionState != state { self.connectionState = state }
            }
        }
        reader.start { [weak self] in
            do {
                for try await change in changes {
                    guard let self else { return }
                    self.apply(change)
                }
                self?.hasEnded = true
            } catch {
                self?.failure = ServiceProviderError(error)
                self?.hasEnded = true
            }
        }
    }

    deinit {
        reader.stop()
    }

    /// The row of an event, if it is on the board.
    public func row(id: String) -> LiveBoardRow? { rowsById[id] }

    /// Applies one change: the event's row gets its new item when what it shows changed; a new
    /// event's row is appended (the list appends it) and a removed event's row taken out, every
    /// other row object kept. Adding is O(1), so a long list's first snapshot (one `eventAdded`
    /// per event) builds in linear time.
    func apply(_ change: EventChange) {
        list.apply(change)
        let id = change.eventId
        switch change {
        case .eventAdded:
            guard let event = list[id: id] else { return }
            if rowsById[id] == nil {
                let row = LiveBoardRow(item: mapper.eventItem(event), event: event)
                rowsById[id] = row
                rows.append(row)
            } else {
                update(id: id, with: event)
            }
        case .eventRemoved:
            guard let row = rowsById.removeValue(forKey: id), let index = rows.firstIndex(where: { $0 === row }) else { return }
            rows.remove(at: index)
        default:
            if let event = list[id: id] { update(id: id, with: event) }
        }
    }

    private func update(id: String, with event: Event) {
        let item = mapper.eventItem(event)
        guard let row = rowsById[id] else { return }
        // Observation tracks the assignment, equal or not: only a real change is written.
        if row.item != item { row.item = item }
        if row.event != event { row.event = event }
    }
}

/// One event's row on a ``LiveBoard``: the same object for as long as the event is listed, so a
/// view bound to it redraws only when its ``item`` changes.
@MainActor @Observable
public final class LiveBoardRow: Identifiable {
    /// The event's id.
    public nonisolated let id: String
    /// What the row shows, formatted by the board's mapper. Each outcome's
    /// ``OutcomeItem/selection`` is what a tap on its odds button puts on the slip.
    public internal(set) var item: EventItem
    /// The event as the feed has it now, for what the row does not show (its other markets, a
    /// detail screen).
    public internal(set) var event: Event

    init(item: EventItem, event: Event) {
        self.id = item.id
        self.item = item
        self.event = event
    }
}

/// The board's reading tasks (the changes, the connection states), behind a lock so the
/// board's `deinit` (which runs outside the main actor) can cancel them.
final class LiveBoardReader: Sendable {
    private let tasks = Locked<[Task<Void, Never>]>([])

    func start(_ body: @escaping @MainActor @Sendable () async -> Void) {
        tasks.withLock { $0.append(Task { @MainActor in await body() }) }
    }

    func stop() {
        for task in tasks.withLock({ $0 }) { task.cancel() }
    }
}
