import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension RequestExecutor {
    /// The request signed by `credentials`, with what the steps below the session lease need.
    func sign<Response>(_ request: Request<Response>, with credentials: Credentials?, streaming: (any StreamingHTTPTransport)? = nil,
                        uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil) throws(ServiceProviderError) -> SignedRequest {
        SignedRequest(transportRequest: try makeRequest(for: request, credentials: credentials, uploadProgress: uploadProgress),
                      method: request.method, operation: request.operation, isIdempotent: request.isIdempotent,
                      cacheTTL: request.cacheTTL, credentials: credentials,
                      authorization: request.authorization, streaming: streaming)
    }

    /// Builds the transport request for `request` signed with `credentials`: pure (no session,
    /// no network), so a provider's request tests need neither. Throws `.unauthorized` when the
    /// request needs credentials the lease lacks (any, a signed-in user, or a placed value), and
    /// `.invalidRequest` for a path parameter the path rules refuse or a body that does not encode.
    public func makeRequest<Response>(for request: Request<Response>, credentials: Credentials?,
                                      uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil) throws(ServiceProviderError) -> TransportRequest {
        var queryItems = request.queryItems
        var headers = configuration.defaultHeaders.merging(request.headers) { _, requestValue in requestValue }
        if request.authorization.requiresSession {
            guard let credentials else { throw .unauthorized }
            if case .user = request.authorization, !credentials.isUser { throw .unauthorized }
            for placement in request.authorization.placements {
                switch placement {
                case .header(let name, let value, let prefix):
                    guard let string = credentials.value(for: value) else { throw .unauthorized }
                    headers[name] = prefix + string
                case .query(let name, let value):
                    guard let string = credentials.value(for: value) else { throw .unauthorized }
                    queryItems.append(URLQueryItem(name: name, value: string))
                }
            }
        }
        guard let url = try Self.url(base: configuration.baseURL, path: request.path, queryItems: queryItems) else {
            throw .invalidRequest(message: "Cannot build a URL for path '\(request.path)'.")
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        if let timeout = request.timeout { urlRequest.timeoutInterval = Self.transportTimeout(timeout) }
        var bodyFile: URL?
        if let body = request.body {
            let contentType: String
            do {
                switch body {
                case .json(let value):
                    urlRequest.httpBody = try configuration.encoder.encode(value)
                    contentType = "application/json"
                case .formURLEncoded(let fields):
                    urlRequest.httpBody = RequestBody.formEncoded(fields)
                    contentType = "application/x-www-form-urlencoded"
                case .multipart(let form):
                    if form.hasFileParts {
                        let written = try form.writeToTemporaryFile()
                        bodyFile = written.url
                        headers["Content-Length"] = String(written.length)
                    } else {
                        urlRequest.httpBody = try form.encodedData()
                    }
                    contentType = form.contentType
                case .raw(let data, let type):
                    urlRequest.httpBody = data
                    contentType = type
                }
            } catch let error as ServiceProviderError {
                throw error
            } catch {
                throw .invalidRequest(message: "Could not encode the request body: \(error)")
            }
            headers["Content-Type"] = contentType
        }
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        return TransportRequest(urlRequest: urlRequest, bodyFileURL: bodyFile, uploadProgress: uploadProgress)
    }

    /// The timeout to hand URLSession. On Linux, FoundationNetworking truncates it to whole
    /// seconds and a result of 0 times out at once, so a sub-second timeout is rounded up.
    static func transportTimeout(_ timeout: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
        return max(1, timeout.rounded(.up))
        #else
        return timeout
        #endif
    }

    /// Joins base URL and path (keeping the base's own path) and appends query items,
    /// percent-encoding `+` so it is not read as a space. Each path parameter is encoded as one
    /// segment (``RequestPath/percentEncoded()``); a parameter that is empty, `.`, `..` or holds
    /// a control character throws `.invalidRequest`, so no such request is ever sent.
    static func url(base: URL, path: RequestPath, queryItems: [URLQueryItem]) throws(ServiceProviderError) -> URL? {
        let encodedPath = try path.percentEncoded()
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        let basePath = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        let trimmed = encodedPath.hasPrefix("/") ? encodedPath : "/" + encodedPath
        components.percentEncodedPath = basePath + trimmed
        if !queryItems.isEmpty {
            components.queryItems = (components.queryItems ?? []) + queryItems
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        return components.url
    }
}
