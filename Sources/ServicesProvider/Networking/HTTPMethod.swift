/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// GET: read.
    case get = "GET"
    /// POST: create or act (not idempotent).
    case post = "POST"
    /// PUT: replace (idempotent).
    case put = "PUT"
    /// PATCH: partial update (not idempotent).
    case patch = "PATCH"
    /// DELETE: remove (idempotent).
    case delete = "DELETE"

    /// Whether repeating the request has the same effect as sending it once (RFC 9110 §9.2.2).
    public var isIdempotent: Bool {
        switch self {
        case .get, .put, .delete: return true
        case .post, .patch: return false
        }
    }
}
