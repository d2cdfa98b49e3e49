/// The one rule every sandbox follows for signing in (Docs/Testing.md, "Sandbox credentials"):
/// any username with a non-empty password signs in; the password ``wrongPassword`` fails with
/// `.invalidCredentials`, answered in each vendor's own shape.
enum SandboxCredentials {
    /// The password every sandbox refuses.
    static let wrongPassword = "wrong-password"
}
