import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's allowed bet types, bet confirmation, partial cashout, bet builder, special offers, slip settings.
extension SportRadarSandbox {
    /// A slip whose total stake is above this is held for the user's confirmation.
    static let confirmationThreshold: Decimal = 100
    /// The stake the sandbox gives every bet it cashes out (the recorded offer of 12.4 is for it).
    static let cashoutStake: Decimal = 10
    /// A bet builder of more selections than this is "not allowed" (HTTP 500, as the vendor answers).
    static let betBuilderMaximum = 4
    /// Below this stake per bet no special offer applies (an empty array).
    static let specialOfferMinimumStake: Decimal = 5

    static func registerBettingAdditions(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        transport.on(.post, "/api/betting/fo/allowedBetTypesWithCalculation") { request in try allowedBetTypes(request) }
        transport.on(.put, "/api/betting/fo/betslip/{slipId}/confirm") { request in try confirm(request, state: state) }
        transport.on(.post, "/api/betting/fo/betslip/{slipId}/reject") { request in
            let held = state.withLock { $0.heldSlips.removeValue(forKey: Int(request.pathParameters["slipId"] ?? "") ?? 0) }
            return held == nil ? .json(#"{"message":"Sandbox: no held slip"}"#, status: 404) : .json("{}")
        }
        transport.on(.post, "/api/custom-bet/v1/calculate") { request in
            let count = (json(request)?["idFOSelections"] as? [Any])?.count ?? 0
            return count > betBuilderMaximum ? .json(#"{"message":"Combination not allowed"}"#, status: 500) : .data(fixture("customBet-calculate.json"))
        }
        transport.on(.post, "/api/custom-bet/v1/placecustombet") { request in try placeCustomBet(request, state: state) }
        transport.on(.post, "/api/special-offer-calculator/v1/calculateSpecialOffers") { request in
            let stake = number(json(request)?["wunitstake"])
            return stake < specialOfferMinimumStake ? .json("[]") : .data(fixture("calculateSpecialOffers.json"))
        }
        transport.on(.get, "/api/betting/fo/attribute/getAll") { _ in
            let settings = state.withLock { $0.betslipSettings }
            let names = [648: "OddsChange", 667: "oddsChangeInRunning", 668: "oddsChangePreMatch"]
            let rows = settings.keys.sorted().map { ["id": $0, "name": names[$0] ?? "", "value": settings[$0] ?? ""] as [String: Any] }
            return .data(try JSONSerialization.data(withJSONObject: rows))
        }
        transport.on(.post, "/api/betting/fo/attribute/update") { request in
            guard let object = json(request), let id = object["id"] as? Int, let value = object["value"] as? String,
                  [648, 667, 668].contains(id), ["none", "higher"].contains(value) else { return .json("false") }
            state.withLock { $0.betslipSettings[id] = value }
            return .json("true")
        }
    }

    /// Places a slip, or holds it for confirmation when its total stake is above the threshold.
    static func placeOrHold(_ request: SandboxTransport.Request, state: Locked<SportRadarSandboxState>) throws -> StubTransport.Reply {
        let tickets = json(request)?["bets"] as? [[String: Any]] ?? []
        let total = tickets.reduce(Decimal(0)) { $0 + ticketStake($1) }
        guard total > confirmationThreshold else { return try placeBet(request, state: state) }
        let slipId = state.withLock { current in
            current.nextSlipId += 1
            current.heldSlips[current.nextSlipId] = request
            return current.nextSlipId
        }
        var response = (try JSONSerialization.jsonObject(with: fixture("placeBets-needs-confirmation.json")) as? [String: Any]) ?? [:]
        response["idFOBetSlip"] = slipId
        response["totalStake"] = NSDecimalNumber(decimal: total).doubleValue
        return .data(try JSONSerialization.data(withJSONObject: response))
    }

    /// Places a held slip as if sent now (the balance is checked then); unknown ids are a 404.
    private static func confirm(_ request: SandboxTransport.Request, state: Locked<SportRadarSandboxState>) throws -> StubTransport.Reply {
        let id = Int(request.pathParameters["slipId"] ?? "") ?? 0
        guard let held = state.withLock({ $0.heldSlips.removeValue(forKey: id) }) else {
            return .json(#"{"message":"Sandbox: no held slip"}"#, status: 404)
        }
        guard case .response(_, _, let placed) = try placeBet(held, state: state),
              let status = (try JSONSerialization.jsonObject(with: placed) as? [String: Any])?["status"] else {
            return .json(#"{"message":"Sandbox: bad held slip"}"#, status: 400)
        }
        return .data(try JSONSerialization.data(withJSONObject: status))
    }

    /// Three legs answer the recorded types; other counts singles, doubles (from three legs) and the accumulator.
    private static func allowedBetTypes(_ request: SandboxTransport.Request) throws -> StubTransport.Reply {
        .data(try JSONSerialization.data(withJSONObject: allowedTypes(legs: (json(request)?["betLegs"] as? [Any])?.count ?? 0)))
    }

    private static func allowedTypes(legs: Int) -> [[String: Any]] {
        if legs == 3, let recorded = (try? JSONSerialization.jsonObject(with: fixture("allowedBetTypesWithCalculation.json"))) as? [[String: Any]] {
            return recorded
        }
        var types: [[String: Any]] = legs > 0 ? [["idFOBetType": "S", "name": "Singles", "unitCount": legs]] : []
        if legs > 2 { types.append(["idFOBetType": "D", "name": "Doubles", "unitCount": legs * (legs - 1) / 2]) }
        if legs > 1 { types.append(["idFOBetType": legs == 2 ? "D" : "A\(legs)", "name": "Accumulator", "unitCount": 1]) }
        return types
    }

    /// What a placement ticket costs: its stake per bet times the bets its type makes (one for a
    /// single's ticket, which holds one leg).
    static func ticketStake(_ ticket: [String: Any]) -> Decimal {
        let legs = (ticket["betLegs"] as? [Any])?.count ?? 0
        let code = ticket["idFOBetType"] as? String ?? "S"
        let units = code == "S" ? 1 : allowedTypes(legs: legs).first { $0["idFOBetType"] as? String == code }?["unitCount"] as? Int ?? 1
        return number(ticket["winStake"]) * Decimal(units)
    }

    /// `POST /api/betting/fo/bet/calculate`, computed from the ticket (in the recorded answer's
    /// shape): the stake per bet times the sum of its bets' odds; the combined odds for a single
    /// bet (a single or an accumulator), none for a ticket of several.
    static func calculate(_ request: SandboxTransport.Request) throws -> StubTransport.Reply {
        guard let ticket = json(request), let legs = ticket["betLegs"] as? [[String: Any]], !legs.isEmpty else {
            return .json(#"{"message":"Sandbox: bad ticket"}"#, status: 400)
        }
        let lines = ticketLines(ticket)
        let stake = number(ticket["winStake"])
        let odds = lines.reduce(Decimal(0)) { $0 + $1.reduce(Decimal(1), *) }
        var answer: [String: Any] = ["potentialReturn": NSDecimalNumber(decimal: stake * odds),
                                     "totalStake": NSDecimalNumber(decimal: stake * Decimal(lines.count)), "unitCount": lines.count]
        if lines.count == 1 { answer["totalOdd"] = NSDecimalNumber(decimal: odds) }
        return .data(try JSONSerialization.data(withJSONObject: answer))
    }

    /// The bets a ticket makes, each as the decimal odds of its legs: every combination of each
    /// size its type names (`S` 1, `D` 2, `T` 3, `A<n>` n; the full covers `TRX` 2 and 3, `PAT`
    /// 1 to 3), so a double of two legs is the accumulator and the doubles of three a system.
    static func ticketLines(_ ticket: [String: Any]) -> [[Decimal]] {
        let odds = (ticket["betLegs"] as? [[String: Any]] ?? []).map { leg -> Decimal in
            let up = Decimal(string: "\(leg["priceUp"] ?? "0")", locale: Locale(identifier: "en_US_POSIX")) ?? 0
            let down = Decimal(string: "\(leg["priceDown"] ?? "1")", locale: Locale(identifier: "en_US_POSIX")) ?? 1
            return down == 0 ? 1 : up / down + 1
        }
        let code = ticket["idFOBetType"] as? String ?? "S"
        let sizes: [Int] = switch code {
        case "S": [1]
        case "D": [2]
        case "T": [3]
        case "TRX": [2, 3]
        case "PAT": [1, 2, 3]
        default: code.hasPrefix("A") ? [Int(code.dropFirst()) ?? odds.count] : [odds.count]
        }
        return sizes.flatMap { SandboxBets.combinations(odds, size: $0) }
    }

    /// What a history row calls a ticket's type: the allowed type's name for its code and legs.
    static func typeName(_ ticket: [String: Any]) -> String {
        let legs = (ticket["betLegs"] as? [Any])?.count ?? 0
        let code = ticket["idFOBetType"] as? String ?? "S"
        if code == "S" { return "Single" }
        return allowedTypes(legs: legs).first { $0["idFOBetType"] as? String == code }?["name"] as? String ?? code
    }

    /// Debits the stake when the balance allows; answers like a bet slip.
    private static func placeCustomBet(_ request: SandboxTransport.Request, state: Locked<SportRadarSandboxState>) throws -> StubTransport.Reply {
        let stake = number(json(request)?["stakeAmount"])
        var response = (try JSONSerialization.jsonObject(with: fixture("customBet-place.json")) as? [String: Any]) ?? [:]
        let placed = state.withLock { current -> Bool in
            guard stake <= current.balance else { return false }
            current.balance -= stake
            return true
        }
        if !placed { response["status"] = ["state": 4, "detailedState": 0, "statusCode": NSNull(), "statusText": "Insufficient balance"] }
        response["totalStake"] = NSDecimalNumber(decimal: stake).doubleValue
        return .data(try JSONSerialization.data(withJSONObject: response))
    }

    /// The recorded value for the whole stake, prorated on what is left, or on the part asked
    /// (`stakeValue`); a part not below what is left is a 400.
    static func calculateCashout(_ request: SandboxTransport.Request, state: Locked<SportRadarSandboxState>) -> StubTransport.Reply {
        let betId = request.pathParameters["betId"] ?? ""
        let remaining = cashoutStake - state.withLock { $0.cashedOutStakes[betId] ?? 0 }
        let part = json(request)?["stakeValue"].map(number)
        if let part, part >= remaining { return .json(#"{"message":"Sandbox: stakeValue must be below the remaining stake"}"#, status: 400) }
        let value = rounded(Decimal(string: "12.4", locale: Locale(identifier: "en_US_POSIX"))! * (part ?? remaining) / cashoutStake)
        return .json(#"{"cashoutValue": \#(NSDecimalNumber(decimal: value).stringValue), "partialCashoutAvailable": \#(remaining > 0)}"#)
    }

    /// `GET …/cashout/allowedBetIds`: the recorded open bets and every bet placed here, as the
    /// vendor's numbers, less those whose whole stake was cashed out.
    static func cashableBets(state: Locked<SportRadarSandboxState>) throws -> StubTransport.Reply {
        let recorded = (try JSONSerialization.jsonObject(with: fixture("allowedCashoutBetIds.json")) as? [Double]) ?? []
        let (placed, cashedOut) = state.withLock { ($0.placedRows.compactMap { $0["idFOBet"] as? Double }, $0.cashedOutStakes) }
        var ids: [Double] = []
        for id in placed + recorded where !ids.contains(id) && (cashedOut[String(format: "%.2f", id)] ?? 0) < cashoutStake { ids.append(id) }
        return .data(try JSONSerialization.data(withJSONObject: ids))
    }

    /// Credits `expectedValue` and records the part cashed out (the whole stake without `stakeValue`).
    static func cashout(_ request: SandboxTransport.Request, state: Locked<SportRadarSandboxState>) -> StubTransport.Reply {
        let object = json(request)
        let betId = request.pathParameters["betId"] ?? ""
        let value = number(object?["expectedValue"])
        let part = object?["stakeValue"].map(number)
        state.withLock { current in
            current.balance += value
            current.cashedOutStakes[betId] = part.map { (current.cashedOutStakes[betId] ?? 0) + $0 } ?? cashoutStake
        }
        return .data(fixture("cashoutBet.json"))
    }

    static func json(_ request: SandboxTransport.Request) -> [String: Any]? {
        request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
    }

    /// A JSON number as an exact decimal (through its text); anything else is zero.
    static func number(_ value: Any?) -> Decimal {
        (value as? NSNumber).flatMap { Decimal(string: $0.stringValue, locale: Locale(identifier: "en_US_POSIX")) } ?? 0
    }

    private static func rounded(_ value: Decimal) -> Decimal {
        var value = value
        var result = Decimal()
        NSDecimalRound(&result, &value, 2, .plain)
        return result
    }
}
