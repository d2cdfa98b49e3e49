import Foundation

/// Where a session keeps its credentials. "Keep me signed in" chooses a persistent storage;
/// otherwise credentials live in memory only.
public protocol TokenStorage: Sendable {
    /// The stored credentials, or `nil`.
    func load() -> Credentials?
    /// Stores credentials, replacing any stored before.
    func save(_ credentials: Credentials) throws
    /// Removes stored credentials.
    func clear()
}

/// Keeps credentials in memory; they are gone when the process ends.
public final class InMemoryTokenStorage: TokenStorage {
    private let stored = Locked<Credentials?>(nil)

    /// Creates an empty storage.
    public init() {}

    /// The stored credentials, or `nil`.
    public func load() -> Credentials? { stored.withLock { $0 } }
    /// Stores credentials, replacing any stored before.
    public func save(_ credentials: Credentials) { stored.withLock { $0 = credentials } }
    /// Removes the stored credentials.
    public func clear() { stored.withLock { $0 = nil } }
}

/// Keeps credentials in a JSON file readable only by the owner (mode 0600). Used where the
/// Keychain is not available (Linux); on Apple platforms prefer ``KeychainTokenStorage``.
public final class FileTokenStorage: TokenStorage {
    private let fileURL: URL
    private let lock = Locked<Void>(())

    /// Creates a storage at `fileURL`; its folder is created when first saving.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The stored credentials, or `nil`.
    public func load() -> Credentials? {
        lock.withLock { _ in
            guard let data = try? Data(contentsOf: fileURL) else { return nil }
            return try? JSONDecoder().decode(Credentials.self, from: data)
        }
    }

    /// Stores credentials, replacing any stored before.
    public func save(_ credentials: Credentials) throws {
        let data = try JSONEncoder().encode(credentials)
        try lock.withLock { _ in
            let manager = FileManager.default
            try manager.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Create with 0600 before writing so the token is never readable by others, even briefly.
            if !manager.fileExists(atPath: fileURL.path) {
                _ = manager.createFile(atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
            try manager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: fileURL.path)
            let handle = try FileHandle(forWritingTo: fileURL)
            defer { try? handle.close() }
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: data)
        }
    }

    /// Removes the stored credentials.
    public func clear() {
        lock.withLock { _ in try? FileManager.default.removeItem(at: fileURL) }
    }
}
