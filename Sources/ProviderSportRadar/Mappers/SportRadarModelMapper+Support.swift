import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The ticket body. Signed in, the requester is named "first last" (from the profile);
    /// signed out "first - last - email" (the form's), as the vendor's client names them. The
    /// custom fields carry the given name, the family name and the category under the desk's ids.
    static func supportTicketBody(_ request: SupportTicketRequest, requester: SupportRequester, isSignedIn: Bool,
                                  desk: SportRadarSupportDesk) -> SportRadarModels.SupportTicketBody {
        let name = isSignedIn ? "\(requester.firstName) \(requester.lastName)"
            : "\(requester.firstName) - \(requester.lastName) - \(requester.email)"
        return SportRadarModels.SupportTicketBody(request: .init(
            requester: .init(name: name, email: requester.email),
            customFields: [[desk.firstNameFieldId: requester.firstName], [desk.lastNameFieldId: requester.lastName],
                           [desk.categoryFieldId: request.category]],
            subject: request.subject, comment: .init(body: request.message)))
    }

    /// The signed-in ticket's `Authorization`: `Basic base64("<email>/token:<api token>")`.
    static func supportAuthorization(email: String, apiToken: String) -> String {
        "Basic " + Data("\(email)/token:\(apiToken)".utf8).base64EncodedString()
    }

    /// The requester of a signed-in user's ticket: the profile's names and e-mail, each required
    /// (a profile without them cannot open a ticket in the account's name: `.invalidResponse`).
    static func supportRequester(_ profile: SportRadarModels.PlayerInfoResponse) throws(ServiceProviderError) -> SupportRequester {
        guard let first = profile.firstName, !first.isEmpty, let last = profile.lastName, !last.isEmpty,
              let email = profile.email, !email.isEmpty else {
            throw .invalidResponse(message: "The profile has no name or e-mail to open the ticket with.")
        }
        return SupportRequester(firstName: first, lastName: last, email: email)
    }

    /// The ticket opened: its id and status (`new` is new; any other text is kept). An answer
    /// without `request` did not open one: the desk's `error` and `description` when it gave
    /// them (`.vendor`), else `.invalidResponse`.
    static func supportTicket(_ response: SportRadarModels.SupportResponse) throws(ServiceProviderError) -> SupportTicket {
        guard let ticket = response.request else {
            if let code = response.error { throw .vendor(code: code, message: response.description) }
            throw .invalidResponse(message: "The help desk opened no ticket.")
        }
        let status: SupportTicketStatus = ticket.status == "new" ? .new : .unknown(ticket.status ?? "")
        return SupportTicket(id: String(ticket.id), status: status)
    }

    /// An Omega answer that only `SUCCESS` completes (the contact form, the push token): any other
    /// status, even one another call reads as a success, is `.invalidResponse`, as the vendor's
    /// client reads it.
    static func requireSuccess(_ response: SportRadarModels.BasicResponse, of call: String) throws(ServiceProviderError) {
        guard response.status == "SUCCESS" else { throw .invalidResponse(message: "\(call) answered \(response.status), not SUCCESS.") }
    }

    /// The `extraInfo` JSON text registering a push token (`device_os` as the sign-up sends it).
    static func pushTokenExtraInfo(_ registration: PushTokenRegistration) throws(ServiceProviderError) -> String {
        try jsonText(SportRadarModels.PushTokenExtraInfo(appVersion: registration.appVersion, deviceOS: deviceOS,
                                                         tokenIOS: registration.token, lastToken: registration.token))
    }
}
