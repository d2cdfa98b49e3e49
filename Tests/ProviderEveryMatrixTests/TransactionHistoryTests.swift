import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct TransactionHistoryTests {
    private let routes: [String: (name: String, status: Int)] = [
        "/transactions/banking": ("api/transactions-banking.json", 200), "/transactions/wagering": ("api/transactions-wagering.json", 200),
    ]
    private func xaf(_ amount: String) -> Money { Money(amount: decimal(amount), currency: "XAF") }
    private func query(days: Double = 179, kinds: [TransactionKind] = []) -> TransactionQuery {
        TransactionQuery(from: accountTestNow.addingTimeInterval(-days * 86_400), to: accountTestNow, kinds: kinds)
    }

    @Test func bothHistoriesMergeNewestFirstWithoutSystemMovements() async throws {
        let transport = fixtureStub(routes)
        let client = Client(provider: await signedInProvider(transport))
        let page = try await client.payments.transactions(query())

        #expect(page.page == 1)
        #expect(page.hasMore, "banking has a next page")
        #expect(page.next == PageRequest(page: 2), "the query's page size, one page on")
        #expect(page.items == [
            Transaction(id: "700245301907", date: try #require(utc("2026-02-14T19:22:08.112Z")), kind: .win, amount: xaf("4200"),
                        balanceAfter: xaf("22650"), reference: "e7df0644-4013-4243-8542-3628671791c9"),
            Transaction(id: "700245118822", date: try #require(utc("2026-02-12T10:04:31.648Z")), kind: .bet, amount: xaf("-2000"),
                        balanceAfter: xaf("18450"), reference: "e7df0644-4013-4243-8542-3628671791c9"),
            Transaction(id: "2148011203", date: try #require(utc("2026-02-11T16:20:03.881Z")), kind: .withdrawal, amount: xaf("-15000"),
                        status: .pending),
            Transaction(id: "2148005871", date: try #require(utc("2026-02-10T09:41:12.347Z")), kind: .deposit, amount: xaf("20000"),
                        reference: "MP260210.0941.A12345", status: .completed),
            Transaction(id: "2147990014", date: try #require(utc("2026-02-08T12:05:40.019Z")), kind: .deposit, amount: xaf("5000"),
                        reference: "MP260208.1205.B67890", status: .cancelled),
        ])
        let urls = transport.requests.map { $0.url?.absoluteString }
        #expect(urls == ["https://player.test/v1/player/7014240/transactions/banking?startDate=2025-08-17&endDate=2026-02-12&page=1",
                              "https://player.test/v1/player/7014240/transactions/wagering?startDate=2025-08-17&endDate=2026-02-12&page=1"])
        for request in transport.requests {
            #expect(request.value(forHTTPHeaderField: "x-sessionid") == "SID")
            #expect(request.value(forHTTPHeaderField: "x-session-type") == "others")
        }
    }

    @Test func kindsChooseTheHistoryAndFilterIt() async throws {
        let banking = fixtureStub(routes)
        let deposits = try await Client(provider: await signedInProvider(banking)).payments.transactions(query(kinds: [.deposit]))
        #expect(deposits.items.map(\.id) == ["2148005871", "2147990014"])
        #expect(banking.requests.compactMap { $0.url?.path } == ["/v1/player/7014240/transactions/banking"])

        let wagering = fixtureStub(routes)
        var request = query(kinds: [.bet])
        request.page = PageRequest(page: 2)
        let bets = try await Client(provider: await signedInProvider(wagering)).payments.transactions(request)
        #expect(bets.items.map(\.id) == ["700245118822"])
        #expect(bets.page == 2)
        #expect(!bets.hasMore, "wagering's next is null")
        #expect(wagering.requests.map { $0.url?.query } == ["startDate=2025-08-17&endDate=2026-02-12&page=2"])
    }

    @Test func aWindowOver180DaysOrBackwardsIsRefused() async throws {
        let transport = fixtureStub(routes)
        let client = Client(provider: await signedInProvider(transport))
        await assertThrows(.validation(fields: [.init(field: "to", code: "OUT_OF_RANGE", message: "The window must be at most 180 days.")])) {
            try await client.payments.transactions(self.query(days: 181))
        }
        await assertThrows(.validation(fields: [.init(field: "to", code: "OUT_OF_RANGE", message: "to must not be before from.")])) {
            try await client.payments.transactions(TransactionQuery(from: accountTestNow, to: accountTestNow.addingTimeInterval(-1)))
        }
        #expect(transport.requests.isEmpty)
        _ = try await client.payments.transactions(query(days: 180))
        #expect(transport.requests.count == 2)
        let signedOut = Client(provider: await signedInProvider(transport, signedIn: false))
        await assertThrows(.unauthorized) { try await signedOut.payments.transactions(self.query()) }
    }

    @Test func itemDatesWithoutFractionAreReadAndUnreadableOnesLeftOut() throws {
        let fixture = try #require(JSONSerialization.jsonObject(with: Fixture.data("api/transactions-wagering.json")) as? [String: Any])
        var items = try #require(fixture["transactions"] as? [[String: Any]])
        items[0]["ins"] = "2026-02-14T19:22:08Z"
        items[1]["ins"] = "14/02/2026"
        let data = try JSONSerialization.data(withJSONObject: ["pagination": ["next": NSNull()], "transactions": items])
        let raw = try JSONDecoder().decode(EveryMatrixModels.TransactionPage<EveryMatrixModels.WageringTransaction>.self, from: data)
        let mapped = EveryMatrixModelMapper.transactions(raw.transactions)
        #expect(mapped.map(\.id) == ["700245301907"])
        #expect(mapped.first?.date == utc("2026-02-14T19:22:08Z"))
    }

    @Test func vendorTypesAndStatusesOutsideTheDocumentedOnesStayUnknown() {
        #expect((0...14).map(EveryMatrixModelMapper.bankingKind).prefix(3) == [.deposit, .withdrawal, .unknown("2")])
        #expect(["1", "2", "3", "4", "5"].map(EveryMatrixModelMapper.wageringKind) == [.bet, .win, .refund, .unknown("4"), .unknown("5")])
        #expect(["Success", "PendingNotification", "RollBack", "Voided"].map(EveryMatrixModelMapper.bankingStatus)
                == [.completed, .pending, .cancelled, .unknown("Voided")])
    }
}
