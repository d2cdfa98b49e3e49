import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct LiveFeedTests {
    static var oddsUpdate: Data { Data(#"{"version":"1763399600000","format":"AGGREGATOR","messageType":"UPDATE","records":[{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":1.8}}]}"#.utf8) }

    func liveProvider(updates: [Data] = [oddsUpdate], silent: Bool = false,
                      sleep: @escaping @Sendable (TimeInterval) async throws -> Void = neverFires) throws -> (EveryMatrixProvider, Locked<[InMemoryWebSocketChannel]>) {
        let dump = try Fixture.data("popular-live-matches-football.json")
        let opened = Locked<[InMemoryWebSocketChannel]>([])
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")),
                                           webSocketFactory: { handshake in
                                               #expect(handshake.url.absoluteString == "wss://live.test")
                                               #expect(handshake.protocols == ["wamp.2.json"])
                                               #expect(handshake.headers.isEmpty)
                                               let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: updates, silent: silent)
                                               opened.withLock { $0.append(channel) }
                                               return channel
                                           }, sleep: sleep)
        return (provider, opened)
    }

    @Test func liveChangesYieldTheDumpThenGranularChanges() async throws {
        let (provider, opened) = try liveProvider()
        let client = Client(provider: provider)
        var received: [EventChange] = []
        for try await change in client.events.liveChanges(sport: .football) {
            received.append(change)
            if received.count == 9 { break }
        }
        #expect(received.prefix(8).filter { if case .eventAdded = $0 { return true } else { return false } }.count == 8)
        #expect(received.last == .oddsChanged(eventId: "287039663214202880", marketId: "287165138723729408",
                                                   outcomeId: "287165138642145536", odds: Odds(decimal: Decimal(string: "1.8")!)))
        let channel = try #require(opened.withLock { $0.first })
        let subscribe = try #require(channel.sentFrames.first { $0.hasPrefix("[32,") })
        guard case .subscribe(_, let topic) = try WAMPCodec.decode(Data(subscribe.utf8)) else { Issue.record("\(subscribe)"); return }
        // The whole list: as many matches as the vendor's lists page to (100), not the first ten.
        #expect(topic == "/sports/4093/en/live-matches-aggregator-main/1/all-locations/default-event-info/100/3")
    }

    @Test func liveEventsYieldSnapshots() async throws {
        let (provider, _) = try liveProvider()
        var snapshots: [EventBoard] = []
        for try await events in provider.events.liveEvents(sport: .football) {
            snapshots.append(events)
            if snapshots.count == 2 { break }
        }
        #expect(snapshots.map(\.count) == [8, 8])
        let odds = snapshots[1].first { $0.id == "287039663214202880" }?.markets.first?.outcomes.first?.odds
        #expect(odds == Odds(decimal: Decimal(string: "1.8")!))
    }

    @Test func updatesWaitingTogetherAreAppliedAsOneBatchWithOneSnapshot() async throws {
        // The router pushes the three updates right behind SUBSCRIBED, before the dump's
        // RESULT, so all three wait in the inbox when the feed starts applying updates.
        let offers = [("287166150280880896", "1.8"), ("287165611183842816", "2.9"), ("287041313672667392", "7.25")]
        let updates = offers.enumerated().map { index, offer in
            Data(#"{"version":"\#(1_763_399_600_000 + index)","format":"AGGREGATOR","messageType":"UPDATE","records":[{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"\#(offer.0)","changedProperties":{"odds":\#(offer.1)}}]}"#.utf8)
        }
        let (provider, _) = try liveProvider(updates: updates)
        var snapshots: [EventBoard] = []
        for try await events in provider.events.liveEvents(sport: .football) {
            snapshots.append(events)
            if snapshots.count == 2 { break }
        }
        let outcomes = snapshots[1].flatMap(\.markets).flatMap(\.outcomes)
        let raw = try rawRecords("popular-live-matches-football.json")
        for (offerId, odds) in offers {
            let outcomeId = try #require(raw.first { $0["id"] as? String == offerId }?["outcomeId"] as? String, "\(offerId)")
            #expect(outcomes.first { $0.id == outcomeId }?.odds == Odds(decimal: Decimal(string: odds)!), "offer \(offerId): the second snapshot has every update")
        }
    }

    @Test func silentFeedTimesOut() async throws {
        let (provider, _) = try liveProvider(silent: true, sleep: VirtualSleeper().sleep)
        do {
            for try await _ in provider.events.liveChanges(sport: .football) {}
            Issue.record("expected a timeout")
        } catch {
            #expect(error == .timedOut)
        }
    }

    @Test func withoutAWebSocketLiveDataIsNotSupportedHere() async throws {
        #if canImport(FoundationNetworking)
        let provider = makeProvider(StubTransport(.json("{}")))
        #expect(!provider.features.contains(.liveChanges))
        do {
            for try await _ in provider.events.liveChanges(sport: .football) {}
            Issue.record("expected notSupported")
        } catch {
            guard case .notSupported = error else { Issue.record("\(error)"); return }
        }
        #endif
    }

    @Test func declaredFeaturesAreTrue() async throws {
        let (provider, _) = try liveProvider()
        let mismatches = await CapabilityProbe.mismatches(on: Client(provider: provider))
        #expect(mismatches == [])
        #expect(provider.features.contains(.liveChanges))
    }

    @Test func anUndecodableUpdateIsCountedAndTheFeedGoesOn() async throws {
        let (provider, _) = try liveProvider(updates: [Data(#"{"records":"not a list"}"#.utf8), Self.oddsUpdate])
        let feed = EveryMatrixLiveFeed(runtime: provider.runtime, factory: try #require(provider.webSocketFactory))
        let (steps, stepSink) = AsyncStream<EveryMatrixLiveFeed.Step>.makeStream()
        let run = Task {
            var known: AggregatorStore?
            try await feed.run(topic: "/sports/4093/en/live-matches-aggregator-main/1/all-locations/default-event-info/10/3", known: &known) { stepSink.yield($0) }
        }
        defer { run.cancel() }
        var dumpSkipped: Int?
        for await step in steps {
            switch step {
            case .dump(let store):
                dumpSkipped = store.statistics.undecodableRecords
            case .update(let store, let changes):
                let skipped = try #require(dumpSkipped)
                #expect(store.statistics.undecodableRecords == skipped + 1)
                #expect(changes.count == 1)
                return
            case .redump:
                Issue.record("one connection, no reconnection")
            }
        }
        Issue.record("the feed ended before the valid update")
    }

    @Test func payloadsDecodeAsOneMessageOrAnArray() throws {
        let message = #"{"version":"7","format":"AGGREGATOR","messageType":"UPDATE","records":[]}"#
        #expect(try AggregatorMessageReader.decodeMessages(Data(message.utf8)).map(\.version) == ["7"])
        #expect(try AggregatorMessageReader.decodeMessages(Data(" \n[\(message),\(message)]".utf8)).count == 2)
        let error = #expect(throws: ServiceProviderError.self) { try AggregatorMessageReader.decodeMessages(Data("[1]".utf8)) }
        if let error, case .decoding = error {} else if let error { Issue.record("\(error)") }
    }

    @Test func aSlowLiveEventsConsumerGetsOnlyTheNewestSnapshot() async throws {
        let dump = try Fixture.data("popular-live-matches-football.json")
        let updates = ["1.8", "1.9", "2.1"].map { odds in
            #"{"version":"1763399600000","format":"AGGREGATOR","messageType":"UPDATE","records":[{"changeType":"UPDATE","entityType":"BETTING_OFFER","id":"287166150280880896","changedProperties":{"odds":\#(odds)}}]}"#
        }
        let (closes, closed) = AsyncStream<Void>.makeStream()
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")),
                                           webSocketFactory: { _ in
            // Answers everything at once, then hangs up: every snapshot is produced before the consumer reads.
            let channel = InMemoryWebSocketChannel { text, channel in
                guard let message = try? WAMPCodec.decode(Data(text.utf8)) else { return }
                switch message {
                case .hello: channel.push("[2,1,{}]")
                case .subscribe(let id, _):
                    channel.push("[33,\(id),100]")
                    for (index, update) in updates.enumerated() { channel.push("[36,100,\(index + 1),{},[],\(update)]") }
                case .call(let id, _, _):
                    channel.push("[50,\(id),{},[],\(String(decoding: dump, as: UTF8.self))]")
                    await channel.close()
                default: break
                }
            }
            return ClosingSignalChannel(channel, closed: closed)
        }, sleep: { _ in throw CancellationError() })  // No timeout fires and the lost connection is not retried, so the stream ends.
        let snapshots = provider.events.liveEvents(sport: .football)
        var iterator = snapshots.makeAsyncIterator()
        // Start the feed, then wait until it has produced everything and hung up.
        let first = try await iterator.next()
        for await _ in closes { break }
        var later: [EventBoard] = []
        do {
            while let events = try await iterator.next() { later.append(events) }
        } catch {
            #expect(error == .network(.networkConnectionLost))
        }
        #expect(later.count <= 1, "three snapshots were produced after the first; only the newest is kept")
        let odds = (later.last ?? first)?.first { $0.id == "287039663214202880" }?.markets.first?.outcomes.first?.odds
        #expect(odds == Odds(decimal: Decimal(string: "2.1")!))
    }
}

/// Reports when the feed closes the connection.
private struct ClosingSignalChannel: WebSocketChannel {
    let inner: InMemoryWebSocketChannel
    let closed: AsyncStream<Void>.Continuation
    init(_ inner: InMemoryWebSocketChannel, closed: AsyncStream<Void>.Continuation) {
        self.inner = inner
        self.closed = closed
    }
    func send(_ text: String) async throws(ServiceProviderError) { try await inner.send(text) }
    func receive() async throws(ServiceProviderError) -> WebSocketFrame { try await inner.receive() }
    func close() async {
        await inner.close()
        closed.yield()
    }
}
