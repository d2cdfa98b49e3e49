import Foundation

/// Writes a small file so that a crash or a power cut at any instant leaves either the old
/// content or the new one, never a torn mix: the bytes go to a temporary file beside the
/// target, which is flushed to the disk (`fsync`), renamed over the target (`rename(2)` is
/// atomic within a folder), and the folder is flushed so the rename itself survives. On Apple
/// platforms the file is protected until the device is first unlocked after a reboot (a queue
/// must be readable by a background flush on a locked phone).
@_spi(ProviderKit) public enum DurableFile {
    /// Any text (a user id, a read's key) as a safe, distinct file name: its UTF-8 in hex.
    public static func safeName(_ text: String) -> String { text.utf8.map { String(format: "%02x", $0) }.joined() }

    /// Replaces `url`'s content with `data`, creating the folder when needed.
    public static func write(_ data: Data, to url: URL) throws(DurableFileError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: protection) else {
                throw failure("cannot create \(temporary.lastPathComponent)")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try handle.write(contentsOf: data)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            guard rename(temporary.path, url.path) == 0 else { throw failure("rename failed (errno \(errno))") }
            flushFolder(folder)
        } catch let error as DurableFileError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw failure(String(describing: error))
        }
    }

    /// The file's bytes, or `nil` when there is none.
    public static func read(_ url: URL) -> Data? {
        FileManager.default.fileExists(atPath: url.path) ? try? Data(contentsOf: url) : nil
    }

    /// Removes the file (and the folder's record of it); nothing when there is none.
    public static func remove(_ url: URL) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try? FileManager.default.removeItem(at: url)
        flushFolder(url.deletingLastPathComponent())
    }

    /// Leftovers of writes a crash interrupted (their temporary files), which the next write
    /// would never reuse.
    public static func removeLeftovers(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private static func flushFolder(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    private static func failure(_ reason: String) -> DurableFileError {
        DurableFileError(reason: reason)
    }

    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    private static var protection: [FileAttributeKey: Any]? { [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication] }
    #else
    private static var protection: [FileAttributeKey: Any]? { nil }
    #endif
}

/// Why a ``DurableFile`` write failed (the disk is full, the folder is not writable…); the
/// previous content is still there.
@_spi(ProviderKit) public struct DurableFileError: Error, Sendable, Hashable {
    /// What the file system said.
    public let reason: String
}
