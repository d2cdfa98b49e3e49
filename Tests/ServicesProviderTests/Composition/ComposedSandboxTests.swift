import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import ProviderGoma
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The two compositions operators ship, over the sandboxes: an EveryMatrix app and a SportRadar
/// app each get the Goma CMS's home page from one `Client`, its events resolved by their own
/// sportsbook and its widgets filtered by the sportsbook's session.
@Suite struct ComposedSandboxTests {
    static let presets: [(name: String, make: @Sendable () -> ComposedProvider)] = [
        ("EveryMatrix + Goma", { ComposedSandbox.everyMatrixWithGomaCMS() }),
        ("SportRadar + Goma", { ComposedSandbox.sportRadarWithGomaCMS() }),
    ]

    @Test(arguments: [0, 1]) func eachPresetDeclaresWhatItAnswers(preset: Int) async {
        let provider = Self.presets[preset].make()
        #expect(provider.name == Self.presets[preset].name)
        let client = Client(provider: provider)
        let mismatches = await CapabilityProbe.mismatches(on: client)
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(client.supports(.balance) && client.supports(.placeBet) && client.supports(.carouselEvents) && client.supports(.homeLayout))
    }

    @Test func anEveryMatrixAppGetsTheCMSHomePageWithEveryMatrixEvents() async throws {
        let provider = ComposedSandbox.everyMatrixWithGomaCMS()
        let client = Client(provider: provider)

        let carousel = try await client.content.carouselEvents()
        #expect(carousel.map(\.id) == ["61", "62"], "the SportRadar id of card 63 is not an EveryMatrix event")
        #expect(carousel.map { $0.event?.id } == ["292417803521802496", "287039663214202880"])
        #expect(carousel[0].event?.participants.map(\.name) == ["Arsenal", "Chelsea"])
        #expect(carousel[1].event?.isLive == true)
        #expect(try await client.content.heroCards().map { $0.event?.id } == ["292417803521814528"])
        #expect(try await client.content.proChoices().map { $0.event?.id } == ["292417803521822208", "292417803521829888"])
        let boosted = try await client.content.boostedOddsBanners()
        #expect(boosted.map { $0.event?.id } == ["292417803521802496"])
        #expect(provider.contentDiagnostics == ContentDiagnostics(unknownEvents: 1, endedEvents: 0))
    }

    @Test func aSportRadarAppGetsTheRecordedCMSPointersResolvedByMarket() async throws {
        let provider = ComposedSandbox.sportRadarWithGomaCMS()
        let client = Client(provider: provider)

        let carousel = try await client.content.carouselEvents()
        #expect(carousel.map(\.eventId) == ["4067574.1"])
        let event = try #require(carousel.first?.event)
        #expect(event.participants.map(\.name) == ["FC Exemple", "AS Démo"])
        #expect(event.markets.contains { $0.id == "67677928.1" })
        let hero = try #require(try await client.content.heroCards().first)
        #expect(hero.event?.id == "4067574.1")
        // Recorded pointers the sandbox's sportsbook does not offer: a pro choice and the boosted
        // banner's market.
        #expect(try await client.content.proChoices().map(\.eventId) == ["4067574.1"])
        #expect(try await client.content.boostedOddsBanners().isEmpty)
        #expect(provider.contentDiagnostics.unknownEvents == 2)
    }

    @Test(arguments: [0, 1]) func theHomeLayoutFollowsTheSportsbookSession(preset: Int) async throws {
        let client = Client(provider: Self.presets[preset].make())
        let signedOut = try await client.content.homeLayout().widgets
        #expect(signedOut.count == 12 && signedOut.allSatisfy { $0.audience == .all })
        _ = try await client.account.login(LoginCredentials(username: "player", password: "sandbox-password"))
        let signedIn = try await client.content.homeLayout().widgets
        #expect(signedIn.count == 13 && signedIn.contains { $0.audience == .authenticated })
        try await client.account.logout()
        #expect(try await client.content.homeLayout().widgets.count == 12)
    }

    @Test func theCMSNeverSeesTheSportsbookUsersCredentialsAndTheMonitorNamesEachProvider() async throws {
        let lines = Locked<[String]>([])
        let monitor = ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }
        let cmsTransport = RecordingTransport(base: GomaSandbox.makeTransport())
        let cms = GomaProvider(configuration: GomaConfiguration(baseURL: URL(string: "https://sandbox.goma.invalid")!, // swiftlint:disable:this force_unwrapping
                                                                apiKey: "sandbox-business-unit-key", deviceId: "00000000-0000-4000-8000-000000000001"),
                               transport: cmsTransport, monitor: monitor, retryPolicy: .none)
        let client = Client(provider: ComposedProvider(sportsbook: SportRadarSandbox.makeProvider(monitor: monitor), content: cms))

        let session = try await client.account.login(LoginCredentials(username: "cms-never-sees-me", password: "Secret-Pass-77"))
        _ = try await client.content.banners()
        _ = try await client.content.carouselEvents()

        let sent = cmsTransport.sent
        #expect(sent.count >= 2, "the CMS answered")
        for request in sent {
            let text = [request.url?.absoluteString ?? "", String(decoding: request.httpBody ?? Data(), as: UTF8.self),
                        "\(request.allHTTPHeaderFields ?? [:])"].joined(separator: " ")
            for secret in ["cms-never-sees-me", "Secret-Pass-77", session.userId] {
                #expect(!text.contains(secret), "\(secret) reached the CMS: \(text)")
            }
        }
        let all = lines.withLock { $0 }
        #expect(all.contains { $0.hasPrefix("[SportRadar] → POST") })
        #expect(all.contains { $0.hasPrefix("[Goma] → GET") && $0.contains("/api/promotions/v1/banners") })
    }

    @Test func aSportRadarAppsSupportPushConsentsWidgetsAndCashableBetsGoToSportRadarAlone() async throws {
        let lines = Locked<[String]>([])
        let monitor = ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }
        let cmsTransport = RecordingTransport(base: GomaSandbox.makeTransport())
        let cms = GomaProvider(configuration: GomaConfiguration(baseURL: URL(string: "https://sandbox.goma.invalid")!, // swiftlint:disable:this force_unwrapping
                                                                apiKey: "sandbox-business-unit-key", deviceId: "00000000-0000-4000-8000-000000000001"),
                               transport: cmsTransport, monitor: monitor, retryPolicy: .none)
        let client = Client(provider: ComposedProvider(sportsbook: SportRadarSandbox.makeProvider(monitor: monitor), content: cms))
        try await client.account.sendContactMessage(ContactMessage(firstName: "Jean", lastName: "Exemple", email: "jean@example.com",
                                                                   subject: "Question", message: "Bonjour"))
        _ = try await client.account.login(LoginCredentials(username: "player", password: "sandbox-password"))
        let consents = try await client.account.consents()
        try await client.account.saveConsents([try #require(consents.last).decision(isGiven: true)])
        try await client.account.registerPushToken(PushTokenRegistration(token: "push-token-placeholder", appVersion: "5.12.0"))
        #expect(try await client.account.createSupportTicket(SupportTicketRequest(subject: "Retrait", category: "withdrawal", message: "Bonjour")).id == "48213")
        #expect(try await client.events.matchWidget(.liveMatchTracker, eventId: "4067574.1").options["matchId"] == "50000002")
        #expect(try await !client.betting.cashableBetIds().isEmpty)
        #expect(cmsTransport.sent.isEmpty, "the CMS was asked: \(cmsTransport.sent.map { $0.url?.path ?? "" })")
        let sportRadar = lines.withLock { $0 }.filter { $0.hasPrefix("[SportRadar] → ") }
        for path in ["/ps/ips/contactus", "/ps/ips/user/consents/save", "/ps/ips/updateExtraInfo", "/api/v2/requests",
                     "/services/content/get", "/api/cashout/fo/cashout/allowedBetIds"] {
            #expect(sportRadar.contains { $0.contains(path) }, "\(path) was not sent by SportRadar")
        }
    }

    @Test(arguments: [0, 1]) func signingOutEndsTheSportsbookSession(preset: Int) async throws {
        let client = Client(provider: Self.presets[preset].make())
        _ = try await client.account.login(LoginCredentials(username: "player", password: "sandbox-password"))
        #expect(await client.isSignedIn)
        try await client.account.logout()
        #expect(!(await client.isSignedIn))
        await #expect(throws: ServiceProviderError.unauthorized) { try await client.wallet.balance() }
    }
}

/// A transport that keeps what it sent, then hands the request to another.
final class RecordingTransport: HTTPTransport, Sendable {
    private let base: any HTTPTransport
    private let log = Locked<[URLRequest]>([])

    init(base: any HTTPTransport) { self.base = base }

    /// The requests sent so far, in order.
    var sent: [URLRequest] { log.withLock { $0 } }

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        log.withLock { $0.append(request.urlRequest) }
        return try await base.send(request)
    }
}
