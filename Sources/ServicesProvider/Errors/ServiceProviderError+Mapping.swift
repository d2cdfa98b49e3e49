import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ServiceProviderError {
    /// Maps any error thrown below the SDK's surface into a `ServiceProviderError`.
    public init(_ error: any Error) {
        switch error {
        case let error as ServiceProviderError:
            self = error
        case is CancellationError:
            self = .cancelled
        case let error as URLError:
            self.init(urlError: error.code)
        case let error as DecodingError:
            self.init(decodingError: error, type: "unknown")
        default:
            let nsError = error as NSError
            // `URLError.Code(rawValue:)` is optional on Linux only; the cast keeps both platforms happy.
            if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) as URLError.Code? {
                self.init(urlError: code)
            } else {
                self = .invalidResponse(message: String(describing: error))
            }
        }
    }

    /// Maps a URL loading error code.
    public init(urlError code: URLError.Code) {
        switch code {
        case .timedOut: self = .timedOut
        case .cancelled: self = .cancelled
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: self = .offline
        case .userAuthenticationRequired: self = .unauthorized
        default: self = .network(code)
        }
    }

    /// Maps a `DecodingError` to `.decoding`, naming the type and the coding path that failed.
    public init(decodingError error: DecodingError, type: String) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
                .joined(separator: ".")
                .replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context):
            self = .decoding(type: type, codingPath: path(context.codingPath + [key]), debugDescription: context.debugDescription)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            self = .decoding(type: type, codingPath: path(context.codingPath), debugDescription: context.debugDescription)
        @unknown default:
            self = .decoding(type: type, codingPath: "", debugDescription: String(describing: error))
        }
    }

    /// The default mapping of an HTTP status that is not 2xx, used when a provider's error
    /// mapper has nothing more specific.
    public init(status: Int, retryAfter: TimeInterval? = nil, message: String? = nil) {
        switch status {
        case 401: self = .unauthorized
        case 403: self = .forbidden
        case 404: self = .notFound
        case 408: self = .timedOut
        case 409: self = .conflict(message: message)
        case 422, 400: self = message.map { .vendor(code: "HTTP_\(status)", message: $0) } ?? .invalidRequest(message: "The server rejected the request (HTTP \(status)).")
        case 429: self = .rateLimited(retryAfter: retryAfter)
        default: self = .server(status: status, message: message)
        }
    }
}
