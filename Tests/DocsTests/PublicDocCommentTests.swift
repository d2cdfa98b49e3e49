import Foundation
import Testing

/// Every public symbol of the SDK says what it is for: each `public`/`open` declaration and each
/// case of a public enum has a `///` comment (attributes may stand between), one case per line.
@Suite struct PublicDocCommentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyPublicSymbolIsDocumented() throws {
        var checked = 0
        var missing: [String] = []
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let result = PublicDocScanner.undocumented(in: text)
            checked += result.checked
            let relative = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
            missing += result.lines.map { "\(relative):\($0.number): \($0.text)" }
        }
        #expect(checked > 300, "the scanner still finds the public declarations")
        #expect(missing.isEmpty, "undocumented public symbols:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theScannerCatchesMissingDocs() {
        let source = """
        /// Documented.
        public enum Kind {
            /// Documented.
            case a
            case b, c
            case d(String)
        }
        @available(*, deprecated)
        public func undocumented() {}
        /// Documented.
        @MainActor
        public func documented() { let x = "{"; _ = x }
        enum Internal { case e }
        func local() {
            var open = 1
            open = 2
        }
        """
        let result = PublicDocScanner.undocumented(in: source)
        #expect(result.lines.map(\.number) == [5, 6, 9])
    }
}

/// Finds public declarations and public-enum cases without a `///` comment above them.
enum PublicDocScanner {
    struct Finding { let number: Int; let text: String }

    static func undocumented(in text: String) -> (checked: Int, lines: [Finding]) {
        let lines = text.components(separatedBy: "\n")
        var stack: [Bool] = [] // true for the body of a public enum
        var findings: [Finding] = []
        var checked = 0
        var inMultilineString = false
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle(); continue }
            if inMultilineString || line.hasPrefix("//") { continue }
            let isPublicDeclaration = line.range(of: #"^(@[A-Za-z_]+(\([^)]*\))?\s+)*(public\s|open\s+(class|func|var|subscript|init|override|static)\b)"#, options: .regularExpression) != nil
            let isEnumCase = stack.last == true && line.hasPrefix("case ")
            if isPublicDeclaration || isEnumCase {
                checked += 1
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                let documented = previous >= 0 && lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///")
                let oneCasePerLine = !isEnumCase || !Self.declaresSeveralCases(line)
                if !documented || !oneCasePerLine { findings.append(Finding(number: index + 1, text: line)) }
            }
            let code = Self.withoutStrings(line)
            let opens = code.filter { $0 == "{" }.count
            let closes = code.filter { $0 == "}" }.count
            let opensPublicEnum = code.range(of: #"\bpublic\s+(indirect\s+)?enum\s"#, options: .regularExpression) != nil
            for i in 0..<opens { stack.append(opensPublicEnum && i == 0) }
            for _ in 0..<closes where !stack.isEmpty { stack.removeLast() }
        }
        return (checked, findings)
    }

    /// `case a, b` (a comma outside parentheses).
    private static func declaresSeveralCases(_ line: String) -> Bool {
        var depth = 0
        for character in line {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0: return true
            default: break
            }
        }
        return false
    }

    private static func withoutStrings(_ line: String) -> String {
        line.replacingOccurrences(of: ##"#?"(\\.|[^"\\])*"#?"##, with: "\"\"", options: .regularExpression)
    }
}
