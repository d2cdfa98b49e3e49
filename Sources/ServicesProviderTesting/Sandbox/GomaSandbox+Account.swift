import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma account routes: password, profile, settings, closing the account, the wallet top-up.
extension GomaSandbox {
    static func registerAccount(on transport: SandboxTransport, state: Locked<State>) {
    }
}
