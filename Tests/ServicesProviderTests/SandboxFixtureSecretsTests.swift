import Foundation
import Testing

/// No file under `Sources/ServicesProviderTesting/SandboxFixtures/` holds a value shaped like a
/// real session id, token or key: recorded payloads must carry placeholders.
///
/// The rule, applied to every file's text:
/// - A **secret-named value** is a value after a name containing `session`, `token`, `auth`,
///   `password`, `passwd`, `secret`, `cookie`, `api-key`/`api_key`/`apikey`,
///   `client-key`/`client_key`/`clientkey` or `private-key`/`private_key`/`privatekey`
///   (case-insensitive, quoted or not), then `:` or `=` (a JSON field, a header, a query item).
///   Any `Bearer` value, and anything shaped like a JSON Web Token (`eyJ…` `.` `…` `.` `…`) anywhere, count too.
/// - Such a value is **real-shaped** when it is at least 16 characters of token characters
///   (`A–Z a–z 0–9 . _ ~ + / = -`) with at least 10 distinct characters (a random UUID or token
///   has about 16; `00000000-0000-4000-8000-000000000001` has 5), and names no placeholder
///   (`placeholder`, `redacted`, `example`, `sandbox`, `dummy`, `fake`, `sample`, `test`,
///   `invalid`). A JSON Web Token is always real-shaped.
/// - So `session-id-placeholder`, `<redacted>`, `token-A`, `00000000-0000-4000-8000-000000000001`
///   pass, and a recorded `c93497fe-…`-style session id fails.
@Suite struct SandboxFixtureSecretsTests {
    static let folder = SandboxFixturesReadmeTests.folder

    struct Finding: CustomStringConvertible {
        var name: String
        var value: String
        var description: String { "\(name): \(value.prefix(6))… (\(value.count) characters)" }
    }

    static let namePattern = #"[A-Za-z0-9_.-]*(?:session|token|auth|password|passwd|secret|cookie|api[-_]?key|client[-_]?key|private[-_]?key)[A-Za-z0-9_.-]*"#
    static let placeholderWords = ["placeholder", "redacted", "example", "sandbox", "dummy", "fake", "sample", "test", "invalid"]

    static func isRealShaped(_ value: String) -> Bool {
        let tokenCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~+/=-")
        let lowered = value.lowercased()
        return value.count >= 16 && value.unicodeScalars.allSatisfy(tokenCharacters.contains) && Set(value).count >= 10
            && !placeholderWords.contains { lowered.contains($0) }
    }

    /// Every real-shaped secret value in `text` (see the type's rule).
    static func findings(in text: String) -> [Finding] {
        func matches(_ pattern: String) -> [[String]] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
                (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
            }
        }
        var found = matches(#"(?i)"?(\#(namePattern))"?\s*[:=]\s*"?([^"\s,;&}\]]*)"#)
            .filter { isRealShaped($0[2]) }.map { Finding(name: $0[1], value: $0[2]) }
        found += matches(#"(?i)\bbearer\s+([A-Za-z0-9._~+/=-]+)"#).filter { isRealShaped($0[1]) }.map { Finding(name: "Bearer", value: $0[1]) }
        found += matches(#"eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*"#).map { Finding(name: "JSON Web Token", value: $0[0]) }
        return found
    }

    static var files: [URL] {
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return all.filter { !$0.hasDirectoryPath }.sorted { $0.path < $1.path }
    }

    @Test func noFixtureHoldsARealShapedSecret() throws {
        let files = Self.files
        #expect(files.count > 20, "found \(files.count) fixture files under \(Self.folder.path)")
        for file in files {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let findings = Self.findings(in: text)
            #expect(findings.isEmpty, "SandboxFixtures/\(file.deletingLastPathComponent().lastPathComponent)/\(file.lastPathComponent) holds \(findings): use a placeholder")
        }
    }

    /// The check fails on what it is for: the 'my bets' step of player-api-flow.json once carried a
    /// recorded staging `x-session-id` (a random UUID, replaced by `session-id-placeholder` in
    /// 3918549). Putting a value of that shape back is caught; the placeholders in use are not.
    @Test func theCheckCatchesARecordedSessionId() throws {
        let flow = Self.folder.appendingPathComponent("everymatrix/player-api-flow.json")
        let text = String(decoding: try Data(contentsOf: flow), as: UTF8.self)
        #expect(text.contains(#""x-session-id": "session-id-placeholder""#))
        #expect(Self.findings(in: text).isEmpty)

        let recordedShape = UUID().uuidString.lowercased()
        let leaked = text.replacingOccurrences(of: "session-id-placeholder", with: recordedShape)
        let findings = Self.findings(in: leaked)
        #expect(findings.map(\.name) == ["x-session-id"], "\(findings)")
        #expect(findings.first?.value == recordedShape)
    }

    @Test func theRuleSeparatesPlaceholdersFromRealValues() {
        for placeholder in ["session-id-placeholder", "<redacted>", "token-A", "00000000-0000-4000-8000-000000000001",
                            "goma-user-jwt-placeholder", "1234", "String"] {
            #expect(Self.findings(in: #"{"sessionToken": "\#(placeholder)"}"#).isEmpty, "\(placeholder)")
        }
        #expect(Self.findings(in: "x-sessionid: 7Hq2mZ9xL4pW8vR3").count == 1)
        #expect(Self.findings(in: #"{"apiKey":"sk_9fA3kQ7zP1xW5mB2"}"#).count == 1)
        #expect(Self.findings(in: "Authorization: Bearer Zx81mQ0pLr7TuV3c").count == 1)
        #expect(Self.findings(in: #"{"note": "eyJhbGciOi.eyJzdWIiOi.c2lnbmF0"}"#).count == 1)
        #expect(Self.findings(in: #"{"displayKey": "b355_ep3_pf1.0.0_pf2.0.0_pp1.772"}"#).isEmpty, "not a secret name")
    }
}
