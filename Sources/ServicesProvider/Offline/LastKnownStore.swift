import Foundation

/// The saved answers of ``LastKnownRead``s: one file per read in `folder/shared`, or in the
/// player's own folder for a read that depends on them, each `{version, savedAt, value}` written
/// with ``DurableFile``. A file that does not decode (another version, a value this SDK no longer
/// reads) is no saved answer: it is removed, never misread, and its reason kept (``lastDropped``).
struct LastKnownStore: Sendable {
    let folder: URL
    /// The last saved answer dropped, by its read's key, and why.
    let lastDropped = Locked<(key: String, problem: StoredFileProblem)?>(nil)

    private struct Header: Decodable { var version: Int }

    private struct Saved<Value: Codable>: Codable {
        static var currentVersion: Int { 1 }
        var version: Int
        var savedAt: Date
        var value: Value
    }

    func save<Value>(_ value: Value, for read: LastKnownRead<Value>, userId: String?) {
        let saved = Saved(version: Saved<Value>.currentVersion, savedAt: Date(), value: value)
        guard let data = try? JSONEncoder().encode(saved) else { return }
        // A copy that cannot be written is only a copy the next offline read will not have.
        try? DurableFile.write(data, to: file(for: read, userId: userId))
    }

    func load<Value>(_ read: LastKnownRead<Value>, userId: String?) -> LastKnown<Value>? {
        let file = file(for: read, userId: userId)
        guard let data = DurableFile.read(file) else { return nil }
        let current = Saved<Value>.currentVersion
        guard let saved = try? JSONDecoder().decode(Saved<Value>.self, from: data), saved.version == current else {
            let version = (try? JSONDecoder().decode(Header.self, from: data))?.version
            let problem: StoredFileProblem = switch version {
            case let version? where version > current: .newerVersion(version)
            case let version? where version < current: .olderVersion(version)
            default: .unreadable
            }
            lastDropped.withLock { $0 = (read.key, problem) }
            DurableFile.remove(file)
            return nil
        }
        return LastKnown(value: saved.value, source: .device(savedAt: saved.savedAt))
    }

    /// Erases what was saved for the player.
    func erase(userId: String) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.part(userId)))
    }

    private func file(for read: LastKnownRead<some Codable & Sendable>, userId: String?) -> URL {
        let part = read.isPlayers ? Self.part(userId ?? "") : "shared"
        return folder.appendingPathComponent(part).appendingPathComponent(DurableFile.safeName(read.key) + ".json")
    }

    /// `user-<id in hex>`; `user-` alone for nobody signed in.
    private static func part(_ userId: String) -> String { "user-" + DurableFile.safeName(userId) }
}
