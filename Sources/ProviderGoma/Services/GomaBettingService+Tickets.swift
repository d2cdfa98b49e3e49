import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The user's tickets: history by status, one ticket's details, refresh, update and delete, a
/// shared ticket by its code, and a ticket's QR code. Ticket ids are the vendor's ints.
extension GomaBettingService {
    /// This area's features, part of this service's `features`.
    static let ticketFeatures: Set<Feature> = [.betHistory, .betDetails, .betRefresh, .betUpdate, .betDeletion, .sharedBets, .betQRCode]

    /// The history by status (``GomaModelMapper/ticketStatuses(_:)``), `limit` = the page size.
    /// Goma's client sends no date filter and the reference names none, so `from`/`to` filter the
    /// page's tickets here (a page may then hold fewer bets than asked while `hasMore` is true).
    func bets(_ query: BetHistoryQuery) async throws(ServiceProviderError) -> Page<Bet> {
        let statuses = try GomaModelMapper.ticketStatuses(query)
        let limit = query.page.pageSize
        let pageNumber = query.page.page
        let page = try await runtime.executor(.api).send(GomaAPI.tickets(statuses: statuses, limit: limit, page: pageNumber))
        let bets = try GomaModelMapper.bets(page.data, currency: runtime.configuration.currency).filter { bet in
            guard let placed = bet.placedAt else { return true }
            if let from = query.from, placed < from { return false }
            if let to = query.to, placed > to { return false }
            return true
        }
        return Page(items: bets, request: PageRequest(page: page.currentPage, pageSize: limit),
                    hasMore: GomaModelMapper.ticketPageHasMore(page, limit: limit))
    }

    func bet(id: String) async throws(ServiceProviderError) -> Bet {
        let number = try GomaModelMapper.ticketNumber(id, field: "id")
        return try await ticket(GomaAPI.ticket(id: number))
    }

    func refreshBet(id: String) async throws(ServiceProviderError) -> Bet {
        let number = try GomaModelMapper.ticketNumber(id, field: "id")
        return try await ticket(GomaAPI.refreshTicket(id: number))
    }

    /// Sends the slip as place-bet does (stake per bet, type — a system's code found as place-bet
    /// finds it —, selections) with the ticket's id; a 422 is `.betRejected` (`GomaErrorMapper.ticketError`).
    func updateBet(id: String, to slip: BetSlip) async throws(ServiceProviderError) -> Bet {
        let number = try GomaModelMapper.ticketNumber(id, field: "id")
        try validate(slip)
        let type = try await ticketType(for: slip)
        let body = GomaModelMapper.updateTicketRequest(ticketId: number, slip: slip, type: type, selections: selections(slip))
        return try await ticket(GomaAPI.updateTicket(body))
    }

    /// The vendor answers a bare `true`; `false` (not deleted, no reason given) and a 422 (no
    /// longer deletable, with the vendor's reason) are both `.conflict`: the ticket's state
    /// forbids it.
    func deleteBet(id: String) async throws(ServiceProviderError) {
        let number = try GomaModelMapper.ticketNumber(id, field: "id")
        let deleted = try await runtime.executor(.api).send(GomaAPI.deleteTicket(id: number))
        guard deleted else { throw .conflict(message: "The bookmaker did not delete the bet.") }
    }

    /// With either bearer: the reference's client asks for it without a signed-in user too.
    func sharedBet(code: String) async throws(ServiceProviderError) -> Bet {
        try InputValidation.identifier(code, field: "code")
        let ticket = try await runtime.executor(.api).send(GomaAPI.sharedTicket(shareId: code))
        return try GomaModelMapper.bet(ticket, currency: runtime.configuration.currency)
    }

    func qrCode(forBetId id: String) async throws(ServiceProviderError) -> BetQRCode {
        let number = try GomaModelMapper.ticketNumber(id, field: "id")
        return try await runtime.executor(.api).send(GomaAPI.ticketQRCode(id: number), mapping: GomaModelMapper.qrCode)
    }

    /// One of the signed-in user's tickets (`.unauthorized` when signed out), as a bet.
    private func ticket(_ request: Request<GomaModels.Ticket>) async throws(ServiceProviderError) -> Bet {
        let ticket = try await runtime.executor(.api).send(request)
        return try GomaModelMapper.bet(ticket, currency: runtime.configuration.currency)
    }
}
