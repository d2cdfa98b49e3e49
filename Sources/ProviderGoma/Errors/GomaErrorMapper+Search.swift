import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaErrorMapper {
    /// The 422s of search and favourites, as the input the app passed: a search's (`value`
    /// missing or refused, search-error-422.json) on `query`, a favourite change's (the vendor
    /// names `favorites.0.type` or `favorites.0.favorite_id`; the one item is built from the
    /// app's event id, favorites-error-422.json) on `id`, each with the vendor's message. `nil`
    /// for anything else.
    static func searchError(status: Int, message: String?, path: String) -> ServiceProviderError? {
        guard status == 422 else { return nil }
        if path.hasSuffix("/api/search/v1") {
            return .validation(fields: [.init(field: "query", code: "INVALID", message: message)])
        }
        if path.hasSuffix("/api/events/v1/favorites") {
            return .validation(fields: [.init(field: "id", code: "INVALID", message: message)])
        }
        return nil
    }
}
