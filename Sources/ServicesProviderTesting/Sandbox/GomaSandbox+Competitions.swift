import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma list routes: regions, competitions, highlights, trending and ended events.
extension GomaSandbox {
    static func registerCompetitions(on transport: SandboxTransport, state: Locked<State>) {
    }
}
