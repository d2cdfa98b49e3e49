import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma errors are `{message}` bodies on plain HTTP statuses. Two need more than the status:
/// a 401 on the login itself means wrong credentials (not an expired token), and a 422 on a bet
/// (or one saying "does not allow selections") means the bet was not placed; one ticket's 422s
/// are read by ``ticketError(status:message:method:path:)``.
struct GomaErrorMapper: ResponseErrorMapper {
    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        let status = response.statusCode
        guard !(200..<300).contains(status) else { return nil }
        let message = HTTPStatusErrorMapper.message(in: body)
        let path = response.url?.path ?? ""
        if status == 401, path.hasSuffix("/api/auth/v1/login") {
            return .invalidCredentials
        }
        if let fieldError = GomaErrorMapper.fieldError(status: status, method: context.method, path: path, message: message) {
            return fieldError
        }
        if let error = Self.ticketError(status: status, message: message, method: context.method, path: path) { return error }
        if status == 422 {
            if let message, message.localizedCaseInsensitiveContains("does not allow selections") {
                return .betRejected(message: message)
            }
            if context.method == .post, path.hasSuffix("/api/tickets/v1") {
                return .betRejected(message: message)
            }
        }
        return HTTPStatusErrorMapper().error(for: response, body: body, context: context)
    }
}
