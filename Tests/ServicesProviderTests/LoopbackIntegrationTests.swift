import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// Waits for the gate, giving up after `seconds` so a broken client fails the test instead of
/// hanging it. Returns whether the gate opened.
private func waitForGate(_ gate: LoopbackGate, orGiveUpAfter seconds: Double) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask { await gate.wait(); return true }
        group.addTask { try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)); return false }
        let first = await group.next() ?? false
        group.cancelAll()
        return first && gate.isOpen
    }
}

@Suite("Integration over the loopback server", .serialized)
struct LoopbackIntegrationTests {
    let transport = URLSessionTransport()

    private func executor(_ server: LoopbackHTTPServer, session: SessionStore? = nil, retryPolicy: RetryPolicy = .default,
                          sleeper: VirtualSleeper = VirtualSleeper()) -> RequestExecutor {
        RequestExecutor(configuration: .init(baseURL: server.baseURL.appendingPathComponent("api"), retryPolicy: retryPolicy),
                        transport: transport, session: session, sleep: sleeper.sleep)
    }

    @Test func decodesA200() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"items":[{"id":"a","price":2.5}]}"#) }
        defer { server.stop() }
        let list = try await executor(server).send(TypedTestEndpoint<ItemList>(path: "/v1/items", queryItems: [URLQueryItem(name: "q", value: "a+b")]))
        #expect(list == ItemList(items: [Item(id: "a", price: 2.5)]))
        let request = try #require(server.requests.first)
        #expect(request.path == "/api/v1/items")
        #expect(request.queryValue("q") == "a+b")
    }

    @Test func refreshesOn401AndResendsWithTheNewToken() async throws {
        let server = try LoopbackHTTPServer { request in
            request.header("Authorization") == "Bearer new" ? .json(#"{"id":"me","price":0}"#) : .json(#"{"message":"expired"}"#, status: 401)
        }
        defer { server.stop() }
        let refreshes = Counter()
        let session = SessionStore(refresher: { current throws(ServiceProviderError) in
            refreshes.increment()
            return Credentials(accessToken: "new", userId: current?.userId)
        })
        await session.signIn(Credentials(accessToken: "old", userId: "u"), persist: false)
        let item = try await executor(server, session: session).send(TypedTestEndpoint<Item>(authorization: .bearer))
        #expect(item.id == "me")
        #expect(refreshes.count == 1)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer old", "Bearer new"])
    }

    @Test func retries503WithRetryAfterThenSucceeds() async throws {
        let calls = Counter()
        let server = try LoopbackHTTPServer { _ in
            calls.increment() == 1 ? LoopbackHTTPResponse(status: 503, headers: ["Retry-After": "0"]) : .json(#"{"id":"a","price":1}"#)
        }
        defer { server.stop() }
        let sleeper = VirtualSleeper()
        let item = try await executor(server, sleeper: sleeper).send(TypedTestEndpoint<Item>())
        #expect(item.id == "a")
        #expect(server.requestCount == 2)
        #expect(sleeper.recorded == [0])
    }

    @Test func neverRetriesAPostThatGot500() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"message":"boom"}"#, status: 500) }
        defer { server.stop() }
        struct Bet: Encodable, Sendable { var stake = 5 }
        let error = await capture { try await executor(server).send(TestEndpoint(method: .post, body: .json(Bet()))) }
        #expect(error == .server(status: 500, message: "boom"))
        #expect(server.requestCount == 1)
        #expect(server.requests.first?.bodyText == #"{"stake":5}"#)
    }

    @Test func uploadsAFileMultipartBodyWithProgress() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"id":"doc","price":0}"#) }
        defer { server.stop() }
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString).bin")
        let payload = Data((0..<200_000).map { UInt8($0 % 253) })
        try payload.write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        var form = MultipartFormData(boundary: "XB")
        form.append(name: "type", value: "passport")
        form.append(name: "file", filename: "scan.bin", contentType: "application/octet-stream", source: .file(source))
        let progress = Locked<[UploadProgress]>([])
        _ = try await executor(server).send(TypedTestEndpoint<Item>(method: .post, body: .multipart(form)),
                                            uploadProgress: { value in progress.withLock { $0.append(value) } })
        let request = try #require(server.requests.first)
        #expect(request.header("Content-Type") == "multipart/form-data; boundary=XB")
        #expect(request.header("Content-Length") == String(request.body.count))
        #expect(request.body.range(of: payload) != nil)
        #expect(request.bodyText.hasSuffix("\r\n--XB--\r\n"))
        #expect(progress.withLock { $0.last?.sentBytes } == Int64(request.body.count))
    }

    @Test func slowServerTimesOut() async throws {
        let server = try LoopbackHTTPServer { _, writer in await writer.respond(.json("{}"), after: 10) }
        defer { server.stop() }
        let error = await capture { try await executor(server, retryPolicy: .none).send(TestEndpoint(timeout: 1)) }
        #expect(error == .timedOut)
    }

    @Test func subSecondTimeoutDoesNotFailAtOnce() async throws {
        // The server answers at once: a timeout rounded down to 0 would fail before any answer,
        // and a later answer could miss the rounded-up second on a loaded CI machine.
        let server = try LoopbackHTTPServer { _, writer in await writer.respond(.json("{}"), after: 0) }
        defer { server.stop() }
        let error = await capture { try await executor(server, retryPolicy: .none).send(TestEndpoint(timeout: 0.5)) }
        #expect(error == nil)
    }

    @Test func cancellingTheCallerCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer { _, writer in await writer.respond(.json("{}"), after: 30) }
        defer { server.stop() }
        let executor = executor(server)
        let task = Task { await capture { try await executor.send(TestEndpoint()) } }
        while server.requestCount == 0 { try await Task.sleep(nanoseconds: 2_000_000) }
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(server.requestCount == 1)
    }

    @Test func malformedJSONIsADecodingErrorWithItsPath() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"items":[{"id":"a","price":1},{"id":"b","price":null}]}"#) }
        defer { server.stop() }
        let error = await capture { try await executor(server).send(TypedTestEndpoint<ItemList>()) }
        guard case .decoding(_, let path, _) = error else {
            Issue.record("expected .decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "items[1].price")
    }

    @Test func serverSentEventsArriveIncrementallyReconnectAndEndWithTheSessionOn401() async throws {
        let receivedFirst = LoopbackGate()
        let sawGateBeforeSecond = Locked<Bool?>(nil)
        let connections = Counter()
        let server = try LoopbackHTTPServer { request, writer in
            switch connections.increment() {
            case 1:
                writer.startStream(headers: ["Content-Type": "text/event-stream"])
                writer.send("retry: 10\nid: 1\ndata: one\n\n")
                let opened = await waitForGate(receivedFirst, orGiveUpAfter: 5)
                sawGateBeforeSecond.withLock { $0 = opened }
                writer.send("id: 2\ndata: t")
                writer.send("wo\n\n")
                writer.endStream()
            case 2:
                writer.startStream(headers: ["Content-Type": "text/event-stream"])
                writer.send(request.header("Last-Event-ID") == "2" ? "id: 3\ndata: three\n\n" : "data: wrong-last-event-id\n\n")
                writer.endStream()
            default:
                writer.respond(.json(#"{"message":"expired"}"#, status: 401))
            }
        }
        defer { server.stop() }
        let session = SessionStore()
        await session.signIn(Credentials(accessToken: "tok", userId: "u"), persist: false)
        let sleeper = VirtualSleeper()
        let stream = executor(server, session: session, sleeper: sleeper).serverSentEvents(
            TestEndpoint(path: "/stream", authorization: .bearer), transport: transport)

        var received: [String] = []
        var failure: ServiceProviderError?
        do {
            for try await event in stream {
                received.append(event.data)
                if event.data == "one" { receivedFirst.open() }
            }
        } catch {
            failure = error as? ServiceProviderError
        }
        #expect(received == ["one", "two", "three"])
        #expect(sawGateBeforeSecond.withLock { $0 } == true)
        // As for any request: the 401 asks the session for one refresh; with no refresher the
        // session ends, and the stream with it.
        #expect(failure == .sessionExpired)
        #expect(await session.current == nil)
        #expect(server.requestCount == 3)
        #expect(server.requests.map { $0.header("Last-Event-ID") } == [nil, "2", "3"])
        #expect(server.requests.allSatisfy { $0.header("Accept") == "text/event-stream" && $0.header("Authorization") == "Bearer tok" })
        #expect(sleeper.recorded == [0.01, 0.01])
    }

    @Test func serverSentEventsRefreshOnceAfterA401AndGoOnWithTheNewToken() async throws {
        let server = try LoopbackHTTPServer { request, writer in
            guard request.header("Authorization") == "Bearer fresh" else {
                return writer.respond(.json(#"{"message":"expired"}"#, status: 401))
            }
            writer.startStream(headers: ["Content-Type": "text/event-stream"])
            writer.send("id: 1\ndata: after-refresh\n\n")
            writer.endStream()
        }
        defer { server.stop() }
        let refreshes = Counter()
        let session = SessionStore(refresher: { _ throws(ServiceProviderError) in
            refreshes.increment()
            return Credentials(accessToken: "fresh", userId: "u")
        })
        await session.signIn(Credentials(accessToken: "stale", userId: "u"), persist: false)
        let events = RecordingMonitor()
        let executor = RequestExecutor(configuration: .init(baseURL: server.baseURL.appendingPathComponent("api"), retryPolicy: .default),
                                       transport: transport, session: session, monitor: events, sleep: VirtualSleeper().sleep)
        var received: [String] = []
        for try await event in executor.serverSentEvents(TestEndpoint(path: "/stream", authorization: .bearer), transport: transport,
                                                         maxReconnects: 0) {
            received.append(event.data)
            break
        }
        #expect(received == ["after-refresh"])
        #expect(refreshes.count == 1)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer stale", "Bearer fresh"])
        // To the monitor the two connections are one call, as a request refreshed after a 401 is:
        // announced once (the first connection), finished once (the accepted one).
        #expect(events.kinds == ["started", "finished"])
    }
}
