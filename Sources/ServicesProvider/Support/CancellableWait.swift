import Foundation

/// Waits for a shared task's value on behalf of one caller, who may stop waiting: a cancelled
/// caller returns at once with `nil`, while the task goes on for everyone else (it is shared:
/// the session's single-flight refresh, whose result later requests still want).
package enum CancellableWait {
    /// The task's value, or `nil` as soon as the calling task is cancelled.
    package static func value<Value: Sendable>(of task: Task<Value, Never>) async -> Value? {
        // Resumed exactly once: by the task's value or by the cancellation, whichever comes first.
        let waiter = Locked<CheckedContinuation<Value?, Never>?>(nil)
        let resume = { @Sendable (value: Value?) in waiter.withLock { slot in defer { slot = nil }; return slot }?.resume(returning: value) }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                waiter.withLock { $0 = continuation }
                // Cancelled before the continuation was stored: the handler found nothing to resume.
                if Task.isCancelled { resume(nil); return }
                Task { resume(await task.value) }
            }
        } onCancel: {
            resume(nil)
        }
    }
}
