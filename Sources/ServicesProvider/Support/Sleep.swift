import Foundation

/// Waits, as injected into the executor, live feeds and polls. Tests pass a virtual one.
public typealias SleepFunction = @Sendable (TimeInterval) async throws -> Void

/// The real clock's sleep: `Task.sleep`, throwing `CancellationError` when the task is cancelled.
/// A negative or NaN wait is none; a wait beyond `UInt64` nanoseconds (about 584 years, or
/// infinity) is that maximum, rather than a trap converting it.
public let taskSleep: SleepFunction = { seconds in
    let nanoseconds = seconds * 1_000_000_000
    let wait: UInt64 = nanoseconds >= 0x1p64 ? .max : nanoseconds > 0 ? UInt64(nanoseconds) : 0
    try await Task.sleep(nanoseconds: wait)
}
