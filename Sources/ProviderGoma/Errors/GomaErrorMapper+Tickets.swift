import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaErrorMapper {
    /// The 422s of one ticket's calls (`/api/tickets/v1/{id}`): on `DELETE` the ticket can no
    /// longer be deleted (ticket-delete-error-422.json), a state conflict, so `.conflict` with the
    /// vendor's reason; on the update `POST` the changed ticket was refused, so `.betRejected`, as
    /// for a placement. `nil` for anything else (the refresh's 422 is not documented).
    static func ticketError(status: Int, message: String?, method: HTTPMethod, path: String) -> ServiceProviderError? {
        guard status == 422 else { return nil }
        let segments = path.split(separator: "/")
        guard segments.count >= 4, segments.suffix(4).dropLast().elementsEqual(["api", "tickets", "v1"]),
              let last = segments.last, Int(last) != nil else { return nil }
        switch method {
        case .delete: return .conflict(message: message)
        case .post: return .betRejected(message: message)
        default: return nil
        }
    }
}
