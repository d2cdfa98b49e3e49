import Foundation

/// A complete response a ``LoopbackHTTPServer`` handler sends.
public struct LoopbackHTTPResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// Headers to send; `Content-Length` is added by the server.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response with the given text as body.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Self {
        Self(status: status, headers: headers.merging(["Content-Type": "application/json"]) { own, _ in own }, body: Data(text.utf8))
    }

    /// A plain-text response.
    public static func text(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Self {
        Self(status: status, headers: headers.merging(["Content-Type": "text/plain; charset=utf-8"]) { own, _ in own }, body: Data(text.utf8))
    }

    /// The standard reason phrase for a status (only used on the status line).
    static func reason(for status: Int) -> String {
        switch status {
        case 100: return "Continue"
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return "Status"
        }
    }
}
