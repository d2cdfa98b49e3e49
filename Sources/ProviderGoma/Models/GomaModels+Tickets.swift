import Foundation

extension GomaModels {
    /// `POST /api/tickets/v1/{id}` body: the place-bet body without `cashback`, plus the ticket's
    /// id as an int under the vendor's oddly cased `bettingTicket_id`. Selections' ids are strings,
    /// as in place-bet. The answer is a plain ``Ticket``.
    struct UpdateTicketRequest: Encodable, Sendable {
        let stake: Decimal
        let type: String
        let selections: [SelectionRequest]
        let bettingTicketId: Int

        enum CodingKeys: String, CodingKey {
            case stake, type, selections
            case bettingTicketId = "bettingTicket_id"
        }
    }

    /// `GET /api/tickets/v1/{id}/qrcode`: camelCase keys, unlike every other answer, and all three
    /// optional. `expirationDateTime` stays text: its format is not documented (the mapper reads it).
    struct TicketQRCode: Decodable, Sendable {
        let qrCode: String?
        let expirationDateTime: String?
        let message: String?
    }
}
