import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// The repeatable `status[]` values for a history query: open = `pending`, settled = `win` +
    /// `lost` + `push`, all = none; a settled status narrows to won = `win`, lost = `lost`,
    /// void = `push` (Goma's word for a void). Open bets have no settled status, and Goma has no
    /// other settled status to filter by (no cashout), so those are `.invalidRequest`.
    static func ticketStatuses(_ query: BetHistoryQuery) throws(ServiceProviderError) -> [String] {
        guard let settled = query.settledStatus else {
            switch query.filter {
            case .open: return ["pending"]
            case .settled: return ["win", "lost", "push"]
            case .all: return []
            }
        }
        guard query.filter != .open else { throw .invalidRequest(message: "Open bets have no settled status to filter by.") }
        switch settled {
        case .won: return ["win"]
        case .lost: return ["lost"]
        case .void: return ["push"]
        default: throw .invalidRequest(message: "Goma filters settled bets by won, lost or void only, not \(settled).")
        }
    }

    /// Whether another page of tickets may follow. The answer carries neither `per_page` nor a
    /// total, and the vendor reference does not say how its client finds the end: an empty `data`
    /// is the sure sign, and a page shorter than the `limit` asked for is read as the end too (the
    /// reference's "very likely"). Change this one function if the vendor says otherwise.
    static func ticketPageHasMore(_ page: GomaModels.Paged<GomaModels.Ticket>, limit: Int) -> Bool {
        !page.data.isEmpty && page.data.count >= limit
    }

    /// A page of tickets as bets.
    static func bets(_ tickets: [GomaModels.Ticket], currency: String) throws(ServiceProviderError) -> [Bet] {
        var bets: [Bet] = []
        for ticket in tickets { bets.append(try bet(ticket, currency: currency)) }
        return bets
    }

    /// A ticket id as the vendor's int (ticket ids are ints in paths and in `bettingTicket_id`):
    /// a valid identifier (``InputValidation/identifier(_:field:)``) that is not a whole number
    /// cannot name a Goma ticket and is refused (`INVALID` on `field`) before any request.
    static func ticketNumber(_ id: String, field: String) throws(ServiceProviderError) -> Int {
        try vendorNumber(id, field: field, naming: "ticket")
    }

    /// An id Goma keeps as a positive int (`naming` says of what, for the message).
    static func vendorNumber(_ id: String, field: String, naming what: String) throws(ServiceProviderError) -> Int {
        try InputValidation.identifier(id, field: field)
        guard let number = Int(id), number > 0 else {
            throw .validation(fields: [.init(field: field, code: "INVALID", message: "\(field) is not a Goma \(what) id.")])
        }
        return number
    }

    /// The update body: the place-bet body's stake (per bet), type and selections, plus the
    /// ticket's id; never `cashback`.
    static func updateTicketRequest(ticketId: Int, slip: BetSlip, type: String,
                                    selections: [GomaModels.SelectionRequest]) -> GomaModels.UpdateTicketRequest {
        GomaModels.UpdateTicketRequest(stake: slip.stakePerBet.amount, type: type, selections: selections, bettingTicketId: ticketId)
    }

    /// A QR code answer. `qrCode` is passed on as it comes (what it holds is not documented); an
    /// answer without one is `.invalidResponse` carrying the vendor's `message` when it sent one.
    static func qrCode(_ answer: GomaModels.TicketQRCode) throws(ServiceProviderError) -> BetQRCode {
        guard let payload = answer.qrCode, !payload.isEmpty else {
            throw .invalidResponse(message: answer.message ?? "The bookmaker sent no QR code for this bet.")
        }
        return BetQRCode(payload: payload, expiresAt: answer.expirationDateTime.flatMap(qrCodeExpiry))
    }

    /// `expirationDateTime`. Its format is made up in the vendor reference: it is read as Goma's
    /// other dates are (`GomaDateParser`: `yyyy-MM-dd HH:mm:ss` as UTC, or ISO 8601), and a text
    /// it cannot read is no expiry rather than a failure, so the code still reaches the user.
    /// Change this one function once the format is known.
    static func qrCodeExpiry(_ text: String) -> Date? {
        GomaDateParser.parse(text)
    }
}
