import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one request path every provider shares: builds the `URLRequest` from a base URL and an
/// ``Endpoint``, adds the session's credentials, sends through the ``HTTPTransport``, validates
/// the response with the provider's ``ResponseErrorMapper``, refreshes once on 401, retries per
/// the ``RetryPolicy``, serves and fills the ``ResponseCache``, and decodes layer-1 models.
@_spi(ProviderKit) public struct RequestExecutor: Sendable {
    /// Everything a provider chooses about its requests.
    public struct Configuration: Sendable {
        /// The base URL endpoint paths are appended to.
        public var baseURL: URL
        /// Headers sent with every request (e.g. `App-Origin`).
        public var defaultHeaders: [String: String]
        /// Decodes layer-1 models (with the vendor's date formats).
        public var decoder: JSONDecoder
        /// Encodes `.json` bodies.
        public var encoder: JSONEncoder
        /// Maps vendor error bodies.
        public var errorMapper: any ResponseErrorMapper
        /// When to retry.
        public var retryPolicy: RetryPolicy
        /// Redacts secrets in monitor output.
        public var redactor: Redactor

        /// Creates a configuration.
        public init(baseURL: URL, defaultHeaders: [String: String] = [:], decoder: JSONDecoder = JSONDecoder(),
                    encoder: JSONEncoder = JSONEncoder(), errorMapper: any ResponseErrorMapper = HTTPStatusErrorMapper(),
                    retryPolicy: RetryPolicy = .default, redactor: Redactor = Redactor()) {
            self.baseURL = baseURL
            self.defaultHeaders = defaultHeaders
            self.decoder = decoder
            // Sorted keys make a body's bytes a function of its value: Foundation on Linux orders
            // the keys of an encoded object differently from one encode to the next, which
            // would make cache keys (a body is part of one) miss at random.
            encoder.outputFormatting.insert(.sortedKeys)
            self.encoder = encoder
            self.errorMapper = errorMapper
            self.retryPolicy = retryPolicy
            self.redactor = redactor
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// The transport requests go through.
    public let transport: any HTTPTransport
    /// The session credentials come from (`nil` for a provider with no auth).
    public let session: SessionStore?
    /// The response cache.
    public let cache: ResponseCache
    /// Receives request events.
    public let monitor: (any RequestEventMonitor)?
    /// The app's middlewares, run around the transport on every attempt (first = outermost).
    public let middleware: [any RequestMiddleware]
    /// The provider's name, as middlewares see it.
    public let providerName: String
    let sleep: @Sendable (TimeInterval) async throws -> Void
    let now: @Sendable () -> Date

    /// Creates an executor.
    /// - Parameters:
    ///   - sleep: waits between retries; tests inject a virtual clock so they never really sleep.
    ///   - now: the wall clock, for `Retry-After` dates and cache expiry.
    ///   - middleware: the app's ``RequestMiddleware``s; `providerName` is what they see as the sender.
    public init(configuration: Configuration, transport: any HTTPTransport = URLSessionTransport(),
                session: SessionStore? = nil, cache: ResponseCache? = nil, monitor: (any RequestEventMonitor)? = nil,
                middleware: [any RequestMiddleware] = [], providerName: String = "",
                sleep: @escaping @Sendable (TimeInterval) async throws -> Void = taskSleep,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.configuration = configuration
        self.transport = transport
        self.session = session
        self.cache = cache ?? ResponseCache(now: now)
        self.monitor = monitor
        self.middleware = middleware
        self.providerName = providerName
        self.sleep = sleep
        self.now = now
    }

    // MARK: - Sending

    /// Sends the endpoint and decodes its body as the endpoint's `Response`.
    public func send<E: Endpoint>(_ endpoint: E, uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil)
        async throws(ServiceProviderError) -> E.Response where E.Response: Decodable {
        let (data, _) = try await exchange(userScoped: false, uploadProgress: uploadProgress) { _ throws(ServiceProviderError) in endpoint }
        return try decode(E.Response.self, from: data)
    }

    /// Sends an endpoint that names the signed-in user (an id in its path or body), built from the
    /// same session lease whose credentials sign it, so the id and the token always belong to one
    /// session. Throws `.unauthorized` when no user is signed in (an anonymous device session
    /// included). After a refresh on 401 the endpoint is built again from the new lease.
    public func send<E: Endpoint>(forUser build: (SessionUser) throws(ServiceProviderError) -> E)
        async throws(ServiceProviderError) -> E.Response where E.Response: Decodable {
        let (data, _) = try await exchange(userScoped: true, uploadProgress: nil) { credentials throws(ServiceProviderError) in
            try build(SessionUser(credentials))
        }
        return try decode(E.Response.self, from: data)
    }

    /// Sends the endpoint and ignores the body.
    public func perform(_ endpoint: some Endpoint) async throws(ServiceProviderError) {
        _ = try await response(for: endpoint)
    }

    /// ``send(forUser:)`` for an endpoint whose body is ignored.
    public func perform<E: Endpoint>(forUser build: (SessionUser) throws(ServiceProviderError) -> E)
        async throws(ServiceProviderError) {
        _ = try await exchange(userScoped: true, uploadProgress: nil) { credentials throws(ServiceProviderError) in
            try build(SessionUser(credentials))
        }
    }

    /// Sends the endpoint and returns the validated body and response.
    public func response(for endpoint: some Endpoint,
                         uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil) async throws(ServiceProviderError) -> (Data, HTTPURLResponse) {
        try await exchange(userScoped: false, uploadProgress: uploadProgress) { _ throws(ServiceProviderError) in endpoint }
    }

    /// The one request path. `build` makes the endpoint from the lease's credentials (the same
    /// ones that sign it); `userScoped` leases a session even when the endpoint would not ask.
    private func exchange<E: Endpoint>(userScoped: Bool, uploadProgress: (@Sendable (UploadProgress) -> Void)?,
                                       build: (Credentials?) throws(ServiceProviderError) -> E)
        async throws(ServiceProviderError) -> (Data, HTTPURLResponse) {
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> TimeInterval {
            let duration = start.duration(to: clock.now)
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        // Until a request is built, a failure is reported with the endpoint's method and raw path
        // (a user-scoped one cannot be built without a user: its summary stays unnamed). The
        // monitor's summaries are built only when a monitor listens: with none, a request costs
        // what the exchange itself costs.
        let unsigned = try? build(nil)
        var summary = RequestSummary.unnamed
        if monitor != nil, let unsigned { summary = RequestSummary(method: unsigned.method.rawValue, url: unsigned.path.description, headers: [:]) }
        var lastStatus: Int? // the last attempt's HTTP status, for RequestEvent.failed
        var secrets: [String] = [] // every credential the attempts carried, hidden from the monitor
        do {
            var attempt = 1
            var waited: TimeInterval = 0
            var refreshedAfterUnauthorized = false
            var lease: SessionStore.Lease?
            let needsLease = userScoped || unsigned?.authorization.requiresSession == true
            while true {
                try Self.checkCancellation()
                if needsLease, lease == nil {
                    guard let session else { throw ServiceProviderError.unauthorized }
                    lease = try await session.lease()
                }
                let endpoint = try build(lease?.credentials)
                let request = try makeRequest(for: endpoint, credentials: lease?.credentials, uploadProgress: uploadProgress)
                defer { if let file = request.bodyFileURL { try? FileManager.default.removeItem(at: file) } }
                if monitor != nil { secrets += self.secrets(of: request.urlRequest, endpoint: endpoint, credentials: lease?.credentials) }
                let cacheKey = endpoint.cacheTTL.map { _ in
                    ResponseCache.key(for: request.urlRequest, identity: lease?.credentials.cacheIdentity)
                }
                if attempt == 1 {
                    if monitor != nil { summary = self.summary(of: request.urlRequest, endpoint: endpoint) }
                    if let cacheKey, let (data, response) = await cache.value(for: cacheKey) {
                        report(.finished(summary, status: response.statusCode, duration: elapsed(), fromCache: true), hiding: secrets)
                        return (data, response)
                    }
                    // With middlewares, the request is announced as they pass it on (see `deliver`).
                    if middleware.isEmpty { report(.started(summary), hiding: secrets) }
                }

                let failure: RetryPolicy.Failure
                let error: ServiceProviderError
                do {
                    let (data, response) = try await deliver(request, attempt: attempt, endpoint: endpoint, secrets: secrets,
                                                             updating: &summary)
                    lastStatus = response.statusCode
                    let retryAfter = RetryPolicy.parseRetryAfter(response.value(forHTTPHeaderField: "Retry-After"), now: now())
                    guard let mapped = configuration.errorMapper.error(
                        for: response, body: data,
                        context: ResponseContext(retryAfter: retryAfter, method: endpoint.method, usedSession: lease != nil)) else {
                        if let cacheKey, let ttl = endpoint.cacheTTL { await cache.store(data, response: response, for: cacheKey, ttl: ttl) }
                        report(.finished(summary, status: response.statusCode, duration: elapsed(), fromCache: false), hiding: secrets)
                        return (data, response)
                    }
                    if mapped == .unauthorized, !refreshedAfterUnauthorized, let renewed = try await renewAfterUnauthorized(lease) {
                        // One refresh per request; a 401 after it is final (no refresh loop).
                        refreshedAfterUnauthorized = true
                        lease = renewed
                        continue
                    }
                    await endSessionIfExpired(mapped, lease: lease)
                    failure = .status(response.statusCode, retryAfter: retryAfter)
                    error = mapped
                } catch let transportError as URLError {
                    lastStatus = nil
                    failure = .transport(transportError.code)
                    error = ServiceProviderError(urlError: transportError.code)
                }
                guard let delay = configuration.retryPolicy.delay(afterAttempt: attempt, failure: failure,
                                                                  isIdempotent: endpoint.isIdempotent, waitedSoFar: waited) else {
                    throw error
                }
                report(.retrying(summary, attempt: attempt, delay: delay, reason: "\(error)"), hiding: secrets)
                try await sleep(delay)
                waited += delay
                attempt += 1
            }
        } catch {
            let mapped = ServiceProviderError(error)
            // However the session ended (a vendor error, a failed refresh on 401 or on expiry),
            // its cached data goes with it.
            if mapped == .sessionExpired { await cache.removeAll() }
            report(.failed(summary, error: mapped, status: lastStatus, duration: elapsed()), hiding: secrets)
            throw mapped
        }
    }

    /// Sends one attempt through the app's middlewares and the transport. The first attempt is
    /// announced to the monitor as the last middleware passes it on, so the monitor sees what
    /// is really sent (redacted); `summary` then describes that request.
    private func deliver(_ request: TransportRequest, attempt: Int, endpoint: some Endpoint, secrets: [String],
                         updating summary: inout RequestSummary) async throws -> (Data, HTTPURLResponse) {
        guard !middleware.isEmpty else { return try await transport.send(request) }
        let transport = self.transport
        let announced = Locked<RequestSummary?>(nil)
        defer { if let sent = announced.withLock({ $0 }) { summary = sent } }
        do {
            return try await middleware.run(request.urlRequest, context: RequestMiddlewareContext(providerName: providerName, attempt: attempt)) { sent in
                if attempt == 1, self.monitor != nil {
                    let sentSummary = self.summary(of: sent, endpoint: endpoint)
                    announced.withLock { $0 = sentSummary }
                    self.report(.started(sentSummary), hiding: secrets)
                }
                var forwarded = request
                forwarded.urlRequest = sent
                return try await transport.send(forwarded)
            }
        } catch let error as URLError {
            throw error
        } catch let error as ServiceProviderError {
            throw error
        } catch is CancellationError {
            throw ServiceProviderError.cancelled
        } catch {
            throw ServiceProviderError.invalidRequest(message: "A request middleware failed: \(error)")
        }
    }

    /// After a 401 on a request that sent the session's credentials: the refreshed lease, or
    /// `nil` when the request sent none (then the 401 is the answer).
    func renewAfterUnauthorized(_ lease: SessionStore.Lease?) async throws(ServiceProviderError) -> SessionStore.Lease? {
        guard let session, let lease else { return nil }
        return try await session.refresh(after: lease.generation)
    }

    /// Only a request that sent the session's credentials can end that session.
    func endSessionIfExpired(_ error: ServiceProviderError, lease: SessionStore.Lease?) async {
        if error == .sessionExpired, let session, let lease {
            await session.expire(generation: lease.generation)
        }
    }

    private static func checkCancellation() throws {
        if Task.isCancelled { throw ServiceProviderError.cancelled }
    }

    // MARK: - Building

    /// Builds the transport request for an endpoint with the given credentials.
    public func makeRequest(for endpoint: some Endpoint, credentials: Credentials?,
                            uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil) throws(ServiceProviderError) -> TransportRequest {
        var queryItems = endpoint.queryItems
        var headers = configuration.defaultHeaders.merging(endpoint.headers) { _, endpointValue in endpointValue }
        if case .session(let placements) = endpoint.authorization {
            guard let credentials else { throw .unauthorized }
            for placement in placements {
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
        guard let url = try Self.url(base: configuration.baseURL, path: endpoint.path, queryItems: queryItems) else {
            throw .invalidRequest(message: "Cannot build a URL for path '\(endpoint.path)'.")
        }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        if let timeout = endpoint.timeout { request.timeoutInterval = Self.transportTimeout(timeout) }
        var bodyFile: URL?
        if let body = endpoint.body {
            let contentType: String
            do {
                switch body {
                case .json(let value):
                    request.httpBody = try configuration.encoder.encode(value)
                    contentType = "application/json"
                case .formURLEncoded(let fields):
                    request.httpBody = RequestBody.formEncoded(fields)
                    contentType = "application/x-www-form-urlencoded"
                case .multipart(let form):
                    if form.hasFileParts {
                        let written = try form.writeToTemporaryFile()
                        bodyFile = written.url
                        headers["Content-Length"] = String(written.length)
                    } else {
                        request.httpBody = try form.encodedData()
                    }
                    contentType = form.contentType
                case .raw(let data, let type):
                    request.httpBody = data
                    contentType = type
                }
            } catch let error as ServiceProviderError {
                throw error
            } catch {
                throw .invalidRequest(message: "Could not encode the request body: \(error)")
            }
            headers["Content-Type"] = contentType
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        return TransportRequest(urlRequest: request, bodyFileURL: bodyFile, uploadProgress: uploadProgress)
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

    func summary(of request: URLRequest, endpoint: some Endpoint) -> RequestSummary {
        let hidden = Self.credentialNames(of: endpoint)
        return RequestSummary(method: request.httpMethod ?? "GET",
                              url: configuration.redactor.url(request.url, alsoHiding: hidden),
                              headers: configuration.redactor.headers(request.allHTTPHeaderFields ?? [:], alsoHiding: hidden))
    }

    /// Every credential value a request carries (see ``Redactor/secrets(of:alsoHiding:credentials:)``).
    func secrets(of request: URLRequest, endpoint: some Endpoint, credentials: Credentials?) -> [String] {
        configuration.redactor.secrets(of: request, alsoHiding: Self.credentialNames(of: endpoint), credentials: credentials)
    }

    /// The header and query names the endpoint places credentials under.
    private static func credentialNames(of endpoint: some Endpoint) -> Set<String> {
        guard case .session(let placements) = endpoint.authorization else { return [] }
        return Set(placements.map(\.name))
    }

    /// Hands the monitor the event with the request's secrets removed: redaction happens here,
    /// before app code sees it.
    /// The event is built only when a monitor listens.
    func report(_ event: @autoclosure () -> RequestEvent, hiding secrets: [String]) {
        guard let monitor else { return }
        monitor.handle(configuration.redactor.event(event(), hiding: secrets))
    }

    // MARK: - Decoding

    /// Decodes a layer-1 model, turning a failure into `.decoding` with the coding path.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(ServiceProviderError) -> T {
        do {
            return try configuration.decoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw ServiceProviderError(decodingError: error, type: String(describing: type))
        } catch {
            throw .decoding(type: String(describing: type), codingPath: "", debugDescription: "\(error)")
        }
    }
}
