import Foundation
@_spi(ProviderKit) import ServicesProvider
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The help desk answers a refused ticket with an HTTP error and `{error, description}`: the
/// vendor's code and its sentence become `.vendor`. A failure without that body (a gateway's
/// 503, a bare 401) is read by its status.
struct SportRadarSupportErrorMapper: ResponseErrorMapper {
    private static let decoder = JSONDecoder()

    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        guard !(200..<300).contains(response.statusCode) else { return nil }
        if let refusal = try? Self.decoder.decode(SportRadarModels.SupportRefusal.self, from: body) {
            return .vendor(code: refusal.error, message: refusal.description)
        }
        return HTTPStatusErrorMapper().error(for: response, body: body, context: context)
    }
}
