import Foundation
import Testing

/// Every vendor payload in `Sources/ServicesProviderTesting/SandboxFixtures/<vendor>/` has a row in
/// that folder's README saying whether it is recorded or made up, and every row names a file that
/// exists, so a payload cannot land (or leave) without its note.
@Suite struct SandboxFixturesReadmeTests {
    /// `Sources/ServicesProviderTesting/SandboxFixtures`, from this file's location (Tests/ServicesProviderTests/<this file>).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ServicesProviderTesting/SandboxFixtures")

    static var vendors: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreVendorFolders() {
        #expect(Self.vendors == ["everymatrix", "goma", "sportradar"])
    }

    @Test(arguments: vendors) func everyFileHasAStatusRowAndEveryRowAFile(vendor: String) throws {
        let directory = Self.folder.appendingPathComponent(vendor)
        // Sub-folders (EveryMatrix's `api/`) are listed by their relative paths, `api/<file>`.
        let files = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
            .filter { path in
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isFolder)
                return !isFolder.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") } && path != "README.md"
            }
        let readme = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = Self.fileRows(in: readme)
        #expect(!files.isEmpty)
        for file in files.sorted() {
            let row = rows[file]
            #expect(row != nil, "SandboxFixtures/\(vendor)/\(file) has no row in SandboxFixtures/\(vendor)/README.md")
            if let row {
                #expect(["RECORDED", "MADE UP", "not stated by the vendor reference"].contains { row.contains($0) },
                        "SandboxFixtures/\(vendor)/README.md: the row of \(file) says neither RECORDED nor MADE UP")
            }
        }
        for listed in rows.keys.sorted() where !files.contains(listed) {
            Issue.record("SandboxFixtures/\(vendor)/README.md lists \(listed), which is not in the folder")
        }
    }

    /// The table rows whose first cell is one backticked file name, by that name.
    static func fileRows(in markdown: String) -> [String: String] {
        var rows: [String: String] = [:]
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            rows[String(cell)] = String(line)
        }
        return rows
    }
}
