import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Customer support: Omega's contact form (a GET with the message in the query, no session) and a
/// ticket at the operator's help desk (encoded body, Basic auth signed in, none signed out).
@Suite struct CustomerSupportTests {
    static let message = ContactMessage(firstName: "Jean", lastName: "Exemple", email: "player@example.invalid", subject: "Retrait en attente",
                                        message: "Bonjour, mon retrait est en attente depuis 3 jours.")
    static let requester = SupportRequester(firstName: "Jean", lastName: "Exemple", email: "player@example.invalid")
    static let ticket = SupportTicketRequest(subject: "Retrait en attente", category: "subject_type_tag_placeholder",
                                             message: "Bonjour, mon retrait est en attente depuis 3 jours.", requester: requester)

    /// A stub answering the contact form, the profile and the help desk with the given files.
    static func transport(contact: String = "contactUs", ticket: StubTransport.Reply? = nil) -> StubTransport {
        StubTransport { request in
            switch request.url?.path ?? "" {
            case "/ps/ips/contactus": return .data(try Fixture.data(contact))
            case "/ps/ips/getPlayerInfo": return .data(try Fixture.data("getUserProfile"))
            case "/api/v2/requests":
                return try ticket ?? .response(status: 201, headers: ["Content-Type": "application/json"], body: Fixture.data("contactSupport"))
            default: return .json(#"{"message":"no route"}"#, status: 404)
            }
        }
    }

    static func body(_ request: URLRequest) throws -> NSDictionary {
        let data = try #require(request.httpBody)
        return try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
    }

    // MARK: - Contact form

    @Test func theContactFormIsAGetWithTheFieldsInTheQueryAndNoSessionEvenSignedIn() async throws {
        let transport = Self.transport()
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        try await client.account.sendContactMessage(Self.message)
        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(sent.httpMethod == "GET")
        #expect(sent.httpBody == nil)
        #expect(sent.value(forHTTPHeaderField: "app-origin") == "ios")
        let items = URLComponents(url: try #require(sent.url), resolvingAgainstBaseURL: false)?.queryItems
        #expect(sent.url?.host == "omega.test")
        #expect(items == [URLQueryItem(name: "firstName", value: "Jean"), URLQueryItem(name: "lastName", value: "Exemple"),
                          URLQueryItem(name: "email", value: "player@example.invalid"), URLQueryItem(name: "subject", value: "Retrait en attente"),
                          URLQueryItem(name: "message", value: "Bonjour, mon retrait est en attente depuis 3 jours.")])
    }

    @Test func theContactFormWorksSignedOut() async throws {
        let transport = Self.transport()
        try await Client(provider: TestConfig.provider(transport: transport)).account.sendContactMessage(Self.message)
        #expect(transport.requests.count == 1)
    }

    @Test func aRefusedMessageIsTheVendorsErrorWithItsMessage() async {
        let client = Client(provider: TestConfig.provider(transport: Self.transport(contact: "contactUs-error")))
        await #expect(throws: ServiceProviderError.vendor(code: "ERROR_STATUS_NOT_DOCUMENTED", message: "Le message est obligatoire")) {
            try await client.account.sendContactMessage(Self.message)
        }
    }

    @Test func onlySuccessCompletesTheMessage() async {
        // A status another call reads as a success is not one here.
        let transport = StubTransport(.json(#"{"status":"CONTINUE_TO_PAYMENT_SITE"}"#))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "contactus answered CONTINUE_TO_PAYMENT_SITE, not SUCCESS.")) {
            try await Client(provider: TestConfig.provider(transport: transport)).account.sendContactMessage(Self.message)
        }
    }

    @Test func badMessagesAreRefusedBeforeAnythingIsSent() async {
        let transport = Self.transport()
        let client = Client(provider: TestConfig.provider(transport: transport))
        func refused(_ change: (inout ContactMessage) -> Void, field: String, code: String) async {
            var message = Self.message
            change(&message)
            await #expect {
                try await client.account.sendContactMessage(message)
            } throws: { error in
                guard case .validation(let fields)? = error as? ServiceProviderError else { return false }
                return fields.map(\.field) == [field] && fields.map(\.code) == [code]
            }
        }
        await refused({ $0.subject = "  " }, field: "subject", code: "REQUIRED")
        await refused({ $0.firstName = "" }, field: "firstName", code: "REQUIRED")
        await refused({ $0.lastName = "Ex\nemple" }, field: "lastName", code: "INVALID")
        await refused({ $0.email = "not an address" }, field: "email", code: "INVALID")
        await refused({ $0.message = String(repeating: "a", count: InputValidation.maximumMessageLength + 1) }, field: "message", code: "TOO_LONG")
        await refused({ $0.message = "bell \u{07}" }, field: "message", code: "INVALID")
        #expect(transport.requests.isEmpty)
    }

    @Test func aMessageKeepsItsLinesAndQuotes() async throws {
        var message = Self.message
        message.message = "Ligne 1\nLigne \"2\" & 3"
        let transport = Self.transport()
        try await Client(provider: TestConfig.provider(transport: transport)).account.sendContactMessage(message)
        let items = URLComponents(url: try #require(transport.requests.first?.url), resolvingAgainstBaseURL: false)?.queryItems
        #expect(items?.last == URLQueryItem(name: "message", value: "Ligne 1\nLigne \"2\" & 3"))
    }

    // MARK: - Support ticket

    @Test func aSignedOutTicketIsEncodedWithTheRequesterAndNoAuthorization() async throws {
        let transport = Self.transport()
        let ticket = try await Client(provider: TestConfig.provider(transport: transport)).account.createSupportTicket(Self.ticket)
        #expect(ticket == SupportTicket(id: "48213", status: .new))
        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://help.test/api/v2/requests")
        #expect(sent.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(sent.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        // The recorded request body, but for the requester's name: "first - last - email" signed out,
        // as the reference README says and the reference app builds it.
        let expected = try #require(try JSONSerialization.jsonObject(with: Fixture.data("contactSupport-request")) as? [String: Any])
        var request = try #require(expected["request"] as? [String: Any])
        request["requester"] = ["name": "Jean - Exemple - player@example.invalid", "email": "player@example.invalid"]
        #expect(try Self.body(sent) == ["request": request] as NSDictionary)
    }

    @Test func aSignedInTicketIsTheProfilesWithBasicAuthFromTheConfiguredToken() async throws {
        let transport = Self.transport()
        var request = Self.ticket
        request.requester = SupportRequester(firstName: "Someone", lastName: "Else", email: "else@example.com") // ignored signed in
        let ticket = try await Client(provider: await TestConfig.signedIn(transport: transport)).account.createSupportTicket(request)
        #expect(ticket.id == "48213")
        #expect(transport.requests.map { $0.url?.path } == ["/ps/ips/getPlayerInfo", "/api/v2/requests"])
        let sent = try #require(transport.requests.last)
        let credential = Data("player.demo01@example.com/token:desk-api-token-placeholder".utf8).base64EncodedString()
        #expect(sent.value(forHTTPHeaderField: "Authorization") == "Basic " + credential)
        #expect(sent.url?.query == nil) // no session key travels to the help desk
        let body = try #require(try Self.body(sent)["request"] as? NSDictionary)
        #expect(body["requester"] as? NSDictionary == ["name": "Jean Exemple", "email": "player.demo01@example.com"])
        #expect(body["custom_fields"] as? NSArray == [["900000000001": "Jean"], ["900000000002": "Exemple"],
                                                       ["900000000003": "subject_type_tag_placeholder"]])
    }

    @Test func quotesAndLineBreaksTravelIntact() async throws {
        var request = Self.ticket
        request.message = "Il a dit \"non\".\n}\n{\"injected\": true}"
        request.subject = "Sujet \\ \"cité\""
        let transport = Self.transport()
        _ = try await Client(provider: TestConfig.provider(transport: transport)).account.createSupportTicket(request)
        let sent = try #require(transport.requests.first)
        let body = try #require(try Self.body(sent)["request"] as? NSDictionary)
        #expect((body["comment"] as? NSDictionary)?["body"] as? String == request.message)
        #expect(body["subject"] as? String == request.subject)
        #expect(body["injected"] == nil)
    }

    @Test func aSignedOutTicketNeedsItsRequesterAndBadInputSendsNothing() async {
        let transport = Self.transport()
        let client = Client(provider: TestConfig.provider(transport: transport))
        var request = Self.ticket
        request.requester = nil
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "requester", code: "REQUIRED",
                                                                             message: "A signed-out ticket needs its requester.")])) {
            _ = try await client.account.createSupportTicket(request)
        }
        request.requester = SupportRequester(firstName: "Jean", lastName: "Exemple", email: "no-at-sign")
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "requester.email", code: "INVALID",
                                                                             message: "requester.email is not an e-mail address.")])) {
            _ = try await client.account.createSupportTicket(request)
        }
        request = Self.ticket
        request.category = ""
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "category", code: "REQUIRED", message: "category is required.")])) {
            _ = try await client.account.createSupportTicket(request)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func theDesksRefusalIsItsCodeAndDescription() async {
        let refusal = StubTransport.Reply.response(status: 422, headers: ["Content-Type": "application/json"],
                                                   body: (try? Fixture.data("contactSupport-error")) ?? Data())
        let client = Client(provider: TestConfig.provider(transport: Self.transport(ticket: refusal)))
        await #expect(throws: ServiceProviderError.vendor(code: "RecordInvalid", message: "Record validation errors")) {
            _ = try await client.account.createSupportTicket(Self.ticket)
        }
    }

    @Test func anAnswerWithoutTicketOpenedNone() async {
        let client = Client(provider: TestConfig.provider(transport: Self.transport(ticket: .json("{}", status: 201))))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "The help desk opened no ticket.")) {
            _ = try await client.account.createSupportTicket(Self.ticket)
        }
        // A refusal in a success status is still the desk's words.
        let refusal = (try? Fixture.string("contactSupport-error")) ?? ""
        let refused = Client(provider: TestConfig.provider(transport: Self.transport(ticket: .json(refusal, status: 200))))
        await #expect(throws: ServiceProviderError.vendor(code: "RecordInvalid", message: "Record validation errors")) {
            _ = try await refused.account.createSupportTicket(Self.ticket)
        }
    }

    @Test func theDesksTokenNeverShowsInAnError() async {
        // A desk echoing the token (and the whole credential) in its refusal.
        let credential = "Basic " + Data("player.demo01@example.com/token:desk-api-token-placeholder".utf8).base64EncodedString()
        let echo = StubTransport.Reply.json(#"{"error":"Unauthorized","description":"bad token desk-api-token-placeholder in \#(credential)"}"#, status: 401)
        let client = Client(provider: await TestConfig.signedIn(transport: Self.transport(ticket: echo)))
        do {
            _ = try await client.account.createSupportTicket(Self.ticket)
            Issue.record("the refused ticket succeeded")
        } catch {
            for text in [String(reflecting: error), error.message, error.localizedDescription] {
                #expect(!text.contains("desk-api-token-placeholder"), "\(text)")
                #expect(!text.contains(credential.dropFirst(6)), "\(text)")
            }
        }
    }

    @Test func withoutAHelpDeskTicketsAreNotOffered() async {
        var configuration = TestConfig.configuration
        configuration.supportDesk = nil
        let transport = Self.transport()
        let client = Client(provider: SportRadarProvider(configuration: configuration, transport: transport, sleep: { _ in }))
        #expect(!client.supports(.supportTickets))
        #expect(client.supports(.contactForm))
        await #expect(throws: ServiceProviderError.notSupported(feature: .supportTickets, provider: "SportRadar")) {
            _ = try await client.account.createSupportTicket(Self.ticket)
        }
        #expect(transport.requests.isEmpty)
    }

    // MARK: - Sandbox and loopback

    @Test func theSandboxOpensTicketsAndRefusesAnAddressWithoutADomain() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        try await client.account.sendContactMessage(Self.message)
        #expect(try await client.account.createSupportTicket(Self.ticket).status == .new)
        var request = Self.ticket
        request.requester = SupportRequester(firstName: "Jean", lastName: "Exemple", email: "jean@localhost")
        await #expect(throws: ServiceProviderError.vendor(code: "RecordInvalid", message: "Record validation errors")) {
            _ = try await client.account.createSupportTicket(request)
        }
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        #expect(try await client.account.createSupportTicket(request).id == "48213") // signed in: the profile's address
    }

    @Test func overLoopbackTheMessageAndTheTicketReachTheServer() async throws {
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/contactus": .fixture("contactUs"),
            "GET /ps/ips/getPlayerInfo": .fixture("getUserProfile"),
            "POST /api/v2/requests": .fixture("contactSupport", status: 201),
        ])
        defer { loopback.stop() }
        let client = Client(provider: loopback.provider)
        try await client.account.sendContactMessage(Self.message)
        #expect(try await client.account.createSupportTicket(Self.ticket) == SupportTicket(id: "48213", status: .new))
        let contact = try #require(loopback.requests.first { $0.path == "/ps/ips/contactus" })
        #expect(contact.query?.contains("sessionKey") == false)
        #expect(contact.query?.contains("message=Bonjour") == true)
        let ticket = try #require(loopback.requests.first { $0.path == "/api/v2/requests" })
        #expect(ticket.header("Authorization")?.hasPrefix("Basic ") == true)
        let body = try #require(try JSONSerialization.jsonObject(with: ticket.body) as? NSDictionary)
        #expect((body["request"] as? NSDictionary)?["subject"] as? String == "Retrait en attente")
    }
}
