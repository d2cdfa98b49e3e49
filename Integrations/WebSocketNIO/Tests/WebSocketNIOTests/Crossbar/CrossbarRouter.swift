import Foundation
import NIOCore
import NIOPosix

/// A Crossbar.io router on 127.0.0.1 for the router tests, configured from
/// `Integrations/WebSocketNIO/Crossbar/router.json` with the backend component
/// (`Crossbar/backend.py`) as a guest worker. Crossbar is found through `CROSSBAR_BIN` (set by
/// `.ci/run`) or the repository's `.build-crossbar/venv`; when neither exists the tests fail
/// saying how to install it. The router keeps its port across `stop()` and `start()`.
final class CrossbarRouter: Sendable {
    let port: Int
    let url: URL
    private let crossbar: URL
    private let folder: URL
    private let process = ProcessBox()

    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let repositoryFolder = packageFolder.deletingLastPathComponent().deletingLastPathComponent()

    init() async throws {
        crossbar = try Self.locateCrossbar()
        port = try await Self.freePort()
        guard let url = URL(string: "ws://127.0.0.1:\(port)/v2") else { throw CrossbarError.failed("no URL for port \(port)") }
        self.url = url
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("crossbar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".crossbar"), withIntermediateDirectories: true)
        let python = crossbar.deletingLastPathComponent().appendingPathComponent("python").path
        let template = try String(contentsOf: Self.packageFolder.appendingPathComponent("Crossbar/router.json"), encoding: .utf8)
        let config = template.replacingOccurrences(of: "\"__ROUTER_PORT__\"", with: String(port))
            .replacingOccurrences(of: "__PYTHON__", with: python)
            .replacingOccurrences(of: "__BACKEND__", with: Self.packageFolder.appendingPathComponent("Crossbar/backend.py").path)
        try config.write(to: folder.appendingPathComponent(".crossbar/config.json"), atomically: true, encoding: .utf8)
    }

    /// Finds the crossbar executable, or fails with how to install it.
    static func locateCrossbar() throws -> URL {
        let candidates: [String?] = [ProcessInfo.processInfo.environment["CROSSBAR_BIN"], repositoryFolder.appendingPathComponent(".build-crossbar/venv/bin/crossbar").path]
        for case let path? in candidates where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw CrossbarError.failed("""
            Crossbar.io is not installed: the router tests need it. Install it with \
            `bash Integrations/WebSocketNIO/install-crossbar.sh` (a venv in .build-crossbar/venv, about 1.5 minutes), \
            or point CROSSBAR_BIN at a crossbar executable.
            """)
    }

    private var readyFile: URL { folder.appendingPathComponent("backend-ready") }
    private var logFile: URL { folder.appendingPathComponent("crossbar.log") }

    /// Starts the router and its backend and returns once the backend has registered its procedure.
    func start(timeout: TimeInterval = 240) async throws {
        try? FileManager.default.removeItem(at: readyFile)
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let log = try FileHandle(forWritingTo: logFile)
        log.seekToEndOfFile()
        let process = Process()
        process.executableURL = crossbar
        process.arguments = ["start", "--cbdir", folder.appendingPathComponent(".crossbar").path]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["ROUTER_URL"] = "ws://127.0.0.1:\(port)"
        environment["FIXTURES_DIR"] = Self.repositoryFolder.appendingPathComponent("Sources/ServicesProviderTesting/SandboxFixtures/everymatrix").path
        environment["READY_FILE"] = readyFile.path
        // The tweak that lets Crossbar accept EveryMatrix's URIs (`#` in `/sports#initialDump`): Crossbar/uri-patch.
        environment["EVERYMATRIX_WAMP_URIS"] = "1"
        environment["PYTHONPATH"] = Self.packageFolder.appendingPathComponent("Crossbar/uri-patch").path
        process.environment = environment
        process.standardOutput = log
        process.standardError = log
        try process.run()
        self.process.set(process)
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: readyFile.path) {
            guard process.isRunning else { throw CrossbarError.failed("Crossbar exited (\(process.terminationStatus)) before its backend was ready:\n\(logTail())") }
            guard Date() < deadline else {
                stop()
                throw CrossbarError.failed("Crossbar's backend was not ready after \(Int(timeout)) s:\n\(logTail())")
            }
            try await Task.sleep(nanoseconds: 200_000_000)
        }
    }

    /// Stops the router and its backend (SIGTERM, then SIGKILL after 30 s); waits until they exited.
    func stop() {
        guard let process = process.take(), process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the router and removes its folder.
    func remove() {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The end of Crossbar's log, for failure messages.
    func logTail(lines: Int = 40) -> String {
        let text = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    /// A port nothing listens on now: bound on 127.0.0.1 by the system, then released.
    static func freePort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: 0).get()
        defer { channel.close(promise: nil) }
        guard let port = channel.localAddress?.port else { throw CrossbarError.failed("no free port") }
        return port
    }
}

enum CrossbarError: Error, CustomStringConvertible {
    case failed(String)

    var description: String {
        switch self {
        case .failed(let text): return text
        }
    }
}

/// The running crossbar `Process`, behind a lock (Process is not Sendable).
final class ProcessBox: @unchecked Sendable {
    // @unchecked: every access to `process` holds `lock`.
    private let lock = NSLock()
    private var process: Process?

    func set(_ process: Process) { lock.withLock { self.process = process } }
    func take() -> Process? { lock.withLock { defer { process = nil }; return process } }
}
