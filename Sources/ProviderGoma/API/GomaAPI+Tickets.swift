import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The user's tickets one by one: details, refresh, update, delete, the shared view and the QR code.
/// Every answer but delete's (a bare `true`) and the QR code's is the ticket shape of `my-tickets.json`.
extension GomaAPI {
    /// `GET /api/tickets/v1/{id}` (bare ticket).
    static func ticket(id: Int) -> Request<GomaModels.Ticket> {
        Request("/api/tickets/v1/\(id)", authorization: .bearer.signedIn)
    }

    /// `POST /api/tickets/v1/{id}/refresh`, no body: the ticket priced again (bare ticket). A POST
    /// that changes the ticket, so never retried.
    static func refreshTicket(id: Int) -> Request<GomaModels.Ticket> {
        Request(.post, "/api/tickets/v1/\(id)/refresh", authorization: .bearer.signedIn)
    }

    /// `POST /api/tickets/v1/{id}`: the ticket changed (bare ticket). Never retried.
    static func updateTicket(_ body: GomaModels.UpdateTicketRequest) -> Request<GomaModels.Ticket> {
        Request(.post, "/api/tickets/v1/\(body.bettingTicketId)", body: .json(body), authorization: .bearer.signedIn)
    }

    /// `DELETE /api/tickets/v1/{id}`: a bare JSON `true` (a fragment; the decoder takes it).
    static func deleteTicket(id: Int) -> Request<Bool> {
        Request(.delete, "/api/tickets/v1/\(id)", authorization: .bearer.signedIn)
    }

    /// `GET /api/tickets/v1/share/{share_id}` (bare ticket), with either bearer.
    static func sharedTicket(shareId: String) -> Request<GomaModels.Ticket> {
        Request("/api/tickets/v1/share/\(shareId)", authorization: .bearer)
    }

    /// `GET /api/tickets/v1/{id}/qrcode`.
    static func ticketQRCode(id: Int) -> Request<GomaModels.TicketQRCode> {
        Request("/api/tickets/v1/\(id)/qrcode", authorization: .bearer.signedIn)
    }
}
