import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma ticket routes: the user's tickets (those placed in this sandbox, kept in `State.placed`,
/// then the fixtures' tickets) listed by status and page, found by id and by share code,
/// refreshed, updated, deleted, and their QR codes.
///
/// `GET /api/tickets/v1/{id}` would shadow the slip's literal paths (`calculate`,
/// `allowed-types`), so `GomaSandbox.makeTransport` registers these routes before the slip's.
extension GomaSandbox {
    static func registerTickets(on transport: SandboxTransport, state: Locked<State>) {
        let book = TicketBook(state: state, recorded: Locked(recordedTickets()))

        transport.on(.get, "/api/tickets/v1") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            let statuses = request.query.filter { $0.name == "status[]" }.compactMap(\.value)
            let tickets = book.all().filter { statuses.isEmpty || statuses.contains(($0["status"] as? String) ?? "") }
            let limit = max(1, Int(request.queryValue("limit") ?? "") ?? 20)
            let page = max(1, Int(request.queryValue("page") ?? "") ?? 1)
            // Past the end: `{current_page, data: []}`, as my-tickets-empty.json.
            let slice = Array(tickets.dropFirst((page - 1) * limit).prefix(limit))
            return reply(["current_page": page, "data": slice])
        }
        transport.on(.get, "/api/tickets/v1/{id}") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return book.ticket(id: request.pathParameters["id"]).map(reply) ?? ticketNotFound()
        }
        transport.on(.post, "/api/tickets/v1/{id}") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return book.update(id: request.pathParameters["id"] ?? "", with: request)
        }
        transport.on(.delete, "/api/tickets/v1/{id}") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return book.delete(id: request.pathParameters["id"] ?? "")
        }
        transport.on(.post, "/api/tickets/v1/{id}/refresh") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            return book.refresh(id: request.pathParameters["id"] ?? "")
        }
        transport.on(.get, "/api/tickets/v1/{id}/qrcode") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            let id = request.pathParameters["id"] ?? ""
            guard book.ticket(id: id) != nil, var answer = object("ticket-qrcode.json") else { return ticketNotFound() }
            answer["qrCode"] = "qr-code-payload-placeholder-\(id)"
            return reply(answer)
        }
        // After `{id}/qrcode`, so the literal `share` wins; either bearer, as the vendor's client asks.
        transport.on(.get, "/api/tickets/v1/share/{shareId}") { request in
            let code = request.pathParameters["shareId"] ?? ""
            return book.all().first { ($0["share_id"] as? String) == code }.map(reply) ?? ticketNotFound()
        }
    }

    /// The fixtures' tickets, each once (the settled list's copy wins), newest first.
    static func recordedTickets() -> [[String: Any]] {
        let resolved = (object("my-tickets-resolved.json")?["data"] as? [[String: Any]]) ?? []
        let open = (object("my-tickets.json")?["data"] as? [[String: Any]]) ?? []
        let known = Set(resolved.compactMap { idString($0["id"]) })
        let tickets = resolved + open.filter { !known.contains(idString($0["id"]) ?? "") }
        // `created_at` is fixed-width ISO 8601, so the text sorts as the date does.
        return tickets.sorted { ($0["created_at"] as? String ?? "") > ($1["created_at"] as? String ?? "") }
    }

    /// ticket-error-404.json, with its status.
    static func ticketNotFound() -> StubTransport.Reply {
        SandboxFixtures.data(provider: "goma", name: "ticket-error-404.json").map { .data($0, status: 404) } ?? missing()
    }
}

/// The sandbox's tickets: placed ones in the shared `State.placed`, the fixtures' in `recorded`.
/// When both locks are needed, `recorded` is taken first.
private struct TicketBook: Sendable {
    let state: Locked<GomaSandbox.State>
    let recorded: Locked<[[String: Any]]>

    typealias Reply = StubTransport.Reply

    /// Every ticket, newest first.
    func all() -> [[String: Any]] {
        Array(state.withLock { $0.placed }.reversed()) + recorded.withLock { $0 }
    }

    func ticket(id: String?) -> [String: Any]? {
        all().first { GomaSandbox.idString($0["id"]) == id }
    }

    /// Edits the ticket `id` where it lives, with the wallet's balance; a 404 when unknown.
    private func edit(_ id: String, _ body: (inout [String: Any], inout Decimal) -> Reply) -> Reply {
        if let reply = state.withLock({ state -> Reply? in
            guard let index = state.placed.firstIndex(where: { GomaSandbox.idString($0["id"]) == id }) else { return nil }
            return body(&state.placed[index], &state.balance)
        }) { return reply }
        return recorded.withLock { tickets in
            guard let index = tickets.firstIndex(where: { GomaSandbox.idString($0["id"]) == id }) else { return GomaSandbox.ticketNotFound() }
            return state.withLock { body(&tickets[index], &$0.balance) }
        }
    }

    private static func isOpen(_ ticket: [String: Any]) -> Bool { (ticket["status"] as? String) == "pending" }

    private static func amount(_ value: Any?) -> Decimal { Decimal(string: GomaSandbox.idString(value) ?? "") ?? 0 }

    /// An open ticket priced again: the fixture's re-priced answer for its ticket, any other at
    /// the events' current prices. A settled ticket comes back as it is.
    func refresh(id: String) -> Reply {
        let repriced = GomaSandbox.object("ticket-refresh.json")
        return edit(id) { ticket, _ in
            guard Self.isOpen(ticket) else { return GomaSandbox.reply(ticket) }
            if let repriced, GomaSandbox.idString(repriced["id"]) == id {
                ticket = repriced
                return GomaSandbox.reply(ticket)
            }
            let events = GomaSandbox.knownEvents()
            var selections = ticket["selections"] as? [[String: Any]] ?? []
            var odds = Decimal(1)
            for index in selections.indices {
                let outcomeId = GomaSandbox.idString(selections[index]["outcome_id"])
                let event = events.first { GomaSandbox.idString($0["id"]) == GomaSandbox.idString(selections[index]["sport_event_id"]) }
                let outcome = (event?["markets"] as? [[String: Any]] ?? []).lazy
                    .compactMap { ($0["outcomes"] as? [[String: Any]] ?? []).first { GomaSandbox.idString($0["id"]) == outcomeId } }.first
                let isLive = (event?["is_live"] as? Int ?? 0) != 0
                if let price = outcome.flatMap({ GomaSandbox.idString(isLive ? $0["price_live"] : $0["price"]) }) {
                    selections[index]["odd"] = price
                }
                odds *= Self.amount(selections[index]["odd"])
            }
            ticket["selections"] = selections
            if (ticket["type"] as? String) == "multiple" {
                ticket["odds"] = "\(odds)"
                ticket["possible_winnings"] = GomaSandbox.number(Self.amount(ticket["stake"]) * odds)
            }
            ticket["updated_at"] = GomaSandbox.timestamp()
            return GomaSandbox.reply(ticket)
        }
    }

    /// An open ticket changed to the body's stake, type and selections (built as place-bet builds
    /// a ticket), keeping its id, share code and placing time; the stake's difference is taken
    /// from (or given back to) the balance.
    func update(id: String, with request: SandboxTransport.Request) -> Reply {
        let scratch = Locked(GomaSandbox.State())
        scratch.withLock { $0.balance = Decimal(1_000_000) }
        let built = GomaSandbox.placeTicket(request, state: scratch)
        guard var fresh = scratch.withLock({ $0.placed.last }) else { return built }
        return edit(id) { ticket, balance in
            guard Self.isOpen(ticket) else { return GomaSandbox.error(422, "This ticket can no longer be changed.") }
            let difference = Self.amount(fresh["stake"]) - Self.amount(ticket["stake"])
            guard difference <= balance else { return GomaSandbox.error(422, "Insufficient balance.") }
            balance -= difference
            for key in ["id", "user_id", "share_id", "created_at"] { fresh[key] = ticket[key] }
            fresh["selections"] = (fresh["selections"] as? [[String: Any]] ?? []).map { selection in
                var selection = selection
                selection["betting_ticket_id"] = ticket["id"]
                return selection
            }
            ticket = fresh
            return GomaSandbox.reply(ticket)
        }
    }

    /// An open ticket removed, its stake back on the balance (the sandbox's choice: the vendor
    /// reference does not say); a settled one is ticket-delete-error-422.json.
    func delete(id: String) -> Reply {
        var removed = false
        let reply = edit(id) { ticket, balance in
            guard Self.isOpen(ticket) else {
                return SandboxFixtures.data(provider: "goma", name: "ticket-delete-error-422.json").map { .data($0, status: 422) } ?? GomaSandbox.missing()
            }
            balance += Self.amount(ticket["stake"])
            removed = true
            return .json("true")
        }
        if removed {
            state.withLock { $0.placed.removeAll { GomaSandbox.idString($0["id"]) == id } }
            recorded.withLock { $0.removeAll { GomaSandbox.idString($0["id"]) == id } }
        }
        return reply
    }
}
