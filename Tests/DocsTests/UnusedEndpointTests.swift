import Foundation
import Testing

/// Every typed request a provider declares (`static var`/`static func` answering a `Request<…>` in
/// `Sources/Provider<Vendor>/API/`) is sent by the SDK: its name appears somewhere else under
/// `Sources/` (a service, the decode table, another request built on it). A request used by no
/// one is a call the SDK claims to know and never makes: use it or remove it.
@Suite struct UnusedEndpointTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The requests declared in `text`: the name of each `static var`/`static func` whose type is
    /// a `Request<…>`.
    static func declaredRequests(in text: String) -> [String] {
        let pattern = #"static (?:var|func) ([A-Za-z0-9_]+)[^\n{=]*Request<"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// How often `name` is used in `text`: as a member (`.name`) or called bare (`name(`, a helper
    /// inside its API), not counting its declaration (`func name(`).
    static func uses(of name: String, in text: String) -> Int {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let patterns = [#"\."# + escaped + #"(?![A-Za-z0-9_])"#, #"(?<!func )(?<![A-Za-z0-9_.])"# + escaped + #"\("#]
        return patterns.reduce(0) { count, pattern in
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return count }
            return count + regex.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
        }
    }

    static func swiftFiles(under folder: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let file = enumerator?.nextObject() as? URL {
            if file.pathExtension == "swift" { files.append(file) }
        }
        return files
    }

    @Test func everyDeclaredRequestIsSent() throws {
        let sources = try Self.swiftFiles(under: "Sources").map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        var declared = 0
        for provider in ["ProviderEveryMatrix", "ProviderGoma", "ProviderSportRadar"] {
            for file in Self.swiftFiles(under: "Sources/\(provider)/API") {
                for name in Self.declaredRequests(in: try String(contentsOf: file, encoding: .utf8)) {
                    declared += 1
                    #expect(Self.uses(of: name, in: sources) > 0,
                            "\(file.lastPathComponent): `\(name)` is declared and sent by nothing under Sources/ (use it or remove it)")
                }
            }
        }
        #expect(declared > 50) // the scanner still finds the providers' requests
    }

    /// The check can fail: a request nobody names is caught, a used one is not.
    @Test func theScannerTellsUsedFromUnused() {
        let api = """
        static var wallet: Request<Wallet> { Request("/wallet") }
        static func dump(topic: String) -> Request<Dump> { Request("/dump") }
        static let session = AuthorizationRequirement.query("key")
        """
        #expect(Self.declaredRequests(in: api) == ["wallet", "dump"])
        let service = "let wallet = try await executor.send(API.wallet)\nlet walletBalance = 1\nlet page = cms(\"/page\")"
        #expect(Self.uses(of: "wallet", in: service) == 1)
        #expect(Self.uses(of: "cms", in: service) == 1)
        #expect(Self.uses(of: "dump", in: service + api) == 0)
    }
}
