import Foundation

/// The vendor payloads shipped in this module's bundle: one copy of each, answered by the sandboxes
/// and loaded by the provider tests. Each `SandboxFixtures/<provider>/README.md` says, file by file,
/// whether a payload was recorded from the vendor or made up in the vendor's shape.
public enum SandboxFixtures {
    /// The file URL of `SandboxFixtures/<provider>/<name>` (e.g. `provider: "goma"`, `name: "wallet.json"`),
    /// or `nil` if the bundle holds no such file.
    public static func url(provider: String, name: String) -> URL? {
        guard let root = Bundle.module.resourceURL?.appendingPathComponent("SandboxFixtures") else { return nil }
        let url = root.appendingPathComponent(provider).appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The bytes of `SandboxFixtures/<provider>/<name>`, or `nil` if there is no such file.
    public static func data(provider: String, name: String) -> Data? {
        url(provider: provider, name: name).flatMap { try? Data(contentsOf: $0) }
    }

    /// The recorded answers a decode-table entry reads, by file name without `.json`: `<entry>.json`
    /// and its variants `<entry>-….json` (`my-tickets-empty`), leaving out call bodies (`-request`),
    /// error answers (`-error…`), the writes the folders name `<call>-add`, `-remove` and `-update`
    /// (`favorites-add` answers another call than `favorites`) and the variants of a longer entry
    /// (`wallet-deposit` is not a `wallet` answer when `entries` holds both). Sorted.
    @_spi(ProviderKit) public static func answers(provider: String, entry: String, among entries: [String]) throws -> [String] {
        guard let folder = url(provider: provider, name: "README.md")?.deletingLastPathComponent() else { return [] }
        let stems = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        func owner(of stem: String) -> String? {
            entries.filter { stem == $0 || stem.hasPrefix($0 + "-") }.max { $0.count < $1.count }
        }
        return stems.filter { stem in
            owner(of: stem) == entry && !stem.contains("-error")
                && !["-request", "-add", "-remove", "-update"].contains { stem != entry && stem.hasSuffix($0) }
        }.sorted()
    }
}
