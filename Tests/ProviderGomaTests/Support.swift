import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Loads the Goma vendor fixtures from `Sources/ServicesProviderTesting/SandboxFixtures/goma/`,
/// the one copy the sandbox answers with too.
enum Fixture {
    static func data(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let url = try #require(SandboxFixtures.url(provider: "goma", name: name),
                               "missing fixture SandboxFixtures/goma/\(name)", sourceLocation: sourceLocation)
        return try Data(contentsOf: url)
    }

    static func string(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try GomaCoding.makeDecoder().decode(type, from: try data(name))
    }
}

/// `2025-03-15 20:30:00` UTC and friends.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)) ?? .distantPast
}

func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
}

let testBaseURL = URL(string: "https://api.goma.test") ?? URL(fileURLWithPath: "/")
let testConfiguration = GomaConfiguration(baseURL: testBaseURL, apiKey: "test-business-unit-key",
                                          deviceId: "00000000-0000-4000-8000-000000000001", pushToken: "push-token-1",
                                          language: "pt")
/// A fixed "now" before the fixtures' token expiries (2025-03-07 00:34:31).
let fixtureNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_741_300_000) }

/// A request executor like the provider's, for building requests in tests.
func makeTestExecutor() -> RequestExecutor {
    GomaProvider(configuration: testConfiguration, transport: StubTransport(.json("{}"))).runtime.executor(.api)
}

extension URLRequest {
    var bearer: String? { value(forHTTPHeaderField: "Authorization") }
    var path: String { url?.path ?? "" }
    var bodyJSON: [String: Any]? { httpBody.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } }
}

/// Records what a routed stub answered, by path.
final class GomaStubServer: Sendable {
    typealias Route = @Sendable (URLRequest, Int) -> StubTransport.Reply
    private let routes: Locked<[String: Route]>
    private let counts = Locked<[String: Int]>([:])
    let transport: StubTransport

    init(_ routes: [String: Route] = [:]) {
        let table = Locked(routes)
        let counts = self.counts
        self.routes = table
        transport = StubTransport { request in
            let key = "\(request.httpMethod ?? "GET") \(request.url?.path ?? "")"
            let count = counts.withLock { value -> Int in value[key, default: 0] += 1; return value[key, default: 0] }
            guard let route = table.withLock({ $0[key] }) else {
                return .json(#"{"message":"no route \#(key)"}"#, status: 404)
            }
            return route(request, count)
        }
    }

    func set(_ key: String, _ route: @escaping Route) { routes.withLock { $0[key] = route } }
    func count(_ key: String) -> Int { counts.withLock { $0[key, default: 0] } }
    var requests: [URLRequest] { transport.requests }
}

/// The virtual clock of this target: a ``VirtualSleeper`` (records each delay, returns at once,
/// throws when cancelled) that first lets other tasks run. A poll on `VirtualSleeper` alone never
/// gives up its thread; Swift Testing runs tests in parallel, and two such polls could hold every
/// thread of the cooperative pool (two on a 2-core machine), so no consumer would ever run to
/// take their answer and stop them.
final class YieldingSleeper: Sendable {
    private let virtual = VirtualSleeper()

    /// The delays requested so far.
    var recorded: [TimeInterval] { virtual.recorded }

    /// The function to inject.
    var sleep: SleepFunction {
        { [virtual] delay in
            await Task.yield()
            try await virtual.sleep(delay)
        }
    }
}

/// A provider over a stub server, retrying nothing, on the virtual clock and the fixtures' "now".
func makeProvider(_ server: GomaStubServer) -> GomaProvider {
    GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                 sleep: YieldingSleeper().sleep, now: fixtureNow)
}

/// ``makeProvider(_:)`` signed in through the server's login route (`auth-login.json`).
func signedIn(_ server: GomaStubServer) async throws -> GomaProvider {
    let provider = makeProvider(server)
    _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
    return provider
}

extension StubTransport.Reply {
    static func fixture(_ name: String, status: Int = 200) -> Self {
        (try? Fixture.data(name)).map { .data($0, status: status) } ?? .json(#"{"message":"fixture missing"}"#, status: 500)
    }
}
