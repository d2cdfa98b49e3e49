import Foundation

/// A provider whose writes that may wait are kept on the device while the network is away and
/// sent when it is back (``OfflineWrite`` lists them: favourite events, notification settings,
/// consents, profile fields, follows, chat messages). Everything else is the wrapped provider's, unchanged: money
/// and protection calls fail fast with `.offline` as before.
///
/// ```swift
/// let provider = OfflineProvider(wrapping: goma, folder: appSupport.appendingPathComponent("writes"),
///                                connectivity: PathMonitorConnectivity())
/// let client = Client(provider: provider)
/// for await state in client.offlineWrites { badge.count = state.pending.count }
/// ```
///
/// - A write is kept when connectivity says offline, when the call fails before leaving the
///   device, or while the player's earlier writes still wait (so order holds); the call then
///   returns as if sent.
/// - Kept writes belong to the signed-in player (one file each, in `folder`, replaced atomically
///   and flushed to disk); signing out drops them; a write older than `maximumAge` is dropped.
///   Without a signed-in player nothing is kept.
/// - Chosen reads (``LastKnownRead``: sports, competitions, an event's page, the live board, the
///   home page) keep their last answer on the device: ``Client/lastKnown(_:)`` answers with it
///   offline, marked stale with its age; signing out erases the player's part.
/// - When connectivity returns (and at each sign-in) the writes are sent oldest first; before each,
///   the vendor's current state is read, and a write it already holds is not sent again. One that
///   may succeed later waits by `backoff`; one the vendor refuses is dropped and reported in
///   ``offlineWrites`` as ``OfflineWriteOutcome/rejected(_:_:)``.
public final class OfflineProvider: ServiceProvider {
    /// The wrapped provider.
    public let base: any ServiceProvider
    let writes: OfflineWriteQueue
    private let watchers: [Task<Void, Never>]

    /// Wraps `base`, keeping writes in `folder` (created when first needed), told of the network
    /// by `connectivity`. A write waits at most `maximumAge` seconds; a replay that keeps failing
    /// for a reason that may pass waits by `backoff` and gives up after `maximumAttempts` tries
    /// (until the next change of connectivity, sign-in or write).
    public init(wrapping base: any ServiceProvider, folder: URL, connectivity: any Connectivity,
                maximumAge: TimeInterval = 7 * 24 * 3600, backoff: Backoff = Backoff(initial: 2, maximum: 120, jitter: .full),
                maximumAttempts: Int = 8, sleep: @escaping SleepFunction = taskSleep) {
        self.base = base
        let writes = OfflineWriteQueue(base: base, queue: WriteQueue(folder: folder, maximumAge: maximumAge),
                                       reads: LastKnownStore(folder: folder.appendingPathComponent("reads")), backoff: backoff, maximumAttempts: maximumAttempts, sleep: sleep)
        self.writes = writes
        let sessions = base.sessionEvents
        let statuses = connectivity.statuses()
        watchers = [
            Task { [weak writes] in
                for await event in sessions {
                    guard let writes else { return }
                    await writes.sessionEvent(event)
                }
            },
            Task { [weak writes] in
                for await status in statuses {
                    guard let writes else { return }
                    await writes.connectivity(status)
                }
            },
        ]
    }

    deinit {
        for watcher in watchers { watcher.cancel() }
    }

    /// The wrapped provider's name.
    public var name: String { base.name }
    /// The wrapped provider's features.
    public var features: Set<Feature> { base.features }
    /// The wrapped provider's account, its settings, consents and profile updates kept while offline.
    public var account: any AccountService { OfflineAccountService(base: base.account, writes: writes) }
    /// The wrapped provider's, its follows kept while offline.
    public var social: any SocialService { OfflineSocialService(base: base.social, writes: writes) }
    /// The wrapped provider's, its messages kept while offline.
    public var chat: any ChatService { OfflineChatService(base: base.chat, writes: writes) }
    /// The wrapped provider's.
    public var wallet: any WalletService { base.wallet }
    /// The wrapped provider's.
    public var payments: any PaymentsService { base.payments }
    /// The wrapped provider's.
    public var documents: any DocumentsService { base.documents }
    /// The wrapped provider's, its favourite events kept while offline.
    public var events: any EventsService { OfflineEventsService(base: base.events, writes: writes) }
    /// The wrapped provider's: bets never wait.
    public var betting: any BettingService { base.betting }
    /// The wrapped provider's.
    public var content: any ContentService { base.content }
    /// The wrapped provider's.
    public var bonuses: any BonusService { base.bonuses }
    /// The wrapped provider's: limits and exclusions never wait.
    public var responsibleGaming: any ResponsibleGamingService { base.responsibleGaming }
    /// The wrapped provider's.
    public var casino: any CasinoService { base.casino }
    /// The wrapped provider's.
    public var recommendations: any RecommendationService { base.recommendations }
    /// The wrapped provider's.
    public var sessionEvents: AsyncStream<SessionEvent> { base.sessionEvents }
    /// The wrapped provider's.
    public var isSignedIn: Bool { get async { await base.isSignedIn } }
    /// The wrapped provider's.
    public var liveDiagnostics: LiveFeedDiagnostics { base.liveDiagnostics }
    /// The wrapped provider's.
    public var contentDiagnostics: ContentDiagnostics { base.contentDiagnostics }
    /// The signed-in player's waiting writes and the last outcome, now and at each change.
    public var offlineWrites: AsyncStream<OfflineWritesState> { writes.stateUpdates() }

    /// The read from the vendor (its answer saved on the device), or, when the vendor cannot be
    /// reached (connectivity says offline, or the call failed before reaching it or timed out),
    /// the last answer saved, marked ``ReadSource/device(savedAt:)``. With nothing saved, the
    /// read's own error.
    public func lastKnown<Value>(_ read: LastKnownRead<Value>) async throws(ServiceProviderError) -> LastKnown<Value> {
        let userId = await writes.knownUser()
        if await writes.isOffline, let saved = writes.reads.load(read, userId: userId) { return saved }
        do {
            let value = try await read.read(base)
            writes.reads.save(value, for: read, userId: userId)
            return LastKnown(value: value, source: .network)
        } catch where error.neverLeftTheDevice || error == .timedOut {
            guard let saved = writes.reads.load(read, userId: userId) else { throw error }
            return saved
        }
    }

    /// The last saved read dropped instead of answered (written by another SDK version, or
    /// damaged), by the read's name, and why; for logs.
    @_spi(ProviderKit) public var lastDroppedRead: (read: String, problem: StoredFileProblem)? {
        writes.reads.lastDropped.withLock { $0.map { (read: $0.key, problem: $0.problem) } }
    }

    /// The connectivity status the provider acts on now (it follows the ``Connectivity``'s
    /// stream, so a change reaches it a moment after it is made): for an offline banner.
    public var connectivityStatus: ConnectivityStatus { get async { await writes.isOffline ? .offline : .online } }

    /// Returns once the replay running now (if any) is over: for tests and previews that need
    /// the queue at rest.
    @_spi(Testing) public func settle() async { await writes.settle() }
}
