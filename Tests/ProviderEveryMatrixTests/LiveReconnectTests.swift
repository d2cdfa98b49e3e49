import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A dropped live connection is tried again (transient errors only, with growing waits), and the
/// fresh dump of the new connection is announced as what changed while the feed was away.
@Suite struct LiveReconnectTests {
    /// Reconnect waits return at once and are recorded; the session's call timeouts never fire.
    private final class ReconnectSleeper: Sendable {
        private let delays = Locked<[TimeInterval]>([])
        var recorded: [TimeInterval] { delays.withLock { $0 } }
        var sleep: @Sendable (TimeInterval) async throws -> Void {
            { [delays] delay in
                if delay == testConfiguration.liveCallTimeout { return try await neverFires(delay) }
                delays.withLock { $0.append(delay) }
                try Task.checkCancellation()
            }
        }
    }

    private static var oddsUpdate: Data { LiveFeedTests.oddsUpdate }  // offer …896 (event …880) to 1.8

    /// The football dump as the vendor would send it after a while: match …576 gone, offer …816
    /// (of event …408) repriced, the rest as recorded (so offer …896 is back at 1.7575758).
    private func laterDump() throws -> Data {
        var messages = try #require(JSONSerialization.jsonObject(with: Fixture.data("popular-live-matches-football.json")) as? [[String: Any]])
        var records = try #require(messages[0]["records"] as? [[String: Any]])
        records.removeAll { $0["_type"] as? String == "MATCH" && $0["id"] as? String == "287120910976323584" }
        let repriced = try #require(records.firstIndex { $0["id"] as? String == "287165611183842816" })
        records[repriced]["odds"] = 9.99
        messages[0]["records"] = records
        return try JSONSerialization.data(withJSONObject: messages)
    }

    @Test func aDroppedConnectionIsReopenedAndAnnouncesWhatChangedMeanwhile() async throws {
        let firstDump = try Fixture.data("popular-live-matches-football.json")
        let secondDump = try laterDump()
        let opened = Locked<[InMemoryWebSocketChannel]>([])
        let sleeper = ReconnectSleeper()
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ in
            opened.withLock { channels in
                let channel = channels.isEmpty ? EveryMatrixWAMPRouter.channel(dump: firstDump, updates: [Self.oddsUpdate])
                    : EveryMatrixWAMPRouter.channel(dump: secondDump, updates: [])
                channels.append(channel)
                return channel
            }
        }, sleep: sleeper.sleep)

        var received: [EventChange] = []
        for try await change in provider.events.liveChanges(sport: .football) {
            received.append(change)
            if received.count == 9 {
                // The first connection's dump and update are in: drop it.
                await opened.withLock { $0[0] }.close()
            }
            if received.count == 12 { break }
        }
        #expect(opened.withLock { $0.count } == 2)
        #expect(sleeper.recorded == [1], "one wait of a second before reconnecting")
        #expect(received.prefix(8).filter { if case .eventAdded = $0 { true } else { false } }.count == 8)
        #expect(received[8] == .oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                                 outcomeId: "287165138642145536", odds: Odds(decimal: Decimal(string: "1.8")!)))
        let missed = received[9...]
        #expect(missed.contains(.eventRemoved(eventId: "287120910976323584")), "\(missed)")
        #expect(missed.contains(.oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                                   outcomeId: "287165138642145536", odds: Odds(decimal: Decimal(string: "1.7575758")!))), "\(missed)")
        #expect(missed.contains { if case .oddsChanged(let event, _, _, let odds) = $0 { event == "287011465488273408" && odds == Odds(decimal: Decimal(string: "9.99")!) } else { false } },
                "\(missed)")
        #expect(!missed.contains { if case .eventAdded = $0 { true } else { false } }, "the new dump is not announced as new events")
    }

    @Test func transientFailuresAreRetriedFiveTimesWithGrowingWaitsThenReported() async throws {
        let attempts = Locked(0)
        let sleeper = ReconnectSleeper()
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ throws(ServiceProviderError) in
            attempts.withLock { $0 += 1 }
            throw .offline
        }, sleep: sleeper.sleep)
        do {
            for try await _ in provider.events.liveEvents(sport: .football) {}
            Issue.record("expected .offline")
        } catch {
            #expect(error == .offline)
        }
        #expect(attempts.withLock { $0 } == 6, "the first try and five more")
        #expect(sleeper.recorded == [1, 2, 4, 8, 16])
    }

    @Test func theCountOfFailuresStartsOverOnceAConnectionDeliversItsDump() async throws {
        // Refused, then a dump and a drop, then refused, then a dump: the waits are 1, 1, 2 s.
        let dump = try Fixture.data("popular-live-matches-football.json")
        let attempts = Locked<[InMemoryWebSocketChannel]>([])
        let sleeper = ReconnectSleeper()
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ throws(ServiceProviderError) in
            let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: [])
            let attempt = attempts.withLock { $0.append(channel); return $0.count }
            if attempt == 1 || attempt == 3 { throw .offline }
            return channel
        }, sleep: sleeper.sleep)
        var snapshots: [EventBoard] = []
        for try await events in provider.events.liveEvents(sport: .football) {
            snapshots.append(events)
            if snapshots.count == 1 { await attempts.withLock { $0[1] }.close() }
            if snapshots.count == 2 { break }
        }
        #expect(attempts.withLock { $0.count } == 4)
        #expect(sleeper.recorded == [1, 1, 2])
        #expect(snapshots[1] == snapshots[0], "an unchanged dump after a reconnect still yields the list once")
    }

    @Test func anErrorThatIsNotTransientIsReportedWithoutRetrying() async throws {
        let attempts = Locked(0)
        let sleeper = ReconnectSleeper()
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ in
            attempts.withLock { $0 += 1 }
            // The router refuses the session (ABORT): retrying cannot help.
            return InMemoryWebSocketChannel { text, channel in
                if text.hasPrefix("[1,") { channel.push(#"[3,{},"wamp.error.no_such_realm"]"#) }
            }
        }, sleep: sleeper.sleep)
        do {
            for try await _ in provider.events.liveChanges(sport: .football) {}
            Issue.record("expected the vendor's refusal")
        } catch {
            #expect(error == .vendor(code: "wamp.error.no_such_realm", message: nil))
        }
        #expect(attempts.withLock { $0 } == 1)
        #expect(sleeper.recorded == [])
    }

    @Test func aFeedThatRetriesSaysSoOnItsStreamAndIsLiveAgainWithItsNextDump() async throws {
        // A dump, a drop, refused offline, timed out, then a dump again. Each reconnect wait
        // reads the stream's state: the retry was announced before the wait began.
        let dump = try Fixture.data("popular-live-matches-football.json")
        let attempts = Locked<[InMemoryWebSocketChannel]>([])
        let watched = Locked<LiveStream<EventBoard>?>(nil)
        let seenWhileWaiting = Locked<[LiveConnectionState?]>([])
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ throws(ServiceProviderError) in
            let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: [])
            let attempt = attempts.withLock { $0.append(channel); return $0.count }
            if attempt == 2 { throw .offline }
            if attempt == 3 { throw .timedOut }
            return channel
        }, sleep: { delay in
            if delay == testConfiguration.liveCallTimeout { return try await neverFires(delay) }
            seenWhileWaiting.withLock { $0.append(watched.withLock { $0 }?.connectionState) }
            try Task.checkCancellation()
        })
        let stream = provider.events.liveEvents(sport: .football)
        watched.withLock { $0 = stream }
        #expect(stream.connectionState == .connecting || stream.connectionState == .live)
        var boards = 0
        for try await _ in stream {
            boards += 1
            #expect(stream.connectionState == .live)
            if boards == 1 { await attempts.withLock { $0[0] }.close() }
            if boards == 2 { break }
        }
        let seen = seenWhileWaiting.withLock { $0 }
        try #require(seen.count == 3, "\(seen)")
        guard case .reconnecting(attempt: 1, let first)? = seen[0], case .offline(let second)? = seen[1],
              case .reconnecting(attempt: 3, let third)? = seen[2] else {
            Issue.record("\(seen)")
            return
        }
        #expect(first < second && second < third.addingTimeInterval(1), "the next tries are 1, 2 and 4 s ahead")
    }
}
