import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The input a 422 `{message}` is about, per call: such an answer becomes `.validation(fields:)`
/// naming that field (code `INVALID`) with the vendor's message, so a form shows it under the
/// field. The vendor documents one 422 per call (a wrong current password, an unknown e-mail
/// address, a refused top-up amount, a search without `value`, a favourite whose
/// `favorites.0.type`/`favorite_id` is refused — the one item is built from the app's event id);
/// that every 422 of the call is about that field is a guess, made in this one table.
extension GomaErrorMapper {
    /// Method, path suffix and the app's field name (as the SDK's input types name it).
    static let fieldRules: [(method: HTTPMethod, pathSuffix: String, field: String)] = [
        (.post, "/api/users/v1/password", "currentPassword"),
        (.post, "/api/users/v1/password/forgot", "email"),
        (.post, "/api/users/v1/wallets", "amount"),
        (.get, "/api/search/v1", "query"),
        (.post, "/api/events/v1/favorites", "id"),
        (.delete, "/api/events/v1/favorites", "id"),
    ]

    /// The field error of a 422 on one of the calls above, else `nil`.
    static func fieldError(status: Int, method: HTTPMethod, path: String, message: String?) -> ServiceProviderError? {
        guard status == 422, let rule = fieldRules.first(where: { $0.method == method && path.hasSuffix($0.pathSuffix) }) else { return nil }
        return .validation(fields: [.init(field: rule.field, code: "INVALID", message: message)])
    }
}
