import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's bet slip logic: the outcomes it takes bets on, the allowed types of a slip and
/// every slip's calculation (stake × odds). Its system codes are `system_<k>_<n>` labelled `k/n`, as the vendor
/// reference's made-up `system_2_3` / `2/3`.
extension GomaSandbox {
    /// One selection found in the sandbox's events.
    struct Leg {
        let event: [String: Any]
        let outcome: [String: Any]
        let market: [String: Any]
        let odd: Decimal
    }

    /// The events a bet can be placed on: every listed event (``knownEvents()``), and each
    /// boosted event with its boosted market added (so a boosted price is bettable).
    static func bettableEvents() -> [[String: Any]] {
        var events = knownEvents()
        let boosted = SandboxFixtures.data(provider: "goma", name: "boosted-odds-events.json")
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [[String: Any]] } ?? []
        for entry in boosted {
            guard let event = entry["event"] as? [String: Any], let market = entry["boosted_market"] as? [String: Any] else { continue }
            if let index = events.firstIndex(where: { idString($0["id"]) == idString(event["id"]) }) {
                events[index]["markets"] = ((events[index]["markets"] as? [[String: Any]]) ?? []) + [market]
            } else {
                var added = event
                added["markets"] = ((event["markets"] as? [[String: Any]]) ?? []) + [market]
                events.append(added)
            }
        }
        return events
    }

    /// The legs of a body's or a query's selections (`sport_event_id`, `outcome_id`); `nil` when
    /// one is not offered. Live events are priced with `price_live`.
    static func findLegs(_ selections: [[String: Any]]) -> [Leg]? {
        let events = bettableEvents()
        var legs: [Leg] = []
        for selection in selections {
            let eventId = idString(selection["sport_event_id"])
            let outcomeId = idString(selection["outcome_id"])
            guard let event = events.first(where: { idString($0["id"]) == eventId }),
                  let (market, outcome) = (event["markets"] as? [[String: Any]] ?? []).lazy.compactMap({ market in
                      (market["outcomes"] as? [[String: Any]] ?? []).first { idString($0["id"]) == outcomeId }.map { (market, $0) }
                  }).first else { return nil }
            let isLive = (event["is_live"] as? Int ?? 0) != 0
            let price = idString(isLive ? outcome["price_live"] : outcome["price"]) ?? "1"
            legs.append(Leg(event: event, outcome: outcome, market: market, odd: Decimal(string: price) ?? 1))
        }
        return legs
    }

    /// `system_<k>_<n>` → (k, n); `nil` for any other type.
    static func systemCombination(_ type: String) -> (size: Int, of: Int)? {
        let parts = type.split(separator: "_")
        guard parts.count == 3, parts[0] == "system", let size = Int(parts[1]), let of = Int(parts[2]), size > 0, of > size else { return nil }
        return (size, of)
    }

    /// `selections[i][sport_event_id]` / `[outcome_id]` of a query, in index order.
    static func querySelections(_ request: SandboxTransport.Request) -> [[String: Any]] {
        var selections: [Int: [String: Any]] = [:]
        for item in request.query {
            let parts = item.name.split(whereSeparator: { $0 == "[" || $0 == "]" })
            guard parts.count == 3, parts[0] == "selections", let index = Int(parts[1]), let value = item.value else { continue }
            selections[index, default: [:]][String(parts[2])] = value
        }
        return selections.keys.sorted().compactMap { selections[$0] }
    }

    /// `GET /api/tickets/v1/allowed-types`: two selections of one event allow only singles (the
    /// recorded same-event answer); otherwise singles, a multiple from two selections, and from
    /// three every system `k/n` with 2 ≤ k < n.
    static func allowedTypes(_ request: SandboxTransport.Request) -> StubTransport.Reply {
        let selections = querySelections(request)
        guard !selections.isEmpty else { return error(422, "The selections field is required.") }
        let events = selections.map { idString($0["sport_event_id"]) ?? "" }
        if Set(events).count < events.count { return file("tickets-allowed-types-same-event.json") }
        guard var answer = object("tickets-allowed-types.json") else { return missing() }
        let count = selections.count
        let systems: [[String: Any]] = count < 3 ? [] : (2..<count).map { ["type": "system_\($0)_\(count)", "label": "\($0)/\(count)"] }
        answer["allowed_types"] = ["single"] + (count >= 2 ? ["multiple"] : []) + (systems.isEmpty ? [] : ["system"])
        answer["allowed_system_types"] = systems
        return reply(answer)
    }

    /// The bets a ticket type makes from its legs' odds, each as the odds it multiplies: one per
    /// leg for `single`, all legs for `multiple`, every combination of `k` for `system_k_n`;
    /// `nil` for a type that does not fit the legs.
    static func lines(type: String, odds: [Decimal]) -> [[Decimal]]? {
        if let system = systemCombination(type) {
            return system.of == odds.count ? SandboxBets.combinations(odds, size: system.size) : nil
        }
        switch type {
        case "single": return odds.map { [$0] }
        case "multiple": return odds.count >= 2 ? [odds] : nil
        default: return nil
        }
    }

    /// `GET /api/tickets/v1/calculate`, computed from the slip (in the recorded calculation's
    /// shape): `stake` per bet, `total_stake` the stake times the bets, `odds` the sum of each
    /// bet's odds (the product of its legs), `possible_winnings` the stake times those odds.
    static func calculate(_ request: SandboxTransport.Request) -> StubTransport.Reply {
        let selections = querySelections(request)
        guard let type = request.queryValue("type"), let stake = Decimal(string: request.queryValue("stake") ?? ""), stake > 0,
              !selections.isEmpty else { return error(422, "The given data was invalid.") }
        guard let legs = findLegs(selections) else { return error(422, "The selected outcome is not available.") }
        guard let lines = lines(type: type, odds: legs.map(\.odd)) else { return error(422, "The selected bet type does not match the selections.") }
        let odds = lines.reduce(Decimal(0)) { $0 + $1.reduce(Decimal(1), *) }
        return reply(["total_stake": "\(stake * Decimal(lines.count))", "type": type,
                      "selections": zip(selections, legs).map { selection, leg in
                          ["sport_event_id": idString(selection["sport_event_id"]) ?? "", "outcome_id": idString(selection["outcome_id"]) ?? "",
                           "odd": "\(leg.odd)"]
                      },
                      "odds": NSDecimalNumber(decimal: odds), "possible_winnings": NSDecimalNumber(decimal: stake * odds)])
    }
}
