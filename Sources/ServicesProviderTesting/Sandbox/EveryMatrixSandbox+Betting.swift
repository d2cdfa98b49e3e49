import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's betting: placement and bets over REST, slip options and rebet lookups over RPC.
extension EveryMatrixSandbox {
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
    }

    static func bettingProcedures() -> ProcedureRoute {
        { _, _ in nil }
    }
}
