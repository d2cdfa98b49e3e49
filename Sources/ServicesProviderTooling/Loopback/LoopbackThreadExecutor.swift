import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Runs a task's jobs on one thread of the loopback server's (a connection's, or a client's
/// from ``LoopbackHTTPServer/runOnOwnThread(_:)``) instead of Swift's cooperative pool.
///
/// Swift Testing starts every test of `swift test` on that pool at once, so a job enqueued there
/// early in the run waits behind the tests not yet started: a minute and more for the whole
/// suite on a busy two-core machine. A handler task queued there could start only after the
/// client had waited out its 60 s request timeout (`URLError` -1001). With this executor the
/// thread that waits for the task anyway runs its jobs itself, as soon as they are enqueued.
/// Code the task runs on an actor still runs on that actor's executor.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class LoopbackThreadExecutor: TaskExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        /// Whether a thread is inside ``run(_:starting:)``; a job enqueued when none is (a task
        /// that inherited the preference and outlived the operation) gets a thread of its own.
        var draining = false
        /// Whether the operation returned.
        var finished = false
    }

    private let queue = Locked(Queue())
    /// Signalled once per job queued during a run, and once when the operation returns.
    private let wake = DispatchSemaphore(value: 0)

    /// Runs `operation` in the task `starting` creates with this executor as its preference
    /// (the caller keeps the task, to cancel it), running the task's jobs on the calling thread
    /// until the operation returns. `false`, at once, when `starting` creates no task.
    func run(_ operation: @escaping @Sendable () async -> Void,
             starting: (_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never>?) -> Bool {
        queue.withLock { $0 = Queue(jobs: [], draining: true, finished: false) }
        let task = starting { [queue, wake] in
            await operation()
            queue.withLock { $0.finished = true }
            wake.signal()
        }
        guard task != nil else {
            queue.withLock { $0.draining = false }
            return false
        }
        while true {
            wake.wait()
            let next = queue.withLock { queue -> UnownedJob? in
                if !queue.jobs.isEmpty { return queue.jobs.removeFirst() }
                if queue.finished { queue.draining = false }
                return nil
            }
            // A signal with no job queued is the operation's end (each job signals once).
            guard let next else { return true }
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Queues the job for the thread in ``run(_:starting:)``, or runs it on a new thread when
    /// no run is in progress.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let queued = queue.withLock { queue -> Bool in
            guard queue.draining else { return false }
            queue.jobs.append(job)
            return true
        }
        if queued {
            wake.signal()
            return
        }
        let thread = Thread { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
        thread.name = "LoopbackHTTPServer.late-job"
        thread.start()
    }
}
