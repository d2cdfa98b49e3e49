import Foundation

/// The recorded payloads the sandboxes answer with, shipped in this module's bundle.
public enum SandboxFixtures {
    /// The bytes of `SandboxFixtures/<provider>/<name>`, or `nil` if there is no such file.
    public static func data(provider: String, name: String) -> Data? {
        guard let root = Bundle.module.resourceURL?.appendingPathComponent("SandboxFixtures") else { return nil }
        return try? Data(contentsOf: root.appendingPathComponent(provider).appendingPathComponent(name))
    }
}
