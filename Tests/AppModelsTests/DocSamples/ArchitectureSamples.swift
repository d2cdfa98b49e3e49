// Compiled copies of the ```swift samples in Docs/Architecture.md. DocsConsistencyTests checks
// that every sample in the docs appears here verbatim (whitespace-normalised), so an API change
// breaks this file's build or that test, never silently the docs.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import AppModels

// MARK: - Architecture.md: "Using the SDK"

func architectureUsage(provider: any ServiceProvider, mapper: ServiceProviderModelMapper,
                       apply: (EventChange) -> Void) async throws {
    let client = Client(provider: provider)
    if client.supports(.balance) {
        let wallet = try await client.wallet.balance()
        let summary = mapper.walletSummary(wallet)
        print(summary.primary?.total ?? "")
    }
    for try await change in client.events.liveChanges(sport: .football) {
        apply(change)
    }
}

// MARK: - Architecture.md: "Offline writes"

func architectureOffline(goma: any ServiceProvider, appSupport: URL, connectivity: any Connectivity,
                         showPending: (Int, OfflineWriteOutcome?) -> Void) async {
    let provider = OfflineProvider(wrapping: goma, folder: appSupport.appendingPathComponent("writes"),
                                   connectivity: connectivity)
    let client = Client(provider: provider)
    for await state in client.offlineWrites { showPending(state.pending.count, state.lastOutcome) }
}

// MARK: - Architecture.md: "An endpoint"

enum WalletAPI {
    static func balance(user: SessionUser) -> Request<BalanceResponse> {
        Request("/v1/player/\(user.id)/balance",
                authorization: .session([.header("x-sessionid", .accessToken), .header("x-user-id", .userId)]),
                cacheTTL: 5)
    }
}

// MARK: - Architecture.md: "The runtime"

struct BalanceResponse: Decodable, Sendable {
    let amount: String
    let currency: String
}

enum WalletHost: ProviderHost {
    case player
}

func architectureRuntime(baseURL: URL) async throws -> BalanceResponse {
    let runtime = ProviderRuntime<URL, WalletHost>(
        name: "Example", configuration: baseURL, transport: URLSessionTransport(), tokenStorage: InMemoryTokenStorage(),
        monitor: nil, retryPolicy: .default, sleep: taskSleep, now: Date.init,
        hosts: { _ in .init(baseURL: baseURL, errorMapper: HTTPStatusErrorMapper()) })
    await runtime.session.signIn(Credentials(accessToken: "session-id", userId: "42"), persist: false)
    return try await runtime.executor(.player).send(forUser: WalletAPI.balance)
}

// MARK: - Architecture.md: "App models"

func architectureAppModels(wallet: UserWallet, event: Event) -> (WalletSummary, EventItem) {
    let preferences = DisplayPreferences(locale: Locale(identifier: "fr_FR"),
                                         timeZone: TimeZone(identifier: "Europe/Paris") ?? .current,
                                         oddsFormat: .decimal, kickoffStyle: .relative)
    let mapper = ServiceProviderModelMapper(preferences: preferences)
    return (mapper.walletSummary(wallet), mapper.eventItem(event))
}

// MARK: - Architecture.md: "Errors"

func architectureErrors(client: Client, show: (UserWallet) -> Void, showSignIn: () -> Void,
                        showAlert: (String) -> Void, log: (String) -> Void) async {
    do {
        show(try await client.wallet.balance())
    } catch .unauthorized, .sessionExpired {
        showSignIn()
    } catch {
        showAlert(error.localizedDescription)  // error.message: "The server had a problem. …"
        log(String(reflecting: error))         // server(status: 503, message: nil)
    }
}

/// A provider whose balance fails with a fixed error, for the errors sample.
struct FailingWalletProvider: ServiceProvider {
    struct Wallet: WalletService {
        let providerName = "Failing"
        let error: ServiceProviderError
        func balance() async throws(ServiceProviderError) -> UserWallet { throw error }
    }
    let error: ServiceProviderError
    let name = "Failing"
    let features: Set<Feature> = [.balance]
    var wallet: any WalletService { Wallet(error: error) }
}

@Suite struct ArchitectureSampleTests {
    @Test func theErrorsSampleShowsTheMessageAndLogsTheCase() async {
        var alerts: [String] = [], logs: [String] = [], signIns = 0
        for error in [ServiceProviderError.server(status: 503, message: nil), .sessionExpired] {
            await architectureErrors(client: Client(provider: FailingWalletProvider(error: error)), show: { _ in },
                                     showSignIn: { signIns += 1 }, showAlert: { alerts.append($0) }, log: { logs.append($0) })
        }
        #expect(alerts == ["The server had a problem. Please try again later."])
        #expect(logs == ["server(status: 503, message: nil)"])
        #expect(signIns == 1)
    }

    @Test func theEndpointSampleBuildsTheDocumentedRequest() throws {
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.example.com")!),
                                       transport: StubTransport(.json("{}")))
        let request = try executor.makeRequest(for: WalletAPI.balance(user: SessionUser(id: "42")),
                                               credentials: Credentials(accessToken: "s", userId: "42")).urlRequest
        #expect(request.url?.absoluteString == "https://api.example.com/v1/player/42/balance")
        #expect(request.value(forHTTPHeaderField: "x-sessionid") == "s")
        #expect(request.value(forHTTPHeaderField: "x-user-id") == "42")
    }
}

// MARK: - Architecture.md: "Path parameters are one segment"

func architecturePath(betId: String) -> RequestPath {
    let path: RequestPath = "/v1/bets/\(betId)/cashout"
    // betId "a/b;c" → /v1/bets/a%2Fb%3Bc/cashout; betId ".." → .invalidRequest, nothing sent
    return path
}

@Suite struct ArchitecturePathSamples {
    @Test func thePathSampleEncodesAndRefusesAsDocumented() throws {
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.example.com")!),
                                       transport: StubTransport(.json("{}")))
        let encoded = try executor.makeRequest(for: Request<Void>(architecturePath(betId: "a/b?c")), credentials: nil).urlRequest
        #expect(encoded.url?.absoluteString == "https://api.example.com/v1/bets/a%2Fb%3Fc/cashout")
        #expect(throws: ServiceProviderError.self) { try executor.makeRequest(for: Request<Void>(architecturePath(betId: "..")), credentials: nil) }
    }
}
