import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Push-token registration: Omega's `updateExtraInfo` with the token's `extraInfo` text in the
/// query, no body, the session key; only `SUCCESS` counts.
@Suite struct PushTokenTests {
    static let registration = PushTokenRegistration(token: "push-token-placeholder", appVersion: "5.12.0")

    @Test func theTokenIsTheRecordedExtraInfoInTheQueryWithNoBody() async throws {
        let transport = TestConfig.router(["/ps/ips/updateExtraInfo": "updateExtraInfo"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        try await client.account.registerPushToken(Self.registration)
        let sent = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(sent.httpMethod == "POST")
        #expect(sent.httpBody == nil)
        let url = try #require(sent.url)
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.map(\.name) == ["extraInfo", "sessionKey"])
        #expect(items.last?.value == "session-key-placeholder")
        let extraInfo = try #require(items.first?.value)
        let sentObject = try JSONSerialization.jsonObject(with: Data(extraInfo.utf8)) as? NSDictionary
        let recorded = try JSONSerialization.jsonObject(with: Fixture.data("updateExtraInfo-deviceToken-extraInfo")) as? NSDictionary
        #expect(sentObject == recorded)
    }

    @Test func onlySuccessCounts() async {
        // USERNAME_AVAILABLE is a success on another path; here it is not.
        let client = Client(provider: await TestConfig.signedIn(transport: StubTransport(.json(#"{"status":"USERNAME_AVAILABLE"}"#))))
        await #expect(throws: ServiceProviderError.invalidResponse(message: "updateExtraInfo answered USERNAME_AVAILABLE, not SUCCESS.")) {
            try await client.account.registerPushToken(Self.registration)
        }
        let expired = Client(provider: await TestConfig.signedIn(transport: TestConfig.router(["/ps/ips/updateExtraInfo": "error-NOT_LOGGED_IN_ERROR"])))
        await #expect(throws: ServiceProviderError.sessionExpired) { try await expired.account.registerPushToken(Self.registration) }
    }

    @Test func signedOutOrWithABadTokenNothingIsSent() async {
        let transport = TestConfig.router(["/ps/ips/updateExtraInfo": "updateExtraInfo"])
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await Client(provider: TestConfig.provider(transport: transport)).account.registerPushToken(Self.registration)
        }
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "token", code: "INVALID", message: "token is not a valid identifier.")])) {
            try await client.account.registerPushToken(PushTokenRegistration(token: "two words", appVersion: "5.12.0"))
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "appVersion", code: "REQUIRED", message: "appVersion is required.")])) {
            try await client.account.registerPushToken(PushTokenRegistration(token: "abc123", appVersion: " "))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func signingOutSendsNoRemoval() async throws {
        // The vendor documents no call removing a token: sign-out is the logout call alone.
        let transport = TestConfig.router(["/ps/ips/updateExtraInfo": "updateExtraInfo", "/ps/ips/logout": "logout"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        try await client.account.registerPushToken(Self.registration)
        try await client.account.logout()
        #expect(transport.requests.map { $0.url?.path } == ["/ps/ips/updateExtraInfo", "/ps/ips/logout"])
    }

    @Test func theSandboxAndTheLoopbackServerTakeTheToken() async throws {
        let sandbox = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await sandbox.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        try await sandbox.account.registerPushToken(Self.registration)

        let loopback = try await SportRadarLoopback(["POST /ps/ips/updateExtraInfo": .fixture("updateExtraInfo")])
        defer { loopback.stop() }
        try await loopback.provider.account.registerPushToken(Self.registration)
        let sent = try #require(loopback.requests.first)
        #expect(sent.query?.contains("device_token_last") == true)
        #expect(sent.query?.contains("sessionKey=session-key-placeholder") == true)
        #expect(sent.body.isEmpty)
    }
}
