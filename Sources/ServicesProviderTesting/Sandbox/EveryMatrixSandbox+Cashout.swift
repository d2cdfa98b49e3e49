import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's cashout and live balance routes.
extension EveryMatrixSandbox {
    static func registerCashoutRoutes(on transport: SandboxTransport, state: State) {
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
