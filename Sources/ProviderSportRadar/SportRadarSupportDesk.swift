import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The operator's help desk, where SportRadar apps open support tickets
/// (``ServicesProvider/AccountService/createSupportTicket(_:)``): a ticketing service of the
/// operator's own (`POST /api/v2/requests`), not an Omega or Poseidon host. Everything here is the
/// operator's: the SDK carries no token and no field id.
public struct SportRadarSupportDesk: Sendable {
    /// The help desk's host, e.g. `https://help.example.com`.
    public var baseURL: URL
    /// The help desk's API token: a signed-in user's ticket is sent with
    /// `Authorization: Basic base64("<e-mail>/token:<apiToken>")`. A secret: never printed, and
    /// hidden from every error and log line.
    public var apiToken: String
    /// The id of the ticket's custom field holding the requester's given name.
    public var firstNameFieldId: String
    /// The id of the ticket's custom field holding the requester's family name.
    public var lastNameFieldId: String
    /// The id of the ticket's custom field holding the question's category
    /// (``ServicesProvider/SupportTicketRequest/category``).
    public var categoryFieldId: String

    /// Creates the help desk's settings; all are required (the operator's own values).
    public init(baseURL: URL, apiToken: String, firstNameFieldId: String, lastNameFieldId: String, categoryFieldId: String) {
        self.baseURL = baseURL
        self.apiToken = apiToken
        self.firstNameFieldId = firstNameFieldId
        self.lastNameFieldId = lastNameFieldId
        self.categoryFieldId = categoryFieldId
    }
}

extension SportRadarSupportDesk: SecretHiding {
    /// The host without user info or secret query values, the token hidden, the field ids.
    package var printedFields: [(String, Any)] {
        [("baseURL", Redactor().url(baseURL)), ("apiToken", Redactor.hidden(apiToken)), ("firstNameFieldId", firstNameFieldId),
         ("lastNameFieldId", lastNameFieldId), ("categoryFieldId", categoryFieldId)]
    }
}
