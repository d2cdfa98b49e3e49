import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's cashout and live balance routes. Cashout values are 80% of an open bet's stake
/// (its `id` and `amount` are all the sandbox reads of an open bet); the value streams and the
/// balance stream are held open after their events (``SandboxTransport``'s streaming).
extension EveryMatrixSandbox {
    static func registerCashoutRoutes(on transport: SandboxTransport, state: State) {
        transport.on(.post, "/bets-api/v1/{operatorId}/cashout-value-updates") { request in
            let betIds = (request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["betIds"] as? [String]) ?? []
            let open = state.account.withLock { account in betIds.compactMap { id in account.openBets.first { $0.id == id } } }
            guard !open.isEmpty else { return betsError(status: 404, "NOT_FOUND", code: nil, "Bet not found") }
            var events = [#"{"messageType":"PING"}"#]
            for bet in open {
                events.append(#"{"messageType":"AUTOCASHOUT_RULE","betId":"\#(bet.id)","betHasAutoCashout":false}"#)
                events.append(#"{"messageType":"CASHOUT_VALUE","betId":"\#(bet.id)","cashoutValue":\#(cashoutValue(of: bet.amount)),"# +
                              #""currentPossibleWinning":\#(bet.amount * 2),"stake":\#(bet.amount),"details":{"code":100,"message":"Success"},"# +
                              #""cashoutValueSettings":{"autoCashOutEnabled":false,"partialCashOutEnabled":true}}"#)
            }
            return eventStream(events)
        }
        transport.on(.post, "/bets-api/v1/{operatorId}/cashout") { request in
            guard let body = request.body, let fields = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let betId = fields["betId"] as? String, let value = decimal(fields["cashoutValue"]),
                  let type = fields["cashoutType"] as? String, fields["cashoutChangeAcceptance"] as? String == "WITHIN_THRESHOLD" else {
                return betsError(status: 409, "CONFLICT", code: 122, "Cash out request is invalid")
            }
            let partialStake = decimal(fields["partialCashoutStake"])
            return state.account.withLock { account -> StubTransport.Reply in
                guard let index = account.openBets.firstIndex(where: { $0.id == betId }) else {
                    return betsError(status: 404, "NOT_FOUND", code: nil, "Bet not found")
                }
                let bet = account.openBets[index]
                let fullValue = cashoutValue(of: bet.amount)
                let expected = type == "PARTIAL" ? partialStake.map { fullValue * $0 / bet.amount } : fullValue
                guard let expected, abs(NSDecimalNumber(decimal: expected - value).doubleValue) < 0.01 else {
                    return betsError(status: 409, "CONFLICT", code: 139, "Cashout value change is out of threshold")
                }
                account.balance += value
                // A partial cashout leaves the bet open as it was (the sandbox keeps no remaining stake).
                if type != "PARTIAL" { account.openBets.remove(at: index) }
                var answer: [String: Any] = ["success": true, "betId": betId, "requestId": UUID().uuidString, "cashoutValue": NSDecimalNumber(decimal: value),
                                             "cashoutType": type == "PARTIAL" ? "PARTIAL" : "USER_CASHED_OUT",
                                             "cashoutPayout": NSDecimalNumber(decimal: value), "pendingCashOut": false]
                if let partialStake { answer["partialCashoutStake"] = NSDecimalNumber(decimal: partialStake) }
                return json(answer)
            }
        }
        transport.on(.get, "/v2/player/{userId}/information/updates") { request in
            // The current balance as one posting, sent under both names as the vendor does.
            let balance = state.account.withLock { $0.balance }
            let userId = request.pathParameters["userId"] ?? ""
            let body = #"{"userId":"\#(userId)","currency":"EUR","operationType":1,"postingId":"sandbox-\#(balance)","# +
                #""balanceChange":{"Real":{"affectedAmount":0,"afterAmount":\#(balance),"afterAmountCurrency":"EUR"}}}"#
            return eventStream([#"{"type":"BALANCE_UPDATE","body":\#(body)}"#, #"{"type":"BALANCE_UPDATE_V2","body":\#(body)}"#])
        }
    }

    /// 80% of the stake, in cents.
    static func cashoutValue(of stake: Decimal) -> Decimal {
        var exact = stake * 8 / 10
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .plain)
        return rounded
    }

    static func decimal(_ value: Any?) -> Decimal? {
        (value as? NSNumber).flatMap { Decimal(string: $0.stringValue) }
    }

    /// The bets API's error envelope.
    static func betsError(status: Int, _ name: String, code: Int?, _ message: String) -> StubTransport.Reply {
        var body: [String: Any] = ["trackingId": "sandbox", "status": name, "message": message, "timestamp": "12-02-2026 10:00:00"]
        if let code { body["errorCode"] = code }
        return json(body, status: status)
    }

    /// A `text/event-stream` body of `data:` events (the sandbox transport then holds it open).
    static func eventStream(_ payloads: [String]) -> StubTransport.Reply {
        let text = payloads.map { "data:\($0)\n\n" }.joined()
        return .response(status: 200, headers: ["Content-Type": "text/event-stream"], body: Data(text.utf8))
    }
}
