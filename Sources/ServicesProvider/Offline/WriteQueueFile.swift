import Foundation

/// The queue's file: `{version, userId, writes}` as JSON. The version lets a later SDK read an
/// older file (migrating it) and an older SDK refuse a newer one with a typed reason rather
/// than misread it.
struct WriteQueueFile: Codable, Sendable {
    /// The version this SDK writes.
    static let currentVersion = 1

    let version: Int
    let userId: String
    let writes: [QueuedWrite]

    private struct Header: Decodable { let version: Int }

    /// The file's writes for `userId`, or why none can be used.
    static func decode(_ data: Data, for userId: String) -> Result<[QueuedWrite], StoredFileProblem> {
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else { return .failure(.unreadable) }
        guard header.version == currentVersion else {
            return .failure(header.version > currentVersion ? .newerVersion(header.version) : .olderVersion(header.version))
        }
        guard let file = try? JSONDecoder().decode(WriteQueueFile.self, from: data) else { return .failure(.unreadable) }
        guard file.userId == userId, file.writes.allSatisfy({ $0.userId == userId }) else { return .failure(.otherUser) }
        return .success(file.writes)
    }

    static func encode(_ writes: [QueuedWrite], for userId: String) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain strings, dates, data and UUIDs cannot fail.
        return (try? encoder.encode(WriteQueueFile(version: currentVersion, userId: userId, writes: writes))) ?? Data()
    }
}

/// Why a stored file was dropped instead of read: a write queue (the writes it held are lost,
/// ``WriteQueue/lastDropped``) or a saved read (``OfflineProvider/lastDroppedRead``).
@_spi(ProviderKit) public enum StoredFileProblem: Error, Sendable, Hashable {
    /// The file is not one the SDK wrote, or is damaged, or holds a value this SDK cannot read.
    case unreadable
    /// A later SDK wrote it, in a version this one does not know.
    case newerVersion(Int)
    /// An earlier SDK wrote it, in a version no migration reads.
    case olderVersion(Int)
    /// It belongs to another user.
    case otherUser
}
