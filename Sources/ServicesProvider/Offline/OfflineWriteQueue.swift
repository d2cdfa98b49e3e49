import Foundation

/// The engine of an ``OfflineProvider``: it keeps writes that may wait while offline (or while
/// earlier writes still wait, so order holds), and replays them when connectivity returns, one
/// at a time, oldest first, each read first so nothing is sent twice, retrying what may succeed
/// later with the one ``Backoff``. Writes belong to the signed-in user; without one nothing is
/// kept (the call fails as it would have).
actor OfflineWriteQueue {
    private let queue: WriteQueue
    /// The saved answers of reads, whose player's part goes with the player at sign-out.
    let reads: LastKnownStore
    private let base: any ServiceProvider
    private let backoff: Backoff
    private let maximumAttempts: Int
    private let sleep: SleepFunction
    private let states = Broadcaster<OfflineWritesState>(current: OfflineWritesState())
    private var userId: String?
    private var status: ConnectivityStatus = .online
    private var lastOutcome: OfflineWriteOutcome?
    private var replay: Task<Void, Never>?
    private var generation = 0

    init(base: any ServiceProvider, queue: WriteQueue, reads: LastKnownStore, backoff: Backoff, maximumAttempts: Int,
         sleep: @escaping SleepFunction) {
        self.base = base
        self.reads = reads
        self.queue = queue
        self.backoff = backoff
        self.maximumAttempts = maximumAttempts
        self.sleep = sleep
    }

    /// The current state, then each change.
    nonisolated func stateUpdates() -> AsyncStream<OfflineWritesState> { states.subscribe() }

    /// Sends `writes` now, in one call, with `send`, or keeps them, each on its own: while
    /// offline, while the user's earlier writes wait, or when `send` fails before reaching the
    /// vendor (``ServiceProviderError/neverLeftTheDevice``). Any other failure is the caller's.
    func perform(_ writes: [OfflineWrite], send: @Sendable () async throws(ServiceProviderError) -> Void) async throws(ServiceProviderError) {
        // Signed in, as the provider itself says now (a session event may still be on its way).
        guard let userId = await knownUser(), await base.isSignedIn else { return try await send() }
        let waiting = (try? await queue.pending(for: userId).isEmpty == false) ?? false
        if status == .online && !waiting {
            do throws(ServiceProviderError) {
                return try await send()
            } catch where error.neverLeftTheDevice {
                // Kept below, as if connectivity had said offline.
            }
        }
        do {
            for write in writes { try await queue.enqueue(try write.queued(for: userId, at: Date())) }
        } catch {
            // Not kept (the disk refused it): the player must know it did not happen.
            throw .offline
        }
        await publish()
        startReplay()
    }

    /// A user signed in through this provider: their writes (from an earlier run, too) are
    /// theirs to replay.
    func signedIn(_ userId: String?) async {
        self.userId = userId
        await publish()
        startReplay()
    }

    /// The provider's session events, which may arrive after this provider's own sign-in and
    /// sign-out calls: a user is adopted only when none is known (a session restored at launch,
    /// a sign-in by registration), and a sign-out acts only when the provider is signed out now.
    func sessionEvent(_ event: SessionEvent) async {
        switch event {
        case .current(let id?), .loggedIn(let id?):
            if userId == nil { await signedIn(id) }
        case .loggedOut:
            if await !base.isSignedIn { await signedOut() }
        case .current(nil), .loggedIn(nil), .refreshed, .expired:
            break
        }
    }

    /// The user signed out: their waiting writes are dropped, never replayed under another session.
    func signedOut() async {
        replay?.cancel()
        replay = nil
        if let userId {
            await queue.drop(userId: userId)
            reads.erase(userId: userId)
        }
        userId = nil
        await publish()
    }

    /// Connectivity changed; coming back online starts a replay.
    func connectivity(_ status: ConnectivityStatus) {
        self.status = status
        startReplay()
    }

    /// The player whose writes are kept now, if any: when no session event has named one yet,
    /// the provider's session as it is now (its events open with it), so a write made right
    /// after the provider was created is the signed-in player's.
    func knownUser() async -> String? {
        if let userId { return userId }
        var events = base.sessionEvents.makeAsyncIterator()
        if case .current(let id?)? = await events.next(), userId == nil { await signedIn(id) }
        return userId
    }

    /// The player's waiting writes, oldest first (one this SDK cannot read left out).
    func pendingWrites() async -> [PendingOfflineWrite] {
        guard let userId else { return [] }
        return ((try? await queue.pending(for: userId)) ?? []).compactMap(PendingOfflineWrite.init)
    }

    /// Whether connectivity last said offline.
    var isOffline: Bool { status == .offline }

    /// Waits for the replay running now, if any (tests and the sandbox use it).
    func settle() async { await replay?.value }

    private func startReplay() {
        guard replay == nil, status == .online, userId != nil else { return }
        generation += 1
        let generation = generation
        replay = Task { await self.replayAll(generation) }
    }

    private func replayAll(_ generation: Int) async {
        var failures = 0
        replaying: while !Task.isCancelled, status == .online, let userId,
                         let next = try? await queue.pending(for: userId).first {
            switch await replayOne(next, userId: userId) {
            case .done(let outcome):
                failures = 0
                // Signed out meanwhile: the queue is gone, and so is its state.
                guard self.userId == userId else { break replaying }
                try? await queue.remove(next.id, for: userId)
                if let outcome { lastOutcome = outcome }
                await publish()
            case .later:
                failures += 1
                guard failures < maximumAttempts else { break replaying }
                do { try await sleep(backoff.delay(afterFailures: failures)) } catch { break replaying }
            case .stop:
                break replaying
            }
        }
        // A replay cancelled by a sign-out must not clear the one a later sign-in started.
        if generation == self.generation { replay = nil }
    }

    private enum ReplayStep {
        /// Finished with (the outcome is `nil` for a write no outcome can name).
        case done(OfflineWriteOutcome?)
        /// May succeed later: wait by the backoff and try again.
        case later
        /// Needs the player first (signed out, or the session expired).
        case stop
    }

    private func replayOne(_ queued: QueuedWrite, userId: String) async -> ReplayStep {
        guard let pending = PendingOfflineWrite(queued) else {
            // Written by an SDK that knew a write this one does not: it cannot be sent, only dropped.
            return .done(nil)
        }
        let write = pending.write
        do throws(ServiceProviderError) {
            if try await write.isApplied(on: base, userId: userId, queuedAt: queued.queuedAt) { return .done(.alreadyApplied(pending)) }
            try await write.send(through: base)
            return .done(.sent(pending))
        } catch .unauthorized, .sessionExpired {
            return .stop
        } catch where error.isRetryable {
            return .later
        } catch {
            return .done(.rejected(pending, error))
        }
    }

    private func publish() async {
        let state = OfflineWritesState(pending: await pendingWrites(), lastOutcome: lastOutcome)
        states.update(current: state, publishing: state)
    }
}

extension ServiceProviderError {
    /// The request certainly never reached the vendor (no network, or no connection to its host),
    /// so keeping the write cannot send it twice. A timeout or a dropped connection may have
    /// reached it: those are the caller's to see.
    var neverLeftTheDevice: Bool {
        switch self {
        case .offline: true
        case .network(let code): [.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed].contains(code)
        default: false
        }
    }
}
