import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma bet slip routes: the allowed types, the ticket calculation and placement (singles,
/// multiples and systems), and the boosted odds (full form) whose outcomes can be bet on.
extension GomaSandbox {
    static func registerBetting(on transport: SandboxTransport, state: Locked<State>) {
        transport.on(.get, "/api/tickets/v1/calculate") { request in
            guard let type = request.queryValue("type"), systemCombination(type) != nil else { return file("tickets-calculate.json") }
            return calculateSystem(request, type: type)
        }
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
        let odds: Decimal
        let totalStake: Decimal
        if let system {
            // A system's `stake` is per combination (as the vendor reference assumes): the ticket
            // keeps it, the wallet pays it once per combination, the odds are the combinations' sum.
            let lines = combinations(legs.map(\.odd), size: system.size)
            odds = lines.reduce(Decimal(0)) { $0 + $1.reduce(Decimal(1), *) }
            totalStake = stake * Decimal(lines.count)
        } else {
            odds = type == "multiple" ? legs.reduce(Decimal(1)) { $0 * $1.odd } : (legs.first?.odd ?? 1)
            totalStake = type == "single" ? stake * Decimal(legs.count) : stake
        }
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
                    "possible_winnings": number(stake * odds), "winnings": NSNull(), "status": "pending",
                    "share_id": "share-id-sandbox-\(ticketId)", "created_at": now, "updated_at": now, "selections": ticketSelections]
        }
        guard let ticket else { return error(422, "Insufficient balance.") }
        state.withLock { $0.placed.append(ticket) }
        return reply(ticket)
    }
}
