import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Bonuses in the sandbox (with its state) and over the loopback server (the real transport).
struct BonusSandboxLoopbackTests {
    private func signedInSandbox() async throws -> Client {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        return client
    }

    @Test func sandboxCodesOptInOptOutAndCancelChangeTheLists() async throws {
        let bonuses = try await signedInSandbox().bonuses
        #expect(try await bonuses.grantedBonuses().count == 4)
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "bonusCode", code: "BONUSPLAN_NOT_FOUND",
                                                                             message: "This bonus code does not exist.")])) {
            _ = try await bonuses.redeemBonusCode("NOPE")
        }
        let redeemed = try #require(try await bonuses.redeemBonusCode("WELCOME"))
        #expect(redeemed.name == "Code PRINTEMPS25")
        #expect(try await bonuses.grantedBonuses().first?.id == redeemed.id)

        let plan = try #require(try await bonuses.availableBonuses().first)
        try await bonuses.optInBonus(id: plan.id)
        #expect(try await bonuses.availableBonuses().isEmpty)
        let optedIn = try #require(try await bonuses.grantedBonuses().first)
        #expect(optedIn.name == plan.name)
        #expect(optedIn.status == .pending)
        #expect(optedIn.amount == Money(amount: 50, currency: "EUR"))
        await #expect(throws: ServiceProviderError.vendor(code: "BONUSPLAN_NOT_FOUND", message: "This bonus is no longer available.")) {
            try await bonuses.optInBonus(id: plan.id)
        }
        try await bonuses.optOutBonus(id: optedIn.id)
        #expect(try await bonuses.grantedBonuses().contains { $0.id == optedIn.id } == false)

        try await bonuses.cancelBonus(id: "355012")
        #expect(try await bonuses.grantedBonuses().first { $0.id == "355012" }?.status == .forfeited)
    }

    @Test func sandboxWinBoostOnAPlacedBet() async throws {
        let client = try await signedInSandbox()
        let event = try await client.events.event(id: "4067574.1")
        let outcome = try #require(event.markets.first?.outcomes.first)
        let slip = BetSlip(selections: [BetSelection(eventId: event.id, marketId: "67677928.1", outcomeId: outcome.id, odds: outcome.odds)],
                           type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip))
        #expect(bet.slipId != nil)
        #expect(try await client.bonuses.grantedWinBoosts(for: [bet]).isEmpty)
        let offer = try #require(try await client.bonuses.winBoosts(for: bet).first)
        #expect(offer.status == .eligible)
        #expect(offer.betId == bet.id)
        #expect(offer.wheel?.tiers.count == 3)
        let accepted = try await client.bonuses.respondToWinBoost(offer, accept: true)
        #expect(accepted.status == .accepted)
        #expect(accepted.awardedTier?.multiplier == dec("1.25"))
        let granted = try await client.bonuses.grantedWinBoosts(for: [bet])
        #expect(granted.map(\.betId) == [bet.id])
        #expect(granted.map(\.status) == [.accepted])
    }

    @Test func loopbackCarriesEveryBonusCall() async throws {
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/getBonuses": .fixture("getBonuses"),
            "GET /ps/ips/getEligibleOptInBonusPlans": .fixture("getEligibleOptInBonusPlans"),
            "POST /ps/ips/redeemBonus": .fixture("redeemBonus-BONUSPLAN_NOT_FOUND"),
            "POST /ps/ips/optInBonus": .fixture("optInBonus"),
            "POST /ps/ips/optOutBonus": .fixture("optOutBonus"),
            "POST /ps/ips/cancelBonus": .fixture("cancelBonus"),
            "GET /ps/ips/winboost/eligibility": .fixture("winboost-eligibility-NOT_ELIGIBLE"),
            "GET /ps/ips/winboost/accept": .fixture("winboost-accept"),
            "GET /ps/ips/winboost/granted": .fixture("winboost-granted-empty"),
        ])
        defer { loopback.stop() }
        let bonuses = loopback.provider.bonuses
        let bet = Bet(id: "98765433.10", type: .single, status: .open, stake: Money(amount: 10, currency: "EUR"), legs: [], slipId: "30412880")
        #expect(try await bonuses.grantedBonuses().map(\.kind) == [.bonusMoney, .freeBet, .bonusMoney, .bonusMoney])
        #expect(try await bonuses.availableBonuses().map(\.id) == ["88123"])
        await #expect(throws: ServiceProviderError.self) { _ = try await bonuses.redeemBonusCode("NOPE") }
        try await bonuses.optInBonus(id: "88123")
        try await bonuses.optOutBonus(id: "355031")
        try await bonuses.cancelBonus(id: "355012")
        #expect(try await bonuses.winBoosts(for: bet).map(\.status) == [.notEligible])
        #expect(try await bonuses.respondToWinBoost(WinBoost(id: "wb-7741", status: .eligible), accept: true).status == .accepted)
        #expect(try await bonuses.grantedWinBoosts(for: [bet]).isEmpty)
        let received = loopback.requests
        #expect(received.count == 9)
        #expect(received.allSatisfy { $0.queryValue("sessionKey") == "session-key-placeholder" })
        #expect(received[2].queryValue("bonusCode") == "NOPE")
        #expect(received[3].queryValue("partyId") == "100234")
        #expect(received[6].queryValue("gameTranId") == "30412880_98765433.1")
        #expect(received[8].queryValue("gameTranIds") == "30412880_98765433.1")
    }

    @Test func loopbackFreeBetFallback() async throws {
        let withoutSportsbook = try Fixture.string("getBalance").replacingOccurrences(of: "\"SPORT_RADAR\"", with: "\"CASINO\"")
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/getBalance": .json(withoutSportsbook),
            "GET /ps/ips/getSportRadarReportedCashbackBalance": .json(#"{"status":"SUCCESS","balance":"2.50"}"#),
            "GET /api/betting/fo/freeBalance": .fixture("getFreebet"),
        ])
        defer { loopback.stop() }
        let wallet = try await loopback.provider.wallet.balance()
        #expect(wallet.primary?.freeBet == Money(amount: 5, currency: "EUR"))
        let freeRequest = try #require(loopback.requests.first { $0.path == "/api/betting/fo/freeBalance" })
        #expect(freeRequest.header("Authorization") == "launch-token-placeholder")
    }
}
