import Foundation
import Testing

/// `Docs/PublicAPI.md` lists every public type of each module (SPI excluded). CI checks the list
/// against the compiler's symbol graphs (`.ci/public-api.py`); this test checks it under
/// `swift test` from the sources, so a type made public (or no longer public, or moved to
/// another file) fails here first, naming the list to update.
@Suite struct PublicAPIListingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = ["ServicesProvider", "ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar", "AppModels", "ServicesProviderTesting",
                          "ServicesProviderTooling"]

    @Test func theListingIsTheSourcesPublicTypes() throws {
        let listing = try String(contentsOf: Self.root.appendingPathComponent("Docs/PublicAPI.md"), encoding: .utf8)
        let listed = Set(listing.components(separatedBy: "\n").filter { $0.hasPrefix("- ") })
        var declared: Set<String> = []
        for module in Self.modules {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                for (name, kind) in PublicTypeScanner.publicTypes(in: try String(contentsOf: file, encoding: .utf8)) {
                    declared.insert("- \(name) (\(kind)): \(relative)")
                }
            }
        }
        #expect(declared.count > 150, "the scanner still finds the public types")
        for line in declared.subtracting(listed).sorted() {
            Issue.record("public in the code, not in Docs/PublicAPI.md: \(line) (review it, then run python3 .ci/public-api.py --update)")
        }
        for line in listed.subtracting(declared).sorted() {
            Issue.record("in Docs/PublicAPI.md, not public in the code: \(line) (review it, then run python3 .ci/public-api.py --update)")
        }
    }

    @Test func theScannerSkipsSPINestedAndAppleOnlyDeclarations() {
        let source = """
        /// A type.
        public struct Listed {
            /// Nested: not a top-level type.
            public struct Nested {}
        }
        @_spi(ProviderKit) public struct Plumbing {}
        @_spi(ProviderKit)
        public enum AlsoPlumbing {}
        @MainActor
        public final class Board {}
        public let constant = 1
        struct Internal {}
        #if canImport(Security)
        public final class AppleOnly {}
        #else
        public struct LinuxToo {}
        #endif
        """
        #expect(PublicTypeScanner.publicTypes(in: source).map { "\($0.name) \($0.kind)" }
                == ["Listed struct", "Board class", "constant let/var", "LinuxToo struct"])
    }
}

/// Finds the top-level public declarations of a file, as `.ci/public-api.py` names their kinds,
/// as Linux compiles them (the listing is made on Linux): a branch of `#if canImport(X)` counts
/// when Linux has X (FoundationNetworking, Glibc), not when only Apple platforms do.
enum PublicTypeScanner {
    static let linuxModules: Set<String> = ["FoundationNetworking", "Glibc", "Foundation", "Dispatch"]

    static let kinds = ["struct": "struct", "class": "class", "enum": "enum", "protocol": "protocol", "typealias": "typealias",
                        "actor": "actor", "func": "func", "let": "let/var", "var": "let/var"]

    static func publicTypes(in text: String) -> [(name: String, kind: String)] {
        var found: [(name: String, kind: String)] = []
        var attributesAreSPI = false
        var branches: [(taken: Bool, active: Bool)] = [] // per open #if: a branch taken so far, this branch compiled
        func condition(_ line: String) -> Bool {
            guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), line.contains("canImport") else { return false }
            let holds = linuxModules.contains(String(line[line.index(after: open)..<close]))
            return line.contains("!canImport") ? !holds : holds
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("#if ") {
                let holds = condition(line)
                branches.append((holds, holds))
                continue
            } else if line.hasPrefix("#elseif "), let last = branches.popLast() {
                let holds = !last.taken && condition(line)
                branches.append((last.taken || holds, holds))
                continue
            } else if line.hasPrefix("#else"), let last = branches.popLast() {
                branches.append((true, !last.taken))
                continue
            } else if line.hasPrefix("#endif") {
                _ = branches.popLast()
                continue
            }
            guard branches.allSatisfy(\.active) else { continue }
            // Only top-level declarations start in the first column.
            guard let first = line.first, !first.isWhitespace else { continue }
            if line.hasPrefix("@") && !line.contains(" public ") && !line.hasPrefix("@_spi") || line.hasPrefix("@_spi") && !line.contains("public ") {
                attributesAreSPI = attributesAreSPI || line.hasPrefix("@_spi")
                continue
            }
            defer { attributesAreSPI = false }
            guard !attributesAreSPI, !line.hasPrefix("@_spi") else { continue }
            let words = line.components(separatedBy: " ").filter { !$0.isEmpty && !$0.hasPrefix("@") }
            guard words.first == "public" else { continue }
            let rest = words.dropFirst().drop { ["final", "nonisolated", "indirect"].contains($0) }
            guard let keyword = rest.first, let kind = kinds[keyword], let raw = rest.dropFirst().first else { continue }
            let name = String(raw.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty { found.append((name, kind)) }
        }
        return found
    }
}
