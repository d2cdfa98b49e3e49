import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A sport's pre-live lists without a competition: `eventListBySportTypeDate` over the socket,
/// one subscription per page, pages adding up (`socket/subscribe-request-preLiveEvents*.json`,
/// `socket/CONTENT_CHANGES-preLiveEvents-refreshed.json`).
@Suite struct PreLiveListTests {
    /// 15 March 2025, 09:30 UTC: the day of the vendor's request files.
    static let recordedDay = Date(timeIntervalSince1970: 1_742_031_000)

    @Test func theContentIdsAreTheVendorsFirstAndNextPage() throws {
        for (page, file) in [(0, "socket/subscribe-request-preLiveEvents"), (1, "socket/subscribe-request-preLiveEvents-nextPage")] {
            let request = try #require(try JSONSerialization.jsonObject(with: Fixture.data(file)) as? [String: Any])
            let recorded = try #require(request["contentId"] as? [String: String])
            let content = SportRadarLiveContent.preLiveList(sportCode: "FBL", order: .popularity, page: page, now: Self.recordedDay)
            #expect(["type": content.type, "id": content.id] == recorded)
        }
        #expect(SportRadarLiveContent.preLiveList(sportCode: "BKB", order: .date, page: 2, now: Self.recordedDay).id
                == "BKB/202503150000/202506132359/2/10/D")
    }

    /// A refreshed page of `count` events (the recorded event, cloned with new ids) of the
    /// popular football list.
    static func page(_ page: Int, count: Int, firstId: Int, order: SportRadarLiveContent.PreLiveOrder = .popularity) throws -> String {
        let recorded = try #require(try JSONSerialization.jsonObject(with: Fixture.data("socket/CONTENT_CHANGES-preLiveEvents-refreshed")) as? [String: Any])
        var record = try #require((recorded["data"] as? [[String: Any]])?.first)
        let event = try #require((record["change"] as? [[String: Any]])?.first)
        record["change"] = (0..<count).map { index -> [String: Any] in
            var clone = event
            clone["idfoevent"] = "\(firstId + index).1"
            return clone
        }
        record["contentId"] = ["type": "eventListBySportTypeDate", "id": SportRadarLiveContent.preLiveList(sportCode: "FBL", order: order, page: page, now: Date()).id]
        let frame: [String: Any] = ["notificationType": "CONTENT_CHANGES", "data": [record]]
        return String(decoding: try JSONSerialization.data(withJSONObject: frame), as: UTF8.self)
    }

    @Test func aFullPageHasMoreAndTheNextPageAddsUp() async throws {
        let firstPage = try Self.page(0, count: 10, firstId: 100)
        let harness = try LiveHarness([
            .init(reply: LiveHarness.started("s1"), frames: [firstPage]),
            .init(reply: LiveHarness.started("s2"), frames: [firstPage, try Self.page(1, count: 3, firstId: 200)]),
        ])
        #expect(harness.provider.features.isSuperset(of: [.popularEvents, .upcomingEvents]))
        let pages = harness.provider.events.popularEvents(sport: .football)
        var snapshots = pages.snapshots.makeAsyncIterator()
        let first = try #require(try await snapshots.next())
        #expect(first.events.map(\.id) == (100..<110).map { "\($0).1" })
        #expect(first.hasMore)
        await pages.loadMore()
        var grown = try #require(try await snapshots.next())
        while grown.events.count < 13 { grown = try #require(try await snapshots.next()) }
        #expect(grown.events.map(\.id) == (100..<110).map { "\($0).1" } + (200..<203).map { "\($0).1" })
        #expect(!grown.hasMore, "a short page is the end")
        #expect(grown.requestedCount == 20)
        let pageIds = harness.subscribes.compactMap { $0.split(separator: " ").last?.split(separator: "/").dropFirst(3).first }
        #expect(pageIds == ["0", "0", "1"], "the first page alone, then both pages on the new subscriber")
    }

    @Test func anEmptySportIsAnEmptyListNotAWaitForEver() async throws {
        let empty = try Self.page(0, count: 0, firstId: 0)
        let harness = try LiveHarness([.init(reply: LiveHarness.started("s1"), frames: [empty])])
        let first = try await collect(harness.provider.events.popularEvents(sport: .football).snapshots, count: 1)
        #expect(first.map(\.events) == [[]])
        #expect(first.map(\.hasMore) == [false])
    }

    /// A page refreshed without an event it held loses it; an event the other page holds stays.
    @Test func aRefreshedPageReplacesOnlyItsOwnEvents() throws {
        let decode = { (frame: String) throws -> SportRadarModels.ContentChangeRecord in
            let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Data(frame.utf8))
            guard case .records(let records) = message.payload, let record = records.first ?? nil else { throw ServiceProviderError.notFound }
            return record
        }
        var state = SportRadarLiveState()
        var list = LiveEventList()
        for frame in [try Self.page(0, count: 3, firstId: 1), try Self.page(1, count: 2, firstId: 3), try Self.page(0, count: 2, firstId: 2)] {
            let record = try decode(frame)
            guard case .events(let events) = record.change else { continue }
            _ = list.batch { state.merge(page: record.contentId, events, into: &$0) }
        }
        // Page 0 went from 1,2,3 to 2,3: event 1 left; 3 is also page 1's first.
        #expect(list.events.map(\.id) == ["2.1", "3.1", "4.1"])
    }

    @Test func aSportWithoutACodeOrAHostileOneIsRefused() async {
        let harness = try? LiveHarness([])
        guard let provider = harness?.provider else { return }
        await #expect(throws: ServiceProviderError.self) { for try await _ in provider.events.popularEvents(sport: .unknown("../x")).snapshots {} }
        #expect(harness?.transport.requests.isEmpty == true)
    }

    @Test func theSandboxServesAListPerSportWithoutACompetition() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        let first = try await collect(client.events.popularEvents(sport: .football).snapshots, count: 1)
        #expect(first.first?.events.map(\.id) == ["4067574.1"])
        #expect(first.first?.hasMore == false)
    }

    /// `list(_:)` without a competition reads the kick-off-ordered list once, loading the
    /// pages the requested page needs (here the second page of 5: events 6 to 10, and an 11th
    /// to know more follow).
    @Test func eventsWithoutACompetitionReadTheUpcomingListPageByPage() async throws {
        let firstPage = try Self.page(0, count: 10, firstId: 100, order: .date)
        let secondPage = try Self.page(1, count: 3, firstId: 200, order: .date)
        // One subscription per page read, each on its own socket, for each of the two calls.
        let harness = try LiveHarness([firstPage, secondPage, firstPage, secondPage].enumerated().map { index, frame in
            .init(reply: LiveHarness.started("s\(index)"), frames: [frame])
        })
        let second = try await harness.provider.events.list(EventQuery(sport: .football, timing: .upcoming, page: PageRequest(page: 2, pageSize: 5)))
        #expect(second.items.map(\.id) == (105..<110).map { "\($0).1" })
        #expect(second.hasMore, "the 11th event was asked for and is there")
        let last = try await harness.provider.events.list(EventQuery(sport: .football, timing: .upcoming, page: PageRequest(page: 2, pageSize: 10)))
        #expect(last.items.map(\.id) == (200..<203).map { "\($0).1" })
        #expect(!last.hasMore)
        let pages = harness.subscribes.map { $0.split(separator: "/").dropLast(2).last.map(String.init) ?? "" }
        #expect(pages == ["0", "1", "0", "1"], "the pages the call needs, the short one ending the list")
        #expect(harness.subscribes.allSatisfy { $0.hasSuffix("/D") }, "the kick-off order")
    }

    @Test func withoutLiveDataAListWithoutACompetitionIsAnInvalidRequest() async throws {
        let provider = TestConfig.provider(transport: TestConfig.router([:]))
        await #expect {
            _ = try await provider.events.list(EventQuery(sport: .football))
        } throws: { error in
            guard case ServiceProviderError.invalidRequest = error else { return false }
            return true
        }
    }

    @Test func theSandboxListsASportsEventsWithoutACompetition() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        let upcoming = try await client.events.list(EventQuery(sport: .football, timing: .upcoming))
        #expect(upcoming.items.map(\.id) == ["4067574.1"])
        let all = try await client.events.list(EventQuery(sport: .football))
        #expect(all.items.count >= upcoming.items.count)
        #expect(Set(all.items.map(\.id)).count == all.items.count, "an event once")
    }
}
