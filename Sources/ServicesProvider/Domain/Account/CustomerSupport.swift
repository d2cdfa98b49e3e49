import Foundation

/// A message for the operator's customer service, sent with ``AccountService/sendContactMessage(_:)``:
/// the sender names themselves and gives an address for the answer, so it needs no session
/// (a signed-out visitor can write too).
public struct ContactMessage: Sendable, Hashable {
    /// The sender's given name.
    public var firstName: String
    /// The sender's family name.
    public var lastName: String
    /// Where the answer goes.
    public var email: String
    /// The subject line.
    public var subject: String
    /// The text; it may span several lines.
    public var message: String

    /// Creates a message.
    public init(firstName: String, lastName: String, email: String, subject: String, message: String) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.subject = subject
        self.message = message
    }

    /// Checks every field before anything is sent: the names and the subject are required
    /// single-line text (``InputValidation/requiredText(_:field:)``), the e-mail an address
    /// (``InputValidation/email(_:field:)``), the message required multi-line text
    /// (``InputValidation/message(_:field:)``).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.requiredText(firstName, field: "firstName")
        try InputValidation.requiredText(lastName, field: "lastName")
        try InputValidation.email(email)
        try InputValidation.requiredText(subject, field: "subject")
        try InputValidation.message(message, field: "message")
    }
}

/// A request to open a ticket at the operator's help desk, sent with
/// ``AccountService/createSupportTicket(_:)``. Signed in, the ticket is opened in the account's
/// name and e-mail (the provider reads them from the profile) and ``requester`` is ignored;
/// signed out, ``requester`` says who writes and is required.
public struct SupportTicketRequest: Sendable, Hashable {
    /// The subject line.
    public var subject: String
    /// The operator's tag for the kind of question (e.g. `withdrawal`), as its help desk files
    /// tickets; the operator publishes its list.
    public var category: String
    /// The text; it may span several lines.
    public var message: String
    /// Who writes, for a signed-out visitor; `nil` when signed in.
    public var requester: SupportRequester?

    /// Creates a ticket request.
    public init(subject: String, category: String, message: String, requester: SupportRequester? = nil) {
        self.subject = subject
        self.category = category
        self.message = message
        self.requester = requester
    }

    /// Checks the subject and category (``InputValidation/requiredText(_:field:)``), the message
    /// (``InputValidation/message(_:field:)``) and the requester when given
    /// (``SupportRequester/validate()``). Whether a requester is needed depends on the session: the
    /// provider checks that (`REQUIRED` on `requester`).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.requiredText(subject, field: "subject")
        try InputValidation.requiredText(category, field: "category")
        try InputValidation.message(message, field: "message")
        try requester?.validate()
    }
}

/// The signed-out author of a support ticket.
public struct SupportRequester: Sendable, Hashable {
    /// Given name.
    public var firstName: String
    /// Family name.
    public var lastName: String
    /// Where the help desk answers.
    public var email: String

    /// Creates a requester.
    public init(firstName: String, lastName: String, email: String) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
    }

    /// Checks the names (``InputValidation/requiredText(_:field:)``, on `requester.firstName` and
    /// `requester.lastName`) and the e-mail (``InputValidation/email(_:field:)``, on `requester.email`).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.requiredText(firstName, field: "requester.firstName")
        try InputValidation.requiredText(lastName, field: "requester.lastName")
        try InputValidation.email(email, field: "requester.email")
    }
}

/// A ticket the help desk opened (``AccountService/createSupportTicket(_:)``).
public struct SupportTicket: Sendable, Hashable, Identifiable {
    /// The help desk's ticket number, to quote in a follow-up.
    public var id: String
    /// Where the ticket stands.
    public var status: SupportTicketStatus

    /// Creates a ticket.
    public init(id: String, status: SupportTicketStatus) {
        self.id = id
        self.status = status
    }
}

/// Where a support ticket stands.
public enum SupportTicketStatus: Sendable, Hashable {
    /// Received, no agent has looked at it yet (what a ticket just opened says).
    case new
    /// A status the SDK does not know, as the help desk wrote it.
    case unknown(String)
}
