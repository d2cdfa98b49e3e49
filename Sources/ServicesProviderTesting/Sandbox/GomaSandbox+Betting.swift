import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma bet slip routes: the allowed types, the ticket calculation and placement (singles,
/// multiples and systems), and the boosted odds (full form) whose outcomes can be bet on.
extension GomaSandbox {
    static func registerBetting(on transport: SandboxTransport, state: Locked<State>) {
        transport.on(.get, "/api/tickets/v1/calculate") { request in calculate(request) }
        transport.on(.get, "/api/tickets/v1/allowed-types") { request in allowedTypes(request) }
        transport.on(.get, "/api/promotions/v1/boosted-odds-banners") { _ in file("boosted-odds-events.json") }
        transport.on(.post, "/api/tickets/v1") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return placeTicket(request, state: state)
        }
    }

    static func placeTicket(_ request: SandboxTransport.Request, state: Locked<State>) -> StubTransport.Reply {
        guard let body = request.body.flatMap({ try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }),
              let stakeNumber = body["stake"], let stake = Decimal(string: "\(stakeNumber)"), stake > 0,
              let type = body["type"] as? String,
              let selections = body["selections"] as? [[String: Any]], !selections.isEmpty else {
            return error(422, "The given data was invalid.")
        }
        guard let legs = findLegs(selections) else { return error(422, "The selected outcome is not available.") }
        let system = systemCombination(type)
        if type == "multiple" || system != nil, Set(legs.map { idString($0.event["id"]) ?? "" }).count < legs.count {
            return error(422, "The selected bet type does not allow selections from the same event.")
        }
        if let system, system.of != legs.count || system.size >= legs.count {
            return error(422, "The selected bet type does not match the selections.")
        }
        // `stake` is per bet (a system's per combination, as the vendor reference assumes); the
        // wallet pays it once per bet; the odds are the sum of the bets' odds, as `calculate` says.
        guard let lines = lines(type: type, odds: legs.map(\.odd)) else { return error(422, "The selected bet type does not match the selections.") }
        let odds = lines.reduce(Decimal(0)) { $0 + $1.reduce(Decimal(1), *) }
        let totalStake = stake * Decimal(lines.count)
        let ticketStake = system == nil ? totalStake : stake
        let now = timestamp()
        let ticket: [String: Any]? = state.withLock { state in
            guard totalStake <= state.balance else { return nil }
            state.balance -= totalStake
            let ticketId = state.nextTicketId
            state.nextTicketId += 1
            var ticketSelections: [[String: Any]] = []
            for leg in legs {
                let selectionId = state.nextSelectionId
                state.nextSelectionId += 1
                var event = leg.event
                event["markets"] = nil
                event["date"] = (event["date_time"] as? String).map { String($0.prefix(10)) }
                event["time"] = (event["date_time"] as? String).map { String($0.suffix(8)) }
                ticketSelections.append([
                    "id": selectionId, "betting_ticket_id": ticketId,
                    "sport_event_id": Int(idString(leg.event["id"]) ?? "") ?? 0,
                    "outcome_id": Int(idString(leg.outcome["id"]) ?? "") ?? 0,
                    "odd": "\(leg.odd)", "status": "pending", "created_at": now, "updated_at": now,
                    "outcome": ["id": leg.outcome["id"] ?? 0, "name": leg.outcome["name"] ?? "", "code": leg.outcome["code"] ?? "",
                                "price": "\(leg.odd)",
                                "market": ["id": leg.market["id"] ?? 0, "sport_event_market_id": leg.market["sport_event_market_id"] ?? 0,
                                           "name": leg.market["name"] ?? ""]],
                    "event": event,
                ])
            }
            return ["id": ticketId, "user_id": 321, "type": type, "stake": number(ticketStake), "odds": "\(odds)",
                    "possible_winnings": NSDecimalNumber(decimal: stake * odds), "winnings": NSNull(), "status": "pending",
                    "share_id": "share-id-sandbox-\(ticketId)", "created_at": now, "updated_at": now, "selections": ticketSelections]
        }
        guard let ticket else { return error(422, "Insufficient balance.") }
        state.withLock { $0.placed.append(ticket) }
        return reply(ticket)
    }
}
