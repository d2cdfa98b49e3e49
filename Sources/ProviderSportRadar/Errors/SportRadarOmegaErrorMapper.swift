import Foundation
@_spi(ProviderKit) import ServicesProvider
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Omega answers errors as HTTP 200 with a `status` other than `SUCCESS`; this mapper reads
/// every body's status through ``SportRadarOmegaErrorTable``. Bodies without a status (or non-JSON) fall
/// back to the plain HTTP status.
struct SportRadarOmegaErrorMapper: ResponseErrorMapper {
    /// One decoder for every Omega response's status envelope (the mapper sees every response).
    private static let envelopeDecoder = JSONDecoder()

    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        guard let envelope = try? Self.envelopeDecoder.decode(SportRadarModels.StatusEnvelope.self, from: body) else {
            return HTTPStatusErrorMapper().error(for: response, body: body, context: context)
        }
        return Self.error(for: envelope, path: response.url?.path ?? "")
            ?? HTTPStatusErrorMapper().error(for: response, body: body, context: context)
    }

    /// The error an envelope stands for, or `nil` for a success status.
    static func error(for envelope: SportRadarModels.StatusEnvelope, path: String) -> ServiceProviderError? {
        let rule = SportRadarOmegaErrorTable.rule(for: envelope.status, path: path)
        // A success status with `errors` (getUserIdSuggestion's `USERNAME_AVAILABLE`) is read by the call itself.
        if let fieldErrors = envelope.errors, !fieldErrors.isEmpty, rule != .success {
            return .validation(fields: fieldErrors.map { error in
                let known = SportRadarOmegaErrorTable.fields[error.field]
                return ServiceProviderError.FieldError(field: known?.field ?? error.field, code: error.error,
                                                       message: known?.message)
            })
        }
        guard let rule else {
            return .vendor(code: envelope.status, message: envelope.message)
        }
        switch rule {
        case .success:
            return nil
        case .invalidCredentials:
            return .invalidCredentials
        case .accountLocked:
            return .accountLocked(until: envelope.lockUntilDateFormatted.flatMap(SportRadarDates.omegaDateTime))
        case .sessionExpired:
            return .sessionExpired
        case .validation(let field, let message):
            return .validation(fields: [.init(field: field, code: envelope.status, message: envelope.message ?? message)])
        case .limitExceeded(let message):
            return .limitExceeded(message: envelope.message ?? message)
        case .insufficientFunds(let message):
            return .insufficientFunds(message: envelope.message ?? message)
        case .vendor(let message):
            return .vendor(code: envelope.status, message: envelope.message ?? message)
        }
    }
}
