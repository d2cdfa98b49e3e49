import Foundation
import Testing

/// A python-socketio server on 127.0.0.1 for the Socket.IO client tests
/// (`Integrations/WebSocketNIO/SocketIO/server.py`, on aiohttp). Python comes from
/// `SOCKETIO_PYTHON` (set by `.ci/run`) or the repository's `.build-socketio/venv`; when neither
/// exists the tests fail saying how to install it. The server keeps its port across `stop()` and
/// `start()`, so a client can reconnect to it.
final class SocketIOServer: Sendable {
    /// The handshake header and query value the server's connect handler requires.
    static let token = "test-socket-token"
    static let jwt = "header.payload.signature"

    let port: Int
    /// The server's base URL, as a Socket.IO configuration takes it.
    let url: URL
    private let python: URL
    private let folder: URL
    private let process = ProcessBox()

    static let packageFolder = CrossbarRouter.packageFolder
    static let repositoryFolder = CrossbarRouter.repositoryFolder

    init() async throws {
        python = try Self.locatePython()
        port = try await CrossbarRouter.freePort()
        guard let url = URL(string: "http://127.0.0.1:\(port)/") else { throw CrossbarError.failed("no URL for port \(port)") }
        self.url = url
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("socketio-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Finds the venv's python with python-socketio, or fails with how to install it.
    static func locatePython() throws -> URL {
        let candidates: [String?] = [ProcessInfo.processInfo.environment["SOCKETIO_PYTHON"],
                                     repositoryFolder.appendingPathComponent(".build-socketio/venv/bin/python").path]
        for case let path? in candidates where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw CrossbarError.failed("""
            python-socketio is not installed: the Socket.IO server tests need it. Install it with \
            `bash Integrations/WebSocketNIO/install-socketio.sh` (a venv in .build-socketio/venv, under 2 minutes), \
            or point SOCKETIO_PYTHON at a python that imports socketio and aiohttp.
            """)
    }

    private var readyFile: URL { folder.appendingPathComponent("ready") }
    private var logFile: URL { folder.appendingPathComponent("server.log") }

    /// Starts the server and returns once it listens.
    func start(timeout: TimeInterval = 60) async throws {
        try? FileManager.default.removeItem(at: readyFile)
        if !FileManager.default.fileExists(atPath: logFile.path) { _ = FileManager.default.createFile(atPath: logFile.path, contents: nil) }
        let log = try FileHandle(forWritingTo: logFile)
        log.seekToEndOfFile()
        let process = Process()
        process.executableURL = python
        process.arguments = [Self.packageFolder.appendingPathComponent("SocketIO/server.py").path, String(port)]
        var environment = ProcessInfo.processInfo.environment
        environment["READY_FILE"] = readyFile.path
        environment["SOCKET_TOKEN"] = Self.token
        environment["SOCKET_JWT"] = Self.jwt
        process.environment = environment
        process.standardOutput = log
        process.standardError = log
        try process.run()
        self.process.set(process)
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: readyFile.path) {
            guard process.isRunning else { throw CrossbarError.failed("The Socket.IO server exited (\(process.terminationStatus)):\n\(logTail())") }
            guard Date() < deadline else {
                stop()
                throw CrossbarError.failed("The Socket.IO server was not listening after \(Int(timeout)) s:\n\(logTail())")
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
    }

    /// Stops the server (SIGTERM, then SIGKILL after 1 s: aiohttp's graceful shutdown would wait
    /// for open WebSockets, and the restart test wants them cut) and waits until it exited.
    func stop() {
        guard let process = process.take(), process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the server and removes its folder.
    /// Runs `body` with a started server, and removes the server after it (also when it throws,
    /// recording the server's log so the failure can be read).
    static func running(_ body: (SocketIOServer) async throws -> Void) async throws {
        let server = try await SocketIOServer()
        defer { server.remove() }
        try await server.start()
        do {
            try await body(server)
        } catch {
            Issue.record("server log:\n\(server.logTail())")
            throw error
        }
    }

    func remove() {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The end of the server's log, for failure messages.
    func logTail(lines: Int = 40) -> String {
        let text = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
