import AppModels
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ProviderEveryMatrix
import ProviderGoma
import ProviderSportRadar
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A vendor that repeats every secret it was sent: with one, no error an app receives (its
/// message, `localizedDescription`, any printed form, the AppModels text a screen shows) and no
/// monitor line holds a password, a token or a key, in any case or encoding. Each provider signs
/// in over its recorded answer, then every call fails with a body echoing what it sent and the
/// password of the sign-in, so only what the provider remembered can hide it.
@Suite struct VendorEchoTests {
    static let password = #"PW-"echo"/7f3a&x y"#
    static let newPassword = #"NewPW-"echo"/9b2c&z w"#

    @Test(arguments: ["Goma", "EveryMatrix", "SportRadar"])
    func noSecretAVendorEchoesReachesAnErrorOrALogLine(provider name: String) async throws {
        let vendor = EchoingVendor(password: Self.password, signIn: try Self.signIn(name))
        let lines = Locked<[String]>([])
        let monitor = ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }
        let client = Client(provider: Self.provider(name, transport: vendor, monitor: monitor))
        _ = try await client.account.login(LoginCredentials(username: "echo-user", password: Self.password))
        vendor.startEchoing()

        let errors = await Self.errorsOfCalls(on: client)
        let echoed = errors.filter { error in if case .notSupported = error { false } else { true } }
        #expect(echoed.count >= 3, "the calls failed with the vendor's echo (\(errors))")
        #expect(vendor.echoCount >= 3)

        let secrets = vendor.secretsSent + [Self.password, Self.newPassword]
        let mappers = ["en_US", "fr_FR"].map { ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: $0),
                                                                                                          timeZone: TimeZone(secondsFromGMT: 0)!)) }
        var texts = lines.withLock { $0 }
        for error in echoed {
            texts += [String(describing: error), String(reflecting: error), error.localizedDescription] + mappers.map { $0.errorText(error) }
        }
        for text in texts {
            for secret in secrets where secret.count >= 4 {
                #expect(!Self.shows(secret, in: text), "\(name): \(text)")
            }
        }
    }

    @Test func printingAClientOrItsProviderShowsNoConfiguredSecret() throws {
        let url = try #require(URL(string: "https://ops:BaseSecret99@api.vendor.test/?apiKey=QueryKey42"))
        let goma = GomaConfiguration(baseURL: url, apiKey: "ConfiguredKey77", deviceId: "00000000-0000-4000-8000-000000000001")
        let everyMatrix = EveryMatrixConfiguration(environment: .init(playerAPIBaseURL: url, sportsAPIBaseURL: url, liveDataURL: url, realm: "r"),
                                                   operatorId: "4093", cashierReturnURL: url)
        let sportRadar = SportRadarConfiguration(omegaBaseURL: url, poseidonBaseURL: url, subscriptionBaseURL: url, cdnBaseURL: url, liveSocketURL: url,
                                                 frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")
        let stub = StubTransport(.json("{}"))
        let providers: [any ServiceProvider] = [GomaProvider(configuration: goma, transport: stub),
                                                EveryMatrixProvider(configuration: everyMatrix, transport: stub),
                                                SportRadarProvider(configuration: sportRadar, transport: stub)]
        for provider in providers {
            let client = Client(provider: provider)
            var dumped = ""
            dump(client, to: &dumped)
            #expect(dumped.contains("configuration")) // the dump still shows what an app may read
            for text in [dumped, String(describing: client), String(reflecting: client), String(describing: provider)] {
                for secret in ["BaseSecret99", "QueryKey42", "ConfiguredKey77"] {
                    #expect(!text.contains(secret), "\(provider.name): \(text)")
                }
            }
        }
    }

    /// Whether `text` shows `secret` as sent or as a vendor may echo it.
    static func shows(_ secret: String, in text: String) -> Bool {
        let forms = [secret, secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret,
                     secret.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "/", with: "\\/")]
        return forms.contains { text.range(of: $0, options: .caseInsensitive) != nil }
    }

    /// Calls across the areas a signed-in user reaches, each error kept; a provider lacking one
    /// answers `.notSupported`.
    static func errorsOfCalls(on client: Client) async -> [ServiceProviderError] {
        var errors: [ServiceProviderError] = []
        do { _ = try await client.wallet.balance() } catch { errors.append(error) }
        do { _ = try await client.account.profile() } catch { errors.append(error) }
        do { _ = try await client.betting.bets(BetHistoryQuery(filter: .open)) } catch { errors.append(error) }
        do { try await client.account.changePassword(PasswordChange(currentPassword: password, newPassword: newPassword)) } catch { errors.append(error) }
        do { _ = try await client.bonuses.grantedBonuses() } catch { errors.append(error) }
        do { _ = try await client.responsibleGaming.limits() } catch { errors.append(error) }
        return errors
    }

    static func provider(_ name: String, transport: EchoingVendor, monitor: any RequestEventMonitor) -> any ServiceProvider {
        switch name {
        case "Goma":
            GomaProvider(configuration: GomaConfiguration(baseURL: URL(string: "https://api.goma.test")!, apiKey: "goma-api-key-3141",
                                                          deviceId: "00000000-0000-4000-8000-000000000001"),
                         transport: transport, monitor: monitor, retryPolicy: .none)
        case "EveryMatrix":
            EveryMatrixProvider(configuration: EveryMatrixConfiguration(
                environment: .init(playerAPIBaseURL: URL(string: "https://player.em.test")!, sportsAPIBaseURL: URL(string: "https://sports.em.test")!,
                                   liveDataURL: URL(string: "wss://live.em.test")!, realm: "www.everymatrix.com"),
                operatorId: "4093", cashierReturnURL: URL(string: "https://app.test/cashier")!),
                                transport: transport, monitor: monitor, retryPolicy: .none)
        default:
            SportRadarProvider(configuration: SportRadarConfiguration(
                omegaBaseURL: URL(string: "https://omega.sr.test")!, poseidonBaseURL: URL(string: "https://poseidon.sr.test")!,
                subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: nil, frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR"),
                               transport: transport, monitor: monitor, retryPolicy: .none)
        }
    }

    /// Each provider's sign-in calls and their recorded answers, by path.
    static func signIn(_ name: String) throws -> [String: Data] {
        func fixture(_ provider: String, _ file: String) throws -> Data {
            try Data(contentsOf: try #require(SandboxFixtures.url(provider: provider, name: file)))
        }
        switch name {
        case "Goma":
            return ["/api/auth/v1": try fixture("goma", "auth-anonymous.json"), "/api/auth/v1/login": try fixture("goma", "auth-login.json")]
        case "EveryMatrix":
            let flow = try #require(JSONSerialization.jsonObject(with: fixture("everymatrix", "player-api-flow.json")) as? [[String: Any]])
            let login = try #require(flow.first { $0["name"] as? String == "Login" }?["response"])
            return ["/v1/player/legislation/login": try JSONSerialization.data(withJSONObject: login)]
        default:
            return ["/ps/ips/login": try fixture("sportradar", "login.json"), "/ps/ips/openGameSession": try fixture("sportradar", "openGameSession.json")]
        }
    }
}

/// Answers the sign-in paths from fixtures; once echoing, answers every other call with an error
/// (cycling through the statuses vendors use, a 200 with an error status included) whose texts
/// repeat the call's headers, query and body and the sign-in password, plain, upper-cased,
/// percent-encoded and JSON-escaped. It records every secret-named value it was sent.
final class EchoingVendor: HTTPTransport, Sendable {
    private struct State {
        var echoing = false
        var echoCount = 0
        var secrets: [String] = []
    }

    private let password: String
    private let signIn: [String: Data]
    private let state = Locked(State())
    private static let statuses = [503, 400, 409, 422, 200]

    init(password: String, signIn: [String: Data]) {
        self.password = password
        self.signIn = signIn
    }

    func startEchoing() { state.withLock { $0.echoing = true } }
    var echoCount: Int { state.withLock { $0.echoCount } }
    var secretsSent: [String] { state.withLock { $0.secrets } }

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        let urlRequest = request.urlRequest
        let url = try #require(urlRequest.url)
        let redactor = Redactor()
        let headers = urlRequest.allHTTPHeaderFields ?? [:]
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        // Values of 8 characters or more: `x-session-type: others` is named like a secret but is not one.
        let sent = (headers.filter { redactor.isSensitive($0.key) }.map(\.value)
            + query.filter { redactor.isSensitive($0.name) }.compactMap(\.value)).filter { $0.count >= 8 }
        let (echoing, status) = state.withLock { state -> (Bool, Int) in
            state.secrets += sent.flatMap { [$0, $0.components(separatedBy: " ").last ?? $0] }.filter { $0.count >= 8 }
            guard state.echoing else { return (false, 0) }
            state.echoCount += 1
            return (true, Self.statuses[state.echoCount % Self.statuses.count])
        }
        if !echoing, let answer = signIn[url.path] {
            return (answer, try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Type": "application/json"])))
        }
        let body = urlRequest.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let echo = "sent \(headers.values.sorted()) \(query.map { "\($0.name)=\($0.value ?? "")" }) \(body) password \(password) "
            + "\(password.uppercased()) \(password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") "
            + password.replacingOccurrences(of: "\"", with: "\\\"")
        let answer: [String: Any] = [
            "message": echo, "error": echo, "errorMessage": echo, "description": echo, "status": "FAIL_ECHO", "errorCode": "ECHO",
            "thirdPartyResponse": ["message": echo, "errorCode": "ECHO"],
        ]
        return (try JSONSerialization.data(withJSONObject: answer),
                try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: ["Content-Type": "application/json"])))
    }
}
