import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma ticket routes: the user's tickets.
extension GomaSandbox {
    static func registerTickets(on transport: SandboxTransport, state: Locked<State>) {
        transport.on(.get, "/api/tickets/v1") { request in
            guard isUser(request) else { return error(401, "Unauthenticated.") }
            let recorded = (object("my-tickets.json")?["data"] as? [[String: Any]]) ?? []
            let placed = state.withLock { $0.placed }
            let statuses = request.query.filter { $0.name == "status[]" }.compactMap(\.value)
            let tickets = (placed.reversed() + recorded).filter { statuses.isEmpty || statuses.contains(($0["status"] as? String) ?? "") }
            let limit = max(1, Int(request.queryValue("limit") ?? "") ?? 20)
            let page = max(1, Int(request.queryValue("page") ?? "") ?? 1)
            let slice = Array(tickets.dropFirst((page - 1) * limit).prefix(limit))
            return reply(["current_page": page, "data": slice])
        }
    }
}
