import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderGoma

/// An in-process Goma back end for previews and UI tests: answers from the Goma fixtures
/// (`SandboxFixtures/goma`, whose README says which are recorded and which made up),
/// with a little state — a placed bet lowers the wallet balance and appears in the user's tickets.
/// Any username with a non-empty password signs in; the password `wrong-password` fails with
/// `.invalidCredentials` (the rule of every sandbox, Docs/Testing.md). Every list's events open
/// with their details, and a slip's returns are its stake times its odds.
public enum GomaSandbox {
    /// The sandbox's user token (see the type's sign-in rule).
    public static let userToken = "goma-user-jwt-placeholder"
    /// The sandbox's anonymous token.
    public static let anonymousToken = "goma-anonymous-jwt-placeholder"

    /// A provider wired to a fresh sandbox.
    /// - Parameters:
    ///   - scenario: faults to inject, e.g. at one step of the journey (``SandboxScenario/faultStep``).
    ///   - monitor: receives the provider's request events, as with a real provider.
    ///   - middlewares: the app's ``RequestMiddleware``s, run on every request as on a real
    ///     provider; the live features stay (the scenario's latency reaches the sockets too).
    public static func makeProvider(scenario: SandboxScenario = .perfect, monitor: (any RequestEventMonitor)? = nil,
                                    middlewares: [any RequestMiddleware] = []) -> GomaProvider {
        makeProvider(transport: makeTransport(scenario: scenario), monitor: monitor, middlewares: middlewares)
    }

    /// A provider over a given sandbox transport (to change its scenario while running; or any
    /// transport in front of one, as the tooling's request probes put a recorder there), polling
    /// the live list every `livePollInterval` seconds, its request events sent to `monitor`.
    public static func makeProvider(transport: any HTTPTransport, livePollInterval: TimeInterval = 30,
                                    sleep: @escaping SleepFunction = taskSleep, monitor: (any RequestEventMonitor)? = nil,
                                    middlewares: [any RequestMiddleware] = []) -> GomaProvider {
        let configuration = GomaConfiguration(baseURL: URL(string: "https://sandbox.goma.invalid") ?? URL(fileURLWithPath: "/"),
                                              apiKey: "sandbox-business-unit-key",
                                              deviceId: "00000000-0000-4000-8000-000000000001",
                                              livePollInterval: livePollInterval, chatSocket: chatSocket)
        // The chat socket keeps the sandbox's latency, as its HTTP side does.
        let latency = SandboxLatency(latency: (transport as? SandboxTransport)?.scenario.latency ?? 0)
        return GomaProvider(configuration: configuration, transport: transport, webSocketFactory: latency.channels(makeChatServer().factory),
                            monitor: monitor, middlewares: middlewares, retryPolicy: .none, sleep: sleep)
    }

    /// The sandbox transport with every Goma route.
    public static func makeTransport(scenario: SandboxScenario = .perfect) -> SandboxTransport {
        makeTransport(scenario: scenario, cmsFolder: nil)
    }

    /// The sandbox transport serving the CMS as a sportsbook's operator has it: its pointers
    /// (carousel, hero cards, pro choices, boosted odds, ids only) read from `cmsFolder` inside
    /// the Goma fixtures (`cms-everymatrix`, see the fixtures' README), or the recorded ones at
    /// the top for `""`; `nil` keeps Goma's own answers (boosted odds with Goma's events).
    static func makeTransport(scenario: SandboxScenario, cmsFolder: String?) -> SandboxTransport {
        let transport = SandboxTransport(scenario: scenario, steps: steps)
        let state = Locked(State())

        transport.on(.post, "/api/auth/v1") { request in
            guard let key = request.header("x-api-key"), !key.isEmpty else { return error(401, "Invalid API key.") }
            let expiry = Int(Date().timeIntervalSince1970) + 3600
            return .json(#"{"token":"\#(anonymousToken)","expires_at":\#(expiry),"type":"bearer"}"#)
        }
        transport.on(.post, "/api/auth/v1/login") { request in
            let body = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
            guard let password = body["password"] as? String, !password.isEmpty, password != SandboxCredentials.wrongPassword else {
                return error(401, "Invalid credentials.")
            }
            guard !state.withLock({ $0.accountClosed }) else { return error(401, "Invalid credentials.") }
            guard var login = object("auth-login.json"), var data = login["data"] as? [String: Any] else { return missing() }
            data["expires_at"] = Int(Date().timeIntervalSince1970) + 3600
            login["data"] = data
            return reply(login)
        }
        transport.on(.get, "/api/tips/v1/user-profile/{userId}") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return file("user-profile.json")
        }
        transport.on(.get, "/api/users/v1/wallets") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            let balance = state.withLock { $0.balance }
            return .json(#"{"balance":\#(balance),"free_balance":10.0,"cashback_balance":2.35}"#)
        }
        transport.on(.get, "/api/sports/v1") { _ in file("sports.json") }
        transport.on(.get, "/api/events/v1/{id}") { request in
            let id = request.pathParameters["id"] ?? ""
            if id == "48213" { return file("event-details.json") }
            return knownEvents().first { idString($0["id"]) == id }.map(reply) ?? error(404, "Event not found.")
        }
        transport.on(.get, "/api/events/v1/{id}/markets") { request in
            let id = request.pathParameters["id"] ?? ""
            if id == "48213" { return file("event-markets.json") }
            guard let event = knownEvents().first(where: { idString($0["id"]) == id }) else { return error(404, "Event not found.") }
            return reply(event["markets"] ?? [Any]())
        }
        // Registered after `{id}` so these literal paths win (the paged lists: `registerLists`).
        transport.on(.get, "/api/events/v1/live") { _ in
            let poll = state.withLock { value -> Int in value.livePolls += 1; return value.livePolls }
            return liveEvents(afterPolls: poll)
        }
        // Tickets before the slip: the slip's literal `/api/tickets/v1/calculate` and
        // `/allowed-types`, registered later, win over `/api/tickets/v1/{id}`.
        registerTickets(on: transport, state: state)
        registerBetting(on: transport, state: state)
        registerAccount(on: transport, state: state)
        registerSearch(on: transport, state: state)
        registerCompetitions(on: transport, state: state)
        registerLists(on: transport, state: state)
        registerPromotions(on: transport, state: state)
        registerSocial(on: transport)
        registerChat(on: transport)
        transport.on(.get, "/api/home/v1/template") { _ in file("home-template.json") }
        func cms(_ name: String) -> String {
            guard let folder = cmsFolder, !folder.isEmpty else { return name }
            return "\(folder)/\(name)"
        }
        for (path, name) in [("alert-banner", "alert-banner.json"), ("banners", "banners.json"),
                             ("sport-banners", cms("carousel-events.json")),
                             ("hero-cards", cms("hero-cards.json")), ("stories", "stories.json"), ("news", "news.json"),
                             ("pro-choices", cms("pro-choices.json"))] {
            transport.on(.get, "/api/promotions/v1/\(path)") { _ in file(name) }
        }
        if cmsFolder != nil {
            // Registered after `registerBetting`'s Goma-event answer, so this one wins.
            let boosted = cms("boosted-odds-banners.json")
            transport.on(.get, "/api/promotions/v1/boosted-odds-banners") { _ in file(boosted) }
        }
        return transport
    }

    // MARK: - State

    /// What the sandbox remembers between requests; each area's routes may read and change it.
    struct State {
        var balance: Decimal = Decimal(string: "125.5") ?? 0
        var placed: [[String: Any]] = []
        var nextTicketId = 6001
        var nextSelectionId = 90001
        var livePolls = 0
        var accountClosed = false
    }

    /// The recorded live list, moved on by each poll as a live match moves: the clock advances a
    /// minute and the first market's live prices drift, so polling shows changes.
    static func liveEvents(afterPolls poll: Int) -> StubTransport.Reply {
        guard poll > 1 else { return file("events-live.json") }
        guard let data = SandboxFixtures.data(provider: "goma", name: "events-live.json"),
              var events = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else { return missing() }
        let step = Decimal(poll - 1) * Decimal(5) / 100
        for index in events.indices {
            if let timer = Int(idString(events[index]["timer"]) ?? "") { events[index]["timer"] = String(timer + poll - 1) }
            guard var markets = events[index]["markets"] as? [[String: Any]], var outcomes = markets.first?["outcomes"] as? [[String: Any]] else { continue }
            for outcome in outcomes.indices {
                guard let price = Decimal(string: idString(outcomes[outcome]["price_live"]) ?? "") else { continue }
                // Alternate directions so the prices drift apart rather than all up.
                let moved = outcome % 2 == 0 ? price + step : max(Decimal(101) / 100, price - step)
                outcomes[outcome]["price_live"] = "\(moved)"
            }
            markets[0]["outcomes"] = outcomes
            events[index]["markets"] = markets
        }
        return reply(events)
    }

    // MARK: - Helpers

    static func isUser(_ request: SandboxTransport.Request) -> Bool {
        request.header("Authorization") == "Bearer \(userToken)"
    }

    /// A fixture file as the answer, with `status` (an error file is answered with its status).
    static func file(_ name: String, status: Int = 200) -> StubTransport.Reply {
        guard let data = SandboxFixtures.data(provider: "goma", name: name) else { return missing() }
        return .data(data, status: status)
    }

    static func object(_ name: String) -> [String: Any]? {
        SandboxFixtures.data(provider: "goma", name: name).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    static func knownEvents() -> [[String: Any]] {
        // The paged lists' events (upcoming, trending, ended), so every listed event opens.
        let paged = ["events-upcoming.json", "events-trending.json", "events-ended.json"].flatMap { (object($0)?["data"] as? [[String: Any]]) ?? [] }
        let live = SandboxFixtures.data(provider: "goma", name: "events-live.json")
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [[String: Any]] } ?? []
        // A competition's events open and take bets too; an id already listed above keeps its
        // first version.
        let competition = (object("competition-events.json")?["data"] as? [[String: Any]]) ?? []
        var seen = Set<String>()
        return (paged + live + competition).filter { seen.insert(idString($0["id"]) ?? "").inserted }
    }

    static func reply(_ value: Any) -> StubTransport.Reply {
        guard let data = try? JSONSerialization.data(withJSONObject: value) else { return missing() }
        return .data(data)
    }

    static func error(_ status: Int, _ message: String) -> StubTransport.Reply {
        .json(#"{"message":"\#(message)"}"#, status: status)
    }

    static func missing() -> StubTransport.Reply {
        error(500, "Sandbox: fixture missing")
    }

    static func idString(_ value: Any?) -> String? {
        if let string = value as? String { return string }
        if let int = value as? Int { return String(int) }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }

    /// A JSON number for a decimal amount (the sandbox is not the SDK: a Double is fine here).
    static func number(_ value: Decimal) -> Double {
        NSDecimalNumber(decimal: value).doubleValue
    }

    /// Built once; locked because a formatter is not safe to share across threads on every platform.
    static let timestampFormatter: Locked<DateFormatter> = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.000000'Z'"
        return Locked(formatter)
    }()

    static func timestamp() -> String {
        timestampFormatter.withLock { $0.string(from: Date()) }
    }
}
