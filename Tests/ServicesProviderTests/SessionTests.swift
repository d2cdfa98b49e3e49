import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Holds every caller until `count` callers arrived, so all of them are in flight at once.
final class Barrier: Sendable {
    private let arrived = Locked(0)
    private let gate = LoopbackGate()
    private let count: Int
    init(count: Int) { self.count = count }
    func arriveAndWait() async {
        if arrived.withLock({ $0 += 1; return $0 }) >= count { gate.open() }
        await gate.wait()
    }
}

@Suite("Session")
struct SessionTests {
    let clock = TestClock()
    let refreshes = Counter()

    private func refresher(to token: String = "new", failWith failure: ServiceProviderError? = nil) -> CredentialRefresher {
        { [refreshes, clock] current throws(ServiceProviderError) -> Credentials in
            refreshes.increment()
            for _ in 0..<10 { await Task.yield() }
            if let failure { throw failure }
            return Credentials(accessToken: token, refreshToken: "r2", expiresAt: clock.now.addingTimeInterval(3600), userId: current?.userId)
        }
    }

    /// 200 for `Bearer new`, 401 for anything else; optionally holds requests at a barrier first.
    private func transport(barrier: Barrier? = nil) -> StubTransport {
        StubTransport { request in
            await barrier?.arriveAndWait()
            return request.value(forHTTPHeaderField: "Authorization") == "Bearer new"
                ? .json(#"{"id":"ok","price":1}"#) : .response(status: 401)
        }
    }

    private func sendConcurrently(_ executor: RequestExecutor, count: Int = 100) async -> [ServiceProviderError?] {
        await withTaskGroup(of: ServiceProviderError?.self) { group in
            for _ in 0..<count {
                group.addTask { await capture { try await executor.send(TypedTestEndpoint<Item>(authorization: .bearer)) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test func expiredTokenRefreshesOnceForManyConcurrentRequests() async {
        let session = SessionStore(refresher: refresher(), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", refreshToken: "r1", expiresAt: clock.now.addingTimeInterval(-1), userId: "u"), persist: false)
        let transport = transport()
        let results = await sendConcurrently(makeExecutor(transport: transport, session: session))
        #expect(results.count == 100)
        #expect(results.allSatisfy { $0 == nil })
        #expect(refreshes.count == 1)
        #expect(transport.requests.count == 100)
        #expect(transport.requests.allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == "Bearer new" })
    }

    @Test func concurrentUnauthorizedResponsesRefreshOnce() async {
        let session = SessionStore(refresher: refresher(), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: false)
        let transport = transport(barrier: Barrier(count: 100))
        let results = await sendConcurrently(makeExecutor(transport: transport, session: session))
        #expect(results.allSatisfy { $0 == nil })
        #expect(refreshes.count == 1)
        #expect(transport.requests.count == 200)
        #expect(await session.current?.accessToken == "new")
    }

    @Test func failedRefreshExpiresTheSessionForEveryone() async {
        let storage = InMemoryTokenStorage()
        let session = SessionStore(storage: storage, refresher: refresher(failWith: .unauthorized), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: true)
        var events = session.events.makeAsyncIterator()
        let results = await sendConcurrently(makeExecutor(transport: transport(barrier: Barrier(count: 100)), session: session))
        #expect(results.count == 100)
        #expect(results.allSatisfy { $0 == .sessionExpired })
        #expect(refreshes.count == 1)
        #expect(await session.current == nil)
        #expect(storage.load() == nil)
        #expect(await events.next() == .current(userId: "u"))
        #expect(await events.next() == .expired)
    }

    @Test func a401ArrivingAfterTheFailedRefreshDoesNotRefreshAgain() async throws {
        let session = SessionStore(refresher: refresher(failWith: .unauthorized), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: false)
        let lease = try await session.lease()
        let first = await capture { try await session.refresh(after: lease.generation) }
        // Another request that used the same credentials gets its 401 only now.
        let late = await capture { try await session.refresh(after: lease.generation) }
        #expect(first == .sessionExpired)
        #expect(late == .sessionExpired)
        #expect(refreshes.count == 1)
    }

    @Test func failedRefreshOfAnExpiredTokenExpiresTheSession() async {
        let storage = InMemoryTokenStorage()
        let session = SessionStore(storage: storage, refresher: refresher(failWith: .invalidCredentials), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", expiresAt: clock.now, userId: "u"), persist: true)
        var events = session.events.makeAsyncIterator()
        let transport = transport()
        let error = await capture { try await makeExecutor(transport: transport, session: session).send(TestEndpoint(authorization: .bearer)) }
        #expect(error == .sessionExpired)
        #expect(transport.requests.isEmpty)
        #expect(await session.current == nil)
        #expect(storage.load() == nil)
        #expect(await events.next() == .current(userId: "u"))
        #expect(await events.next() == .expired)
    }

    @Test func transientRefreshFailureKeepsTheSession() async {
        let session = SessionStore(refresher: refresher(failWith: .offline), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", expiresAt: clock.now, userId: "u"), persist: false)
        let error = await capture { try await makeExecutor(transport: transport(), session: session).send(TestEndpoint(authorization: .bearer)) }
        #expect(error == .offline)
        #expect(await session.current?.accessToken == "old")
    }

    @Test func unauthorizedRightAfterARefreshIsFinal() async {
        let session = SessionStore(refresher: refresher(to: "still-refused"), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: false)
        let transport = transport()
        let error = await capture { try await makeExecutor(transport: transport, session: session).send(TestEndpoint(authorization: .bearer)) }
        #expect(error == .unauthorized)
        #expect(refreshes.count == 1)
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "Authorization") } == ["Bearer old", "Bearer still-refused"])
    }

    @Test func withoutRefresherA401ExpiresNothingAndExpiredTokenEndsSession() async {
        let session = SessionStore(now: clock.function)
        await session.signIn(Credentials(accessToken: "old", expiresAt: clock.now, userId: "u"), persist: false)
        let error = await capture { try await makeExecutor(transport: transport(), session: session).send(TestEndpoint(authorization: .bearer)) }
        #expect(error == .sessionExpired)
        #expect(await session.current == nil)
    }

    @Test func sessionExpiredFromTheMapperClearsSessionAndCache() async {
        struct ExpiringMapper: ResponseErrorMapper {
            func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
                response.statusCode == 440 ? .sessionExpired : HTTPStatusErrorMapper().error(for: response, body: body, context: context)
            }
        }
        let session = SessionStore(refresher: refresher(), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: false)
        let executor = makeExecutor(transport: StubTransport(.response(status: 440)), session: session, errorMapper: ExpiringMapper())
        let error = await capture { try await executor.send(TestEndpoint(authorization: .bearer)) }
        #expect(error == .sessionExpired)
        #expect(await session.current == nil)
        #expect(refreshes.count == 0)
    }

    @Test func publishesSessionEvents() async throws {
        let session = SessionStore(refresher: refresher(), now: clock.function)
        var events = session.events.makeAsyncIterator()
        await session.signIn(Credentials(accessToken: "old", userId: "u1"), persist: false)
        _ = try await session.refresh(after: await session.lease().generation)
        await session.signOut()
        await session.signIn(Credentials(accessToken: "again", userId: "u1"), persist: false)
        await session.expire()
        #expect(await events.next() == .current(userId: nil))
        #expect(await events.next() == .loggedIn(userId: "u1"))
        #expect(await events.next() == .refreshed)
        #expect(await events.next() == .loggedOut)
        #expect(await events.next() == .loggedIn(userId: "u1"))
        #expect(await events.next() == .expired)
    }

    @Test func aNewSubscriberGetsTheCurrentStateFirst() async throws {
        let session = SessionStore(refresher: refresher(), now: clock.function)
        var early = session.events.makeAsyncIterator()
        await session.signIn(Credentials(accessToken: "old", userId: "u1"), persist: false)
        // Joined after the sign-in: the state, not a replayed "logged in".
        var late = session.events.makeAsyncIterator()
        #expect(await late.next() == .current(userId: "u1"))
        _ = try await session.refresh(after: await session.lease().generation)
        await session.signOut()
        #expect(await late.next() == .refreshed)
        #expect(await late.next() == .loggedOut)
        #expect(await early.next() == .current(userId: nil))
        #expect(await early.next() == .loggedIn(userId: "u1"))
        var afterSignOut = session.events.makeAsyncIterator()
        #expect(await afterSignOut.next() == .current(userId: nil))
        #expect(await session.isUserSignedIn == false)
    }

    @Test func theOpeningStateComesFromRestoredCredentialsAndIgnoresAnonymousOnes() async {
        let storage = InMemoryTokenStorage()
        storage.save(Credentials(accessToken: "kept", userId: "u7"))
        var restored = SessionStore(storage: storage).events.makeAsyncIterator()
        #expect(await restored.next() == .current(userId: "u7"))

        let anonymous = SessionStore()
        await anonymous.update(Credentials(accessToken: "device-token"))
        var events = anonymous.events.makeAsyncIterator()
        #expect(await events.next() == .current(userId: nil), "a device session is not a signed-in user")
    }

    @Test func clientIsSignedInFollowsTheProvidersSession() async {
        struct SessionProvider: ServiceProvider {
            let session = SessionStore()
            var name: String { "Test" }
            var features: Set<Feature> { [] }
            var isSignedIn: Bool { get async { await session.isUserSignedIn } }
        }
        struct SessionlessProvider: ServiceProvider {
            var name: String { "None" }
            var features: Set<Feature> { [] }
        }
        let provider = SessionProvider()
        let client = Client(provider: provider)
        #expect(await client.isSignedIn == false)
        await provider.session.update(Credentials(accessToken: "device-token"))
        #expect(await client.isSignedIn == false)
        await provider.session.signIn(Credentials(accessToken: "t", userId: "u"), persist: false)
        #expect(await client.isSignedIn)
        await provider.session.signOut()
        #expect(await client.isSignedIn == false)
        #expect(await Client(provider: SessionlessProvider()).isSignedIn == false, "the protocol's default")
    }

    @Test func fileStorageIsOwnerOnlyAndRoundTrips() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.json")
        let storage = FileTokenStorage(fileURL: file)
        #expect(storage.load() == nil)
        let credentials = Credentials(accessToken: "tok", refreshToken: "ref", expiresAt: Date(timeIntervalSince1970: 1_800_000_000),
                                      userId: "u", attributes: ["k": "v"])
        try storage.save(credentials)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(FileTokenStorage(fileURL: file).load() == credentials)
        try storage.save(Credentials(accessToken: "t2"))
        #expect(storage.load() == Credentials(accessToken: "t2"))
        storage.clear()
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func persistFalseKeepsNothingOnDisk() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)/s.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let storage = FileTokenStorage(fileURL: file)
        let session = SessionStore(storage: storage, refresher: refresher(), now: clock.function)
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: false)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        _ = try await session.refresh(after: await session.lease().generation)
        #expect(!FileManager.default.fileExists(atPath: file.path))

        await session.signIn(Credentials(accessToken: "kept", userId: "u"), persist: true)
        #expect(storage.load()?.accessToken == "kept")
        #expect(await SessionStore(storage: storage).current?.accessToken == "kept")
        await session.signIn(Credentials(accessToken: "not-kept", userId: "u"), persist: false)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}

/// A request that did not send the session's credentials cannot end the session.
@Suite("Session expiry needs the session")
struct SessionExpiryScopeTests {
    struct ExpiresOn401: ResponseErrorMapper {
        func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
            guard response.statusCode == 401 else { return nil }
            return context.usedSession ? .sessionExpired : .invalidCredentials
        }
    }

    @Test func a401OnARequestWithoutCredentialsLeavesTheSignedInUserAlone() async throws {
        let transport = StubTransport(.json(#"{"message":"no"}"#, status: 401))
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "token-A", userId: "A"), persist: false)
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.test")!, errorMapper: ExpiresOn401()),
                                       transport: transport, session: session)
        await #expect(throws: ServiceProviderError.invalidCredentials) {
            try await executor.send(TestEndpoint(path: "/register", method: .post))
        }
        #expect(await session.current?.accessToken == "token-A")
        await #expect(throws: ServiceProviderError.sessionExpired) {
            try await executor.send(TestEndpoint(path: "/me", authorization: .bearer))
        }
        #expect(await session.current == nil)
    }

    @Test func aMapperReturningSessionExpiredForAnAnonymousCallDoesNotSignOut() async throws {
        struct AlwaysExpired: ResponseErrorMapper {
            func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
                response.statusCode == 200 ? nil : .sessionExpired
            }
        }
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "token-A", userId: "A"), persist: false)
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.test")!, errorMapper: AlwaysExpired()),
                                       transport: StubTransport(.json("{}", status: 401)), session: session)
        await #expect(throws: ServiceProviderError.sessionExpired) {
            try await executor.send(TestEndpoint(path: "/public"))
        }
        #expect(await session.current?.accessToken == "token-A")
    }
}
