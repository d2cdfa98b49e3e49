import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Customer support: Omega's contact form (no session) and a ticket at the operator's help desk
/// (`SportRadarConfiguration.supportDesk`), signed in or not.
extension SportRadarAccountService {
    /// This area's features: the contact form always, tickets only with a help desk configured.
    var supportFeatures: Set<Feature> { runtime.configuration.supportDesk == nil ? [.contactForm] : [.contactForm, .supportTickets] }

    /// `GET /ps/ips/contactus`, sessionless (signed in or not, the message names its sender);
    /// only `SUCCESS` counts, another status is the vendor's error with its `message`.
    func sendContactMessage(_ message: ContactMessage) async throws(ServiceProviderError) {
        try message.validate()
        let request = SportRadarOmegaAPI.contactUs(firstName: message.firstName, lastName: message.lastName, email: message.email,
                                                   subject: message.subject, message: message.message)
        try await runtime.sessionlessExecutor(.omega).send(request) { response throws(ServiceProviderError) in
            try SportRadarModelMapper.requireSuccess(response, of: "contactus")
        }
    }

    /// `POST /api/v2/requests` on the help desk. Signed in: the requester is the profile's (one
    /// `getPlayerInfo` first) and the call carries Basic auth from the profile's e-mail and the
    /// desk's API token; signed out: the request's requester (required), no auth. The body is
    /// encoded, never assembled as text, so quotes and line breaks in the message travel intact.
    func createSupportTicket(_ request: SupportTicketRequest) async throws(ServiceProviderError) -> SupportTicket {
        guard let desk = runtime.configuration.supportDesk else { throw unsupported(.supportTickets) }
        try request.validate()
        let isSignedIn = await runtime.session.isUserSignedIn
        let requester: SupportRequester
        if isSignedIn {
            requester = try SportRadarModelMapper.supportRequester(try await runtime.executor(.omega).send(SportRadarOmegaAPI.playerInfo))
        } else {
            guard let given = request.requester else {
                throw .validation(fields: [.init(field: "requester", code: "REQUIRED", message: "A signed-out ticket needs its requester.")])
            }
            requester = given
        }
        let body = SportRadarModelMapper.supportTicketBody(request, requester: requester, isSignedIn: isSignedIn, desk: desk)
        let authorization = isSignedIn ? SportRadarModelMapper.supportAuthorization(email: requester.email, apiToken: desk.apiToken) : nil
        return try await runtime.sessionlessExecutor(.support).send(SportRadarSupportAPI.createTicket(body, authorization: authorization)) {
            response throws(ServiceProviderError) in try SportRadarModelMapper.supportTicket(response)
        }
    }
}
