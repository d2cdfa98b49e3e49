import Foundation

/// Fans values out to any number of `AsyncStream` subscribers; a subscriber that stops
/// iterating is removed. It may also hold a current state: a new subscriber gets it first, so
/// it never has to ask separately (and miss what changed between asking and subscribing).
package final class Broadcaster<Element: Sendable>: Sendable {
    private struct State {
        var continuations: [UUID: AsyncStream<Element>.Continuation] = [:]
        var current: Element?
    }

    private let state: Locked<State>
    /// Held while a publish hands a value out, in the order the values were published, and
    /// never by a termination: a yield may resume a waiting subscriber (taking its task's
    /// lock), while a subscriber being cancelled holds that lock and runs its termination,
    /// which takes `state`. Yielding under `state` could deadlock the two (as it did in
    /// `SharedLiveFeeds`).
    private let delivery = Locked(())

    /// `current` is what a new subscriber gets first, until ``update(current:publishing:)``.
    package init(current: Element? = nil) {
        state = Locked(State(current: current))
    }

    /// A new stream that receives the current state (if any), then every value published after
    /// this call.
    package func subscribe() -> AsyncStream<Element> {
        AsyncStream { continuation in
            let id = UUID()
            state.withLock { state in
                // Under the lock: no publish can slip between the state and the registration.
                if let current = state.current { continuation.yield(current) }
                state.continuations[id] = continuation
            }
            continuation.onTermination = { [weak self] _ in
                self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
            }
        }
    }

    /// Sends `element` to every subscriber.
    package func publish(_ element: Element) {
        handOut(element, replacingCurrentWith: nil)
    }

    /// Replaces the current state and, in the same step, sends `element` (if any) to every
    /// subscriber: a subscriber sees either the old state and the event, or the new state alone.
    package func update(current: Element, publishing element: Element?) {
        handOut(element, replacingCurrentWith: current)
    }

    private func handOut(_ element: Element?, replacingCurrentWith current: Element?) {
        delivery.withLock { _ in
            let continuations = state.withLock { state in
                if let current { state.current = current }
                return element == nil ? [] : Array(state.continuations.values)
            }
            if let element {
                for continuation in continuations { continuation.yield(element) }
            }
        }
    }
}
