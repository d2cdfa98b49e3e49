import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// One request a ``LoopbackHTTPServer`` received, as it arrived on the wire.
public struct LoopbackHTTPRequest: Sendable, Equatable {
    /// The method (`GET`, `POST`…).
    public var method: String
    /// The path, still percent-encoded, without the query (e.g. `/v1/users/42`).
    public var path: String
    /// The raw query after `?`, still percent-encoded; `nil` when there is none.
    public var query: String?
    /// The headers in arrival order, names as sent.
    public var headerFields: [(name: String, value: String)]
    /// The body, de-chunked when it was sent with `Transfer-Encoding: chunked`; empty when it was
    /// longer than the server keeps (``LoopbackHTTPServer/init(keepingBodiesUpTo:handler:)``).
    public var body: Data
    /// How many body bytes arrived (de-chunked), kept or not.
    public var bodyLength: Int

    /// Creates a request (the server builds these; tests rarely need to). `bodyLength` defaults
    /// to the body's size.
    public init(method: String, path: String, query: String?, headerFields: [(name: String, value: String)], body: Data,
                bodyLength: Int? = nil) {
        self.method = method
        self.path = path
        self.query = query
        self.headerFields = headerFields
        self.body = body
        self.bodyLength = bodyLength ?? body.count
    }

    /// The value of a header, matched case-insensitively (the first one when repeated).
    public func header(_ name: String) -> String? {
        headerFields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The query items, decoded by `URLComponents` (which leaves `+` as `+`).
    public var queryItems: [URLQueryItem] {
        guard let query else { return [] }
        var components = URLComponents()
        components.percentEncodedQuery = query
        return components.queryItems ?? []
    }

    /// The decoded value of the first query item with this name.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// Equal when method, path, query, headers (in order), body and body length are equal.
    public static func == (lhs: LoopbackHTTPRequest, rhs: LoopbackHTTPRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.query == rhs.query && lhs.body == rhs.body
            && lhs.bodyLength == rhs.bodyLength
            && lhs.headerFields.map(\.name) == rhs.headerFields.map(\.name)
            && lhs.headerFields.map(\.value) == rhs.headerFields.map(\.value)
    }
}

extension LoopbackHTTPRequest: SecretHiding {
    /// Method, target and headers with credentials hidden, the body's size only
    /// (``Redactor/printedFields(of:)``).
    package var printedFields: [(String, Any)] {
        var target = URLComponents()
        target.percentEncodedPath = path
        target.percentEncodedQuery = query
        var request = URLRequest(url: target.url ?? URL(fileURLWithPath: "/"))
        request.httpMethod = method
        for field in headerFields { request.addValue(field.value, forHTTPHeaderField: field.name) }
        request.httpBody = body
        return Redactor().printedFields(of: request)
    }
}
