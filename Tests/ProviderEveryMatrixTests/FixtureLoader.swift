import Foundation
import XCTest

/// Loads this module's copied vendor fixtures from the test bundle.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)
            ?? Bundle.module.resourceURL?.appendingPathComponent("Fixtures").appendingPathComponent(name))
        return try Data(contentsOf: url)
    }

    /// One step of player-api-flow.json by its `name`.
    static func playerStep(_ name: String) throws -> [String: Any] {
        let flow = try XCTUnwrap(JSONSerialization.jsonObject(with: data("player-api-flow.json")) as? [[String: Any]])
        return try XCTUnwrap(flow.first { $0["name"] as? String == name }, "no step \(name)")
    }

    /// The recorded response body of a step.
    static func playerResponse(_ name: String) throws -> Data {
        try JSONSerialization.data(withJSONObject: XCTUnwrap(playerStep(name)["response"]))
    }
}
