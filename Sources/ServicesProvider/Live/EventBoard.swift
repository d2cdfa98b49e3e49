import Foundation

/// A live list of events, as `EventsService.liveEvents(sport:)` yields it after each change:
/// read it like an array (`for event in board`, `board.count`, `board[0]`, `board.first`,
/// `Array(board)`, `==`).
///
/// Unlike an array, a new board shares its storage with the board it was made from: the events
/// sit in small chunks, and changing one event copies only its chunk and the list of chunks. So
/// a feed can hand out a new board after every batch in time proportional to what the batch
/// changed, while its consumers still hold the previous one. Reading an event by position
/// finds its chunk by a binary search over the chunks (iterating walks them in order).
public struct EventBoard: Sendable, Equatable {
    /// Events per chunk at most: changing one event copies this many (their fields are
    /// retained), and a new board copies one entry per chunk of the list of chunks.
    static let chunkCapacity = 32

    /// The events, in order, in chunks of 1 to ``chunkCapacity`` events.
    private var chunks: [[Event]] = []
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
        // Arrays sharing their storage compare equal without reading their elements.
        if lhs.ends == rhs.ends { return lhs.chunks == rhs.chunks }
        return lhs.elementsEqual(rhs)
    }

    // MARK: - Changing (the SDK's reducer, `LiveEventList`)

    /// Appends an event. O(1), plus a copy of the list of chunks if another board shares it.
    mutating func append(_ event: Event) {
        if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity {
            chunks[last].append(event)
            ends[last] += 1
        } else {
            var chunk: [Event] = []
            chunk.reserveCapacity(Self.chunkCapacity)
            chunk.append(event)
            chunks.append(chunk)
            ends.append(count + 1)
        }
    }

    /// Changes the event at `position` in place, copying only its chunk if another board shares it.
    mutating func update(at position: Int, _ change: (inout Event) -> Void) {
        let (chunk, offset) = location(of: position)
        change(&chunks[chunk][offset])
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
        return chunks[chunk][offset]
    }

    /// An iterator that walks the chunks in order (no search per event).
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// Walks a board's events in order, chunk by chunk.
    public struct Iterator: IteratorProtocol, Sendable {
        private let chunks: [[Event]]
        private var chunk = 0
        private var offset = 0

        fileprivate init(chunks: [[Event]]) {
            self.chunks = chunks
        }

        /// The next event, or `nil` after the last.
        public mutating func next() -> Event? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
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
