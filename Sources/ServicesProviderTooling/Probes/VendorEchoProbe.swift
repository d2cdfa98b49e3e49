import AppModels
import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ProviderGoma
@_spi(ProviderKit) import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A vendor that repeats every secret it was sent (``EchoingVendor``): no error an app receives
/// (its message, `localizedDescription`, any printed form, the AppModels text a screen shows) and
/// no monitor line may hold a password, a token or a key, in any case or encoding. The provider
/// signs in over its recorded answers (their tokens replaced by `tokens`, when given), then
/// every call fails with a body echoing what it sent and the sign-in password, so only what the
/// provider remembered can hide it.
enum VendorEchoProbe {
    /// The secrets of one run.
    struct Secrets: Sendable {
        var password: String
        var newPassword: String
        /// Put in place of the sign-in answers' secret-named values (session keys, tokens), in
        /// turn; none keeps the recorded ones.
        var tokens: [String] = []
    }

    /// The breaches (each text that shows a secret, and a run that did not reach the echo) and
    /// how many calls the vendor echoed.
    static func run(_ provider: ProbeProvider, _ secrets: Secrets) async -> (findings: [String], echoed: Int) {
        let vendor: EchoingVendor
        do {
            vendor = EchoingVendor(password: secrets.password, signIn: try signIn(provider, tokens: secrets.tokens))
        } catch {
            return (["the recorded sign-in answers could not be read: \(error)"], 0)
        }
        let lines = Locked<[String]>([])
        let monitor = ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }
        let client = Client(provider: makeProvider(provider, transport: vendor, monitor: monitor))
        do {
            _ = try await client.account.login(LoginCredentials(username: "echo-user", password: secrets.password))
        } catch {
            return (["signing in failed: \(error)"], 0)
        }
        vendor.startEchoing()

        var findings: [String] = []
        let errors = await errorsOfCalls(on: client, secrets)
        let echoed = errors.filter { error in if case .notSupported = error { false } else { true } }
        if echoed.count < 3 { findings.append("fewer than 3 calls failed with the vendor's echo: \(errors)") }
        if vendor.echoCount < 3 { findings.append("the vendor echoed \(vendor.echoCount) calls, fewer than 3") }

        let known = vendor.secretsSent + [secrets.password, secrets.newPassword] + secrets.tokens
        var texts = lines.withLock { $0 }
        for error in echoed {
            texts += [String(describing: error), String(reflecting: error), error.localizedDescription] + mappers.map { $0.errorText(error) }
        }
        for text in texts {
            for secret in Set(known) where secret.count >= 4 && shows(secret, in: text) {
                findings.append("\(provider.rawValue) shows \(secret.debugDescription) in: \(text.prefix(400))")
            }
        }
        return (findings, vendor.echoCount)
    }

    /// Whether `text` shows `secret` as sent or as a vendor may echo it, in any case (compared
    /// without case, and upper-cased, where `ß` becomes `SS`).
    static func shows(_ secret: String, in text: String) -> Bool {
        let upper = text.uppercased()
        return EchoingVendor.forms(of: secret).contains { text.range(of: $0, options: .caseInsensitive) != nil || upper.contains($0.uppercased()) }
    }

    /// The texts a screen shows for an error.
    private static let mappers = ["en_US", "fr_FR"].map { identifier in
        ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: identifier),
                                                                   timeZone: TimeZone(secondsFromGMT: 0) ?? .current))
    }

    /// How many calls ``errorsOfCalls(on:_:)`` makes.
    static let callCount = 6

    /// Calls across the areas a signed-in user reaches, each error kept; a provider lacking one
    /// answers `.notSupported`.
    private static func errorsOfCalls(on client: Client, _ secrets: Secrets) async -> [ServiceProviderError] {
        var errors: [ServiceProviderError] = []
        do { _ = try await client.wallet.balance() } catch { errors.append(error) }
        do { _ = try await client.account.profile() } catch { errors.append(error) }
        do { _ = try await client.betting.bets(BetHistoryQuery(filter: .open)) } catch { errors.append(error) }
        do {
            try await client.account.changePassword(PasswordChange(currentPassword: secrets.password, newPassword: secrets.newPassword))
        } catch { errors.append(error) }
        do { _ = try await client.bonuses.grantedBonuses() } catch { errors.append(error) }
        do { _ = try await client.responsibleGaming.limits() } catch { errors.append(error) }
        return errors
    }

    private static func makeProvider(_ provider: ProbeProvider, transport: EchoingVendor, monitor: any RequestEventMonitor) -> any ServiceProvider {
        func url(_ text: String) -> URL { URL(string: text) ?? URL(fileURLWithPath: "/") }
        switch provider {
        case .goma:
            return GomaProvider(configuration: GomaConfiguration(baseURL: url("https://api.goma.test"), apiKey: "goma-api-key-3141",
                                                                 deviceId: "00000000-0000-4000-8000-000000000001"),
                                transport: transport, monitor: monitor, retryPolicy: .none)
        case .everyMatrix:
            return EveryMatrixProvider(configuration: EveryMatrixConfiguration(
                environment: .init(playerAPIBaseURL: url("https://player.em.test"), sportsAPIBaseURL: url("https://sports.em.test"),
                                   liveDataURL: url("wss://live.em.test"), realm: "www.everymatrix.com"),
                operatorId: "4093", cashierReturnURL: url("https://app.test/cashier")),
                                       transport: transport, monitor: monitor, retryPolicy: .none)
        case .sportRadar:
            return SportRadarProvider(configuration: SportRadarConfiguration(
                omegaBaseURL: url("https://omega.sr.test"), poseidonBaseURL: url("https://poseidon.sr.test"),
                subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: nil, supportDesk: nil, matchWidgets: nil, frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR"),
                                      transport: transport, monitor: monitor, retryPolicy: .none)
        }
    }

    /// Each provider's sign-in calls and their recorded answers, by path, with the answers'
    /// secret-named string values replaced by `tokens` in turn (none: as recorded).
    static func signIn(_ provider: ProbeProvider, tokens: [String]) throws -> [String: Data] {
        func fixture(_ name: String) throws -> Data {
            guard let data = SandboxFixtures.data(provider: provider.rawValue, name: name) else { throw ProbeError("missing fixture \(name)") }
            return data
        }
        var answers: [String: Data]
        switch provider {
        case .goma:
            answers = ["/api/auth/v1": try fixture("auth-anonymous.json"), "/api/auth/v1/login": try fixture("auth-login.json")]
        case .everyMatrix:
            let flow = try JSONSerialization.jsonObject(with: try fixture("player-api-flow.json")) as? [[String: Any]] ?? []
            guard let login = flow.first(where: { $0["name"] as? String == "Login" })?["response"] else { throw ProbeError("no Login step") }
            answers = ["/v1/player/legislation/login": try JSONSerialization.data(withJSONObject: login)]
        case .sportRadar:
            answers = ["/ps/ips/login": try fixture("login.json"), "/ps/ips/openGameSession": try fixture("openGameSession.json")]
        }
        guard !tokens.isEmpty else { return answers }
        var next = 0
        let redactor = Redactor()
        func replacingSecrets(_ value: Any, key: String?) -> Any {
            switch value {
            case let object as [String: Any]:
                // In key order: the same token lands in the same place in every process.
                return object.keys.sorted().reduce(into: [String: Any]()) { $0[$1] = replacingSecrets(object[$1] as Any, key: $1) }
            case let array as [Any]:
                return array.map { replacingSecrets($0, key: key) }
            case is String where key.map(redactor.isSensitive) == true:
                defer { next += 1 }
                return tokens[next % tokens.count]
            default:
                return value
            }
        }
        for path in answers.keys.sorted() {
            let object = try JSONSerialization.jsonObject(with: answers[path] ?? Data())
            answers[path] = try JSONSerialization.data(withJSONObject: replacingSecrets(object, key: nil))
        }
        return answers
    }
}

/// A probe could not be set up (a fixture missing or not of its shape).
struct ProbeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
