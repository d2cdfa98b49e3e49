import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// The offline write queue's storage: order, folding, expiry, users kept apart, durability
/// across instances, and stored files it cannot read dropped with their reason.
@Suite struct WriteQueueTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("write-queue-\(UUID().uuidString)")
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func write(_ resource: String, _ action: String, user: String = "321", folding: QueuedWrite.Folding = .keeps,
                       at offset: TimeInterval = 0) -> QueuedWrite {
        QueuedWrite(userId: user, resource: resource, action: action, payload: Data(action.utf8), queuedAt: Self.start.addingTimeInterval(offset),
                    folding: folding)
    }

    private func queue(at offset: TimeInterval = 0, maximumAge: TimeInterval = 3600) -> WriteQueue {
        WriteQueue(folder: folder, maximumAge: maximumAge, now: { Self.start.addingTimeInterval(offset) })
    }

    @Test func writesKeepTheirOrderAndSurviveANewQueue() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = queue()
        for index in 0..<3 { try await first.enqueue(write("chat/5310", "message.\(index)")) }
        try await first.enqueue(write("favourite/1", "favourite.add", folding: .cancels(action: "favourite.remove")))
        let reopened = try await queue().pending(for: "321")
        #expect(reopened.map(\.action) == ["message.0", "message.1", "message.2", "favourite.add"])
        #expect(reopened == (try await first.pending(for: "321")))
    }

    @Test func anAddThenARemoveIsNothingAndASettingReplacesTheLast() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = queue()
        let add = write("favourite/48213", "favourite.add", folding: .cancels(action: "favourite.remove"))
        #expect(try await queue.enqueue(add) == .queued)
        #expect(try await queue.enqueue(write("favourite/48214", "favourite.add", folding: .cancels(action: "favourite.remove"))) == .queued)
        #expect(try await queue.enqueue(write("favourite/48213", "favourite.remove", folding: .cancels(action: "favourite.add"))) == .cancelledOut(add.id))
        #expect(try await queue.pending(for: "321").map(\.resource) == ["favourite/48214"])
        // A remove with nothing to cancel is queued (the favourite was saved before going offline).
        #expect(try await queue.enqueue(write("favourite/1", "favourite.remove", folding: .cancels(action: "favourite.add"))) == .queued)
        #expect(try await queue.enqueue(write("settings/notifications", "settings.set", folding: .replaces)) == .replaced(0))
        #expect(try await queue.enqueue(write("settings/notifications", "settings.set.2", folding: .replaces)) == .replaced(1))
        #expect(try await queue.pending(for: "321").map(\.action) == ["favourite.add", "favourite.remove", "settings.set.2"])
    }

    @Test func writesOlderThanTheLimitAreDroppedWhenRead() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await queue().enqueue(write("a", "old", at: 0))
        try await queue().enqueue(write("b", "new", at: 3000))
        #expect(try await queue(at: 3599).pending(for: "321").map(\.action) == ["old", "new"])
        #expect(try await queue(at: 3601).pending(for: "321").map(\.action) == ["new"])
        #expect(try await queue(at: 0).pending(for: "321").map(\.action) == ["new"], "the expired write is gone from the file")
    }

    @Test func usersAreKeptApartAndSigningOutDropsOnlyTheirs() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = queue()
        try await queue.enqueue(write("a", "first", user: "321"))
        try await queue.enqueue(write("a", "second", user: "../../etc/passwd"))
        #expect(try await queue.pending(for: "321").map(\.action) == ["first"])
        await queue.drop(userId: "321")
        #expect(try await queue.pending(for: "321").isEmpty)
        #expect(try await self.queue().pending(for: "321").isEmpty)
        #expect(try await self.queue().pending(for: "../../etc/passwd").map(\.action) == ["second"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count == 1 && names.allSatisfy { $0.hasPrefix("writes-") && !$0.contains("/") })
    }

    @Test func aRemovedWriteIsNotReplayedAgain() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = queue()
        let sent = write("a", "sent")
        try await queue.enqueue(sent)
        try await queue.enqueue(write("b", "waiting"))
        try await queue.remove(sent.id, for: "321")
        #expect(try await self.queue().pending(for: "321").map(\.action) == ["waiting"])
    }

    @Test(arguments: [
        (#"{"version":2,"userId":"321","writes":[]}"#, StoredFileProblem.newerVersion(2)),
        (#"{"version":0,"userId":"321","writes":[]}"#, .olderVersion(0)),
        (#"{"version":1,"userId":"999","writes":[]}"#, .otherUser),
        (#"{"version":1,"userId":"321","writes":[{"id":1}]}"#, .unreadable),
        ("not json", .unreadable),
    ])
    func aStoredFileItCannotReadIsDroppedWithItsReason(body: String, problem: StoredFileProblem) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try await queue().enqueue(write("a", "kept"))
        let file = try #require(try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first)
        try Data(body.utf8).write(to: file)
        let queue = queue()
        #expect(try await queue.pending(for: "321").isEmpty)
        #expect(await queue.lastDropped?.problem == problem)
        try await queue.enqueue(write("b", "after"))
        #expect(try await self.queue().pending(for: "321").map(\.action) == ["after"], "a new file replaces the dropped one")
    }
}

/// The atomic, flushed file write the queue is saved with.
@Suite struct DurableFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("durable-\(UUID().uuidString)")

    @Test func aWriteReplacesTheContentAndLeavesNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("queue.json")
        try DurableFile.write(Data("one".utf8), to: url)
        try DurableFile.write(Data("two".utf8), to: url)
        #expect(DurableFile.read(url) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["queue.json"])
        DurableFile.remove(url)
        #expect(DurableFile.read(url) == nil)
    }

    /// Renaming onto a folder fails (as root too): the error says so and the target is untouched.
    @Test func aFailedWriteKeepsWhatWasThereAndCleansUp() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("busy")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: DurableFileError.self) { try DurableFile.write(Data("x".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["busy"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
    }

    @Test func leftoversOfAnInterruptedWriteAreRemoved() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("torn".utf8).write(to: folder.appendingPathComponent(".queue.json.1234.tmp"))
        try Data("kept".utf8).write(to: folder.appendingPathComponent("queue.json"))
        DurableFile.removeLeftovers(in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["queue.json"])
    }
}
