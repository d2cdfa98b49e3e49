import ArgumentParser
import Foundation
import ServicesProvider
import ServicesProviderTesting
import ProviderEveryMatrix
import ProviderGoma
import ProviderSportRadar

/// Where the demo points: the built-in sandbox (default) or a real environment.
struct EnvironmentOptions: ParsableArguments {
    @Option(help: "A real environment's base URL (Omega's for SportRadar). Without it, the built-in sandbox answers.")
    var baseURL: String?

    @Option(help: "SportRadar only: Poseidon's base URL.")
    var poseidonURL: String?

    @Option(help: "Goma only: the business-unit API key.")
    var apiKey: String?

    @Option(help: "EveryMatrix only: the operator (domain) id.")
    var domainId: String?

    @Option(help: "EveryMatrix only: the sports API base URL (default: the --base-url).")
    var sportsURL: String?

    @Option(help: "The live-data WebSocket URL (wss://…): required for EveryMatrix; SportRadar has no live data without it.")
    var liveURL: String?

    @Option(help: "EveryMatrix only: the WAMP realm of the live feed (e.g. www.everymatrix.com).")
    var realm: String?

    @Option(help: "EveryMatrix only: where the cashier sends the user back after a payment.")
    var returnURL: String?

    @Option(help: "SportRadar only: the operator's front-end code (the root of the content navigation).")
    var frontEndCode: String?

    @Option(help: "The username to sign in with.")
    var username = "demo"

    @Option(help: "The password to sign in with.")
    var password = "demo-password"

    @Option(help: "Sandbox fault to inject: server-error, unauthorized, timeout, malformed-body, offline.")
    var fault: String?

    @Option(help: "The step the --fault strikes (default: every request): sign-in, wallet, bet, my-bets, cashout, sign-out.")
    var faultStep: String?

    @Flag(help: "Print each request (credentials hidden) and how it ended, on standard error.")
    var logRequests = false

    /// The sandbox steps by their command-line names.
    static let faultSteps: [String: SandboxScenario.Step] = [
        "sign-in": .signIn, "wallet": .wallet, "bet": .placeBet, "my-bets": .myBets, "cashout": .cashout, "sign-out": .signOut,
    ]

    /// Request lines on standard error, so they never mix into the journey on standard output.
    private var monitor: (any RequestEventMonitor)? {
        logRequests ? ConsoleEventMonitor(write: { printError($0) }) : nil
    }

    var isSandbox: Bool { baseURL == nil }

    func client(for provider: ProviderName) throws -> Client {
        guard let baseURL else { return Client(provider: try sandboxProvider(provider)) }
        guard fault == nil, faultStep == nil else { throw ValidationError("--fault and --fault-step work over the built-in sandbox only") }
        guard let url = URL(string: baseURL), url.scheme != nil else { throw ValidationError("--base-url is not a URL with a scheme (e.g. https://host)") }
        switch provider {
        case .everymatrixWithGomaCMS, .sportradarWithGomaCMS:
            throw ValidationError("--provider \(provider.rawValue) runs over the built-in sandbox only (no --base-url)")
        case .goma:
            guard let apiKey else { throw ValidationError("--api-key is required for Goma") }
            let deviceId = UUID().uuidString
            return Client(provider: GomaProvider(configuration: GomaConfiguration(baseURL: url, apiKey: apiKey, deviceId: deviceId), monitor: monitor))
        case .sportradar:
            guard let poseidon = poseidonURL.flatMap(URL.init(string:)) else { throw ValidationError("--poseidon-url is required for SportRadar") }
            guard let frontEndCode else { throw ValidationError("--front-end-code is required for SportRadar") }
            return Client(provider: SportRadarProvider(configuration: SportRadarConfiguration(
                omegaBaseURL: url, poseidonBaseURL: poseidon, subscriptionBaseURL: nil, cdnBaseURL: nil,
                liveSocketURL: liveURL.flatMap(URL.init(string:)), supportDesk: nil, matchWidgets: nil, frontEndCode: frontEndCode,
                businessUnit: "3", location: "FR", language: "FR"), monitor: monitor))
        case .everymatrix:
            return Client(provider: try everyMatrixProvider(baseURL: url))
        }
    }

    private func everyMatrixProvider(baseURL url: URL) throws -> EveryMatrixProvider {
        guard let domainId else { throw ValidationError("--domain-id is required for EveryMatrix") }
        guard let live = liveURL.flatMap(URL.init(string:)) else { throw ValidationError("--live-url is required for EveryMatrix") }
        guard let realm else { throw ValidationError("--realm is required for EveryMatrix") }
        guard let back = returnURL.flatMap(URL.init(string:)) else { throw ValidationError("--return-url is required for EveryMatrix") }
        let environment = EveryMatrixConfiguration.Environment(
            playerAPIBaseURL: url, sportsAPIBaseURL: sportsURL.flatMap(URL.init(string:)) ?? url, liveDataURL: live, realm: realm)
        return EveryMatrixProvider(configuration: EveryMatrixConfiguration(environment: environment, operatorId: domainId,
                                                                           cashierReturnURL: back), monitor: monitor)
    }

    private func scenario() throws -> SandboxScenario {
        guard let fault else {
            if faultStep != nil { throw ValidationError("--fault-step needs a --fault to inject") }
            return .perfect
        }
        let faults: [String: SandboxScenario.Fault] = [
            "server-error": .serverError, "unauthorized": .unauthorized, "timeout": .timeout,
            "malformed-body": .malformedBody, "offline": .offline,
        ]
        guard let chosen = faults[fault] else {
            throw ValidationError("--fault must be one of: \(faults.keys.sorted().joined(separator: ", "))")
        }
        guard let faultStep else { return SandboxScenario(fault: chosen) }
        guard let step = Self.faultSteps[faultStep] else {
            throw ValidationError("--fault-step must be one of: \(Self.faultSteps.keys.sorted().joined(separator: ", "))")
        }
        return SandboxScenario(fault: chosen, faultStep: step)
    }

    private func sandboxProvider(_ provider: ProviderName) throws -> any ServiceProvider {
        switch provider {
        case .goma: return GomaSandbox.makeProvider(transport: GomaSandbox.makeTransport(scenario: try scenario()), livePollInterval: 1, monitor: monitor)
        case .sportradar: return SportRadarSandbox.makeProvider(scenario: try scenario(), monitor: monitor)
        case .everymatrix: return EveryMatrixSandbox.makeProvider(scenario: try scenario(), monitor: monitor)
        case .everymatrixWithGomaCMS: return ComposedSandbox.everyMatrixWithGomaCMS(scenario: try scenario(), monitor: monitor)
        case .sportradarWithGomaCMS: return ComposedSandbox.sportRadarWithGomaCMS(scenario: try scenario(), monitor: monitor)
        }
    }
}
