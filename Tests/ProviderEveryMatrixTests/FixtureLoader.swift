import Foundation
import ServicesProviderTesting
import Testing

/// Loads the EveryMatrix vendor fixtures from `Sources/ServicesProviderTesting/SandboxFixtures/everymatrix/`,
/// the one copy the sandbox answers with too.
enum Fixture {
    static func data(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let url = try #require(SandboxFixtures.url(provider: "everymatrix", name: name),
                               "missing fixture SandboxFixtures/everymatrix/\(name)", sourceLocation: sourceLocation)
        return try Data(contentsOf: url)
    }

    /// One step of player-api-flow.json by its `name`.
    static func playerStep(_ name: String) throws -> [String: Any] {
        let flow = try #require(JSONSerialization.jsonObject(with: data("player-api-flow.json")) as? [[String: Any]])
        return try #require(flow.first { $0["name"] as? String == name }, "no step \(name)")
    }

    /// The recorded response body of a step.
    static func playerResponse(_ name: String) throws -> Data {
        try JSONSerialization.data(withJSONObject: #require(playerStep(name)["response"]))
    }
}
