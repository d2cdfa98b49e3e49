// The README's usage sample, compiled. DocsConsistencyTests (Tests/AppModelsTests) checks that
// the README's ```swift block appears here verbatim (whitespace-normalised).
import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderGoma

func readmeUsage(url: URL, businessUnitKey: String, deviceId: String, secret: String,
                 render: (EventBoard) -> Void, showCashoutButton: () -> Void) async throws {
let provider = GomaProvider(configuration: .init(baseURL: url, apiKey: businessUnitKey, deviceId: deviceId))
let client = Client(provider: provider)

let session = try await client.account.login(LoginCredentials(username: "ana", password: secret))
let wallet = try await client.wallet.balance()
print(wallet.primary?.total.amount ?? 0)
for try await board in client.events.liveEvents(sport: .football) { render(board) }
if client.supports(.cashout) { showCashoutButton() }
    _ = session
}
