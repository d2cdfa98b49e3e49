import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's bonuses, bonus codes, opt-in plans, win boosts. It starts with the recorded
/// granted bonuses and opt-in plans. The code `WELCOME` grants the recorded redeemed bonus (a new
/// grant each time); any other code answers `BONUSPLAN_NOT_FOUND`. Opting in moves a plan to the
/// granted bonuses (`OPTED_IN`), opting out removes that grant, cancelling marks a grant
/// `CANCELED`; an unknown plan answers `BONUSPLAN_NOT_FOUND`, while opting out of or cancelling an
/// unknown grant changes nothing (the vendor's answer for it is not documented). Every bet is
/// offered a win boost; accepting lands on the recorded tier, and the granted list shows it.
extension SportRadarSandbox {
    static func registerBonuses(on transport: SandboxTransport, state _: Locked<SportRadarSandboxState>) {
        let bonuses = Locked(SportRadarSandboxBonusState(granted: list(in: "getBonuses.json", key: "bonuses"),
                                        plans: list(in: "getEligibleOptInBonusPlans.json", key: "optInBonusPlans")))
        transport.on(.get, "/ps/ips/getBonuses") { _ in
            try success(["bonuses": bonuses.withLock { $0.granted }])
        }
        transport.on(.get, "/ps/ips/getEligibleOptInBonusPlans") { _ in
            try success(["optInBonusPlans": bonuses.withLock { $0.plans }])
        }
        transport.on(.post, "/ps/ips/redeemBonus") { request in
            guard request.queryValue("bonusCode") == welcomeCode,
                  var bonus = (try JSONSerialization.jsonObject(with: fixture("redeemBonus.json")) as? [String: Any])?["bonus"] as? [String: Any] else {
                return .data(fixture("redeemBonus-BONUSPLAN_NOT_FOUND.json"))
            }
            bonuses.withLock { state in
                state.nextId += 1
                bonus["id"] = state.nextId
                state.granted.insert(bonus, at: 0)
            }
            return try success(["bonus": bonus])
        }
        transport.on(.post, "/ps/ips/optInBonus") { request in
            let optInId = request.queryValue("optInId") ?? ""
            let found: Bool = bonuses.withLock { state in
                guard let index = state.plans.firstIndex(where: { $0["optInId"] as? String == optInId }) else { return false }
                let plan = state.plans.remove(at: index)
                state.nextId += 1
                let amount = (plan["bonusAmount"] as? NSNumber).map { Decimal(string: $0.stringValue) ?? 0 } ?? 0
                state.granted.insert(["id": state.nextId, "bonusPlanName": plan["bonusPlanName"] ?? "", "status": "OPTED_IN",
                                      "amount": "\(amount)", "triggerDate": plan["startDate"] ?? NSNull(),
                                      "expiryDate": plan["endDate"] ?? NSNull()], at: 0)
                return true
            }
            return .data(fixture(found ? "optInBonus.json" : "optInBonus-BONUSPLAN_NOT_FOUND.json"))
        }
        transport.on(.post, "/ps/ips/optOutBonus") { request in
            let id = request.queryValue("bonusId") ?? ""
            bonuses.withLock { state in state.granted.removeAll { "\($0["id"] ?? "")" == id && $0["status"] as? String == "OPTED_IN" } }
            return .data(fixture("optOutBonus.json"))
        }
        transport.on(.post, "/ps/ips/cancelBonus") { request in
            let id = request.queryValue("bonusId") ?? ""
            bonuses.withLock { state in
                for index in state.granted.indices where "\(state.granted[index]["id"] ?? "")" == id { state.granted[index]["status"] = "CANCELED" }
            }
            return .data(fixture("cancelBonus.json"))
        }
        registerWinBoosts(on: transport, bonuses: bonuses)
    }

    private static func registerWinBoosts(on transport: SandboxTransport, bonuses: Locked<SportRadarSandboxBonusState>) {
        transport.on(.get, "/ps/ips/winboost/eligibility") { request in
            let gameTranId = request.queryValue("gameTranId") ?? ""
            var object = try JSONSerialization.jsonObject(with: fixture("winboost-eligibility.json")) as? [String: Any] ?? [:]
            var data = object["data"] as? [String: Any] ?? [:]
            var boosts = data["winBoosts"] as? [[String: Any]] ?? []
            data["gameTranId"] = gameTranId
            for index in boosts.indices {
                boosts[index]["gameTranId"] = gameTranId
                boosts[index]["winBoostId"] = "wb-" + gameTranId
            }
            data["winBoosts"] = boosts
            object["data"] = data
            return .data(try JSONSerialization.data(withJSONObject: object))
        }
        transport.on(.get, "/ps/ips/winboost/accept") { request in
            let winBoostId = request.queryValue("winBoostId") ?? ""
            let gameTranId = String(winBoostId.dropFirst(3))
            let accepted = request.queryValue("accepted") == "true"
            var object = try JSONSerialization.jsonObject(with: fixture("winboost-accept.json")) as? [String: Any] ?? [:]
            object["winBoostId"] = winBoostId
            object["gameTranId"] = gameTranId
            object["status"] = accepted ? "ACCEPTED" : "REJECTED"
            if !accepted { object["awardedTier"] = nil }
            if accepted, let tier = object["awardedTier"] {
                bonuses.withLock { state in
                    state.winBoosts[gameTranId] = ["winBoostId": winBoostId, "gameTranId": gameTranId, "status": "ACCEPTED", "awardedTier": tier]
                }
            }
            return .data(try JSONSerialization.data(withJSONObject: object))
        }
        transport.on(.get, "/ps/ips/winboost/granted") { request in
            let ids = (request.queryValue("gameTranIds") ?? "").split(separator: ",").map(String.init)
            let groups: [[String: Any]] = bonuses.withLock { state in
                ids.compactMap { id in state.winBoosts[id].map { ["gameTranId": id, "winBoosts": [$0]] } }
            }
            guard !groups.isEmpty else { return .data(fixture("winboost-granted-empty.json")) }
            return try success(["data": groups])
        }
    }

    /// The code that grants a bonus in the sandbox.
    static let welcomeCode = "WELCOME"

    /// A `SUCCESS` body with the given fields.
    private static func success(_ fields: [String: Any]) throws -> StubTransport.Reply {
        .data(try JSONSerialization.data(withJSONObject: fields.merging(["status": "SUCCESS"]) { current, _ in current }))
    }

    /// A fixture's list under `key`.
    private static func list(in file: String, key: String) -> [[String: Any]] {
        ((try? JSONSerialization.jsonObject(with: fixture(file))) as? [String: Any])?[key] as? [[String: Any]] ?? []
    }
}

/// What the sandbox remembers about bonuses.
struct SportRadarSandboxBonusState {
    /// The granted bonuses, newest first.
    var granted: [[String: Any]]
    /// The plans still open to opt in to.
    var plans: [[String: Any]]
    /// The last bonus id handed out.
    var nextId = 360_000
    /// Accepted win boosts by game transaction id.
    var winBoosts: [String: [String: Any]] = [:]
}
