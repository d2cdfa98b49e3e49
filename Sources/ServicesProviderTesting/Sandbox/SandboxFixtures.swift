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
}
