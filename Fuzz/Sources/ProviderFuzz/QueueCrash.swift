import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTooling

/// The offline write queue's crash test (`crash-queue`): a child process keeps follows while
/// offline, goes online and keeps more while the first are replayed, and is killed (SIGKILL) at a
/// random moment. After each kill the queue file must read (never dropped as unreadable), and a
/// provider opened on it must replay the rest: every follow the child was told was kept reaches
/// the loopback server, and none is sent twice (the server's log counts each id's POSTs).
///
///     ProviderFuzz crash-queue --runs 1000 [--seed 1] [--jobs 2]
///     ProviderFuzz crash-queue-child --folder DIR --url URL      (what each run starts)
enum QueueCrash {
    static let user = "crash-user"
    /// The follows a child keeps offline, then online.
    static let offlineFollows = 8, onlineFollows = 8

    static func run(_ options: Options) async throws -> Int32 {
        let runs = try options.int("runs", default: 1000), seed = UInt64(try options.int("seed", default: 1))
        let jobs = max(1, try options.int("jobs", default: 2))
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("crash-queue-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        // A whole run, timed once, sets the range the kills are spread over.
        let timing = try FollowServer()
        let started = Date()
        _ = try runChild(executable, folder: root.appendingPathComponent("timing"), url: timing.url, killAfter: nil)
        let span = max(0.005, Date().timeIntervalSince(started))
        try await recover(folder: root.appendingPathComponent("timing"), url: timing.url)
        timing.stop()
        // Each job its own server and its own share of the runs (run i goes to job i % jobs), its
        // kill times drawn from its own seeded sequence.
        let totals = try await withThrowingTaskGroup(of: (killed: Int, failures: Int).self) { group in
            for job in 0..<jobs {
                group.addTask {
                    try await runJob(job, of: jobs, runs: runs, seed: seed, span: span, executable: executable, root: root)
                }
            }
            return try await group.reduce(into: (killed: 0, failures: 0)) { $0.killed += $1.killed; $0.failures += $1.failures }
        }
        print("crash-queue: \(runs) runs in \(jobs) jobs, \(totals.killed) killed mid-run (a child takes \(Int(span * 1000)) ms), \(totals.failures) failed")
        return totals.failures == 0 ? 0 : 1
    }

    private static func runJob(_ job: Int, of jobs: Int, runs: Int, seed: UInt64, span: TimeInterval, executable: URL,
                               root: URL) async throws -> (killed: Int, failures: Int) {
        let server = try FollowServer()
        defer { server.stop() }
        var random = Lehmer(seed: seed &+ UInt64(job) &* 7919)
        var failures = 0, killed = 0
        for index in stride(from: job, to: runs, by: jobs) {
            server.reset()
            let folder = root.appendingPathComponent("run-\(index)")
            let delay = span * 1.2 * random.fraction()
            let child = try runChild(executable, folder: folder, url: server.url, killAfter: delay)
            if child.wasKilled { killed += 1 }
            // What the killed child had written reaches the vendor before the app comes back (a
            // relaunch takes seconds): the recovery's read of the follows must see it.
            guard server.waitUntilIdle(timeout: 10) else { throw FuzzError("the killed child's connections stayed open 10 s") }
            if let problem = try await check(folder: folder, url: server.url, kept: child.kept, server: server) {
                failures += 1
                print("run \(index) (job \(job), killed after \(Int(delay * 1000)) ms): \(problem)")
                if failures >= 5 { break }
            }
            try? FileManager.default.removeItem(at: folder)
        }
        return (killed, failures)
    }

    /// What the queue must hold after a kill: a readable file, then every kept follow on the
    /// server once, none twice.
    private static func check(folder: URL, url: URL, kept: Set<Int>, server: FollowServer) async throws -> String? {
        let stored = WriteQueue(folder: folder)
        do {
            _ = try await stored.pending(for: user)
        } catch {
            return "the queue file could not be read: \(error)"
        }
        if let dropped = await stored.lastDropped { return "the queue file was dropped: \(dropped.problem)" }
        try await recover(folder: folder, url: url)
        let posts = server.posts()
        if let twice = posts.first(where: { $0.value > 1 }) { return "follow \(twice.key) was sent \(twice.value) times" }
        let lost = kept.subtracting(posts.keys)
        if !lost.isEmpty { return "kept but never sent: \(lost.sorted())" }
        return nil
    }

    /// Opens a provider on the folder, online, signs the player in and waits until the queue is
    /// empty (at most 20 s).
    private static func recover(folder: URL, url: URL) async throws {
        let provider = OfflineProvider(wrapping: FollowProvider(url: url), folder: folder, connectivity: ManualConnectivity(.online),
                                       backoff: Backoff(initial: 0.01, maximum: 0.05))
        // The player signs in again: their writes are theirs to replay.
        _ = try await Client(provider: provider).account.login(LoginCredentials(username: user, password: "-"))
        for _ in 0..<2000 {
            await provider.settle()
            if try await WriteQueue(folder: folder).pending(for: user).isEmpty { return }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        throw FuzzError("the queue in \(folder.path) did not empty in 20 s")
    }

    private struct ChildRun {
        var kept: Set<Int>
        var wasKilled: Bool
    }

    private static func runChild(_ executable: URL, folder: URL, url: URL, killAfter delay: TimeInterval?) throws -> ChildRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["crash-queue-child", "--folder", folder.path, "--url", url.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
        let kept = Set(lines.compactMap { $0.hasPrefix("K ") ? Int($0.dropFirst(2)) : nil })
        let finished = lines.contains("done")
        if delay == nil && !finished { throw FuzzError("the child did not finish: \(process.terminationStatus)") }
        return ChildRun(kept: kept, wasKilled: !finished)
    }

    /// The child: follows kept offline, then online while the first are replayed; each line
    /// `K n` is written once the follow of `n` returned (kept on disk, or sent).
    static func child(_ options: Options) async throws {
        guard let folder = options.values["folder"].map(URL.init(fileURLWithPath:)),
              let url = options.values["url"].flatMap(URL.init(string:)) else { throw FuzzError("--folder and --url are required") }
        let connectivity = ManualConnectivity(.offline)
        let provider = OfflineProvider(wrapping: FollowProvider(url: url), folder: folder, connectivity: connectivity,
                                       backoff: Backoff(initial: 0.01, maximum: 0.05))
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: user, password: "-"))
        for id in 1...offlineFollows {
            try await client.social.follow(userId: "\(id)")
            say("K \(id)")
        }
        connectivity.set(.online)
        for id in (offlineFollows + 1)...(offlineFollows + onlineFollows) {
            try await client.social.follow(userId: "\(id)")
            say("K \(id)")
        }
        await provider.settle()
        say("done")
    }
}

/// A provider whose only features are a sign-in (no call) and follows over the loopback server:
/// `POST /follow/{id}`, `GET /following` (the ids as a JSON array).
private struct FollowProvider: ServiceProvider {
    let url: URL
    var name: String { "CrashQueue" }
    var account: any AccountService { Account() }
    var social: any SocialService { Social(url: url) }
    var sessionEvents: AsyncStream<SessionEvent> {
        AsyncStream { $0.yield(.current(userId: nil)); $0.finish() }
    }
    var isSignedIn: Bool { get async { true } }

    struct Account: AccountService {
        var providerName: String { "CrashQueue" }
        var features: Set<Feature> { [.login] }
        func login(_ credentials: LoginCredentials) async throws(ServiceProviderError) -> UserSession {
            UserSession(userId: credentials.username)
        }
    }

    struct Social: SocialService {
        let url: URL
        var providerName: String { "CrashQueue" }
        var features: Set<Feature> { [.follows] }
        private let transport = URLSessionTransport()

        func follow(userId: String) async throws(ServiceProviderError) {
            _ = try await send("POST", "/follow/\(userId)")
        }

        func following() async throws(ServiceProviderError) -> [SocialUser] {
            let data = try await send("GET", "/following")
            guard let ids = try? JSONDecoder().decode([Int].self, from: data) else { throw .decoding(type: "[Int]", codingPath: "", debugDescription: "not a list of ids") }
            return ids.map { SocialUser(id: String($0)) }
        }

        private func send(_ method: String, _ path: String) async throws(ServiceProviderError) -> Data {
            var request = URLRequest(url: url.appendingPathComponent(path))
            request.httpMethod = method
            do {
                let (data, response) = try await transport.send(TransportRequest(urlRequest: request))
                guard response.statusCode == 200 else { throw ServiceProviderError.server(status: response.statusCode, message: nil) }
                return data
            } catch let error as ServiceProviderError {
                throw error
            } catch {
                throw .offline
            }
        }
    }
}

/// The loopback server's side: the follows it holds and how many POSTs each id got.
private final class FollowServer: Sendable {
    private let counts = Guarded<[Int: Int]>([:])
    private let server: LoopbackHTTPServer
    var url: URL { server.baseURL }

    init() throws {
        let counts = counts
        server = try LoopbackHTTPServer { request, writer in
            if request.method == "POST", request.path.hasPrefix("/follow/"), let id = Int(request.path.dropFirst("/follow/".count)) {
                counts.withLock { $0[id, default: 0] += 1 }
                writer.respond(LoopbackHTTPResponse(status: 200, body: Data("{}".utf8)))
            } else if request.method == "GET", request.path == "/following" {
                let ids = counts.withLock { Array($0.keys).sorted() }
                writer.respond(LoopbackHTTPResponse(status: 200, body: (try? JSONEncoder().encode(ids)) ?? Data()))
            } else {
                writer.respond(LoopbackHTTPResponse(status: 404))
            }
        }
    }

    func reset() { counts.withLock { $0 = [:] } }
    func posts() -> [Int: Int] { counts.withLock { $0 } }
    func waitUntilIdle(timeout: TimeInterval) -> Bool { server.waitUntilIdle(timeout: timeout) }
    func stop() { server.stop() }
}

/// A seeded generator (Lehmer, 64-bit), so a failing run is the same run again with the same seed.
private struct Lehmer {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func fraction() -> Double {
        state = state &* 0xDA94_2042_E4DD_58B5
        return Double(state >> 11) / Double(1 << 53)
    }
}

/// A value behind a lock, for the server's handler threads and the parent's checks.
///
/// `@unchecked Sendable` is sound because `value` is only touched inside `withLock`, which holds
/// `lock` for the whole access.
private final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
