import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaLivePollingTests {
    static let live = "GET /api/events/v1/live"

    /// Sleeps virtually for the first `instantSleeps` calls, then waits until cancelled and
    /// reports it on `stopped`. Records every requested delay.
    final class GatedSleeper: Sendable {
        let delays = Locked<[TimeInterval]>([])
        let instantSleeps: Int
        let stopped: AsyncStream<Void>
        private let signal: AsyncStream<Void>.Continuation

        init(instantSleeps: Int) {
            self.instantSleeps = instantSleeps
            (stopped, signal) = AsyncStream<Void>.makeStream()
        }

        var sleep: @Sendable (TimeInterval) async throws -> Void {
            { [delays, instantSleeps, signal] delay in
                let count = delays.withLock { $0.append(delay); return $0.count }
                if count <= instantSleeps { return }
                do {
                    // Never elapses in a test: the consumer stopping cancels it at once.
                    try await Task.sleep(nanoseconds: 3_600_000_000_000)
                } catch {
                    signal.yield()
                    throw error
                }
            }
        }
    }

    private func liveBody(priceLive: String) throws -> StubTransport.Reply {
        let text = try Fixture.string("events-live.json").replacingOccurrences(of: #""price_live": "1.45""#, with: #""price_live": "\#(priceLive)""#)
        return .json(text)
    }

    private func makeProvider(_ server: GomaStubServer, sleeper: @escaping @Sendable (TimeInterval) async throws -> Void) -> GomaProvider {
        GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none, sleep: sleeper, now: fixtureNow)
    }

    @Test func emitsOnlyWhenTheListChangesAndStopsWithTheConsumer() async throws {
        let first = try liveBody(priceLive: "1.45")
        let changed = try liveBody(priceLive: "1.50")
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.live: { _, count in count <= 2 ? first : changed },
        ])
        let sleeper = GatedSleeper(instantSleeps: 2)
        let provider = makeProvider(server, sleeper: sleeper.sleep)

        var received: [EventBoard] = []
        for try await events in provider.events.liveEvents(sport: .football) {
            received.append(events)
            if received.count == 2 { break }
        }
        var stopped = sleeper.stopped.makeAsyncIterator()
        _ = await stopped.next()

        #expect(received.count == 2)
        #expect(received[0].first?.markets.first?.outcomes.first?.odds.decimal == decimal("1.45"))
        #expect(received[1].first?.markets.first?.outcomes.first?.odds.decimal == decimal("1.50"))
        // Three polls: the second returned the same list and was not emitted.
        #expect(server.count(Self.live) == 3)
        #expect(sleeper.delays.withLock { $0 } == [30, 30, 30])
        #expect(server.requests.last?.url?.query == "sport_id=4&page=1")
    }

    @Test func backsOffOnTransientErrorsThenRecovers() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.live: { _, count in count <= 2 ? .json(#"{"message":"busy"}"#, status: 503) : .fixture("events-live.json") },
        ])
        let sleeper = GatedSleeper(instantSleeps: 2)
        let provider = makeProvider(server, sleeper: sleeper.sleep)

        for try await events in provider.events.liveEvents(sport: .football) {
            #expect(events.map(\.id) == ["48190"])
            break
        }
        var stopped = sleeper.stopped.makeAsyncIterator()
        _ = await stopped.next()
        #expect(sleeper.delays.withLock { $0 } == [60, 120, 30])
    }

    @Test func givesUpAfterRepeatedTransientErrors() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.live: { _, _ in .json(#"{"message":"busy"}"#, status: 503) },
        ])
        let sleeper = YieldingSleeper()
        let provider = makeProvider(server, sleeper: sleeper.sleep)
        do {
            for try await _ in provider.events.liveEvents(sport: .football) { Issue.record("nothing to emit") }
            Issue.record("expected an error")
        } catch {
            #expect(error == .server(status: 503, message: "busy"))
        }
        #expect(server.count(Self.live) == 5)
        #expect(sleeper.recorded == [60, 120, 240, 300])
    }

    @Test func nonTransientErrorEndsTheStream() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.live: { _, _ in .json(#"{"unexpected":true}"#) },
        ])
        let provider = makeProvider(server, sleeper: YieldingSleeper().sleep)
        do {
            for try await _ in provider.events.liveEvents(sport: .football) { Issue.record("nothing to emit") }
            Issue.record("expected an error")
        } catch {
            guard case .decoding = error else { Issue.record("expected a decoding error, got \(error)"); return }
        }
        #expect(server.count(Self.live) == 1)
    }
}
