import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Keeps successful responses of endpoints that declare a `cacheTTL`, per session identity,
/// so one user never receives another's data. Cleared when the session ends.
@_spi(ProviderKit) public actor ResponseCache {
    private struct Entry {
        let data: Data
        let response: HTTPURLResponse
        let expires: Date
    }

    private var entries: [String: Entry] = [:]
    private let now: @Sendable () -> Date

    /// Creates an empty cache using `now` as its clock.
    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    /// The key of a request for a session identity (`nil` = anonymous, no credentials). A body
    /// is part of the key: some vendors read with a POST whose body says what (SportRadar's
    /// content API answers every node at one URL).
    package static func key(for request: URLRequest, identity: String?) -> String {
        let body = request.httpBody.map { "|" + $0.base64EncodedString() } ?? ""
        return "\(identity ?? "-")|\(request.httpMethod ?? "GET")|\(request.url?.absoluteString ?? "")" + body
    }

    package func value(for key: String) -> (Data, HTTPURLResponse)? {
        guard let entry = entries[key] else { return nil }
        guard entry.expires > now() else {
            entries[key] = nil
            return nil
        }
        return (entry.data, entry.response)
    }

    package func store(_ data: Data, response: HTTPURLResponse, for key: String, ttl: TimeInterval) {
        entries[key] = Entry(data: data, response: response, expires: now().addingTimeInterval(ttl))
    }

    /// Removes every entry.
    public func removeAll() {
        entries.removeAll()
    }

    /// How many entries are held (expired ones included until next read): how tests see a
    /// sign-out empty the cache.
    @_spi(Testing) public var count: Int { entries.count }
}
