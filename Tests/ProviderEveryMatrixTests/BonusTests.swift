import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// Granted and available bonuses mapped from the vendor's files.
@Suite struct BonusTests {
    private func xaf(_ amount: Decimal) -> Money { Money(amount: amount, currency: "XAF") }
    private func date(_ text: String) -> Date? { EveryMatrixModelMapper.date(text) }

    @Test func grantedBonusesMapExactly() throws {
        let raw = try JSONDecoder().decode(EveryMatrixModels.GrantedBonuses.self, from: Fixture.data("api/bonus-granted.json"))
        let bonuses = raw.items.map(EveryMatrixModelMapper.grantedBonus)
        #expect(bonuses.count == 2)
        #expect(bonuses[0] == GrantedBonus(
            id: "58412377", bonusId: "1048576", name: "First deposit free bet", description: "A 2,000 XAF free bet for your first deposit.",
            kind: .freeBet, status: .active, amount: xaf(2000), remaining: xaf(2000), wagering: BonusWagering(required: xaf(0), remaining: xaf(0)),
            grantedAt: Date(timeIntervalSince1970: 1_770_716_712), expiresAt: Date(timeIntervalSince1970: 1_771_926_312), code: "FIRSTDEP2000",
            imageURL: URL(string: "https://static.example.com/bonus/first-deposit.png")))
        #expect(bonuses[1].kind == .oddsBoost)
        #expect(bonuses[1].amount == nil)
        #expect(bonuses[1].imageURL == nil)
        let grantedAt = try #require(bonuses[1].grantedAt)
        #expect(abs(grantedAt.timeIntervalSince1970 - 1_770_716_712.512) <= 0.0005, "a fraction of a second is kept")
    }

    @Test func availableBonusesMapExactly() throws {
        let raw = try JSONDecoder().decode(EveryMatrixModels.ApplicableBonuses.self, from: Fixture.data("api/bonus-applicable.json"))
        #expect(raw.bonuses.map(EveryMatrixModelMapper.availableBonus) == [AvailableBonus(
            id: "1048576", code: "FIRSTDEP2000", kind: .freeBet, name: "First deposit free bet",
            description: "Deposit at least 1,000 XAF for the first time and get a 2,000 XAF free bet on any football match.",
            pageURL: URL(string: "https://example.com/promotions/first-deposit"),
            imageURL: URL(string: "https://static.example.com/bonus/first-deposit.png"),
            startsAt: date("2026-02-01T00:00:00Z"), endsAt: date("2026-03-31T23:59:59Z"),
            minimumDeposits: [Money(amount: 2, currency: "EUR"), xaf(1000)], isSelectable: true)])
    }

    @Test func datesZonesKindsStatusesAndAssets() {
        #expect(date("2026-02-10T09:45:12+00:00") == date("2026-02-10T09:45:12Z"))
        #expect(EveryMatrixModelMapper.bonusKind("cashback") == .unknown("cashback"))
        #expect(EveryMatrixModelMapper.bonusStatus("expired") == .expired)
        #expect(EveryMatrixModelMapper.bonusStatus("weird") == .unknown("weird"))
        #expect(EveryMatrixModelMapper.assetURL("https://a.test/x.png") == URL(string: "https://a.test/x.png"))
        #expect(EveryMatrixModelMapper.assetURL("javascript:alert(1)") == nil)
        #expect(EveryMatrixModelMapper.assetURL("") == nil)
    }

    @Test func requestsAndSignedOutRefusal() async throws {
        let transport = StubTransport { _ in .json("{}") }
        let provider = makeProvider(transport)
        do {
            _ = try await provider.bonuses.grantedBonuses()
            Issue.record("expected unauthorized")
        } catch {
            #expect(error == .unauthorized)
        }
        #expect(transport.requests.isEmpty)
        let executor = provider.runtime.executor(.player)
        let credentials = Credentials(accessToken: "SID", userId: "7014240")
        for (endpoint, path) in [(EveryMatrixPlayerAPI.grantedBonuses(language: "en").untyped, "/v1/bonus/granted"),
                                 (EveryMatrixPlayerAPI.applicableBonuses(language: "en").untyped, "/v1/bonus/applicable")] {
            let request = try executor.makeRequest(for: endpoint, credentials: credentials).urlRequest
            #expect(request.url?.absoluteString == "https://player.test\(path)?language=en")
            #expect(request.value(forHTTPHeaderField: "x-sessionid") == "SID")
        }
    }
}
