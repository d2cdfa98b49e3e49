import Foundation
import Testing

/// The API reference (`Docs/DocC/build-site.sh`, built and opened in a browser by `.ci/run`) covers
/// every library an app links: each has a catalog `Docs/DocC/<Module>.docc` whose landing page is
/// the module's symbol with Topics, the ServicesProvider catalog lists every `Docs/*.md` article,
/// a landing page links only types the module lists in `Docs/PublicAPI.md`, and the build and
/// check scripts name the same modules. This runs under `swift test`, without docc: a new product,
/// article or renamed type fails here first, naming the file to update.
@Suite struct DocCCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Library products without a reference, and why.
    static let undocumented = ["ServicesProviderTooling": "the SDK's own tooling, not for apps"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: .anchorsMatchLines) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The library products of Package.swift an app links.
    static func documentedModules() throws -> [String] {
        let products = matches(#"\.library\(name:\s*"([^"]+)""#, in: try text("Package.swift"))
        return products.filter { undocumented[$0] == nil }
    }

    static func landingPage(_ module: String) throws -> String {
        try text("Docs/DocC/\(module).docc/\(module).md")
    }

    @Test func everyLibraryHasACatalogWithALandingPage() throws {
        let modules = try Self.documentedModules()
        #expect(modules.count == 6, "Package.swift's library products: \(modules)")
        for module in modules {
            guard let page = try? Self.landingPage(module) else {
                Issue.record("no Docs/DocC/\(module).docc/\(module).md: each library an app links has a catalog and landing page")
                continue
            }
            #expect(page.hasPrefix("# ``\(module)``\n"), "Docs/DocC/\(module).docc/\(module).md's title is not the ``\(module)`` symbol link")
            #expect(page.contains("\n## Overview\n"), "Docs/DocC/\(module).docc/\(module).md has no Overview")
            #expect(page.contains("\n## Topics\n"), "Docs/DocC/\(module).docc/\(module).md has no Topics")
            // Docs/*.md's Swift samples are checked against compiled code (DocsConsistencyTests);
            // the landing pages are not, so they hold none.
            #expect(!page.contains("```swift"), "Docs/DocC/\(module).docc/\(module).md holds a Swift sample no test compiles")
        }
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Docs/DocC").path)
            .filter { $0.hasSuffix(".docc") }.map { String($0.dropLast(5)) }
        #expect(Set(catalogs) == Set(modules), "Docs/DocC's catalogs are not the libraries': \(catalogs.sorted())")
    }

    @Test func theServicesProviderLandingPageListsEveryArticle() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        #expect(docs.count >= 5)
        let page = try Self.landingPage("ServicesProvider")
        let topics = try #require(page.range(of: "\n## Topics\n"))
        let listed = Set(Self.matches(#"^- <doc:([A-Za-z0-9_-]+)>$"#, in: String(page[topics.upperBound...])))
        for article in docs.sorted() where !listed.contains(article) {
            Issue.record("Docs/\(article).md is not in Docs/DocC/ServicesProvider.docc/ServicesProvider.md's Topics (- <doc:\(article)>)")
        }
        for article in listed.subtracting(docs).sorted() {
            Issue.record("Docs/DocC/ServicesProvider.docc/ServicesProvider.md lists <doc:\(article)>, and there is no Docs/\(article).md")
        }
    }

    /// A landing page's ``Type`` or ``Type/member`` names a public type of its own module (docc
    /// resolves the rest when the site is built), and so does the type page check_site.py opens.
    @Test func landingPagesLinkTheirModulesPublicTypes() throws {
        let listing = try Self.text("Docs/PublicAPI.md")
        for module in try Self.documentedModules() {
            guard let start = listing.range(of: "\n## \(module)\n") else {
                Issue.record("Docs/PublicAPI.md has no section \(module)")
                continue
            }
            let rest = listing[start.upperBound...]
            let section = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
            let types = Set(Self.matches(#"^- ([A-Za-z_][A-Za-z0-9_]*) \("#, in: section))
            let check = try Self.text("Docs/DocC/check_site.py")
            for type in Self.matches(#"^\s*"\#(module)": "([A-Za-z0-9_]+)","#, in: check) {
                #expect(types.contains(type), "Docs/DocC/check_site.py opens \(type)'s page, not a public type of \(module) in Docs/PublicAPI.md")
            }
            guard let page = try? Self.landingPage(module) else { continue } // reported by the test above
            let links = Self.matches(#"``([^`]+)``"#, in: page)
            #expect(links.count > 1)
            for link in links where link != module {
                let type = String(link.prefix { $0 != "/" })
                #expect(types.contains(type), "Docs/DocC/\(module).docc/\(module).md links ``\(link)``: \(type) is not a public type of \(module) in Docs/PublicAPI.md")
            }
        }
    }

    @Test func theScriptsNameTheDocumentedModules() throws {
        let modules = Set(try Self.documentedModules())
        let build = try Self.text("Docs/DocC/build-site.sh")
        let line = try #require(Self.matches(#"^modules=\(([^)]*)\)$"#, in: build).first, "build-site.sh has no modules=(…) line")
        #expect(Set(line.split(separator: " ").map(String.init)) == modules, "Docs/DocC/build-site.sh's modules=(…) are not the documented libraries")
        let check = try Self.text("Docs/DocC/check_site.py")
        let pages = try #require(check.range(of: "TYPE_PAGES = {"), "check_site.py has no TYPE_PAGES")
        let table = check[pages.upperBound...].prefix { $0 != "}" }
        #expect(Set(Self.matches(#"^\s*"([A-Za-z]+)":"#, in: String(table))) == modules,
                "Docs/DocC/check_site.py's TYPE_PAGES do not name a type page for each documented library")
    }
}
