import Foundation

/// A saved fuzz input's file name, `<provider>--<response>--<what>[--system<k>].json`: which
/// provider and response it goes through, and the system slip size it was found with. The
/// fuzzer writes these names and the regression tests read them, both through this type.
@_spi(Fuzzing) public struct FuzzCorpusName: Sendable, Equatable {
    /// `everymatrix`, `goma` or `sportradar`.
    public var provider: String
    /// The name in the provider's decode table (or `live` for the EveryMatrix live path).
    public var response: String
    /// The system slip size (`k` of `--system<k>`), when the input was found with one.
    public var systemSize: Int?

    /// Reads a file name; `nil` when it is not of the form above.
    public init?(_ name: String) {
        guard name.hasSuffix(".json") else { return nil }
        let parts = name.dropLast(5).components(separatedBy: "--")
        guard parts.count >= 3 else { return nil }
        provider = parts[0]
        response = parts[1]
        systemSize = parts.last.flatMap { $0.hasPrefix("system") ? Int($0.dropFirst(6)) : nil }
    }

    /// The file name for an input.
    public static func make(provider: String, response: String, what: String, systemSize: Int?) -> String {
        "\(provider)--\(response)--\(what)" + (systemSize.map { "--system\($0)" } ?? "") + ".json"
    }

    /// Runs `data` through the fuzzer's path, with the recorded system size kept within the
    /// slip's selections (at least 1, at most all but one).
    public func run(_ data: Data) -> FuzzPipeline.Ending {
        let size = systemSize ?? 1
        return FuzzPipeline.run(provider: provider, response: response, data: data,
                                systemSize: { n in min(max(1, size), max(1, n - 1)) })
    }
}
