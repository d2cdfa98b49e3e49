import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma promotion routes (the promotional-campaigns sub-API): the list, and the one page the
/// fixtures hold (`bonus-boas-vindas/boas-vindas`); any other page is the vendor's 404.
extension GomaSandbox {
    static func registerPromotions(on transport: SandboxTransport, state: Locked<State>) {
        transport.on(.get, "/api/promotions/v1") { _ in file("promotions.json") }
        transport.on(.get, "/api/promotions/v1/{slug}/{pageSlug}") { request in
            guard request.pathParameters["slug"] == "bonus-boas-vindas", request.pathParameters["pageSlug"] == "boas-vindas" else {
                guard let data = SandboxFixtures.data(provider: "goma", name: "promotion-details-error-404.json") else { return missing() }
                return .data(data, status: 404)
            }
            return file("promotion-details.json")
        }
    }
}
