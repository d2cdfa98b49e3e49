import Foundation

/// Fans values out to any number of `AsyncStream` subscribers; a subscriber that stops
/// iterating is removed.
package final class Broadcaster<Element: Sendable>: Sendable {
    private let continuations = Locked<[UUID: AsyncStream<Element>.Continuation]>([:])

    package init() {}

    /// A new stream that receives every value published after this call.
    package func subscribe() -> AsyncStream<Element> {
        AsyncStream { continuation in
            let id = UUID()
            continuations.withLock { $0[id] = continuation }
            continuation.onTermination = { [weak self] _ in
                self?.continuations.withLock { _ = $0.removeValue(forKey: id) }
            }
        }
    }

    package func publish(_ element: Element) {
        for continuation in continuations.withLock({ Array($0.values) }) {
            continuation.yield(element)
        }
    }
}
