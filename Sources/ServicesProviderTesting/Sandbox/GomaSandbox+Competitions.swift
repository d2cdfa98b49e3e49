import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma list routes: the browsing tree: regions, competitions, a competition and its events, featured competitions.
extension GomaSandbox {
    static func registerCompetitions(on transport: SandboxTransport, state: Locked<State>) {
    }
}
