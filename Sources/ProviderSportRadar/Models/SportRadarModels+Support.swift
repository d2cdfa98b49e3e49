import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `POST /api/v2/requests` body on the operator's help desk:
    /// `{request {requester {name, email}, custom_fields [{"<field id>": value}], subject, comment {body}}}`.
    /// The custom fields go as one-key objects, as the vendor's client sends them.
    struct SupportTicketBody: Encodable, Sendable, Equatable {
        let request: Ticket

        struct Ticket: Encodable, Sendable, Equatable {
            let requester: Requester
            let customFields: [[String: String]]
            let subject: String
            let comment: Comment

            enum CodingKeys: String, CodingKey {
                case requester
                case customFields = "custom_fields"
                case subject
                case comment
            }
        }

        struct Requester: Encodable, Sendable, Equatable {
            let name: String
            let email: String
        }

        struct Comment: Encodable, Sendable, Equatable {
            let body: String
        }
    }

    /// The help desk's answer to a ticket (HTTP 201): `{request {id, status, …}}`. Only the id and
    /// the status are read; without `request` the ticket was not opened, and `error` and
    /// `description` (the refusal's fields) say why when present.
    struct SupportResponse: Decodable, Sendable {
        let request: CreatedTicket?
        let error: String?
        let description: String?

        struct CreatedTicket: Decodable, Sendable {
            let id: Int
            let status: String?
        }
    }

    /// The help desk's refusal: `{error, description, details?}` (details are not read).
    struct SupportRefusal: Decodable, Sendable {
        let error: String
        let description: String?
    }
}
