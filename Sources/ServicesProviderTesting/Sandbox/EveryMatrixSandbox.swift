import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// An in-process EveryMatrix: the Player API and bets API answer from recorded payloads with a
/// little state (a placed bet appears in open bets and lowers the balance), and the live feed
/// replays a recorded dump plus made-up UPDATE messages through an in-memory WebSocket, so live data
/// works on Linux too.
public enum EveryMatrixSandbox {
    /// The operator id the sandbox uses.
    public static let operatorId = "4093"

    /// A provider wired to the sandbox.
    public static func makeProvider(scenario: SandboxScenario = .perfect) -> EveryMatrixProvider {
        let transport = SandboxTransport(
            scenario: scenario,
            isAuthenticated: { $0.header("x-sessionid") != nil || $0.header("x-session-id") != nil },
            expiredReply: { _ in .json(#"{"errorCode":"SessionExpired","message":"Session expired"}"#, status: 401) })
        registerRoutes(on: transport, state: State(playerResponses: playerResponses()))
        let dump = fixture("popular-live-matches-football.json")
        let updates = liveUpdates()
        let configuration = EveryMatrixConfiguration(operatorId: operatorId, language: "en")
        return EveryMatrixProvider(configuration: configuration, transport: transport,
                                   webSocketFactory: { _, _ in EveryMatrixWAMPRouter.channel(dump: dump, updates: updates) })
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

    /// Every recorded response of the player-api-flow, by step name; parsed once per sandbox.
    static func playerResponses() -> [String: Data] {
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
        guard let messages = try? JSONSerialization.jsonObject(with: fixture("live-updates-popular-football.json")) as? [Any] else { return [] }
        return messages.compactMap { try? JSONSerialization.data(withJSONObject: $0) }
    }

    static func json(_ object: Any, status: Int = 200) -> StubTransport.Reply {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return .json("{}", status: 500) }
        return .response(status: status, headers: ["Content-Type": "application/json"], body: data)
    }

    // MARK: - Routes

    static func registerRoutes(on transport: SandboxTransport, state: State) {
        transport.on(.post, "/v1/player/legislation/login") { request in
            guard let body = request.body, let fields = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  fields["password"] as? String != "wrong" else {
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
    }

    static func registerBetRoutes(on transport: SandboxTransport, state: State) {
        transport.on(.post, "/bets-api/v1/{operatorId}/place-bet") { request in
            guard let body = request.body, let slip = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let stakeText = (slip["stakeAmount"] as? NSNumber)?.stringValue, let stake = Decimal(string: stakeText),
                  let selections = slip["selections"] as? [[String: Any]], !selections.isEmpty else {
                return .json(#"{"errorCode":"InvalidBet","message":"The bet is malformed."}"#, status: 400)
            }
            let bets = Decimal(selections.count)
            let isSingle = slip["type"] as? String == "SINGLE"
            let total = isSingle ? stake * bets : stake
            return state.account.withLock { account -> StubTransport.Reply in
                guard total <= account.balance else {
                    return .json(#"{"errorCode":"InsufficientFunds","message":"Your balance is too low."}"#, status: 400)
                }
                account.balance -= total
                let odds = selections.compactMap { ($0["odds"] as? NSNumber).flatMap { Decimal(string: $0.stringValue) } }.reduce(Decimal(1), *)
                let bet: [String: Any] = [
                    "id": "SB-\(account.nextBetId)", "requestId": slip["requestId"] ?? "", "type": slip["type"] ?? "SINGLE", "status": "OPEN",
                    "amount": NSDecimalNumber(decimal: total), "currency": slip["currency"] ?? "EUR", "totalOdds": NSDecimalNumber(decimal: odds),
                    "potentialWinning": NSDecimalNumber(decimal: total * odds), "placedDate": "2025-08-28T22:17:14",
                    "selections": selections.map { selection -> [String: Any] in
                        ["eventId": selection["eventId"] ?? "", "eventName": "Sandbox event", "marketName": "Sandbox market",
                         "outcomeName": "Sandbox outcome", "outcomeId": selection["outcomeId"] ?? "", "priceValue": selection["odds"] ?? 1, "status": "OPEN"]
                    },
                ]
                guard let encoded = try? JSONSerialization.data(withJSONObject: bet) else { return .json("{}", status: 500) }
                account.nextBetId += 1
                account.openBets.insert(.init(id: "SB-\(account.nextBetId - 1)", amount: total, json: encoded), at: 0)
                return .response(status: 200, headers: ["Content-Type": "application/json"], body: encoded)
            }
        }
        transport.on(.get, "/bets-api/v1/{operatorId}/open-bets") { _ in
            let bets = state.account.withLock { $0.openBets.map(\.json) }
            return .response(status: 200, headers: ["Content-Type": "application/json"], body: Data("[".utf8) + bets.joined(separator: Data(",".utf8)) + Data("]".utf8))
        }
        transport.on(.get, "/bets-api/v1/{operatorId}/settled-bets") { _ in json([Any]()) }
        transport.on(.get, "/bets-api/v1/{operatorId}/cashout-value/{betId}") { request in
            let betId = request.pathParameters["betId"] ?? ""
            guard let amount = state.account.withLock({ $0.openBets.first { $0.id == betId }?.amount }) else {
                return .json(#"{"errorCode":"BetNotFound","message":"No such open bet."}"#, status: 404)
            }
            return json(["betId": betId, "cashoutValue": NSDecimalNumber(decimal: amount * 8 / 10), "currency": "EUR", "partialCashoutAllowed": false])
        }
        transport.on(.post, "/bets-api/v1/{operatorId}/cashout") { request in
            guard let body = request.body, let fields = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let betId = fields["betId"] as? String, let value = (fields["cashoutValue"] as? NSNumber).flatMap({ Decimal(string: $0.stringValue) }) else {
                return .json(#"{"errorCode":"InvalidCashout"}"#, status: 400)
            }
            let found = state.account.withLock { account -> Bool in
                guard let index = account.openBets.firstIndex(where: { $0.id == betId }) else { return false }
                account.openBets.remove(at: index)
                account.balance += value
                return true
            }
            guard found else { return .json(#"{"errorCode":"BetNotFound"}"#, status: 404) }
            return json(["status": "SUCCESS", "payout": NSDecimalNumber(decimal: value), "currency": "EUR"])
        }
    }
}
