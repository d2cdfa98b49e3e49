import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A request whose body the test ignores.
typealias TestEndpoint = Request<Void>

/// A request answering `Response`.
typealias TypedTestEndpoint<Response: Sendable> = Request<Response>

extension Request {
    /// A request for tests, with every field settable and named (`TestEndpoint(path: "/me", authorization: .bearer)`).
    init(path: RequestPath = "/items", method: HTTPMethod = .get, queryItems: [URLQueryItem] = [], headers: [String: String] = [:],
         body: RequestBody? = nil, authorization: AuthorizationRequirement = .none, idempotent: Bool? = nil,
         timeout: TimeInterval? = nil, cacheTTL: TimeInterval? = nil, operation: String = "test") {
        self.init(method, path, query: queryItems, headers: headers, body: body, authorization: authorization, idempotent: idempotent,
                  timeout: timeout, cacheTTL: cacheTTL, operation: operation)
    }

    /// The same request, answering `Other` (one request sent for its status and for its body).
    func expecting<Other>(_: Other.Type) -> Request<Other> {
        Request<Other>(method, path, query: queryItems, headers: headers, body: body, authorization: authorization,
                       idempotent: isIdempotent, timeout: timeout, cacheTTL: cacheTTL, operation: operation)
    }
}

/// A small decodable model for decode tests.
struct Item: Decodable, Equatable, Sendable {
    var id: String
    var price: Double
}

struct ItemList: Decodable, Equatable, Sendable {
    var items: [Item]
}

/// Counts calls across tasks.
final class Counter: Sendable {
    private let value = Locked(0)
    init() {}
    @discardableResult func increment() -> Int { value.withLock { $0 += 1; return $0 } }
    var count: Int { value.withLock { $0 } }
}

/// Collects strings across tasks (monitor output).
final class Lines: Sendable {
    private let value = Locked<[String]>([])
    init() {}
    func append(_ line: String) { value.withLock { $0.append(line) } }
    var all: [String] { value.withLock { $0 } }
}

/// A mutable clock for cache and expiry tests.
final class TestClock: Sendable {
    private let value: Locked<Date>
    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { value = Locked(start) }
    var now: Date { value.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { value.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var function: @Sendable () -> Date { { [value] in value.withLock { $0 } } }
}

let testBaseURL = URL(string: "https://api.example.com/base/")!

func makeExecutor(transport: any HTTPTransport, session: SessionStore? = nil, defaultHeaders: [String: String] = [:],
                  retryPolicy: RetryPolicy = .none, errorMapper: any ResponseErrorMapper = HTTPStatusErrorMapper(),
                  monitor: (any RequestEventMonitor)? = nil, sleeper: VirtualSleeper = VirtualSleeper(),
                  now: @escaping @Sendable () -> Date = Date.init, baseURL: URL = testBaseURL) -> RequestExecutor {
    RequestExecutor(configuration: .init(baseURL: baseURL, defaultHeaders: defaultHeaders, errorMapper: errorMapper,
                                         retryPolicy: retryPolicy),
                    transport: transport, session: session, monitor: monitor, sleep: sleeper.sleep, now: now)
}

/// Runs `body` and returns the ServiceProviderError it threw, or nil.
/// Runs `body` and returns the error it threw (nil when it succeeded). Any error that is not a
/// `ServiceProviderError` becomes `.invalidResponse` so a test can never mistake it for a pass.
func capture<T>(_ body: () async throws -> T) async -> ServiceProviderError? {
    do {
        _ = try await body()
        return nil
    } catch let error as ServiceProviderError {
        return error
    } catch {
        return .invalidResponse(message: "not a ServiceProviderError: \(error)")
    }
}

/// Records the kind of every request event a monitor receives.
final class RecordingMonitor: RequestEventMonitor {
    private let events = Locked<[RequestEvent]>([])
    init() {}
    func handle(_ event: RequestEvent) { events.withLock { $0.append(event) } }
    var kinds: [String] {
        events.withLock { $0 }.map { event in
            switch event {
            case .started: return "started"
            case .retrying: return "retrying"
            case .finished: return "finished"
            case .failed: return "failed"
            }
        }
    }
}
