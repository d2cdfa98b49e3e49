import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ServiceProviderError: LocalizedError {
    /// The user-facing ``message``, so `error.localizedDescription` and a generic alert built
    /// from any `Error` show the same sentence as the SDK's own text, never "error 7".
    public var errorDescription: String? { message }
}

extension ServiceProviderError: CustomDebugStringConvertible {
    /// The case and everything it carries, for logs and the debugger:
    /// `server(status: 503, message: "Busy")`, `vendor(code: "FAIL_UN_PW", message: nil)`,
    /// `validation(fields: [email: "DUPLICATE"])`, `network(code: cannotConnectToHost)` (a URL
    /// error code by its Foundation name, an unlisted one by its number). A date is written in ISO 8601 (UTC), so the
    /// text does not depend on the device's locale. It holds only what the error holds, and a
    /// vendor's message is kept as sent (it may echo what the request carried); the error a
    /// ``RequestEventMonitor`` receives has already been through the redactor, so monitor lines
    /// hold no credential. It is also what string interpolation (`"\(error)"`) prints.
    public var debugDescription: String {
        func text(_ value: String?) -> String { value.map { String(reflecting: $0) } ?? "nil" }
        switch self {
        case .network(let code): return "network(code: \(code.constantName ?? String(code.rawValue)))"
        case .timedOut: return "timedOut"
        case .cancelled: return "cancelled"
        case .offline: return "offline"
        case .unauthorized: return "unauthorized"
        case .sessionExpired: return "sessionExpired"
        case .forbidden: return "forbidden"
        case .notFound: return "notFound"
        case .rateLimited(let retryAfter):
            return "rateLimited(retryAfter: \(retryAfter.map { "\($0)s" } ?? "nil"))"
        case .server(let status, let message): return "server(status: \(status), message: \(text(message)))"
        case .maintenance(let message): return "maintenance(message: \(text(message)))"
        case .invalidCredentials: return "invalidCredentials"
        case .accountLocked(let until):
            return "accountLocked(until: \(until.map { ISO8601DateFormatter().string(from: $0) } ?? "nil"))"
        case .validation(let fields):
            let list = fields.map { field in
                "\(field.field): \(String(reflecting: field.code))" + (field.message.map { " \(String(reflecting: $0))" } ?? "")
            }
            return "validation(fields: [\(list.joined(separator: ", "))])"
        case .conflict(let message): return "conflict(message: \(text(message)))"
        case .insufficientFunds(let message): return "insufficientFunds(message: \(text(message)))"
        case .limitExceeded(let message): return "limitExceeded(message: \(text(message)))"
        case .betRejected(let message): return "betRejected(message: \(text(message)))"
        case .cashoutValueChanged: return "cashoutValueChanged"
        case .geoBlocked: return "geoBlocked"
        case .decoding(let type, let codingPath, let debugDescription):
            return "decoding(type: \(type), codingPath: \(text(codingPath)), debugDescription: \(text(debugDescription)))"
        case .notSupported(let feature, let provider): return "notSupported(feature: \(feature.rawValue), provider: \(provider))"
        case .invalidRequest(let message): return "invalidRequest(message: \(text(message)))"
        case .invalidResponse(let message): return "invalidResponse(message: \(text(message)))"
        case .vendor(let code, let message): return "vendor(code: \(text(code)), message: \(text(message)))"
        }
    }
}
