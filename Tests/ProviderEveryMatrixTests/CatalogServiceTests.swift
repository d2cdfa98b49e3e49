import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

/// The catalogue through a provider on a fake aggregator that records the topics and RPC
/// `kwargs` it is asked for: what is sent, paging, live sports, input checks, WAMP errors.
@Suite struct CatalogServiceTests {
    /// What the fake aggregator was asked: topics (a subscription and its dump each name the
    /// topic) and RPCs with their `kwargs`.
    final class Recorder: Sendable {
        let topics = Locked<[String]>([])
        let calls = Locked<[(name: String, kwargs: Data?)]>([])
    }

    /// Each message of an aggregator fixture (a JSON array) as its own JSON object.
    private func fixtureMessages(_ name: String) throws -> [Data] {
        let array = try #require(JSONSerialization.jsonObject(with: Fixture.data(name)) as? [Any])
        return try array.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    private func catalogProvider(_ recorder: Recorder) throws -> EveryMatrixProvider {
        let page1 = try fixtureMessages("popular-matches-football-page1.json")
        let page2 = try fixtureMessages("popular-matches-football-page2.json")
        let prelive = try fixtureMessages("custom-matches-prelive-football.json")
        let disciplines = try fixtureMessages("disciplines-with-updates.json")
        let results = ["/sports#tournaments": try Fixture.data("rpc-tournaments-football.json"),
                       "/sports#popularTournaments": try Fixture.data("rpc-popular-tournaments-football.json"),
                       "/sports#multiSearch": try Fixture.data("rpc-multi-search-arsenal.json")]
        let script = EveryMatrixAggregatorScript(topic: { topic in
            recorder.topics.withLock { $0.append(topic) }
            if topic.contains("/popular-matches-aggregator-main/1/10/") { return page1 }
            if topic.contains("/popular-matches-aggregator-main/1/20/") { return page2 }
            if topic.contains("/custom-matches-aggregator/") && topic.contains("/NOT_LIVE/") { return prelive }
            if topic.hasSuffix("/disciplines/BOTH/BOTH") { return disciplines }
            return nil
        }, procedure: { name, kwargs in
            recorder.calls.withLock { $0.append((name, kwargs)) }
            return results[name]
        })
        return EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")),
                                   webSocketFactory: { _ in EveryMatrixWAMPRouter.channel(script: script) }, sleep: neverFires)
    }

    /// Runs `body`, failing instead of hanging when it takes longer than `seconds`. A hang guard
    /// only: the tests run in parallel with every other test of the package, so a body that
    /// takes a fraction of a second alone can wait many seconds for a thread.
    private func within<T: Sendable>(_ seconds: Double = 60, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                return nil
            }
            defer { group.cancelAll() }
            let first = try await group.next() ?? nil
            return try #require(first, "timed out after \(seconds) s")
        }
    }

    /// The `kwargs` object sent with the one call of `procedure` equals the `.request.json`.
    private func assertSentArguments(_ recorder: Recorder, _ procedure: String, equal file: String,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let sent = try #require(recorder.calls.withLock { $0.first { $0.name == procedure }?.kwargs }, sourceLocation: sourceLocation)
        let sentObject = try #require(JSONSerialization.jsonObject(with: sent) as? NSDictionary, sourceLocation: sourceLocation)
        let expected = try #require(JSONSerialization.jsonObject(with: Fixture.data(file)) as? NSDictionary, sourceLocation: sourceLocation)
        #expect(sentObject == expected, sourceLocation: sourceLocation)
    }

    // MARK: - What is sent

    @Test func tournamentRPCsSendTheVendorsArguments() async throws {
        let recorder = Recorder()
        let events = try catalogProvider(recorder).events
        let competitions = try await events.competitions(sport: .football)
        #expect(competitions.count == 5)
        try assertSentArguments(recorder, "/sports#tournaments", equal: "rpc-tournaments-football.request.json")
        let sent = try #require(recorder.calls.withLock { $0.first?.kwargs })
        #expect(String(decoding: sent, as: UTF8.self).contains(#""sortByPopularity":true"#))  // a JSON boolean

        let popular = try await events.popularCompetitions(sport: .football, limit: 5)
        #expect(popular.first?.name == "Premier League 2025/2026")
        try assertSentArguments(recorder, "/sports#popularTournaments", equal: "rpc-popular-tournaments-football.request.json")
    }

    @Test func searchSendsTheMultiSearchArgumentsOfTheVendorsApp() async throws {
        let recorder = Recorder()
        let found = try await catalogProvider(recorder).events.search("  arsenal ")
        #expect(found.map(\.id).first == "292417803521802496")
        #expect(found.count == 2)
        try assertSentArguments(recorder, "/sports#multiSearch", equal: "rpc-multi-search-arsenal.request.json")
    }

    @Test func eventsDumpsTheCustomTopicAndSlicesThePage() async throws {
        let recorder = Recorder()
        let events = try catalogProvider(recorder).events
        let all = try await events.list(EventQuery(sport: .football, timing: .upcoming, competitionId: "262145800000000256",
                                                     page: PageRequest(page: 1, pageSize: 10)))
        #expect(all.items.count == 4)
        #expect(!all.hasMore)
        #expect(all.next == nil)
        #expect(recorder.topics.withLock { $0 } == ["/sports/4093/en/custom-matches-aggregator/1/all/262145800000000256/all/UPCOMING/NOT_LIVE/10/5"])

        // Page 2 of 2: the dump of 4 is full, so more may follow; the page is the 3rd and 4th events.
        let second = try await events.list(EventQuery(sport: .football, timing: .upcoming, page: PageRequest(page: 2, pageSize: 2)))
        #expect(second.items.map(\.id) == all.items.suffix(2).map(\.id))
        #expect(second.hasMore)
        #expect(second.page == 2)
        #expect(second.next == PageRequest(page: 3, pageSize: 2), "a page says how to ask for the next one")

        // `.all`: the live list (empty here) then the upcoming one.
        let both = try await events.list(EventQuery(sport: .football, timing: .all, page: PageRequest(page: 1, pageSize: 10)))
        #expect(both.items.map(\.id) == all.items.map(\.id))
        #expect(recorder.topics.withLock { $0 }.contains("/sports/4093/en/custom-matches-aggregator/1/all/all/all/UPCOMING/LIVE/10/5"))
    }

    // MARK: - Paged live lists

    @Test func loadMoreResubscribesWithTwentyAndTheStreamEndsWithoutMore() async throws {
        let recorder = Recorder()
        let provider = try catalogProvider(recorder)
        let pages = provider.events.popularEvents(sport: .football)
        let (first, second) = try await within {
            var iterator = pages.snapshots.makeAsyncIterator()
            let first = try await iterator.next()
            await pages.loadMore()
            let second = try await iterator.next()
            // The list ended: asking again subscribes to nothing.
            await pages.loadMore()
            return (first, second)
        }
        #expect(first?.events.count == 10)
        #expect(first?.hasMore == true)
        #expect(first?.requestedCount == 10)
        #expect(second?.events.count == 13)
        #expect(second?.hasMore == false)
        #expect(second?.requestedCount == 20)
        // The longer list starts with the first page, in the same ranking.
        #expect(second.map { Array($0.events.prefix(10)) } == first?.events)
        let topics = Set(recorder.topics.withLock { $0 })
        #expect(topics == ["/sports/4093/en/popular-matches-aggregator-main/1/10/5", "/sports/4093/en/popular-matches-aggregator-main/1/20/5"])
        // The page-1 topic's feed is dropped once the longer list took over.
        let aggregator = try #require(provider.aggregator)
        for _ in 0..<200 where aggregator.topicFeeds.runningCount > 1 { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(aggregator.topicFeeds.runningCount <= 1)
    }

    @Test func upcomingEventsIsOnePageWhenTheDumpIsShort() async throws {
        let recorder = Recorder()
        let pages = try catalogProvider(recorder).events.upcomingEvents(sport: .football)
        let first = try await within {
            var iterator = pages.snapshots.makeAsyncIterator()
            return try await iterator.next()
        }
        #expect(first?.events.count == 4)
        #expect(first?.hasMore == false)
        #expect(recorder.topics.withLock { $0 }.first == "/sports/4093/en/custom-matches-aggregator/1/all/all/all/UPCOMING/NOT_LIVE/10/5")
    }

    // MARK: - Live sports

    @Test func liveSportsYieldsTheDumpThenTheCountsAfterTheUpdates() async throws {
        let recorder = Recorder()
        let stream = try catalogProvider(recorder).events.liveSports()
        let final = EveryMatrixModelMapper.sports(in: try store("disciplines-with-updates.json").view)
        let dumpOnly = AggregatorStore(dump: [try #require(messages("disciplines-with-updates.json").first)])
        let dumped = EveryMatrixModelMapper.sports(in: dumpOnly.view)
        #expect(final != dumped)
        let lists = try await within {
            var lists: [[Sport]] = []
            for try await sports in stream {
                lists.append(sports)
                if sports == final { break }
            }
            return lists
        }
        #expect(lists.first?.map(\.id) == dumped.map(\.id))
        #expect(lists.last == final)
        #expect(recorder.topics.withLock { Set($0) } == ["/sports/4093/en/disciplines/BOTH/BOTH"])
    }

    // MARK: - Refused input

    @Test func searchRefusesBadInputWithoutCallingTheVendor() async throws {
        let recorder = Recorder()
        let events = try catalogProvider(recorder).events
        let cases: [(String, Int, ServiceProviderError.FieldError)] = [
            ("   ", 10, .init(field: "query", code: "REQUIRED", message: "query is required.")),
            (String(repeating: "a", count: 101), 10, .init(field: "query", code: "TOO_LONG", message: "query is longer than 100 characters.")),
            ("ars\u{0}enal", 10, .init(field: "query", code: "INVALID", message: "query contains a control character.")),
            ("arsenal", 0, .init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")),
            ("arsenal", 101, .init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")),
        ]
        for (text, limit, field) in cases {
            do {
                _ = try await events.search(text, limit: limit)
                Issue.record("expected a refusal of \(text.prefix(10)) / \(limit)")
            } catch {
                #expect(error == .validation(fields: [field]))
            }
        }
        #expect(recorder.calls.withLock { $0.isEmpty })
    }

    @Test func popularCompetitionsRefuseALimitOutOfRangeWithoutCallingTheVendor() async throws {
        let recorder = Recorder()
        let events = try catalogProvider(recorder).events
        for limit in [0, 101] {
            do {
                _ = try await events.popularCompetitions(sport: .football, limit: limit)
                Issue.record("expected a refusal of \(limit)")
            } catch {
                #expect(error == .validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to 100.")]))
            }
        }
        #expect(recorder.calls.withLock { $0.isEmpty })
    }

    @Test func idsThatWouldChangeATopicAreRefused() async throws {
        let recorder = Recorder()
        let events = try catalogProvider(recorder).events
        do {
            _ = try await events.list(EventQuery(sport: .football, competitionId: "262145800000000256/all/all"))
            Issue.record("expected a refusal")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.field) == ["competitionId"])
        }
        do {
            _ = try await events.list(EventQuery(sport: .football, page: PageRequest(page: 11, pageSize: 10)))
            Issue.record("expected a refusal")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.code) == ["OUT_OF_RANGE"])
        }
        do {
            for try await _ in events.popularEvents(sport: .unknown("1/10/5/../x")).snapshots {}
            Issue.record("expected a refusal")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.field) == ["sport"])
        }
        #expect(recorder.topics.withLock { $0.isEmpty })
    }

    // MARK: - Vendor errors

    @Test func aWAMPMaintenanceErrorIsMaintenance() async throws {
        let frame = try Fixture.data("rpc-error-maintenance.json")
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ in
            InMemoryWebSocketChannel { text, channel in
                guard let message = try? WAMPCodec.decode(Data(text.utf8)) else { return }
                switch message {
                case .hello:
                    if let welcome = try? WAMPCodec.encode(.welcome(sessionId: 1)) { channel.push(welcome) }
                case .call(let requestId, _, _):
                    // The recorded ERROR frame, answering this call's request id.
                    guard var error = try? JSONSerialization.jsonObject(with: frame) as? [Any] else { return }
                    error[2] = requestId
                    if let data = try? JSONSerialization.data(withJSONObject: error) { channel.push(String(decoding: data, as: UTF8.self)) }
                default:
                    break
                }
            }
        }, sleep: neverFires)
        let maintenance = ServiceProviderError.maintenance(message: "We're sorry, our system is in maintenance now.")
        do {
            _ = try await provider.events.competitions(sport: .football)
            Issue.record("expected maintenance")
        } catch {
            #expect(error == maintenance)
        }
        do {
            _ = try await provider.events.sports()
            Issue.record("expected maintenance")
        } catch {
            #expect(error == maintenance)
        }
        do {
            _ = try await provider.events.search("arsenal")
            Issue.record("expected maintenance")
        } catch {
            #expect(error == maintenance)
        }
    }

    /// A WAMP ERROR whose text repeats a secret the provider sent (the session id) shows it to no
    /// one: the RPC's error passes the same scrubbing as an HTTP call's.
    @Test func aWAMPErrorEchoingASecretHidesIt() async throws {
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")), webSocketFactory: { _ in
            InMemoryWebSocketChannel { text, channel in
                guard let message = try? WAMPCodec.decode(Data(text.utf8)) else { return }
                switch message {
                case .hello:
                    if let welcome = try? WAMPCodec.encode(.welcome(sessionId: 1)) { channel.push(welcome) }
                case .call(let requestId, _, _):
                    channel.push(#"[8,48,\#(requestId),{},"wamp.error.runtime_error",[],{"desc":"session SID-Echo-4242 is not allowed"}]"#)
                default:
                    break
                }
            }
        }, sleep: neverFires)
        provider.runtime.secrets.remember(["SID-Echo-4242"])
        do {
            _ = try await provider.events.sports()
            Issue.record("expected the vendor's error")
        } catch {
            #expect(error == .vendor(code: "wamp.error.runtime_error", message: "session <redacted> is not allowed"))
        }
    }
}

/// The catalogue end to end on the sandbox provider (what previews and the demo get).
@Suite struct CatalogSandboxTests {
    @Test func theSandboxAnswersTheWholeCatalogue() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let sports = try await client.events.sports()
        #expect(sports.first { $0.kind == .tennis }?.upcomingEventCount == 248)
        let competitions = try await client.events.competitions(sport: .football)
        #expect(competitions.count == 5)
        let popular = try await client.events.popularCompetitions(sport: .football)
        #expect(popular.map(\.id).first == "262145800000000256")
        let found = try await client.events.search("arsenal")
        #expect(found.count == 2)
        let upcoming = try await client.events.list(EventQuery(sport: .football, timing: .upcoming))
        #expect(upcoming.items.count == 4)
        #expect(!upcoming.hasMore)

        let pages = client.events.popularEvents(sport: .football)
        var iterator = pages.snapshots.makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first?.events.count == 10)
        #expect(first?.hasMore == true)
        await pages.loadMore()
        let second = try await iterator.next()
        #expect(second?.events.count == 13)
        #expect(second?.hasMore == false)

        var sportsIterator = client.events.liveSports().makeAsyncIterator()
        let live = try await sportsIterator.next()
        #expect(live?.map(\.id) == sports.map(\.id))
    }
}
