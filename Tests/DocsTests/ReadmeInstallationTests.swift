import Foundation
import Testing

/// The README's "Installation" is what a new app package follows: the package name and products it
/// names are `Package.swift`'s, its two Swift blocks are `Examples/ReadmeApp` verbatim (which
/// `.ci/run` builds and runs), and the example's journey runs on every sandbox.
@Suite struct ReadmeInstallationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README from "## Installation" to the next "## ".
    static func installation() throws -> String {
        let readme = try text("README.md")
        let start = try #require(readme.range(of: "## Installation\n"), "README.md has no Installation section")
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The contents of the ```swift blocks.
    static func swiftBlocks(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }

    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func captures(_ pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    @Test func theInstallationNamesThePackageAndItsProducts() throws {
        let manifest = try Self.text("Package.swift")
        let packageName = try #require(Self.captures(#"Package\(\s*name:\s*"([^"]+)""#, in: manifest).first?.first)
        let products = Set(Self.captures(#"\.library\(name:\s*"([^"]+)""#, in: manifest).map { $0[0] })
        let installation = try Self.installation()
        let named = Self.captures(#"\.product\(name:\s*"([^"]+)",\s*package:\s*"([^"]+)"\)"#, in: installation)
        #expect(!named.isEmpty, "the Installation section names no product")
        for pair in named {
            #expect(products.contains(pair[0]), "README names a product `\(pair[0])` that Package.swift does not offer")
            #expect(pair[1] == packageName, "README's .product(…, package: \"\(pair[1])\") is not Package.swift's name \(packageName)")
        }
        #expect(installation.contains("`\(packageName)`"), "the Installation section does not say the package's name")
        for product in ["ServicesProvider", "AppModels", "ServicesProviderTesting", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar"] {
            #expect(products.contains(product))
            #expect(installation.contains("`\(product)`"), "the Installation section does not say which target links \(product)")
        }
    }

    @Test func theInstallationBlocksAreTheExampleAppVerbatim() throws {
        let blocks = Self.swiftBlocks(try Self.installation()).map(Self.normalised)
        try #require(blocks.count == 2, "the Installation section should hold the manifest and main.swift")
        let manifest = Self.normalised(try Self.text("Examples/ReadmeApp/Package.swift"))
        #expect(manifest.contains(blocks[0]), "README's manifest is not Examples/ReadmeApp/Package.swift")
        #expect(Self.normalised(try Self.text("Examples/ReadmeApp/Sources/ReadmeApp/main.swift")).contains(blocks[1]),
                "README's sample is not Examples/ReadmeApp/Sources/ReadmeApp/main.swift")
        #expect(Self.normalised(try Self.text("Tests/DocsTests/ReadmeAppSample.swift")).contains(blocks[1]),
                "README's sample is not the one this target runs (ReadmeAppSample.swift)")
        // The example depends on this package by the path the README shows.
        let path = try #require(Self.captures(#"\.package\(name:\s*"[^"]+",\s*path:\s*"([^"]+)"\)"#, in: blocks[0]).first?.first)
        let dependency = Self.root.appendingPathComponent("Examples/ReadmeApp").appendingPathComponent(path).standardizedFileURL
        #expect(dependency.path == Self.root.standardizedFileURL.path)
    }

    @Test func theCheckCatchesAWrongProductOrPackage() {
        let drifted = #".product(name: "ServicesProviderKit", package: "services-provider")"#
        let named = Self.captures(#"\.product\(name:\s*"([^"]+)",\s*package:\s*"([^"]+)"\)"#, in: drifted)
        #expect(named == [["ServicesProviderKit", "services-provider"]])
        #expect(Self.swiftBlocks("a\n```swift\nlet x = 1\n```\nb") == ["let x = 1"])
    }

    @Test func theReadmeAppRunsTheJourneyOnEverySandbox() async throws {
        try await readmeApp()
    }
}
