import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// An in-process back end: answers a provider's endpoints from routes (usually recorded
/// fixtures plus a little state), with the faults of a ``SandboxScenario``. Each provider's
/// sandbox registers its routes; the provider runs unchanged on top of it.
public final class SandboxTransport: HTTPTransport, Sendable {
    /// A request as a route sees it.
    public struct Request: Sendable {
        /// The method.
        public var method: String
        /// The URL path.
        public var path: String
        /// Query items.
        public var query: [URLQueryItem]
        /// Headers.
        public var headers: [String: String]
        /// The body.
        public var body: Data?
        /// Values captured by `{name}` segments of the route's pattern.
        public var pathParameters: [String: String]

        /// The first query value named `name`.
        public func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }
        /// A header value, case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// A request a step of the journey is made of: a method and a route pattern (`{name}`
    /// segments match anything), as given to ``on(_:_:_:)``.
    public struct Endpoint: Sendable, Hashable {
        /// The method.
        public var method: HTTPMethod
        /// The path pattern.
        public var pattern: String

        /// Creates an endpoint.
        public init(_ method: HTTPMethod, _ pattern: String) {
            self.method = method
            self.pattern = pattern
        }
    }

    /// A route's answer.
    public typealias Route = @Sendable (Request) throws -> StubTransport.Reply

    private struct Entry: Sendable {
        let method: String
        let segments: [String]
        let route: Route
    }

    /// The scenario, and how many requests its fault has let through so far.
    private struct ScenarioState {
        var scenario: SandboxScenario
        var faultCandidates = 0
    }

    private let routes = Locked<[Entry]>([])
    private let scenarioState: Locked<ScenarioState>
    /// The requests of each step of the journey, for ``SandboxScenario/faultStep``.
    private let steps: [SandboxScenario.Step: [(method: String, segments: [String])]]
    private let authenticatedRequests = Locked(0)
    /// Decides whether a request carries credentials, for session-expiry scenarios.
    private let isAuthenticated: @Sendable (Request) -> Bool
    /// The answer once the session has expired (default: HTTP 401).
    private let expiredReply: @Sendable (Request) -> StubTransport.Reply

    /// Creates a sandbox transport.
    /// - Parameters:
    ///   - isAuthenticated: whether a request carries session credentials.
    ///   - expiredReply: how the vendor says "session expired".
    ///   - steps: the vendor's requests that make each step of the journey (a step left out is
    ///     never hit by a ``SandboxScenario/faultStep`` fault).
    public init(scenario: SandboxScenario = .perfect,
                isAuthenticated: @escaping @Sendable (Request) -> Bool = { $0.header("Authorization") != nil },
                expiredReply: @escaping @Sendable (Request) -> StubTransport.Reply = { _ in .json(#"{"message":"Unauthenticated."}"#, status: 401) },
                steps: [SandboxScenario.Step: [Endpoint]] = [:]) {
        self.scenarioState = Locked(ScenarioState(scenario: scenario))
        self.isAuthenticated = isAuthenticated
        self.expiredReply = expiredReply
        self.steps = steps.mapValues { $0.map { (method: $0.method.rawValue, segments: Self.segments($0.pattern)) } }
    }

    /// The current scenario; change it at any time (a fault's `faultAfterRequests` then counts afresh).
    public var scenario: SandboxScenario {
        get { scenarioState.withLock { $0.scenario } }
        set { scenarioState.withLock { $0 = ScenarioState(scenario: newValue) } }
    }

    /// Adds a route. `pattern` is a path whose `{name}` segments match anything
    /// (e.g. `/v1/player/{userId}/details`). Later routes win over earlier ones.
    public func on(_ method: HTTPMethod, _ pattern: String, _ route: @escaping Route) {
        let entry = Entry(method: method.rawValue, segments: Self.segments(pattern), route: route)
        routes.withLock { $0.insert(entry, at: 0) }
    }

    /// Answers the request (see the type's description) and records it.
    public func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        let scenario = self.scenario
        if scenario.latency > 0 { try await Task.sleep(nanoseconds: UInt64(scenario.latency * 1_000_000_000)) }
        let urlRequest = try request.readingBodyFile()
        guard let url = urlRequest.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw URLError(.badURL)
        }
        var routed = Request(method: urlRequest.httpMethod ?? "GET", path: components.path, query: components.queryItems ?? [],
                             headers: urlRequest.allHTTPHeaderFields ?? [:], body: urlRequest.httpBody, pathParameters: [:])
        return try answer(&routed, scenario: scenario).transportResult(for: url)
    }

    private func answer(_ request: inout Request, scenario: SandboxScenario) throws -> StubTransport.Reply {
        if let fault = injectedFault(for: request, scenario: scenario) {
            switch fault {
            case .serverError: return .json(#"{"message":"Sandbox: injected server error"}"#, status: 500)
            case .unauthorized: return expiredReply(request)
            case .timeout: return .failure(.timedOut)
            case .offline: return .failure(.notConnectedToInternet)
            case .malformedBody: return .response(status: 200, headers: ["Content-Type": "application/json"], body: Data("{not json".utf8))
            }
        }
        if let limit = scenario.sessionExpiresAfterRequests, isAuthenticated(request) {
            let count = authenticatedRequests.withLock { value -> Int in value += 1; return value }
            if count > limit { return expiredReply(request) }
        }
        let segments = Self.segments(request.path)
        for entry in routes.withLock({ $0 }) where entry.method == request.method {
            if let parameters = Self.match(entry.segments, segments) {
                request.pathParameters = parameters
                return try entry.route(request)
            }
        }
        return .json(#"{"message":"Sandbox: no route for \#(request.method) \#(request.path)"}"#, status: 404)
    }

    /// The scenario's fault if it hits this request: the request is of the fault's step and path,
    /// and the fault has already let `faultAfterRequests` such requests through.
    private func injectedFault(for request: Request, scenario: SandboxScenario) -> SandboxScenario.Fault? {
        guard let fault = scenario.fault,
              scenario.faultPathFilter.map({ request.path.contains($0) }) ?? true,
              scenario.faultStep.map({ isRequest(request, of: $0) }) ?? true else { return nil }
        guard let spared = scenario.faultAfterRequests, spared > 0 else { return fault }
        let strikes = scenarioState.withLock { state -> Bool in
            // A scenario set while this request waited counts from its own start.
            guard state.scenario == scenario else { return false }
            state.faultCandidates += 1
            return state.faultCandidates > spared
        }
        return strikes ? fault : nil
    }

    private func isRequest(_ request: Request, of step: SandboxScenario.Step) -> Bool {
        let path = Self.segments(request.path)
        return (steps[step] ?? []).contains { $0.method == request.method && Self.match($0.segments, path) != nil }
    }

    private static func segments(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init)
    }

    private static func match(_ pattern: [String], _ path: [String]) -> [String: String]? {
        guard pattern.count == path.count else { return nil }
        var parameters: [String: String] = [:]
        for (expected, actual) in zip(pattern, path) {
            if expected.hasPrefix("{") && expected.hasSuffix("}") {
                parameters[String(expected.dropFirst().dropLast())] = actual.removingPercentEncoding ?? actual
            } else if expected != actual {
                return nil
            }
        }
        return parameters
    }
}

extension SandboxTransport.Request: SecretHiding {
    /// Method, path, query and headers with credentials hidden, the body's size only
    /// (``Redactor/printedFields(of:)``); a path parameter that is a credential hidden too.
    package var printedFields: [(String, Any)] {
        var target = URLComponents()
        target.path = path
        target.queryItems = query.isEmpty ? nil : query
        var request = URLRequest(url: target.url ?? URL(fileURLWithPath: "/"))
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let redactor = Redactor()
        let secrets = redactor.secrets(of: request, credentials: nil)
        return redactor.printedFields(of: request) + [("pathParameters", pathParameters.mapValues { redactor.text($0, hiding: secrets) })]
    }
}
