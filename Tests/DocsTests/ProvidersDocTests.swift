import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Docs/Providers.md's capability matrix is the providers' declared features, exactly, with a
/// column per sandbox composition (a sportsbook with the Goma CMS). Each
/// provider's own tests prove its declaration true (CapabilityProbe); this keeps the doc true to
/// the declaration. On a mismatch the failure message holds the table to paste.
@Suite struct ProvidersDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let start = "<!-- capability-matrix:start -->"
    static let end = "<!-- capability-matrix:end -->"

    /// Built per use, not kept in a static: a static sandbox outlives the run and reads as a leak.
    static var providers: [(name: String, provider: any ServiceProvider)] { [
        ("EveryMatrix", EveryMatrixSandbox.makeProvider()),
        ("Goma", GomaSandbox.makeProvider()),
        ("SportRadar", SportRadarSandbox.makeProvider()),
        ("EveryMatrix + Goma", ComposedSandbox.everyMatrixWithGomaCMS()),
        ("SportRadar + Goma", ComposedSandbox.sportRadarWithGomaCMS()),
    ] }

    /// The matrix as Markdown: one row per feature, ✓ where the provider declares it.
    static func expectedTable() -> String {
        let providers = Self.providers
        var rows = ["| feature | " + providers.map(\.name).joined(separator: " | ") + " |",
                    "|---|" + providers.map { _ in ":-:|" }.joined()]
        for feature in Feature.allCases {
            let marks = providers.map { $0.provider.features.contains(feature) ? "✓" : "–" }
            rows.append("| `\(feature.rawValue)` | " + marks.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }

    @Test func capabilityMatrixMatchesTheDeclaredFeatures() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Providers.md"), encoding: .utf8)
        let start = try #require(text.range(of: Self.start), "Providers.md lacks \(Self.start)")
        let end = try #require(text.range(of: Self.end), "Providers.md lacks \(Self.end)")
        let table = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = Self.expectedTable()
        #expect(table == expected, "Docs/Providers.md is stale; the table should read:\n\(expected)")
    }

    @Test func providerNamesMatch() {
        #expect(Self.providers.map(\.provider.name) == Self.providers.map(\.name))
    }
}
