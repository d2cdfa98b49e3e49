import Foundation

/// Waits, as injected into the executor, live feeds and polls. Tests pass a virtual one.
public typealias SleepFunction = @Sendable (TimeInterval) async throws -> Void

/// The real clock's sleep: `Task.sleep`, throwing `CancellationError` when the task is cancelled.
public let taskSleep: SleepFunction = { seconds in
    try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
}
