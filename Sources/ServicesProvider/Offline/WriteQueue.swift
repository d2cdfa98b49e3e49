import Foundation

/// The writes waiting for the network, one file per user in `folder`, saved durably
/// (``DurableFile``) after every change so a crash loses none. Writes keep their order; a write
/// folds with those pending on its resource (``QueuedWrite/Folding``); writes older than
/// `maximumAge` are dropped when read. Signing out drops the user's queue.
@_spi(ProviderKit) public actor WriteQueue {
    private let folder: URL
    private let maximumAge: TimeInterval
    private let now: @Sendable () -> Date
    private var loaded: [String: [QueuedWrite]] = [:]
    /// Why the last stored queue that could not be read was dropped, and whose it was.
    public private(set) var lastDropped: (userId: String, problem: StoredFileProblem)?

    /// Creates the queue over `folder` (created when first written).
    public init(folder: URL, maximumAge: TimeInterval = 7 * 24 * 3600, now: @escaping @Sendable () -> Date = Date.init) {
        self.folder = folder
        self.maximumAge = maximumAge
        self.now = now
        DurableFile.removeLeftovers(in: folder)
    }

    /// The user's pending writes, oldest first (expired ones dropped and the file updated).
    public func pending(for userId: String) throws(DurableFileError) -> [QueuedWrite] {
        let writes = load(userId)
        let fresh = writes.filter { now().timeIntervalSince($0.queuedAt) < maximumAge }
        if fresh.count != writes.count { try save(fresh, for: userId) }
        return fresh
    }

    /// Queues a write, folding it with the user's pending ones on its resource; saved before
    /// this returns.
    @discardableResult
    public func enqueue(_ write: QueuedWrite) throws(DurableFileError) -> QueueOutcome {
        var writes = try pending(for: write.userId)
        let outcome: QueueOutcome
        switch write.folding {
        case .keeps:
            writes.append(write)
            outcome = .queued
        case .cancels(let action):
            if let index = writes.lastIndex(where: { $0.resource == write.resource }), writes[index].action == action {
                outcome = .cancelledOut(writes.remove(at: index).id)
            } else {
                writes.append(write)
                outcome = .queued
            }
        case .replaces:
            let before = writes.count
            writes.removeAll { $0.resource == write.resource }
            outcome = .replaced(before - writes.count)
            writes.append(write)
        }
        try save(writes, for: write.userId)
        return outcome
    }

    /// Removes a write once the vendor has it (or once it failed for good).
    public func remove(_ id: UUID, for userId: String) throws(DurableFileError) {
        var writes = load(userId)
        guard let index = writes.firstIndex(where: { $0.id == id }) else { return }
        writes.remove(at: index)
        try save(writes, for: userId)
    }

    /// Drops every write of the user (on sign-out: nothing is replayed under another session).
    public func drop(userId: String) {
        loaded[userId] = []
        DurableFile.remove(file(for: userId))
    }

    private func load(_ userId: String) -> [QueuedWrite] {
        if let writes = loaded[userId] { return writes }
        var writes: [QueuedWrite] = []
        if let data = DurableFile.read(file(for: userId)) {
            switch WriteQueueFile.decode(data, for: userId) {
            case .success(let stored): writes = stored
            case .failure(let problem): lastDropped = (userId, problem)
            }
        }
        loaded[userId] = writes
        return writes
    }

    private func save(_ writes: [QueuedWrite], for userId: String) throws(DurableFileError) {
        try DurableFile.write(WriteQueueFile.encode(writes, for: userId), to: file(for: userId))
        loaded[userId] = writes
    }

    /// `writes-<the user id's UTF-8 in hex>.json`: any id makes a safe, distinct file name.
    private func file(for userId: String) -> URL {
        folder.appendingPathComponent("writes-" + DurableFile.safeName(userId) + ".json")
    }
}
