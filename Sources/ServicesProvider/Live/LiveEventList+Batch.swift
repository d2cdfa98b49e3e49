extension LiveEventList {
    /// A batch of changes being worked out against a list, for a producer whose vendor sends
    /// records that only make sense against the events as they stand (a selection of a market
    /// the event holds, a score key of an event listed). The producer reads the list as the
    /// batch has left it so far and changes it only through ``apply(_:)``, which records every
    /// change: the changes handed to consumers and the list kept can never disagree, and each
    /// record sees what the records before it in the batch did.
    ///
    /// Not copyable: it holds the list itself, not a copy (a copy would make the next change
    /// copy the list's index, O(n)), and cannot outlive the call that lends it
    /// (``LiveEventList/batch(_:)``, `SharedLiveFeeds.Sink.publish(deriving:)`).
    @_spi(ProviderKit) public struct Batch: ~Copyable {
        /// The list, with the changes applied so far.
        fileprivate var list: LiveEventList
        /// The changes applied so far, in the order they were applied.
        public private(set) var changes: [EventChange] = []

        fileprivate init(list: LiveEventList) {
            self.list = list
        }

        /// The event with this id as the batch has left it, if listed.
        public subscript(id id: String) -> Event? { list[id: id] }

        /// The events as the batch has left them, in the list's order.
        public var events: EventBoard { list.events }

        /// Applies changes to the list in order (by ``LiveEventList``'s rules) and adds them to
        /// ``changes``.
        public mutating func apply(_ made: [EventChange]) {
            list.apply(made)
            changes += made
        }
    }

    /// Lends this list to `derive` as a ``Batch`` (moved, not copied), then returns the changes
    /// it applied, in order; the list is left with them applied.
    @_spi(ProviderKit) public mutating func batch(_ derive: (inout Batch) -> Void) -> [EventChange] {
        var batch = Batch(list: LiveEventList())
        swap(&self, &batch.list)
        derive(&batch)
        swap(&self, &batch.list)
        return batch.changes
    }
}
