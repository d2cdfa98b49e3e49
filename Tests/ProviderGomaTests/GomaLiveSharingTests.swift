import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Every live consumer of one sport on one provider shares one poll; a late one catches up
/// from the shared feed's current list; the public reducer rebuilds the polled lists.
@Suite struct GomaLiveSharingTests {
    static let live = GomaLivePollingTests.live

    /// A poll's wait returns only after `release()`; a cancelled wait is reported on `stopped`.
    final class ManualSleeper: Sendable {
        private let permits = Locked(0)
        let stopped: AsyncStream<Void>
        private let signal: AsyncStream<Void>.Continuation

        init() { (stopped, signal) = AsyncStream<Void>.makeStream() }

        func release() { permits.withLock { $0 += 1 } }

        var sleep: SleepFunction {
            { [permits, signal] _ in
                do {
                    while !permits.withLock({ if $0 > 0 { $0 -= 1; return true } else { return false } }) {
                        try await Task.sleep(nanoseconds: 1_000_000)
                    }
                } catch {
                    signal.yield()
                    throw error
                }
            }
        }
    }

    private func list(priceLive: String) throws -> String {
        try Fixture.string("events-live.json").replacingOccurrences(of: #""price_live": "1.45""#, with: #""price_live": "\#(priceLive)""#)
    }

    @Test func consumersOfOneSportShareOnePollAndALateOneCatchesUp() async throws {
        let first = try list(priceLive: "1.45")
        let changed = try list(priceLive: "1.50")
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.live: { _, count in .json(count == 1 ? first : changed) },
        ])
        let sleeper = ManualSleeper()
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                    sleep: sleeper.sleep, now: fixtureNow)
        let client = Client(provider: provider)
        do {
            var early = client.events.liveEvents(sport: .football).makeAsyncIterator()
            let earlyFirst = try await early.next()
            // Two late consumers: neither polls; each starts from the shared feed's current list.
            var late = client.events.liveEvents(sport: .football).makeAsyncIterator()
            var changes = client.events.liveChanges(sport: .football).makeAsyncIterator()
            let lateFirst = try await late.next()
            let opening = try await changes.next()
            #expect(server.count(Self.live) == 1, "three consumers, one poll")
            #expect(lateFirst == earlyFirst, "a late liveEvents consumer gets the latest list first")
            #expect(opening == earlyFirst?.first.map(EventChange.eventAdded), "a late liveChanges consumer gets the current events as eventAdded")
            #expect(provider.runtime.liveFeeds.runningCount == 1)

            sleeper.release()
            let earlySecond = try await early.next()
            let lateSecond = try await late.next()
            let change = try await changes.next()
            #expect(server.count(Self.live) == 2)
            #expect(earlySecond == lateSecond)
            #expect(earlySecond?.first?.markets.first?.outcomes.first?.odds.decimal == decimal("1.50"))
            #expect(change == .oddsChanged(eventId: "48190", marketId: "912380", outcomeId: "3456771", odds: Odds(decimal: decimal("1.50"))))
        }
        // Every consumer has left: the poll stops, and the next consumer starts a new one.
        var stopped = sleeper.stopped.makeAsyncIterator()
        _ = await stopped.next()
        #expect(provider.runtime.liveFeeds.runningCount == 0)
        var again = client.events.liveEvents(sport: .football).makeAsyncIterator()
        _ = try await again.next()
        #expect(server.count(Self.live) == 3)
    }

    @Test func aFailedPollEndsEverySharedStreamWithTheError() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            Self.live: { _, count in count == 1 ? .fixture("events-live.json") : .json(#"{"unexpected":true}"#) },
        ])
        let sleeper = ManualSleeper()
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                    sleep: sleeper.sleep, now: fixtureNow)
        var lists = provider.events.liveEvents(sport: .football).makeAsyncIterator()
        _ = try await lists.next()
        var changes = provider.events.liveChanges(sport: .football).makeAsyncIterator()
        _ = try await changes.next()
        sleeper.release()
        do throws(ServiceProviderError) {
            _ = try await lists.next()
            Issue.record("expected the decoding error")
        } catch {
            guard case .decoding = error else { Issue.record("\(error)"); return }
        }
        do throws(ServiceProviderError) {
            _ = try await changes.next()
            Issue.record("expected the decoding error")
        } catch {
            guard case .decoding = error else { Issue.record("\(error)"); return }
        }
        #expect(server.count(Self.live) == 2)
        #expect(provider.runtime.liveFeeds.runningCount == 0)
    }

    /// Three different lists, then an error that ends the stream: the changes, applied to an
    /// empty list with the public reducer, give the last polled list.
    @Test func liveChangesAppliedWithTheReducerGiveTheLiveEventsSnapshots() async throws {
        var third = try list(priceLive: "2.10").replacingOccurrences(of: #""home_score": 1"#, with: #""home_score": 2"#)
        third = third.replacingOccurrences(of: #""timer": "67""#, with: #""timer": "74""#)
        let script = [try list(priceLive: "1.45"), try list(priceLive: "1.60"), third]
        func makeProvider() -> GomaProvider {
            let server = GomaStubServer([
                "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                Self.live: { _, count in count <= script.count ? .json(script[count - 1]) : .json(#"{"unexpected":true}"#) },
            ])
            return GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                sleep: YieldingSleeper().sleep, now: fixtureNow)
        }
        var snapshots: [EventBoard] = []
        var board = LiveEventList()
        do throws(ServiceProviderError) {
            for try await events in makeProvider().events.liveEvents(sport: .football) { snapshots.append(events) }
        } catch {
            guard case .decoding = error else { Issue.record("\(error)"); return }
        }
        do throws(ServiceProviderError) {
            for try await change in makeProvider().events.liveChanges(sport: .football) { board.apply(change) }
        } catch {
            guard case .decoding = error else { Issue.record("\(error)"); return }
        }
        // A slow liveEvents consumer may only see the newest list; the last one is always there.
        #expect(snapshots.last?.first?.score == Score(home: 2, away: 0), "the last polled list")
        #expect(board.events == snapshots.last)
    }

    /// `apply(diff(a, b), to: a) == b` for lists built from the Goma fixtures, for every pair
    /// the diff's documented condition covers (`b` keeps `a`'s events in order, new ones last;
    /// the diff has no "move").
    @Test func diffThenApplyGivesTheNewListForFixtureLists() throws {
        let decoder = GomaCoding.makeDecoder()
        let live = try decoder.decode([GomaModels.Event].self, from: Fixture.data("events-live.json")).map(GomaModelMapper.event)
        let upcoming = try decoder.decode(GomaModels.Paged<GomaModels.Event>.self, from: Fixture.data("events-upcoming.json")).data.map(GomaModelMapper.event)
        let moved = try decoder.decode([GomaModels.Event].self, from: Data(list(priceLive: "1.95").utf8)).map(GomaModelMapper.event)
        var edited = live
        if !edited.isEmpty {
            edited[0].score = nil                                    // not expressible granularly: the whole event is sent
            edited[0].markets[0].name = "Renamed"                    // nor is a market's name
            edited[0].markets.append(Market(id: "extra", name: "Next goal", outcomes: []))
        }
        let lists = [[], live, upcoming, moved, edited, live + upcoming, upcoming + moved, Array(upcoming.dropFirst())]
        #expect(upcoming.count > 1)
        var checked = 0
        for a in lists {
            for b in lists where keepsOrder(from: a, to: b) {
                #expect(EventChange.apply(EventChange.changes(from: a, to: b), to: a) == b, "\(a.map(\.id)) → \(b.map(\.id))")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }

    private func keepsOrder(from a: [Event], to b: [Event]) -> Bool {
        let old = Set(a.map(\.id))
        let kept = b.map(\.id).prefix { old.contains($0) }
        return Array(kept) == a.map(\.id).filter { id in b.contains { $0.id == id } } && b.dropFirst(kept.count).allSatisfy { !old.contains($0.id) }
    }
}
