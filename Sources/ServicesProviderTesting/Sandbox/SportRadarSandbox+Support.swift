import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's customer support and match widgets.
/// - The contact form (`GET /ps/ips/contactus`) accepts every message.
/// - The help desk (`POST /api/v2/requests`, on its own host) opens a ticket (HTTP 201), except
///   for a requester e-mail whose domain has no dot, which it refuses as the desk does (HTTP 422,
///   "Requester: Email is invalid"), a check the SDK's e-mail rule leaves to the vendor.
/// - `eventExternalId` `{eventId}/SportRadarWidget` gives the recorded match id for every event
///   the sandbox has details for; any other event is `CONTENT_NOT_FOUND`.
extension SportRadarSandbox {
    static func registerSupport(on transport: SandboxTransport) {
        transport.on(.get, "/ps/ips/contactus") { _ in .data(fixture("contactUs.json")) }
        transport.on(.post, "/api/v2/requests") { request in
            let ticket = json(request)?["request"] as? [String: Any]
            let email = (ticket?["requester"] as? [String: Any])?["email"] as? String ?? ""
            let domain = email.split(separator: "@").last ?? ""
            guard domain.contains(".") else {
                return .response(status: 422, headers: ["Content-Type": "application/json"], body: fixture("contactSupport-error.json"))
            }
            return .response(status: 201, headers: ["Content-Type": "application/json"], body: fixture("contactSupport.json"))
        }
    }

    /// The `eventExternalId` answer for `id` (`{eventId}/SportRadarWidget`), or `nil` for an
    /// event the sandbox has no details for.
    static func widgetMatchId(_ id: String) -> Data? {
        let parts = id.split(separator: "/").map(String.init)
        guard parts.count == 2, parts[1] == "SportRadarWidget", eventFixtures[parts[0]] != nil || listedEvent(parts[0]) != nil else { return nil }
        return fixture("eventExternalId-SportRadarWidget.json")
    }
}
