import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma account routes: password, profile, settings, closing the account, the wallet top-up.
/// The settings are remembered between calls; a top-up raises the shared balance; a closed
/// account refuses these routes and the next sign-in. A current password of `wrong-password`
/// and an e-mail address starting with `unknown` get the vendor's 422s.
extension GomaSandbox {
    /// The current password the sandbox refuses on a change (the vendor's 422), the one it refuses at sign-in; any other is accepted.
    static let wrongPassword = SandboxCredentials.wrongPassword
    /// Addresses starting with this are unknown to the sandbox (the vendor's 422 on a forgotten password).
    static let unknownEmailPrefix = "unknown"

    static func registerAccount(on transport: SandboxTransport, state: Locked<State>) {
        let settings = Locked(initialSettings())
        let signedIn: @Sendable (SandboxTransport.Request) -> Bool = { request in
            isUser(request) && !state.withLock { $0.accountClosed }
        }
        transport.on(.post, "/api/users/v1/password/forgot") { request in
            guard let email = jsonBody(request)?["email"] as? String, email.contains("@") else {
                return error(422, "The email field is required.")
            }
            guard !email.lowercased().hasPrefix(unknownEmailPrefix) else { return file("password-forgot-error-422.json", status: 422) }
            return file("password-forgot.json")
        }
        transport.on(.post, "/api/users/v1/password") { request in
            guard signedIn(request) else { return error(401, "Unauthenticated.") }
            guard let body = jsonBody(request), let password = body["password"] as? String, !password.isEmpty,
                  body["password_confirmation"] as? String == password else {
                return error(422, "The password confirmation does not match.")
            }
            guard body["current_password"] as? String != wrongPassword else { return file("password-change-error-422.json", status: 422) }
            return file("password-change.json")
        }
        transport.on(.post, "/api/users/v1") { request in
            guard signedIn(request) else { return error(401, "Unauthenticated.") }
            guard jsonBody(request) != nil else { return error(422, "The given data was invalid.") }
            return file("profile-update.json")
        }
        transport.on(.delete, "/api/users/v1") { request in
            guard signedIn(request) else { return error(401, "Unauthenticated.") }
            state.withLock { $0.accountClosed = true }
            return file("account-close.json")
        }
        transport.on(.get, "/api/users/v1/settings") { request in
            guard signedIn(request) else { return error(401, "Unauthenticated.") }
            return reply(settings.withLock { $0 })
        }
        transport.on(.post, "/api/users/v1/settings") { request in
            guard signedIn(request) else { return error(401, "Unauthenticated.") }
            guard let body = jsonBody(request) else { return error(422, "The given data was invalid.") }
            let flags = body.compactMapValues { $0 as? Int }
            guard flags.count == body.count else { return error(422, "Each setting must be 0 or 1.") }
            settings.withLock { $0.merge(flags) { _, new in new } }
            return file("user-settings-update.json")
        }
        transport.on(.post, "/api/users/v1/wallets") { request in
            guard signedIn(request) else { return error(401, "Unauthenticated.") }
            guard let text = jsonBody(request)?["value"] as? String, let value = Decimal(string: text), value >= 1 else {
                return file("wallet-deposit-error-422.json", status: 422)
            }
            let balance = state.withLock { state -> Decimal in state.balance += value; return state.balance }
            return .json(#"{"balance":\#(balance),"free_balance":10.0,"cashback_balance":2.35}"#)
        }
    }

    /// The recorded settings, as `[flag: 0/1]`.
    private static func initialSettings() -> [String: Int] {
        (object("user-settings.json") ?? [:]).compactMapValues { $0 as? Int }
    }

    private static func jsonBody(_ request: SandboxTransport.Request) -> [String: Any]? {
        request.body.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }
}
