import Foundation

/// Runs work against a time limit: the work and a timer race in one task group; whichever ends
/// first wins and the other is cancelled, so a request in flight is cancelled when time is up.
package enum Deadline {
    /// `body`'s value, or `.timedOut` once `sleep(seconds)` returns first.
    package static func run<T: Sendable>(_ seconds: TimeInterval, sleep: @escaping SleepFunction,
                                         _ body: @escaping @Sendable () async throws -> T) async throws(ServiceProviderError) -> T {
        do {
            return try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask { try await body() }
                group.addTask {
                    try await sleep(seconds)
                    // A timer ended by the caller's cancellation is no timeout.
                    try Task.checkCancellation()
                    return nil
                }
                defer { group.cancelAll() }
                // The first child to finish decides: a value, or the timer (nil) meaning time is up.
                guard let first = try await group.next(), let value = first else { throw ServiceProviderError.timedOut }
                return value
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }
}
