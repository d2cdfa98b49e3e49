import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// A SportRadar back end in process: Omega and Poseidon answered from the SportRadar fixtures
/// (made-up values in the vendor's shapes, see `SandboxFixtures/sportradar/README.md`),
/// with a little state (a placed bet lowers the balance and appears in the open bets; a cashout
/// credits it). Any username with a non-empty password signs in; the password `wrong-password`
/// fails with `FAIL_UN_PW`, `.invalidCredentials` (the rule of every sandbox, Docs/Testing.md).
/// An expired session answers Omega's `NOT_LOGGED_IN_ERROR`. Every list's events open with
/// their details; search answers the events whose teams or competition contain the text; a
/// slip's returns are its stake times its odds, and a placed bet is listed with its own
/// selections, named as the event's details name them.
public enum SportRadarSandbox {
    /// The configuration the sandbox provider uses.
    public static let configuration = withRecommendations(SportRadarConfiguration(
        omegaBaseURL: URL(string: "https://omega.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
        poseidonBaseURL: URL(string: "https://poseidon.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
        subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: liveSocketURL,
        supportDesk: SportRadarSupportDesk(baseURL: URL(string: "https://support.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                                           apiToken: "sandbox-support-token", firstNameFieldId: "900000000001",
                                           lastNameFieldId: "900000000002", categoryFieldId: "900000000003"),
        matchWidgets: SportRadarMatchWidgets(loaderBaseURL: URL(string: "https://widgets.sandbox.invalid")!, // swiftlint:disable:this force_unwrapping
                                             clientId: "sandbox-widgets", statisticsClientId: "sandbox-statistics"),
        frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR"))

    /// A provider on a fresh sandbox, with an in-memory live socket (see `SportRadarSandbox+Live.swift`).
    /// - Parameters:
    ///   - scenario: faults to inject, e.g. at one step of the journey (``SandboxScenario/faultStep``).
    ///   - monitor: receives the provider's request events, as with a real provider.
    ///   - middlewares: the app's ``RequestMiddleware``s, run on every request as on a real
    ///     provider; the live features stay (the scenario's latency reaches the sockets too).
    public static func makeProvider(scenario: SandboxScenario = .perfect, monitor: (any RequestEventMonitor)? = nil,
                                    middlewares: [any RequestMiddleware] = []) -> SportRadarProvider {
        let state = Locked(SportRadarSandboxState())
        return SportRadarProvider(configuration: configuration, transport: makeTransport(scenario: scenario, state: state),
                                  webSocketFactory: SandboxLatency(latency: scenario.latency).channels(liveSocketFactory(state: state)),
                                  monitor: monitor, middlewares: middlewares)
    }

    /// The sandbox transport alone (to inspect or change its scenario).
    public static func makeTransport(scenario: SandboxScenario = .perfect) -> SandboxTransport {
        makeTransport(scenario: scenario, state: Locked(SportRadarSandboxState()))
    }

    static func makeTransport(scenario: SandboxScenario, state: Locked<SportRadarSandboxState>) -> SandboxTransport {
        let transport = SandboxTransport(
            scenario: scenario,
            isAuthenticated: { $0.queryValue("sessionKey") != nil || $0.header("Authorization") != nil },
            expiredReply: { request in
                request.path.hasPrefix("/ps/") ? .data(fixture("error-NOT_LOGGED_IN_ERROR.json")) : .json("{}", status: 401)
            },
            steps: steps)
        registerOmega(on: transport, state: state)
        registerPoseidon(on: transport, state: state)
        registerBonuses(on: transport, state: state)
        registerAccount(on: transport, state: state)
        registerResponsibleGaming(on: transport, state: state)
        registerBettingAdditions(on: transport, state: state)
        registerEventsAdditions(on: transport, state: state)
        registerLive(on: transport, state: state)
        registerSupport(on: transport)
        registerRecommendations(on: transport)
        return transport
    }

    static func fixture(_ name: String) -> Data {
        SandboxFixtures.data(provider: "sportradar", name: name) ?? Data(#"{"status":"SANDBOX_MISSING_FIXTURE"}"#.utf8)
    }

    private static func registerOmega(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        func serve(_ method: HTTPMethod, _ path: String, _ file: String) {
            transport.on(method, path) { _ in .data(fixture(file)) }
        }
        transport.on(.post, "/ps/ips/login") { request in
            let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if body.contains("\r\n\r\n\(SandboxCredentials.wrongPassword)\r\n") { return .data(fixture("login-FAIL_UN_PW.json")) }
            return .data(fixture("login.json"))
        }
        serve(.get, "/ps/ips/openGameSession", "openGameSession.json")
        serve(.get, "/ps/ips/logout", "logout.json")
        serve(.get, "/ps/ips/getPlayerInfo", "getUserProfile.json")
        serve(.get, "/ps/ips/quickSignupCompletion", "quickSignupCompletion.json")
        serve(.get, "/ps/ips/updatePassword", "logout.json")
        transport.on(.get, "/ps/ips/getBalance") { _ in
            .data(balanceBody(state.withLock { $0.balance }))
        }
        serve(.get, "/ps/ips/getSportRadarReportedCashbackBalance", "getSportRadarReportedCashbackBalance.json")
        serve(.get, "/ps/ips/getDepositMethods", "getPayments.json")
        transport.on(.post, "/ps/ips/processDeposit") { request in
            let amount = Decimal(string: request.queryValue("amount") ?? "", locale: Locale(identifier: "en_US_POSIX")) ?? 0
            return .data(fixture(amount < 10 ? "processDeposit-AMOUNT_BELOW_MIN.json" : "processDeposit.json"))
        }
        serve(.post, "/ps/ips/checkPaymentStatus", "checkPaymentStatus.json")
        serve(.get, "/ps/ips/getWithdrawalMethods", "getWithdrawalMethods.json")
        transport.on(.post, "/ps/ips/processWithdrawal") { request in
            let amount = Decimal(string: request.queryValue("amount") ?? "", locale: Locale(identifier: "en_US_POSIX")) ?? 0
            return .data(fixture(amount > state.withLock { $0.balance } ? "processWithdrawal-INSUFFICIENT_FUND.json" : "processWithdrawal.json"))
        }
        serve(.post, "/ps/ips/cancelWithdrawal", "cancelWithdrawal.json")
        serve(.get, "/ps/ips/getTransactionHistoryByCurrency", "getTransactionsHistory.json")
        serve(.get, "/ps/ips/getDocumentTypes", "getDocumentTypes.json")
        serve(.get, "/ps/ips/getUserDocuments", "getUserDocuments.json")
        serve(.post, "/ps/ips/uploadUserDocument", "uploadUserDocument.json")
        serve(.post, "/ps/ips/uploadMultiUserDocument", "uploadUserDocument.json")
    }

    private static func registerPoseidon(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        transport.on(.post, "/services/content/get") { request in
            let object = request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
            let contentId = object?["contentId"] as? [String: Any]
            return content(type: contentId?["type"] as? String ?? "", id: contentId?["id"] as? String ?? "")
        }
        transport.on(.post, "/api/betting/fo/bet/calculate") { request in try calculate(request) }
        transport.on(.post, "/api/betting/fo/betslip") { request in
            try placeOrHold(request, state: state)
        }
        transport.on(.get, "/api/betting/fo/bets") { request in
            let open = request.queryValue("betStateTypes")?.contains("Opened") ?? false
            guard open else { return .data(fixture("getBetHistory-resolved.json")) }
            let recorded = (try? JSONSerialization.jsonObject(with: fixture("getBetHistory-open.json"))) as? [Any] ?? []
            let placed = state.withLock { $0.placedRows }
            let rows = placed + recorded
            return .data((try? JSONSerialization.data(withJSONObject: rows)) ?? Data("[]".utf8))
        }
        transport.on(.get, "/api/cashout/fo/cashout/allowedBetIds") { _ in try cashableBets(state: state) }
        transport.on(.get, "/api/betting/fo/freeBalance") { _ in .data(fixture("getFreebet.json")) }
        transport.on(.post, "/api/cashout/fo/cashout/{betId}/calculate") { request in calculateCashout(request, state: state) }
        transport.on(.post, "/api/cashout/fo/cashout/{betId}") { request in cashout(request, state: state) }
    }

    /// Places a slip: lowers the balance by the total stake and adds one open row per leg.
    static func placeBet(_ request: SandboxTransport.Request, state: Locked<SportRadarSandboxState>) throws -> StubTransport.Reply {
        guard let body = request.body, let object = try JSONSerialization.jsonObject(with: body) as? [String: Any],
              let tickets = object["bets"] as? [[String: Any]] else {
            return .json(#"{"message":"Sandbox: bad bet slip"}"#, status: 400)
        }
        var response = (try JSONSerialization.jsonObject(with: fixture("placeBets.json")) as? [String: Any]) ?? [:]
        var placedBets: [[String: Any]] = []
        let stakes = tickets.map(ticketStake)
        let totalStake = stakes.reduce(0, +)
        // Check and debit under one lock, so concurrent slips cannot both pass the check and overdraw.
        let firstBetId: Int? = state.withLock { current in
            guard totalStake <= current.balance else { return nil }
            current.balance -= totalStake
            let first = current.nextBetId + 1
            current.nextBetId += tickets.count
            return first
        }
        guard let firstBetId else {
            response["status"] = ["state": 4, "detailedState": 0, "statusCode": NSNull(), "statusText": "Insufficient balance"]
            return .data(try JSONSerialization.data(withJSONObject: response))
        }
        let now = timestampFormatter.withLock { $0.string(from: Date()) }
        let offered = offeredSelections()
        var placedRows: [[String: Any]] = []
        for (offset, (ticket, stake)) in zip(tickets, stakes).enumerated() {
            let legs = ticket["betLegs"] as? [[String: Any]] ?? []
            let lines = ticketLines(ticket)
            let odds = lines.reduce(Decimal(0)) { $0 + $1.reduce(Decimal(1), *) }
            let betId = Double(firstBetId + offset) + 0.1
            let potential = NSDecimalNumber(decimal: number(ticket["winStake"]) * odds)
            let rows: [[String: Any]] = legs.enumerated().map { index, leg in
                // Each leg named as the event's details name it: event, market and selection.
                let found = offered[leg["idFOSelection"] as? String ?? ""]
                return [
                    "idFOBet": betId, "idFOBetslip": 30_500_000 + Int(betId), "betTypeName": typeName(ticket),
                    "betState": "Opened", "betLegStatus": "Opened", "betResult": "Open", "legOrder": index + 1,
                    "idFOSportType": found?.event["idfosporttype"] ?? "FBL",
                    "idFOEvent": Double(found?.event["idfoevent"] as? String ?? "") ?? 0, "eventName": found?.event["name"] ?? "",
                    "participantHome": found?.event["participantname_home"] ?? "", "participantAway": found?.event["participantname_away"] ?? "",
                    "tournamentName": found?.event["tournamentname"] ?? "", "tsEventTime": found?.event["tsstart"] ?? NSNull(),
                    "marketName": found?.market["name"] ?? "", "selectionName": found?.selection["name"] ?? "",
                    "ownPriceUp": Double(leg["priceUp"] as? String ?? "0") ?? 0, "ownPriceDown": Double(leg["priceDown"] as? String ?? "1") ?? 1,
                    "totalMultiBetOdds": NSDecimalNumber(decimal: odds), "totalStake": NSDecimalNumber(decimal: stake),
                    "potentialReturn": potential, "totalReturn": 0.0, "tsAttempted": now, "free": 0,
                ]
            }
            placedRows = rows + placedRows
            placedBets.append(["idFoBet": betId, "idfoBetType": ticket["idFOBetType"] ?? "S", "potentialReturn": potential,
                               "totalStake": NSDecimalNumber(decimal: stake).doubleValue, "betLegs": []])
        }
        state.withLock { $0.placedRows = placedRows + $0.placedRows }
        response["bets"] = placedBets
        response["totalStake"] = NSDecimalNumber(decimal: totalStake).doubleValue
        return .data(try JSONSerialization.data(withJSONObject: response))
    }

    /// Built once; locked because a formatter is not safe to share across threads on every platform.
    private static let timestampFormatter = Locked(ISO8601DateFormatter())

    /// The recorded balance with the sandbox's current total.
    private static func balanceBody(_ balance: Decimal) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: fixture("getBalance.json"))) as? [String: Any] else { return Data() }
        let text = NSDecimalNumber(decimal: balance).stringValue
        object["totalBalance"] = text
        object["totalBalanceNumber"] = NSDecimalNumber(decimal: balance).doubleValue
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }
}

/// What the SportRadar sandbox remembers between requests.
struct SportRadarSandboxState {
    /// The total balance (starts at the recorded 1,300.75).
    var balance: Decimal = Decimal(string: "1300.75") ?? 0
    /// Open-bet rows of bets placed in the sandbox, newest first.
    var placedRows: [[String: Any]] = []
    /// The last bet id handed out.
    var nextBetId = 99_000_000
    /// Slips held for the user's confirmation, by slip id: the placement request as sent.
    var heldSlips: [Int: SandboxTransport.Request] = [:]
    /// The last held slip id handed out.
    var nextSlipId = 30_600_000
    /// The part of each bet's stake already cashed out, by bet id.
    var cashedOutStakes: [String: Decimal] = [:]
    /// The account's bet-slip settings by id (`none`/`higher`), as `attribute/getAll` lists them.
    var betslipSettings: [Int: String] = [667: "higher", 668: "higher"]
    /// The live socket and subscriptions.
    var live = SportRadarSandboxLiveState()
}
