import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// An in-process EveryMatrix: the Player API and bets API answer from recorded payloads with a
/// little state (a placed bet appears in open bets and lowers the balance), and the live feed
/// replays a recorded dump (with five made-up matches after its eight when the topic asks for
/// more than ten) plus made-up UPDATE messages through an in-memory WebSocket, so live data
/// works on Linux too. Any username with a non-empty password signs in; the password
/// `wrong-password` fails with `.invalidCredentials` (the rule of every sandbox, Docs/Testing.md).
/// Every list's events open with their details, and search answers the events whose teams or
/// competition contain the text.
public enum EveryMatrixSandbox {
    /// The operator id the sandbox uses.
    public static let operatorId = "4093"

    /// The configuration the sandbox provider uses: made-up hosts (the sandbox answers in process)
    /// and return URL, named as an app names its own.
    public static let configuration = EveryMatrixConfiguration(
        environment: .init(playerAPIBaseURL: URL(string: "https://player.everymatrix.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                           sportsAPIBaseURL: URL(string: "https://sports.everymatrix.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                           liveDataURL: URL(string: "wss://live.everymatrix.sandbox.invalid/v2")!, // swiftlint:disable:this force_unwrapping
                           realm: "www.everymatrix.com"),
        operatorId: operatorId, language: "en",
        cashierReturnURL: URL(string: "https://app.sandbox.invalid/cashier")!, // swiftlint:disable:this force_unwrapping
        recommendations: .init(eventsURL: URL(string: "https://recsys.everymatrix.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                               eventsKey: recommendationsKey,
                               combinationsURL: URL(string: "https://recsys-combo.everymatrix.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                               combinationsKey: combinationsKey))

    /// The sandbox's recommendation gateway keys (each gateway answers its own key).
    static let recommendationsKey = "sandbox-recsys-key"
    static let combinationsKey = "sandbox-recsys-combo-key"

    /// A provider wired to the sandbox.
    /// - Parameters:
    ///   - scenario: faults to inject, e.g. at one step of the journey (``SandboxScenario/faultStep``).
    ///   - monitor: receives the provider's request events, as with a real provider.
    ///   - middlewares: the app's ``RequestMiddleware``s, run on every request as on a real
    ///     provider; the live features stay (the scenario's latency reaches the sockets too).
    public static func makeProvider(scenario: SandboxScenario = .perfect, monitor: (any RequestEventMonitor)? = nil,
                                    middlewares: [any RequestMiddleware] = []) -> EveryMatrixProvider {
        let script = aggregatorScript()
        let sockets = SandboxLatency(latency: scenario.latency).channels { _ in EveryMatrixWAMPRouter.channel(script: script) }
        return EveryMatrixProvider(configuration: configuration, transport: makeTransport(scenario: scenario),
                                   webSocketFactory: sockets, monitor: monitor, middlewares: middlewares)
    }

    /// The sandbox's HTTP side (Player API and bets API) alone: the tooling's request probes put a
    /// recorder in front of it.
    package static func makeTransport(scenario: SandboxScenario = .perfect) -> SandboxTransport {
        let transport = SandboxTransport(
            scenario: scenario,
            isAuthenticated: { $0.header("x-sessionid") != nil || $0.header("x-session-id") != nil },
            expiredReply: { _ in .json(#"{"errorCode":"SessionExpired","message":"Session expired"}"#, status: 401) },
            steps: steps)
        registerRoutes(on: transport, state: State(playerResponses: playerResponses()))
        return transport
    }

    /// The sandbox's aggregator: each area's topics and RPCs, the first that knows one answers.
    /// `package`: the tooling's request probes read the topics and calls a provider makes of it.
    package static func aggregatorScript() -> EveryMatrixAggregatorScript { sharedAggregatorScript }

    /// Built once per process: its routes only read what they were built from, and building them
    /// (every fixture's dump read and re-encoded) cost a sandbox provider most of its start.
    private static let sharedAggregatorScript: EveryMatrixAggregatorScript = {
        let topics = [liveTopics(), catalogTopics(), eventPageTopics(), bettingOfferTopics()]
        let procedures = [catalogProcedures(), bettingProcedures()]
        return EveryMatrixAggregatorScript(
            topic: { topic in topics.lazy.compactMap { $0(topic) }.first },
            procedure: { name, kwargs in procedures.lazy.compactMap { $0(name, kwargs) }.first })
    }()

    /// A topic resolver: the topic's messages (dump first), or `nil` when the area does not know it.
    typealias TopicRoute = @Sendable (String) -> [Data]?
    /// An RPC resolver: the RESULT kwargs, or `nil` when the area does not know the procedure.
    typealias ProcedureRoute = @Sendable (String, Data?) -> Data?

    /// A sport's live list: the recorded popular live dump and the made-up updates on its ids.
    /// A topic asking for more than ten matches also gets the made-up matches beyond the
    /// recorded eight (``liveMoreFile``), in the same dump, as the vendor's longer list would.
    static func liveTopics() -> TopicRoute {
        let recorded = fixture(liveFile)
        let short = [recorded] + liveUpdates()
        let long = [dump(recorded, adding: fixture(liveMoreFile))] + liveUpdates()
        return { topic in
            // `…/live-matches-aggregator-main/{sport}/all-locations/default-event-info/{count}/{markets}`
            guard let count = count(in: topic, after: "/live-matches-aggregator-main/", segment: 3) else { return nil }
            return count > 10 ? long : short
        }
    }

    /// The recorded live list the sandbox serves.
    static let liveFile = "popular-live-matches-football.json"
    /// The made-up live matches beyond the recorded list's eight.
    static let liveMoreFile = "live-matches-football-more.json"

    /// The count a list topic asks for: its `segment`th segment (from 0) after `marker`; `nil`
    /// for a topic of another list.
    static func count(in topic: String, after marker: String, segment: Int) -> Int? {
        guard let range = topic.range(of: marker) else { return nil }
        let segments = topic[range.upperBound...].split(separator: "/")
        return segment < segments.count ? Int(segments[segment]) : nil
    }

    /// The first message of `base` (a dump) with the records of `more`'s first message after its own.
    static func dump(_ base: Data, adding more: Data) -> Data {
        func first(_ data: Data) -> [String: Any]? { (try? JSONSerialization.jsonObject(with: data) as? [[String: Any]])?.first }
        guard var message = first(base), let records = message["records"] as? [Any],
              let added = first(more)?["records"] as? [Any] else { return base }
        message["records"] = records + added
        return (try? JSONSerialization.data(withJSONObject: [message])) ?? base
    }

    /// Each message of an aggregator fixture (a JSON array of messages), as its own JSON object.
    static func messages(_ name: String) -> [Data] {
        guard let messages = try? JSONSerialization.jsonObject(with: fixture(name)) as? [Any] else { return [] }
        return messages.compactMap { try? JSONSerialization.data(withJSONObject: $0) }
    }

    // MARK: - State

    /// The sandbox account: balance and bets, plus the recorded Player API answers by step name.
    final class State: Sendable {
        /// An open bet as the bets API returns it (encoded, so nothing mutable escapes the lock).
        struct OpenBet {
            let id: String
            let amount: Decimal
            let json: Data
        }
        struct Account {
            var balance = Decimal(string: "269.18") ?? 0
            var openBets: [OpenBet] = []
            var nextBetId = 1
        }
        let account = Locked(Account())
        let playerResponses: [String: Data]

        init(playerResponses: [String: Data]) {
            self.playerResponses = playerResponses
        }

        /// The recorded response of a player-api-flow step.
        func playerResponse(_ step: String) -> Data {
            playerResponses[step] ?? Data("{}".utf8)
        }
    }

    // MARK: - Fixtures

    static func fixture(_ name: String) -> Data {
        SandboxFixtures.data(provider: "everymatrix", name: name) ?? Data("{}".utf8)
    }

    /// A fixture of the player's own amounts (bonuses, limits) as the sandbox serves it: they were
    /// recorded from an operator in francs CFA (`XAF`) while the sandbox's player holds a EUR
    /// wallet, so they are served in the wallet's currency (one account, one currency). Files that
    /// list several currencies (odds-boost caps per currency) are served as recorded.
    static func walletFixture(_ name: String) -> Data {
        Data(String(decoding: fixture(name), as: UTF8.self).replacingOccurrences(of: #""XAF""#, with: #""EUR""#).utf8)
    }

    /// Every recorded response of the player-api-flow, by step name; parsed once per sandbox.
    package static func playerResponses() -> [String: Data] {
        guard let flow = try? JSONSerialization.jsonObject(with: fixture("player-api-flow.json")) as? [[String: Any]] else { return [:] }
        var responses: [String: Data] = [:]
        for step in flow {
            // Steps whose response is not a JSON object or array (the sandbox serves none of them) are left out.
            guard let name = step["name"] as? String, responses[name] == nil, let response = step["response"],
                  JSONSerialization.isValidJSONObject(response), let data = try? JSONSerialization.data(withJSONObject: response) else { continue }
            responses[name] = data // The first step of a name wins, as before.
        }
        return responses
    }

    /// Each UPDATE message of the made-up update file, as its own JSON object.
    static func liveUpdates() -> [Data] {
        messages("live-updates-popular-football.json")
    }

    static func json(_ object: Any, status: Int = 200) -> StubTransport.Reply {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return .json("{}", status: 500) }
        return .response(status: status, headers: ["Content-Type": "application/json"], body: data)
    }

    // MARK: - Routes

    static func registerRoutes(on transport: SandboxTransport, state: State) {
        transport.on(.post, "/v1/player/legislation/login") { request in
            guard let body = request.body, let fields = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  fields["password"] as? String != SandboxCredentials.wrongPassword else {
                return .json(#"{"errorCode":"InvalidCredentials","message":"Invalid username or password."}"#, status: 400)
            }
            return .data(state.playerResponse("Login"))
        }
        transport.on(.post, "/v1/player/legislation/registration/step") { _ in .data(state.playerResponse("Register + login flow")) }
        transport.on(.put, "/v1/player/legislation/register") { _ in .data(state.playerResponse("Register")) }
        transport.on(.delete, "/v1/player/session/player") { _ in .json("{}") }
        transport.on(.get, "/v1/player/{userId}/details") { _ in .data(state.playerResponse("FULL USER PROFILE DETAILS")) }
        transport.on(.get, "/v2/player/{userId}/balance") { _ in
            let balance = state.account.withLock { $0.balance }
            let amount = NSDecimalNumber(decimal: balance)
            let totals: [String: Any] = ["EUR": amount]
            return json(["totalAmount": totals, "totalCashAmount": totals, "totalWithdrawableAmount": totals, "totalRealAmount": totals,
                         "totalBonusAmount": ["EUR": 0], "items": [["type": "Real", "amount": amount, "currency": "EUR"]]])
        }
        transport.on(.post, "/v1/player/{userId}/payment/GetPaymentSession") { _ in
            json(["CashierInfo": ["Url": "https://cashier.sandbox.everymatrix.invalid/deposit?session=sandbox"], "PaymentId": "90001", "ResponseCode": "Success"])
        }
        transport.on(.get, "/v1/player/{userId}/payment/{paymentId}/status") { request in
            json(["status": "Success", "transactionId": "T-" + (request.pathParameters["paymentId"] ?? ""), "amount": 25, "currency": "EUR"])
        }
        registerBetRoutes(on: transport, state: state)
        registerCashoutRoutes(on: transport, state: state)
        registerBonusRoutes(on: transport, state: state)
        registerCasinoRoutes(on: transport)
        // Both gateways answer `/recommendations`; the key tells them apart, as their hosts do.
        transport.on(.get, "/recommendations") { request in
            switch request.queryValue("key") {
            case recommendationsKey: .data(fixture("recsys/recommendations-single.json"))
            case combinationsKey: .data(fixture("recsys/recommendations-combo.json"))
            default: .json(#"{"message":"Permission Denied"}"#, status: 403)
            }
        }
        registerAccountRoutes(on: transport, state: state)
    }
}
