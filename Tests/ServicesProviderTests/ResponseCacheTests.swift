import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

@Suite("ResponseCache")
struct ResponseCacheTests {
    /// Answers with the caller's token so a test can see whose data came back.
    let transport = StubTransport { request in
        .json(#"{"id":"\#(request.value(forHTTPHeaderField: "Authorization") ?? "anon")","price":1}"#)
    }
    let clock = TestClock()

    private func executor(session: SessionStore? = nil) -> RequestExecutor {
        makeExecutor(transport: transport, session: session, now: clock.function)
    }

    @Test func servesWithinTTLAndRefetchesAfter() async throws {
        let executor = executor()
        let endpoint = TestEndpoint(cacheTTL: 60)
        _ = try await executor.send(endpoint.expecting(Item.self))
        clock.advance(59)
        _ = try await executor.send(endpoint.expecting(Item.self))
        #expect(transport.requests.count == 1)
        clock.advance(2)
        _ = try await executor.send(endpoint.expecting(Item.self))
        #expect(transport.requests.count == 2)
    }

    @Test func keysIncludeTheQuery() async throws {
        let executor = executor()
        _ = try await executor.send(TypedTestEndpoint<Item>(queryItems: [URLQueryItem(name: "p", value: "1")], cacheTTL: 60))
        _ = try await executor.send(TypedTestEndpoint<Item>(queryItems: [URLQueryItem(name: "p", value: "2")], cacheTTL: 60))
        #expect(transport.requests.count == 2)
    }

    @Test func keysIncludeTheBody() async throws {
        // A read sent as a POST (SportRadar's content API): two bodies, two answers.
        let executor = executor()
        _ = try await executor.send(TypedTestEndpoint<Item>(method: .post, body: .json(["node": "top"]), idempotent: true, cacheTTL: 60))
        _ = try await executor.send(TypedTestEndpoint<Item>(method: .post, body: .json(["node": "88001"]), idempotent: true, cacheTTL: 60))
        _ = try await executor.send(TypedTestEndpoint<Item>(method: .post, body: .json(["node": "top"]), idempotent: true, cacheTTL: 60))
        #expect(transport.requests.count == 2)
    }

    @Test func neverCachesWithoutTTL() async throws {
        let executor = executor()
        _ = try await executor.send(TypedTestEndpoint<Item>())
        _ = try await executor.send(TypedTestEndpoint<Item>())
        #expect(transport.requests.count == 2)
        #expect(await executor.cache.count == 0)
    }

    @Test func neverCachesFailures() async throws {
        let failing = StubTransport(sequence: [.response(status: 500), .json(#"{"id":"a","price":1}"#)])
        let executor = makeExecutor(transport: failing, now: clock.function)
        _ = await capture { try await executor.send(TypedTestEndpoint<Item>(cacheTTL: 60)) }
        let item = try await executor.send(TypedTestEndpoint<Item>(cacheTTL: 60))
        #expect(item.id == "a")
        #expect(failing.requests.count == 2)
    }

    @Test func oneUsersResponseIsNeverServedToAnother() async throws {
        let session = SessionStore()
        let executor = executor(session: session)
        let endpoint = TestEndpoint(authorization: .bearer, cacheTTL: 600)
        await session.signIn(Credentials(accessToken: "token-A", userId: "A"), persist: false)
        #expect(try await executor.send(endpoint.expecting(Item.self)).id == "Bearer token-A")
        await session.signIn(Credentials(accessToken: "token-B", userId: "B"), persist: false)
        #expect(try await executor.send(endpoint.expecting(Item.self)).id == "Bearer token-B")
        #expect(transport.requests.count == 2)
        // And A's entry is still A's.
        await session.signIn(Credentials(accessToken: "token-A2", userId: "A"), persist: false)
        #expect(try await executor.send(endpoint.expecting(Item.self)).id == "Bearer token-A")
    }

    @Test func anonymousSessionsWithDifferentTokensDoNotShare() async throws {
        let session = SessionStore()
        let executor = executor(session: session)
        let endpoint = TestEndpoint(authorization: .bearer, cacheTTL: 600)
        await session.signIn(Credentials(accessToken: "device-1"), persist: false)
        _ = try await executor.send(endpoint.expecting(Item.self))
        await session.signIn(Credentials(accessToken: "device-2"), persist: false)
        #expect(try await executor.send(endpoint.expecting(Item.self)).id == "Bearer device-2")
    }

    @Test func anEndedSessionClearsTheCache() async throws {
        // Cached data of user A, then a 401 whose refresh fails: the session ends and so does the cache.
        let failing = StubTransport { request in
            request.url?.path.hasSuffix("/private") == true ? .json(#"{"message":"expired"}"#, status: 401) : .json(#"{"id":"public","price":1}"#)
        }
        let session = SessionStore(refresher: { _ throws(ServiceProviderError) in throw .unauthorized })
        let executor = makeExecutor(transport: failing, session: session, now: clock.function)
        await session.signIn(Credentials(accessToken: "token-A", userId: "A"), persist: false)
        _ = try await executor.send(TypedTestEndpoint<Item>(authorization: .bearer, cacheTTL: 600))
        #expect(await executor.cache.count == 1)
        await #expect(throws: ServiceProviderError.sessionExpired) {
            try await executor.send(TestEndpoint(path: "/private", authorization: .bearer))
        }
        #expect(await executor.cache.count == 0)
    }

    @Test func aFailedRefreshOfAnExpiredTokenClearsTheCache() async throws {
        let now = Locked(Date(timeIntervalSince1970: 1_000))
        let session = SessionStore(refresher: { _ throws(ServiceProviderError) in throw .unauthorized }, now: { now.withLock { $0 } })
        let executor = makeExecutor(transport: transport, session: session, now: clock.function)
        await session.signIn(Credentials(accessToken: "token-A", expiresAt: Date(timeIntervalSince1970: 2_000), userId: "A"), persist: false)
        _ = try await executor.send(TypedTestEndpoint<Item>(authorization: .bearer, cacheTTL: 600))
        #expect(await executor.cache.count == 1)
        now.withLock { $0 = Date(timeIntervalSince1970: 3_000) }
        await #expect(throws: ServiceProviderError.sessionExpired) {
            try await executor.send(TestEndpoint(path: "/other", authorization: .bearer))
        }
        #expect(await executor.cache.count == 0)
    }
}
