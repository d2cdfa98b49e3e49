import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma search, favourite and highlight routes.
extension GomaSandbox {
    static func registerSearch(on transport: SandboxTransport, state: Locked<State>) {
    }
}
