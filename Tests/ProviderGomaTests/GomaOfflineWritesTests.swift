import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling
@_spi(ProviderKit) @testable import ProviderGoma

/// Offline, then online, over a real HTTP server on 127.0.0.1 answering as the Goma sandbox
/// (stateful: it remembers follows and settings): writes that may wait are kept and arrive once,
/// in order, folded; money is refused; a sign-out drops the queue; a write the vendor already
/// holds is not sent again; a refused one is reported; the queue outlives its provider.
@Suite(.timeLimit(.minutes(3))) struct GomaOfflineWritesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offline-writes-\(UUID().uuidString)")

    /// A world online and a client signed in over it (the queue's folder removed when the world stops).
    private func signedIn() async throws -> (OfflineWorld, Client) {
        let world = try OfflineWorld(folder: folder)
        let client = Client(provider: world.offlineProvider())
        try await world.signIn(client)
        return (world, client)
    }

    @Test func writesWaitOfflineAndArriveOnceInOrderFoldedWhileMoneyIsRefused() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        let outcomes = OutcomeRecorder(client.offlineWrites)

        world.goOffline()
        try await client.social.follow(userId: "1101")
        try await client.social.follow(userId: "1102")
        try await client.social.unfollow(userId: "1102")  // cancels the follow still waiting
        try await client.account.updateNotificationSettings(NotificationSettings(isEnabled: true, options: [.goals: false]))
        try await client.account.updateNotificationSettings(NotificationSettings(isEnabled: true, options: [.goals: true]))
        try await client.chat.send("On the train", toRoom: "5310")
        let selection = BetSelection(eventId: "48213", marketId: "1", outcomeId: "3456899", odds: Odds(decimal: 2))
        await #expect(throws: ServiceProviderError.offline, "money never waits") {
            _ = try await client.betting.placeBet(BetPlacementRequest(slip: BetSlip(selections: [selection], type: .single,
                                                                                   stakePerBet: Money(amount: 5, currency: "EUR"))))
        }
        let waiting = await outcomes.latest.pending.map(\.write)
        #expect(waiting == [.follow(userId: "1101"), .notificationSettings(NotificationSettings(isEnabled: true, options: [.goals: true])),
                            .chatMessage(text: "On the train", roomId: "5310")])

        try world.goOnline()
        #expect(await outcomes.waitUntil(outcomes: 3))
        #expect(await outcomes.finished.map(\.kind) == ["sent follow(userId: \"1101\")", "sent notificationSettings", "sent chatMessage"])
        #expect(world.writes() == ["POST /api/social/v1/followees", "POST /api/users/v1/settings"], "once each, folded, in order")
        #expect(try await client.social.following().map(\.id) == ["1042", "1077", "1101"])
        #expect(try await client.account.notificationSettings().isOn(.goals))
    }

    @Test func signingOutDropsTheWaitingWrites() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        world.goOffline()
        try await client.social.follow(userId: "1101")
        try? await client.account.logout()
        try world.goOnline()
        try await world.signIn(client)
        await (client.provider as? OfflineProvider)?.settle()
        #expect(world.writes().isEmpty, "nothing replayed under the next session")
        #expect(try await client.social.following().map(\.id) == ["1042", "1077"])
    }

    @Test func aWriteTheVendorAlreadyHoldsIsNotSentAgainAndARefusedOneIsReported() async throws {
        let (world, client) = try await signedIn()
        defer { world.stop() }
        let outcomes = OutcomeRecorder(client.offlineWrites)
        world.goOffline()
        try await client.social.follow(userId: "1077")  // already followed
        try await client.social.follow(userId: "not-a-number")
        try world.goOnline()
        #expect(await outcomes.waitUntil(outcomes: 2))
        let finished = await outcomes.finished
        #expect(finished.first == .alreadyApplied(try #require(finished.first?.write)))
        guard case .rejected(let rejected, .validation)? = finished.last else { Issue.record("\(finished.map(\.kind)) \(finished)"); return }
        #expect(rejected.write == .follow(userId: "not-a-number"))
        #expect(world.writes().isEmpty)
    }

    @Test func theQueueOutlivesItsProviderAndIsReplayedAtTheNextSignIn() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        do {
            let client = Client(provider: world.offlineProvider())
            try await world.signIn(client)
            world.goOffline()
            try await client.social.follow(userId: "1101")
        }
        try world.goOnline()
        let relaunched = Client(provider: world.offlineProvider())
        try await world.signIn(relaunched)
        for _ in 0..<300 where world.writes().isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        await (relaunched.provider as? OfflineProvider)?.settle()
        #expect(world.writes() == ["POST /api/social/v1/followees"])
    }

    @Test func withoutAPlayerNothingIsKept() async throws {
        let world = try OfflineWorld(folder: folder)
        defer { world.stop() }
        let client = Client(provider: world.offlineProvider())
        world.goOffline()
        await #expect(throws: ServiceProviderError.offline, "the provider's own failure") { try await client.social.follow(userId: "1101") }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}

/// The Goma sandbox served over a loopback HTTP server (so requests travel over URLSession), with
/// a switch for the network: offline, the server is stopped and connectivity says so.
private final class OfflineWorld: Sendable {
    let sandbox = GomaSandbox.makeTransport()
    let connectivity = ManualConnectivity(.online)
    private let server: Locked<LoopbackHTTPServer?>
    private let logged = Locked<[String]>([])
    private let relay: RelayTransport
    private let folder: URL

    /// A world whose offline providers keep their writes in `folder`.
    init(folder: URL) throws {
        self.folder = folder
        server = Locked(nil)
        relay = RelayTransport()
        try start()
    }

    private func start() throws {
        let sandbox = sandbox, logged = logged
        let started = try LoopbackHTTPServer { request, writer in
            if request.method != "GET" { logged.withLock { $0.append("\(request.method) \(request.path)") } }
            var urlRequest = URLRequest(url: URL(string: "https://sandbox.goma.invalid\(request.path)\(request.query.map { "?\($0)" } ?? "")")!)
            urlRequest.httpMethod = request.method
            for (name, value) in request.headerFields { urlRequest.setValue(value, forHTTPHeaderField: name) }
            urlRequest.httpBody = request.body.isEmpty ? nil : request.body
            guard let (body, response) = try? await sandbox.send(TransportRequest(urlRequest: urlRequest)) else {
                return writer.respond(LoopbackHTTPResponse(status: 502))
            }
            let headers = (response.allHeaderFields as? [String: String]) ?? [:]
            writer.respond(LoopbackHTTPResponse(status: response.statusCode, headers: headers, body: body))
        }
        server.withLock { $0 = started }
        relay.target.withLock { $0 = started.baseURL }
    }

    func offlineProvider() -> OfflineProvider {
        OfflineProvider(wrapping: GomaSandbox.makeProvider(transport: relay), folder: folder, connectivity: connectivity,
                        backoff: Backoff(initial: 0.01, maximum: 0.05))
    }

    func signIn(_ client: Client) async throws {
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
    }

    /// The device loses the network: requests fail as URLSession fails them then, and the server
    /// is stopped so nothing could reach it anyway.
    func goOffline() {
        connectivity.set(.offline)
        relay.isOffline.withLock { $0 = true }
        server.withLock { $0?.stop(); $0 = nil }
    }

    /// The network is back: a new server (on a new port), the log cleared, then connectivity says so.
    func goOnline() throws {
        logged.withLock { $0 = [] }
        try start()
        relay.isOffline.withLock { $0 = false }
        connectivity.set(.online)
    }

    /// The writes (not reads) that reached the server since it last came online.
    func writes() -> [String] { logged.withLock { $0 }.filter { !$0.hasPrefix("POST /api/auth/v1") } }

    func stop() {
        server.withLock { $0?.stop() }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Sends each request to the loopback server over URLSession, whatever host the provider names.
private final class RelayTransport: HTTPTransport {
    let target = Locked<URL?>(nil)
    let isOffline = Locked(false)
    private let transport = URLSessionTransport()

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        if isOffline.withLock({ $0 }) { throw URLError(.notConnectedToInternet) }
        guard let target = target.withLock({ $0 }), let url = request.urlRequest.url,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { throw URLError(.badURL) }
        components.scheme = target.scheme
        components.host = target.host
        components.port = target.port
        var relayed = request
        relayed.urlRequest.url = components.url
        return try await transport.send(relayed)
    }
}

/// Every state the client's offline stream publishes, and the outcomes it reports in order.
private actor OutcomeRecorder {
    private(set) var latest = OfflineWritesState()
    private(set) var finished: [OfflineWriteOutcome] = []

    init(_ stream: AsyncStream<OfflineWritesState>) {
        Task { await self.read(stream) }
    }

    private func read(_ stream: AsyncStream<OfflineWritesState>) async {
        for await state in stream {
            if let outcome = state.lastOutcome, outcome != latest.lastOutcome { finished.append(outcome) }
            latest = state
        }
    }

    /// Waits up to 30 s until the latest state has no write waiting and `count` outcomes came.
    func waitUntil(outcomes count: Int) async -> Bool {
        for _ in 0..<3000 {
            if latest.pending.isEmpty && finished.count >= count { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }
}

extension OfflineWriteOutcome {
    var write: PendingOfflineWrite {
        switch self {
        case .sent(let write), .alreadyApplied(let write), .rejected(let write, _): write
        }
    }

    /// `sent follow(userId: "1101")`, or the case name alone for writes with long values.
    var kind: String {
        let verb = switch self { case .sent: "sent"; case .alreadyApplied: "already"; case .rejected: "rejected" }
        switch write.write {
        case .follow, .unfollow: return "\(verb) \(write.write)"
        case .notificationSettings: return "\(verb) notificationSettings"
        case .chatMessage: return "\(verb) chatMessage"
        case .consent: return "\(verb) consent"
        case .profile: return "\(verb) profile"
        }
    }
}
