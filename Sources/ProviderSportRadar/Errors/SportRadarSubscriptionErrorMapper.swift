import Foundation
@_spi(ProviderKit) import ServicesProvider
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The subscription host: a 403 whose body says "unauthorised location" is the vendor's
/// geo-blocking (`.geoBlocked`); everything else as Poseidon.
struct SportRadarSubscriptionErrorMapper: ResponseErrorMapper {
    /// The text the vendor's client looks for in a 403 body.
    static let geoBlockedText = "unauthorised location"

    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        if response.statusCode == 403, body.count < 4096,
           String(decoding: body, as: UTF8.self).localizedCaseInsensitiveContains(Self.geoBlockedText) {
            return .geoBlocked
        }
        return SportRadarPoseidonErrorMapper().error(for: response, body: body, context: context)
    }
}
