import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma pre-live and ended event lists: upcoming, trending and ended events, page by page.
extension GomaSandbox {
    static func registerLists(on transport: SandboxTransport, state: Locked<State>) {
    }
}
