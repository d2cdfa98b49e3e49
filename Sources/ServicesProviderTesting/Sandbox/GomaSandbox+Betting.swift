import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma bet slip routes: the ticket calculation and placement.
extension GomaSandbox {
    static func registerBetting(on transport: SandboxTransport, state: Locked<State>) {
        transport.on(.get, "/api/tickets/v1/calculate") { _ in file("tickets-calculate.json") }
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
        var legs: [(event: [String: Any], outcome: [String: Any], market: [String: Any], odd: Decimal)] = []
        let events = knownEvents()
        for selection in selections {
            let eventId = idString(selection["sport_event_id"])
            let outcomeId = idString(selection["outcome_id"])
            guard let event = events.first(where: { idString($0["id"]) == eventId }),
                  let (market, outcome) = (event["markets"] as? [[String: Any]] ?? []).lazy.compactMap({ market in
                      (market["outcomes"] as? [[String: Any]] ?? []).first { idString($0["id"]) == outcomeId }.map { (market, $0) }
                  }).first else {
                return error(422, "The selected outcome is not available.")
            }
            let isLive = (event["is_live"] as? Int ?? 0) != 0
            let price = idString(isLive ? outcome["price_live"] : outcome["price"]) ?? "1"
            legs.append((event, outcome, market, Decimal(string: price) ?? 1))
        }
        if type == "multiple", Set(legs.map { idString($0.event["id"]) ?? "" }).count < legs.count {
            return error(422, "The selected bet type does not allow selections from the same event.")
        }
        let odds = type == "multiple" ? legs.reduce(Decimal(1)) { $0 * $1.odd } : (legs.first?.odd ?? 1)
        let totalStake = type == "single" ? stake * Decimal(legs.count) : stake
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
            return ["id": ticketId, "user_id": 321, "type": type, "stake": number(totalStake), "odds": "\(odds)",
                    "possible_winnings": number(stake * odds), "winnings": NSNull(), "status": "pending",
                    "share_id": "share-id-sandbox-\(ticketId)", "created_at": now, "updated_at": now, "selections": ticketSelections]
        }
        guard let ticket else { return error(422, "Insufficient balance.") }
        state.withLock { $0.placed.append(ticket) }
        return reply(ticket)
    }

}
