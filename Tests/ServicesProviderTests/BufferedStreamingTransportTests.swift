import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Server-Sent Events over a transport that answers whole bodies: one parser, one reconnect loop.
@Suite struct BufferedStreamingTransportTests {
    private static let stream = Request<Void>("/events")

    private func executor(_ transport: StubTransport, sleeper: VirtualSleeper) -> RequestExecutor {
        RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.test")!), transport: transport, sleep: sleeper.sleep)
    }

    @Test func wholeBodyIsParsedAndAnEndedBodyIsPolledAgainWithLastEventId() async throws {
        let transport = StubTransport { _ in
            .response(status: 200, headers: ["Content-Type": "text/event-stream"], body: Data("id: 1\ndata: a\n\nid: 2\nretry: 3000\ndata: b\n\n".utf8))
        }
        let sleeper = VirtualSleeper()
        var received: [String] = []
        for try await event in executor(transport, sleeper: sleeper).serverSentEvents(Self.stream) {
            received.append(event.data)
            if received.count == 4 { break }
        }
        #expect(received == ["a", "b", "a", "b"])
        // The producer may poll again before it sees that the consumer left (the stream buffers
        // ahead of the reader), so only the first two requests are pinned down.
        let requests = transport.requests
        #expect(requests.count >= 2)
        #expect(requests.first?.value(forHTTPHeaderField: "Last-Event-ID") == nil)
        #expect(requests.dropFirst().first?.value(forHTTPHeaderField: "Last-Event-ID") == "2")
        #expect(transport.requests.first?.value(forHTTPHeaderField: "Accept") == "text/event-stream")
        #expect(sleeper.recorded.first == 3, "the server's retry: is waited before polling again")
    }

    @Test func refusedConnectionIsMappedAndEmptyBodiesStopAfterTheReconnects() async throws {
        let refused = StubTransport { _ in .json(#"{"message":"no"}"#, status: 403) }
        do {
            for try await _ in executor(refused, sleeper: VirtualSleeper()).serverSentEvents(Self.stream) {}
            Issue.record("expected forbidden")
        } catch {
            #expect(ServiceProviderError(error) == .forbidden)
        }
        let empty = StubTransport { _ in .response(status: 200, headers: [:], body: Data()) }
        do {
            for try await _ in executor(empty, sleeper: VirtualSleeper()).serverSentEvents(Self.stream, maxReconnects: 2) {}
            Issue.record("expected a lost connection")
        } catch {
            #expect(ServiceProviderError(error) == .network(.networkConnectionLost))
        }
        #expect(empty.requests.count == 3)
    }

    @Test func userScopedStreamNeedsAUser() async {
        let transport = StubTransport { _ in .json("{}") }
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.test")!), transport: transport,
                                       session: SessionStore(storage: InMemoryTokenStorage(), refresher: nil, now: Date.init))
        let stream = executor.serverSentEvents(forUser: { user in Request<Void>("/users/\(user.id)/events") })
        do {
            for try await _ in stream {}
            Issue.record("expected unauthorized")
        } catch {
            #expect(ServiceProviderError(error) == .unauthorized)
        }
        #expect(transport.requests.isEmpty)
    }
}
