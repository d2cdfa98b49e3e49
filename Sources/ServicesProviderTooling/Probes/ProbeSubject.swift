import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ProviderGoma
@_spi(ProviderKit) import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// The providers a probe drives, each on its vendor's sandbox.
enum ProbeProvider: String, CaseIterable, Sendable {
    case goma, everyMatrix = "everymatrix", sportRadar = "sportradar"

    /// Every sandbox's account is in euros.
    static let accountCurrency = "EUR"
}

/// A provider signed in on its sandbox behind a recording transport, as a probe drives it:
/// `recorder` holds every HTTP request sent, `live` every aggregator topic subscribed and call
/// made over EveryMatrix's WebSocket (`name` then the arguments' JSON).
struct ProbeSubject: Sendable {
    let provider: ProbeProvider
    let client: Client
    let recorder: StubTransport
    let live: Locked<[String]>
    /// An open outcome of a listed event, as an app puts it on a slip (`nil` when the sandbox
    /// lists none: the slip calls then go without).
    let pick: BetSelection?
    /// The account's first limit, the one a change is asked of (`nil` without limits).
    let limit: GamblingLimit?

    /// Signs in on a fresh sandbox of `provider`.
    static func make(_ provider: ProbeProvider) async throws -> ProbeSubject {
        let live = Locked<[String]>([])
        let recorder: StubTransport
        let serviceProvider: any ServiceProvider
        switch provider {
        case .goma:
            recorder = recording(GomaSandbox.makeTransport())
            serviceProvider = GomaSandbox.makeProvider(transport: recorder)
        case .everyMatrix:
            recorder = recording(EveryMatrixSandbox.makeTransport())
            let base = EveryMatrixSandbox.aggregatorScript()
            let script = EveryMatrixAggregatorScript(
                topic: { topic in
                    live.withLock { $0.append(topic) }
                    return base.topic(topic)
                },
                procedure: { name, arguments in
                    live.withLock { $0.append(name + " " + String(decoding: arguments ?? Data(), as: UTF8.self)) }
                    return base.procedure(name, arguments)
                })
            serviceProvider = EveryMatrixProvider(configuration: EveryMatrixSandbox.configuration, transport: recorder,
                                                  webSocketFactory: { _ in EveryMatrixWAMPRouter.channel(script: script) })
        case .sportRadar:
            recorder = recording(SportRadarSandbox.makeTransport())
            serviceProvider = SportRadarProvider(configuration: SportRadarSandbox.configuration, transport: recorder)
        }
        let client = Client(provider: serviceProvider)
        _ = try await client.account.login(LoginCredentials(username: "probe-user", password: "probe-password"))
        let limit = client.supports(.limits) ? try? await client.responsibleGaming.limits().first : nil
        return ProbeSubject(provider: provider, client: client, recorder: recorder, live: live, pick: await pick(on: client), limit: limit)
    }

    /// A stub that records each request and answers it from `sandbox`.
    private static func recording(_ sandbox: SandboxTransport) -> StubTransport {
        StubTransport { request in
            let (body, response) = try await sandbox.send(TransportRequest(urlRequest: request))
            var headers: [String: String] = [:]
            for case let (name as String, value as String) in response.allHeaderFields { headers[name] = value }
            return .response(status: response.statusCode, headers: headers, body: body)
        }
    }

    /// The first open outcome of the first listed events' details (events without a competition,
    /// else those of the first competition).
    private static func pick(on client: Client) async -> BetSelection? {
        var listed = (try? await client.events.list(EventQuery(sport: .football)).items) ?? []
        if listed.isEmpty, let competition = try? await client.events.competitions(sport: .football).first {
            listed = (try? await client.events.list(EventQuery(sport: .football, competitionId: competition.id)).items) ?? []
        }
        for event in listed.prefix(5) {
            let detailed = (try? await client.events.event(id: event.id)) ?? event
            for market in detailed.markets where market.isAvailable {
                if let outcome = market.outcomes.first(where: { $0.status == .open && $0.odds.decimal > 1 }) {
                    return BetSelection(eventId: detailed.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId)
                }
            }
        }
        return nil
    }

    /// What the subject has sent so far: HTTP requests, then WebSocket topics and calls.
    var sentCount: (requests: Int, live: Int) { (recorder.requests.count, live.withLock { $0.count }) }
}
