import Foundation
@_spi(ProviderKit) import ServicesProvider
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Poseidon uses HTTP statuses, except that the content API reports an unknown id with a body
/// containing `CONTENT_NOT_FOUND` (the only part of that body that is evidenced).
struct SportRadarPoseidonErrorMapper: ResponseErrorMapper {
    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        if body.count < 4096, let text = String(data: body, encoding: .utf8), text.contains("CONTENT_NOT_FOUND") {
            return .notFound
        }
        return HTTPStatusErrorMapper().error(for: response, body: body, context: context)
    }
}
