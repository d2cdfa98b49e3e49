import Foundation
import Testing
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ProviderGoma
@_spi(ProviderKit) import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// No silent environment: each provider configuration's initializer takes the hosts and return
/// URLs with no default (so an app that names none does not compile), and the sandboxes name
/// their own made-up hosts, never a vendor's.
@Suite struct ExplicitEnvironmentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The parameters (`label: Type = default`) of the public initializers declared in `path`.
    static func initParameters(_ path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var parameters: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "public init(") {
            let after = rest[start.upperBound...]
            guard let end = after.range(of: ") {") else { break }
            parameters += after[..<end.lowerBound].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            rest = after[end.upperBound...]
        }
        return parameters
    }

    /// The environment parameters: hosts, return URLs, the WAMP realm, the navigation root, the
    /// settings that name a host (SportRadar's help desk and match widgets).
    static func isEnvironment(_ parameter: String) -> Bool {
        let label = parameter.prefix { $0 != ":" }
        return parameter.contains("URL") || parameter.contains("Environment")
            || ["realm", "frontEndCode", "supportDesk", "matchWidgets"].contains(String(label))
    }

    @Test(arguments: ["Sources/ProviderEveryMatrix/EveryMatrixConfiguration.swift", "Sources/ProviderGoma/GomaConfiguration.swift",
                      "Sources/ProviderSportRadar/SportRadarConfiguration.swift"])
    func theEnvironmentHasNoDefault(path: String) throws {
        let environment = try Self.initParameters(path).filter(Self.isEnvironment)
        #expect(!environment.isEmpty, "\(path): no environment parameter found")
        let defaulted = environment.filter { $0.contains("=") }
        #expect(defaulted.isEmpty, "\(path): an app must name these, yet they have defaults: \(defaulted)")
    }

    @Test func theCheckCatchesADefault() {
        let parameters = ["environment: Environment = .staging", "cashierReturnURL: URL = URL(string: \"https://localhost/cashier\")!",
                          "operatorId: String", "language: String = \"en\""]
        #expect(parameters.filter(Self.isEnvironment).filter { $0.contains("=") }.count == 2)
    }

    @Test func theSandboxesNameTheirOwnHosts() {
        let everyMatrix = EveryMatrixSandbox.makeProvider().runtime.configuration
        let goma = GomaSandbox.makeProvider().runtime.configuration
        let sportRadar = SportRadarSandbox.makeProvider().runtime.configuration
        let urls: [URL?] = [everyMatrix.environment.playerAPIBaseURL, everyMatrix.environment.sportsAPIBaseURL,
                            everyMatrix.environment.liveDataURL, everyMatrix.cashierReturnURL, goma.baseURL,
                            sportRadar.omegaBaseURL, sportRadar.poseidonBaseURL, sportRadar.liveSocketURL,
                            sportRadar.supportDesk?.baseURL, sportRadar.matchWidgets?.loaderBaseURL]
        for url in urls {
            #expect(url?.host?.hasSuffix(".invalid") == true, "a sandbox host that could be reached: \(String(describing: url))")
        }
    }
}
