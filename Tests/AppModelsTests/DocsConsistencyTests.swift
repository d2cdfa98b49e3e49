import Foundation
import Testing

/// Keeps Docs/*.md and README.md true to the code: backticked repository paths exist, backticked
/// type names are declared under Sources/, and every ```swift block is a verbatim
/// (whitespace-normalised) excerpt of a compiled Swift file under Sources/, Tests/ or Examples/ReadmeApp/ (usually
/// Tests/AppModelsTests/DocSamples/).
@Suite struct DocsConsistencyTests {
    /// The repository root, from this file's location (Tests/AppModelsTests/<this file>).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func backtickedPathsExist() throws {
        let checker = try DocsChecker(root: Self.root)
        var checked = 0
        for doc in try checker.documents() {
            for path in DocsChecker.inlineCode(in: doc.text).filter(DocsChecker.looksLikeRepoPath) {
                checked += 1
                let exists = checker.exists(path)
                #expect(exists, "\(doc.name): `\(path)` does not exist")
            }
        }
        #expect(checked > 20) // the extractor still finds the docs' paths
    }

    @Test func backtickedTypeNamesAreDeclared() throws {
        let checker = try DocsChecker(root: Self.root)
        var checked = 0
        for doc in try checker.documents() {
            for name in DocsChecker.inlineCode(in: doc.text) where DocsChecker.looksLikeTypeReference(name) {
                checked += 1
                let problem = checker.unresolved(name)
                #expect(problem == nil, "\(doc.name): `\(name)`: \(problem ?? "")")
            }
        }
        #expect(checked > 50) // the extractor still finds the docs' names
    }

    @Test func swiftSamplesAreCompiledVerbatim() throws {
        let checker = try DocsChecker(root: Self.root)
        let samples = try checker.sampleFiles()
        #expect(!samples.isEmpty)
        var blocks = 0
        for doc in try checker.documents() {
            for block in DocsChecker.swiftBlocks(in: doc.text) {
                blocks += 1
                let normalised = DocsChecker.normalise(block)
                #expect(samples.contains { $0.contains(normalised) },
                        "\(doc.name): this sample is not verbatim in any compiled Swift file under Sources/ or Tests/:\n\(block)")
            }
        }
        #expect(blocks >= 8)
    }

    /// The checker must be able to fail: a made-up page with a wrong path, an undeclared type,
    /// a wrong member and an uncompiled sample is caught on each count.
    @Test func theCheckerCatchesDrift() throws {
        let checker = try DocsChecker(root: Self.root)
        let page = """
        Uses `Sources/Nowhere/Missing.swift`, `NoSuchTypeAnywhere`, `Odds.noSuchMember`, `Odds.decimal`,
        `client.wallet`, `XAF` and `Date`.
        ```swift
        let x = NoSuchTypeAnywhere()
        ```
        """
        let code = DocsChecker.inlineCode(in: page)
        #expect(code.filter(DocsChecker.looksLikeRepoPath).map(checker.exists) == [false])
        let types = code.filter(DocsChecker.looksLikeTypeReference)
        #expect(types == ["NoSuchTypeAnywhere", "Odds.noSuchMember", "Odds.decimal", "Date"])
        #expect(types.map { checker.unresolved($0) == nil } == [false, false, true, true])
        let samples = try checker.sampleFiles()
        #expect(DocsChecker.swiftBlocks(in: page).map { block in samples.contains { $0.contains(DocsChecker.normalise(block)) } } == [false])
    }
}

/// Reads the docs, the sources and the samples of the repository.
struct DocsChecker {
    let root: URL
    /// Every type name declared under Sources/.
    let declaredTypes: Set<String>
    /// The texts of the source files that declare or extend a type, by the type's name (one
    /// pass over the sources, rather than one per member a doc names).
    private let filesByType: [String: [String]]
    /// Target folder names (Sources/X, Tests/X), which docs may name like types.
    private let moduleNames: Set<String>
    /// Every file and folder name in the repository (e.g. `Package.swift`, `SandboxFixtures`).
    private let entryNames: Set<String>

    /// Foundation, standard-library and toolchain names the docs may mention.
    static let commonNames: Set<String> = [
        "String", "Int", "Double", "Decimal", "Date", "Data", "URL", "URLRequest", "URLSession", "URLSessionWebSocketTask",
        "HTTPURLResponse", "URLError", "DecodingError", "JSONDecoder", "JSONEncoder", "Locale", "TimeZone", "Calendar",
        "NumberFormatter", "DateFormatter", "Bundle", "AsyncSequence", "AsyncStream", "AsyncThrowingStream", "Task",
        "Sendable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Identifiable", "Error", "Foundation",
        "FoundationNetworking", "XCTest", "Testing", "Swift", "Void", "Bool", "Set", "Array", "Dictionary", "Optional",
        "Result", "CodingKeys", "NSDecimalNumber", "ContinuousClock", "Duration", "MainActor", "SwiftPM",
    ]

    init(root: URL) throws {
        self.root = root
        var sources: [String: String] = [:]
        var entries: Set<String> = []
        let manager = FileManager.default
        for top in ["Sources", "Tests", "Docs", "Examples", "Benchmarks", ".ci"] {
            let url = root.appendingPathComponent(top)
            guard let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in enumerator {
                entries.insert(file.lastPathComponent)
                if top == "Sources", file.pathExtension == "swift" {
                    sources[file.path] = try String(contentsOf: file, encoding: .utf8)
                }
            }
        }
        for entry in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] { entries.insert(entry) }
        self.entryNames = entries
        let declaration = try NSRegularExpression(pattern: #"\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        self.declaredTypes = Set(sources.values.flatMap { Self.captures(declaration, in: $0) })
        let declarationOrExtension = try NSRegularExpression(pattern: #"\b(?:struct|enum|class|protocol|actor|typealias|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\b"#)
        var filesByType: [String: [String]] = [:]
        for text in sources.values {
            for type in Set(Self.captures(declarationOrExtension, in: text)) { filesByType[type, default: []].append(text) }
        }
        self.filesByType = filesByType
        var modules: Set<String> = []
        for top in ["Sources", "Tests"] {
            modules.formUnion((try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(top).path)) ?? [])
        }
        self.moduleNames = modules
    }

    /// The Markdown files in Docs/.
    func documents() throws -> [(name: String, text: String)] {
        let folder = root.appendingPathComponent("Docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        let readme = ("README.md", try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
        return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) } + [readme]
    }

    /// The whitespace-normalised texts of the compiled code a sample may quote: the samples in
    /// Tests/AppModelsTests/DocSamples, and (for guides that walk through real code) every Swift
    /// file under Sources/, Tests/ and Examples/ReadmeApp/. Either way, a quoted block that no longer compiles as shown
    /// stops matching.
    func sampleFiles() throws -> [String] {
        var texts: [String] = []
        // Examples/ReadmeApp: the README's installation example (its manifest), built and run by `.ci/run`.
        for top in ["Sources", "Tests", "Examples/ReadmeApp"] {
            guard let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(top), includingPropertiesForKeys: nil,
                                                                  options: .skipsHiddenFiles) else { continue }
            // This file is left out: it holds the made-up drift sample that must never match.
            for case let file as URL in enumerator where file.pathExtension == "swift" && file.lastPathComponent != "DocsConsistencyTests.swift" {
                texts.append(Self.normalise(try String(contentsOf: file, encoding: .utf8)))
            }
        }
        return texts
    }

    /// Whether a repository-relative path exists.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Why a type reference (`Type`, `Type.member`, `Type.Nested.member(label:)`) does not resolve,
    /// or `nil` when it does.
    func unresolved(_ reference: String) -> String? {
        let components = reference.split(separator: ".").map { String($0.prefix { $0 != "(" }) }
        guard let head = components.first else { return "empty" }
        if Self.commonNames.contains(head) { return nil }
        if moduleNames.contains(head) || entryNames.contains(reference) { return nil }
        guard declaredTypes.contains(head) else { return "no struct/enum/class/protocol/actor/typealias \(head) under Sources/" }
        var owner = head
        for member in components.dropFirst() {
            let files = filesByType[owner] ?? []
            if member.first?.isUppercase == true {
                guard files.contains(where: { Self.declares(type: member, in: $0) }) else { return "\(owner) has no nested type \(member)" }
                owner = member
            } else {
                guard files.contains(where: { Self.declares(member: member, in: $0) }) else { return "\(owner) has no member \(member)" }
            }
        }
        return nil
    }

    // MARK: Markdown

    /// Inline code spans outside fenced blocks.
    static func inlineCode(in markdown: String) -> [String] {
        var spans: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            spans += stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
        }
        return spans
    }

    /// The contents of the ```swift fenced blocks.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let block = current {
                if trimmed == "```" {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current = block + [line]
                }
            } else if trimmed == "```swift" {
                current = []
            }
        }
        return blocks
    }

    /// Collapses every run of whitespace to one space.
    static func normalise(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `Sources/…`, `Tests/…`, `Docs/…`, `Examples/…`, `Benchmarks/…`, without placeholders.
    static func looksLikeRepoPath(_ span: String) -> Bool {
        ["Sources/", "Tests/", "Docs/", "Examples/", "Benchmarks/"].contains { span.hasPrefix($0) }
            && !span.contains("<") && !span.contains("*") && !span.contains(" ") && !span.contains("…")
    }

    /// `UpperCamelCase`, optionally followed by `.member`s (with an argument-label list).
    static func looksLikeTypeReference(_ span: String) -> Bool {
        guard span.range(of: #"^[A-Z][A-Za-z0-9]*(\.[A-Za-z_][A-Za-z0-9_]*(\([A-Za-z_:]*\))?)*$"#, options: .regularExpression) != nil else { return false }
        let head = span.prefix { $0 != "." }
        return head.contains { $0.isLowercase }
    }

    // MARK: Sources

    private static func captures(_ regex: NSRegularExpression, in text: String) -> [String] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    private static func declares(type: String, in text: String) -> Bool {
        matches(#"\b(struct|enum|class|protocol|actor|typealias)\s+\#(type)\b"#, text)
    }

    private static func declares(member: String, in text: String) -> Bool {
        matches(#"\b(func|var|let|case)\s+`?\#(member)\b"#, text) || matches(#"\bcase\s+[^\n]*[ ,]\#(member)\b"#, text)
    }
}
