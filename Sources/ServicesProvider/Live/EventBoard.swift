import Foundation

/// A live list of events, as `EventsService.liveEvents(sport:)` yields it after each change:
/// read it like an array (`for event in board`, `board.count`, `board[0]`, `board.first`,
/// `Array(board)`, `==`).
///
/// Unlike an array, a new board shares its storage with the board it was made from: the events
/// sit in small chunks of shared references, and changing one event copies that event, the
/// references of its chunk and the list of chunks, never the other events. So a feed can hand
/// out a new board after every batch in time proportional to what the batch changed, while its
/// consumers still hold the previous one (as a screen holds what it shows). Reading an event by
/// position finds its chunk by a binary search over the chunks (iterating walks them in order).
public struct EventBoard: Sendable, Equatable {
    /// Events per chunk at most: changing one event of a chunk another board shares copies
    /// this many references, and a new board copies one entry per chunk of the list of chunks.
    static let chunkCapacity = 32

    /// One event, shared by every board that holds it unchanged. Changing an event makes a new
    /// one: a board another holds keeps its own, and copying a chunk copies references rather
    /// than events (an event is a few dozen reference-counted fields, which a copy retains).
    fileprivate final class Slot: Sendable {
        let event: Event
        init(_ event: Event) { self.event = event }
    }

    /// What a slot holds while its event is being changed, so that the event's own storage
    /// (its markets, their outcomes) is not shared with the slot and changes in place.
    private static let vacant = Slot(Event(id: "", participants: [], startDate: Date(timeIntervalSince1970: 0), status: .notStarted, markets: []))

    /// The events, in order, in chunks of 1 to ``chunkCapacity`` events.
    private var chunks: [[Slot]] = []
    /// `ends[i]`: how many events `chunks[0...i]` hold.
    private var ends: [Int] = []

    /// An empty board.
    public init() {}

    /// A board of `events`, in their order. O(n).
    public init<Events: Sequence>(_ events: Events) where Events.Element == Event {
        for event in events { append(event) }
    }

    /// Two boards are equal when their events are, in the same order. Boards that share their
    /// chunks compare in time proportional to the number of chunks.
    public static func == (lhs: EventBoard, rhs: EventBoard) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Chunks sharing their storage, and slots shared by both, compare without reading events.
        if lhs.ends == rhs.ends {
            return zip(lhs.chunks, rhs.chunks).allSatisfy { pair in
                pair.0.withUnsafeBufferPointer { lhs in pair.1.withUnsafeBufferPointer { $0.baseAddress == lhs.baseAddress } }
                    || pair.0.elementsEqual(pair.1) { $0 === $1 || $0.event == $1.event }
            }
        }
        return lhs.elementsEqual(rhs)
    }

    // MARK: - Changing (the SDK's reducer, `LiveEventList`)

    /// Appends an event. O(1), plus a copy of the list of chunks if another board shares it.
    mutating func append(_ event: Event) {
        if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity {
            chunks[last].append(Slot(event))
            ends[last] += 1
        } else {
            var chunk: [Slot] = []
            chunk.reserveCapacity(Self.chunkCapacity)
            chunk.append(Slot(event))
            chunks.append(chunk)
            ends.append(count + 1)
        }
    }

    /// Changes the event at `position`: a new slot for it, and a copy of its chunk's references
    /// if another board shares the chunk. The event's storage changes in place when no other
    /// board holds the event.
    mutating func update(at position: Int, _ change: (inout Event) -> Void) {
        let (chunk, offset) = location(of: position)
        var event = chunks[chunk][offset].event
        // The old slot goes now when this board alone held it, so `event` is then the only
        // holder of its markets and a change to one of them does not copy the others.
        chunks[chunk][offset] = Self.vacant
        change(&event)
        chunks[chunk][offset] = Slot(event)
    }

    /// Removes the event at `position`; an emptied chunk is dropped. O(chunk + number of chunks).
    mutating func remove(at position: Int) {
        let (chunk, offset) = location(of: position)
        chunks[chunk].remove(at: offset)
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            ends.remove(at: chunk)
        }
        for later in chunk..<ends.count { ends[later] -= 1 }
    }

    /// How many chunks hold the events: how tests see that a change copies one chunk.
    @_spi(Testing) public var chunkCount: Int { chunks.count }

    /// How many of this board's chunks are the same storage as `other`'s chunk at the same
    /// place: what a change left shared, as tests read it.
    @_spi(Testing) public func sharedChunkCount(with other: EventBoard) -> Int {
        zip(chunks, other.chunks).reduce(0) { shared, pair in
            let same = pair.0.withUnsafeBufferPointer { lhs in pair.1.withUnsafeBufferPointer { $0.baseAddress == lhs.baseAddress } }
            return shared + (same ? 1 : 0)
        }
    }

    /// How many of this board's events are the same stored event as `other`'s at the same
    /// position (not copied): how tests see that a change copied only the event it touched.
    @_spi(Testing) public func sharedEventCount(with other: EventBoard) -> Int {
        zip(chunks.joined(), other.chunks.joined()).reduce(0) { $0 + ($1.0 === $1.1 ? 1 : 0) }
    }

    /// The chunk holding `position` and the position within it (binary search over ``ends``).
    private func location(of position: Int) -> (chunk: Int, offset: Int) {
        precondition(position >= 0 && position < count, "Index out of range")
        var low = 0, high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        return (low, position - (low == 0 ? 0 : ends[low - 1]))
    }
}

extension EventBoard: RandomAccessCollection {
    /// The position of the first event (always 0).
    public var startIndex: Int { 0 }

    /// One past the last event's position: the number of events.
    public var endIndex: Int { ends.last ?? 0 }

    /// The event at `position` (0 ..< `count`), found by a binary search over the chunks.
    public subscript(position: Int) -> Event {
        let (chunk, offset) = location(of: position)
        return chunks[chunk][offset].event
    }

    /// An iterator that walks the chunks in order (no search per event).
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// Walks a board's events in order, chunk by chunk.
    public struct Iterator: IteratorProtocol, Sendable {
        private let chunks: [[Slot]]
        private var chunk = 0
        private var offset = 0

        fileprivate init(chunks: [[Slot]]) {
            self.chunks = chunks
        }

        /// The next event, or `nil` after the last.
        public mutating func next() -> Event? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset].event
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }
}

extension EventBoard: ExpressibleByArrayLiteral {
    /// A board of the listed events, as `EventBoard(events)`.
    public init(arrayLiteral events: Event...) {
        self.init(events)
    }
}

extension EventBoard: CustomStringConvertible {
    /// The events as an array prints them.
    public var description: String { Array(self).description }
}
