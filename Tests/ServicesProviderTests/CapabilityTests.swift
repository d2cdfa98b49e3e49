import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

private struct TestWallet: WalletService {
    let providerName = "Test"
    func balance() async throws(ServiceProviderError) -> UserWallet { throw .unauthorized }
}

private struct TestEvents: EventsService {
    let providerName = "Test"
    func sports() async throws(ServiceProviderError) -> [Sport] { [] }
}

private struct TestProvider: ServiceProvider {
    let name = "Test"
    var features: Set<Feature>
    var wallet: any WalletService { TestWallet() }
    var events: any EventsService { TestEvents() }
}

@Suite("Capabilities")
struct CapabilityTests {
    @Test func truthfulDeclarationHasNoMismatches() async {
        let client = Client(provider: TestProvider(features: [.balance, .sports]))
        #expect(await CapabilityProbe.mismatches(on: client) == [])
        #expect(client.supports(.balance))
        #expect(!client.supports(.placeBet))
    }

    @Test func lyingDeclarationIsCaught() async {
        let overclaiming = Client(provider: TestProvider(features: [.balance, .sports, .placeBet]))
        #expect(await CapabilityProbe.mismatches(on: overclaiming) == [.placeBet])
        let underclaiming = Client(provider: TestProvider(features: [.balance]))
        #expect(await CapabilityProbe.mismatches(on: underclaiming) == [.sports])
    }

    @Test func defaultAccessorsThrowNotSupported() async {
        let client = Client(provider: TestProvider(features: []))
        #expect(await capture { try await client.betting.placeBet(BetPlacementRequest(slip: BetSlip(
            selections: [BetSelection(eventId: "1", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2))],
            type: .single, stakePerBet: Money(amount: 1, currency: "EUR")))) } == .notSupported(feature: .placeBet, provider: "Test"))
        #expect(await capture { try await client.account.profile() } == .notSupported(feature: .profile, provider: "Test"))
        #expect(await capture { try await client.content.banners() } == .notSupported(feature: .banners, provider: "Test"))
        #expect(await capture { try await client.events.event(id: "1") } == .notSupported(feature: .eventDetails, provider: "Test"))
        var stream = client.events.liveChanges(sport: .football).makeAsyncIterator()
        #expect(await capture { try await stream.next() } == .notSupported(feature: .liveChanges, provider: "Test"))
    }

    @Test func everyFeatureIsUnsupportedByDefault() async {
        let client = Client(provider: UnsupportedOnly())
        for feature in Feature.allCases {
            #expect(await CapabilityProbe.isNotSupported(feature, on: client), "\(feature)")
        }
        #expect(client.capabilities.isEmpty)
    }
}

private struct UnsupportedOnly: ServiceProvider {
    let name = "None"
    let features: Set<Feature> = []
}
