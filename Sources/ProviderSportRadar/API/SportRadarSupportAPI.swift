import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The operator's help desk (`SportRadarConfiguration.supportDesk`), where support tickets go.
/// Not a SportRadar host: no session key or launch token travels there.
enum SportRadarSupportAPI {
    /// `POST /api/v2/requests`: opens a ticket (the desk answers HTTP 201). `authorization` is the
    /// whole `Authorization` value for a signed-in user's ticket (Basic, built from the user's
    /// e-mail and the desk's API token), `nil` for a signed-out visitor's (no header). Never retried.
    static func createTicket(_ body: SportRadarModels.SupportTicketBody, authorization: String?) -> Request<SportRadarModels.SupportResponse> {
        Request(.post, "/api/v2/requests", headers: authorization.map { ["Authorization": $0] } ?? [:], body: .json(body))
    }
}
