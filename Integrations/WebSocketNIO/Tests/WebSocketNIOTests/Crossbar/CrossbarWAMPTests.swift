import Foundation
import NIOConcurrencyHelpers
@_spi(ProviderKit) import ProviderEveryMatrix
import ServicesProvider
import ServicesProviderTesting
import Testing
import WebSocketNIO

/// The SDK's EveryMatrix WAMP session over a real socket against a real WAMP router, Crossbar.io,
/// with a Python backend that registers `/sports#initialDump` and publishes the recorded UPDATE
/// messages (Crossbar/backend.py). One router serves the suite (it takes seconds to start); the
/// reconnect test stops and starts it. Every feed here is compared with the in-memory sandbox
/// answering the same messages. The tests run one at a time: they share the router and its port,
/// and the reconnect test takes the router away from any other test while it restarts.
@Suite(.serialized, .removesTheRouterAtTheEnd)
struct CrossbarWAMPTests {
    private static let shared = NIOLockedValueBox<CrossbarRouter?>(nil)

    /// The suite's router, started on first use.
    private func router() async throws -> CrossbarRouter {
        if let router = Self.shared.withLockedValue({ $0 }) { return router }
        let router = try await CrossbarRouter()
        Self.shared.withLockedValue { $0 = router }
        try await router.start()
        return router
    }

    /// Stops the suite's router and removes its folder, after the suite's last test.
    fileprivate static func removeRouter() {
        shared.withLockedValue { router in
            router?.remove()
            router = nil
        }
    }

    /// A client on the router; `sleep` waits for reconnects and call timeouts.
    private func client(_ router: CrossbarRouter, realm: String = "www.everymatrix.com", recorder: FrameRecorder = FrameRecorder(),
                        sleep: @escaping SleepFunction = taskSleep) throws -> Client {
        let unused = try #require(URL(string: "http://127.0.0.1:9/"))
        let environment = EveryMatrixConfiguration.Environment(playerAPIBaseURL: unused, sportsAPIBaseURL: unused, liveDataURL: router.url, realm: realm)
        // Only the live channel is reached: the cashier return URL is never used.
        let configuration = EveryMatrixConfiguration(environment: environment, operatorId: EveryMatrixSandbox.operatorId, language: "en",
                                                     cashierReturnURL: unused, liveCallTimeout: 60)
        let factory = recorder.recording(NIOWebSocketChannel.factory())
        return Client(provider: EveryMatrixProvider(configuration: configuration, webSocketFactory: factory, sleep: sleep))
    }

    /// The first `count` changes of a client's football live feed, and the list the feed holds
    /// then (read by a liveEvents consumer that joins while the changes consumer is still there,
    /// so the shared feed goes on: a late consumer gets the latest list first). Both then leave.
    private static func liveFeed(of client: Client, changes count: Int) async throws -> (changes: [EventChange], list: [Event]) {
        var changes: [EventChange] = []
        var feed = client.events.liveChanges(sport: .football).makeAsyncIterator()
        while changes.count < count, let change = try await feed.next() { changes.append(change) }
        var lists = client.events.liveEvents(sport: .football).makeAsyncIterator()
        let list = try await lists.next() ?? []
        withExtendedLifetime(feed) {} // The changes consumer stays until the list is read.
        return (changes, Array(list))
    }

    /// The sandbox's dump changes (the recorded 8 matches and the 5 made-up ones a list of more
    /// than ten holds), then its four granular updates (as SandboxTests reads them).
    private static let sandboxChangeCount = 17

    @Test func liveListOverCrossbarEndsWithTheSandboxsSnapshotAndEveryChangeInOrder() async throws {
        let router = try await router()
        let recorder = FrameRecorder()
        let expected = try await Self.liveFeed(of: Client(provider: EveryMatrixSandbox.makeProvider()), changes: Self.sandboxChangeCount)
        let overCrossbar = try await Self.liveFeed(of: try client(router, recorder: recorder), changes: Self.sandboxChangeCount)
        #expect(overCrossbar.changes == expected.changes)
        #expect(overCrossbar.list == expected.list)
        #expect(!expected.list.isEmpty)
        // The wire: the session opened the realm, subscribed, called the dump, and the recorded
        // updates came as EVENTs in the order the backend published them (once per dump call: the
        // late list consumer opened the feed again).
        #expect(recorder.sent.first?.hasPrefix(#"[1,"www.everymatrix.com""#) ?? false, "\(recorder.sent.prefix(1))")
        #expect(recorder.sent.contains { $0.hasPrefix("[32,") && $0.contains("live-matches-aggregator-main") })
        #expect(recorder.sent.contains { $0.hasPrefix("[48,") && $0.contains("initialDump") })
        let events = recorder.received.filter { $0.hasPrefix("[36,") }.compactMap(Self.eventPayload)
        let updates = try Self.recordedUpdates()
        #expect(!events.isEmpty)
        #expect(events.count % updates.count == 0, "\(events.count) EVENTs")
        for start in stride(from: 0, to: events.count, by: updates.count) {
            #expect(Array(events[start..<min(start + updates.count, events.count)]) == updates, "EVENTs in publication order")
        }
    }

    @Test func theConsumerStoppingSaysGoodbye() async throws {
        let router = try await router()
        let recorder = FrameRecorder()
        let client = try client(router, recorder: recorder)
        _ = try await Self.liveFeed(of: client, changes: 1)
        // Both consumers left: the shared feed closes its session, saying GOODBYE first (bounded wait).
        for _ in 0..<200 where !recorder.sent.contains(where: { $0.hasPrefix("[6,") }) { try await Task.sleep(nanoseconds: 50_000_000) }
        #expect(recorder.sent.last.map { $0.hasPrefix(#"[6,{},"wamp.close.normal"]"#) } == true, "\(recorder.sent.suffix(2))")
    }

    @Test func aCallOverCrossbarAnswersAsTheSandbox() async throws {
        let router = try await router()
        let sports = try await client(router).events.sports()
        let expected = try await Client(provider: EveryMatrixSandbox.makeProvider()).events.sports()
        #expect(sports == expected)
        #expect(!sports.isEmpty)
    }

    @Test func aProcedureNobodyRegisteredFailsTyped() async throws {
        let client = try client(try await router())
        do {
            _ = try await client.events.competitions(sport: .football)
            Issue.record("a call nobody registered answered")
        } catch {
            #expect(error == .vendor(code: "wamp.error.no_such_procedure", message: nil))
        }
    }

    @Test func aRealmTheClientMayNotJoinFailsTyped() async throws {
        let client = try client(try await router(), realm: "restricted.everymatrix.com")
        do {
            _ = try await client.events.sports()
            Issue.record("joined a realm without a role for anonymous clients")
        } catch {
            // Crossbar ABORTs the HELLO: no role for anonymous clients in that realm.
            #expect(error == .forbidden)
        }
    }

    @Test func theLiveFeedSurvivesTheRouterRestartingAndDiffsTheNewDump() async throws {
        let router = try await router()
        let gate = RestartGate()
        // Reconnect waits (1, 2, 4… s) wait for the router instead; call timeouts (60 s) stay real.
        let client = try client(router) { seconds in
            if seconds >= 60 { try await taskSleep(seconds) } else { try await gate.waitUntilOpen() }
        }
        let sandbox = try await Self.liveFeed(of: Client(provider: EveryMatrixSandbox.makeProvider()), changes: Self.sandboxChangeCount)
        var changes = client.events.liveChanges(sport: .football).makeAsyncIterator()
        for _ in 0..<Self.sandboxChangeCount { _ = try await changes.next() }

        gate.close()
        router.stop()
        try await router.start()
        gate.open()

        // The new connection's dump, diffed against what the feed knew (the updates undone), then the updates again.
        let missed = EventChange.changes(from: sandbox.list, to: try Self.dumpList())
        #expect(!missed.isEmpty)
        var after: [EventChange] = []
        while after.count < missed.count + 4, let change = try await changes.next() { after.append(change) }
        #expect(Array(after.prefix(missed.count)) == missed)
        #expect(Array(after.dropFirst(missed.count)) == Array(sandbox.changes.suffix(4)))
    }

    /// An EVENT's kwargs, as a JSON object.
    private static func eventPayload(_ event: String) -> NSDictionary? {
        guard let data = event.data(using: .utf8), let array = try? JSONSerialization.jsonObject(with: data) as? [Any], array.count > 5 else { return nil }
        return array[5] as? NSDictionary
    }

    /// The UPDATE messages the backend publishes on a live list, in order.
    private static func recordedUpdates() throws -> [NSDictionary] {
        let data = try #require(SandboxFixtures.data(provider: "everymatrix", name: "live-updates-popular-football.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [NSDictionary])
    }

    /// The live list of the dump alone (the recorded matches, then the made-up ones beyond ten), as
    /// the SDK maps it.
    private static func dumpList() throws -> [Event] {
        try ["popular-live-matches-football.json", "live-matches-football-more.json"].flatMap { name in
            let data = try #require(SandboxFixtures.data(provider: "everymatrix", name: name))
            return try #require(try EveryMatrixProvider.decodeResponse("aggregator", from: data) as? [Event])
        }
    }
}

/// Removes the suite's router once the suite has run (the suite's tests share it).
private struct RemovesTheRouterAtTheEnd: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        defer { CrossbarWAMPTests.removeRouter() }
        try await function()
    }
}

extension Trait where Self == RemovesTheRouterAtTheEnd {
    fileprivate static var removesTheRouterAtTheEnd: Self { Self() }
}

/// Holds reconnect waits while the router restarts.
private final class RestartGate: Sendable {
    private let isOpen = NIOLockedValueBox(true)

    func close() { isOpen.withLockedValue { $0 = false } }
    func open() { isOpen.withLockedValue { $0 = true } }

    /// Returns once the gate is open (polls; bounded by the router's own start timeout).
    func waitUntilOpen() async throws {
        for _ in 0..<6000 where !isOpen.withLockedValue({ $0 }) { try await Task.sleep(nanoseconds: 50_000_000) }
    }
}
