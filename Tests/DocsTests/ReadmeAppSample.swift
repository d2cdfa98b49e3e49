// The README's sandbox example (Examples/ReadmeApp/Sources/ReadmeApp/main.swift), compiled and
// run here too, so `swift test` fails when the example stops working on any sandbox.
// ReadmeInstallationTests checks that the README's block is verbatim in this file and in main.swift.
import Foundation
import ServicesProvider
import ServicesProviderTesting
import AppModels

func readmeApp() async throws {
let mapper = ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: "en_GB"), timeZone: .current))
for provider: any ServiceProvider in [EveryMatrixSandbox.makeProvider(), GomaSandbox.makeProvider(), SportRadarSandbox.makeProvider()] {
    let client = Client(provider: provider)
    _ = try await client.account.login(LoginCredentials(username: "ana", password: "secret"))
    let wallet = try await client.wallet.balance()
    print(provider.name, "balance:", mapper.walletSummary(wallet).primary?.total ?? "none")

    let competition = client.supports(.competitions) ? try await client.events.competitions(sport: .football).first?.id : nil
    let page = try await client.events.list(EventQuery(sport: .football, competitionId: competition, page: PageRequest(pageSize: 2)))
    for event in page.items { print(" ", mapper.eventItem(event).title, "·", mapper.eventItem(event).kickoffText) }
    print("  next:", page.next.map { "page \($0.page), \($0.pageSize) a page" } ?? "none, the last page")

    let event = page.items.first { $0.markets.contains(where: \.isAvailable) }
    if client.supports(.placeBet), let event, let market = event.markets.first(where: \.isAvailable),
       let outcome = market.outcomes.first(where: { $0.status == .open }), let currency = wallet.primary?.currency {
        let selection = BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId)
        let slip = BetSlip(selections: [selection], type: .single, stakePerBet: Money(amount: 1, currency: currency))
        let ticket = mapper.betTicket(try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptHigher)))
        print("  bet:", ticket.typeText, ticket.stakeText, ticket.statusText)
    }
    try await client.account.logout()
}
}
