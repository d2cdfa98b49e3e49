import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma promotion routes (the promotional-campaigns sub-API).
extension GomaSandbox {
    static func registerPromotions(on transport: SandboxTransport, state: Locked<State>) {
    }
}
