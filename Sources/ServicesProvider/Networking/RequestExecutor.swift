import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One host's door to the one request path: a provider's service hands it a ``Request`` and gets
/// the layer-1 model back. It builds the `URLRequest` from the host's base URL and the request,
/// and runs it through the pipeline's named steps (monitor and redaction, session lease with one
/// refresh on 401, response cache, retry, response validation with the provider's
/// ``ResponseErrorMapper``, the app's middlewares, transport; see `RequestPipeline`), then
/// decodes the body.
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
    public let middlewares: [any RequestMiddleware]
    /// The provider's name, as middlewares see it.
    public let providerName: String
    /// Every secret the provider sent, hidden from errors and monitor events (shared by a
    /// runtime's executors).
    public let secrets: KnownSecrets
    let sleep: @Sendable (TimeInterval) async throws -> Void
    let now: @Sendable () -> Date
    /// The steps every call of this executor passes.
    let pipeline: RequestPipeline

    /// Creates an executor.
    /// - Parameters:
    ///   - sleep: waits between retries; tests inject a virtual clock so they never really sleep.
    ///   - now: the wall clock, for `Retry-After` dates and cache expiry.
    ///   - middlewares: the app's ``RequestMiddleware``s; `providerName` is what they see as the sender.
    ///   - secrets: what the provider's other executors sent too (a new, empty set by default).
    public init(configuration: Configuration, transport: any HTTPTransport = URLSessionTransport(),
                session: SessionStore? = nil, cache: ResponseCache? = nil, monitor: (any RequestEventMonitor)? = nil,
                middlewares: [any RequestMiddleware] = [], providerName: String = "", secrets: KnownSecrets = KnownSecrets(),
                sleep: @escaping @Sendable (TimeInterval) async throws -> Void = taskSleep,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.configuration = configuration
        self.transport = transport
        self.session = session
        self.cache = cache ?? ResponseCache(now: now)
        self.monitor = monitor
        self.middlewares = middlewares
        self.providerName = providerName
        self.secrets = secrets
        secrets.remember(configuration)
        self.sleep = sleep
        self.now = now
        let cache = self.cache
        pipeline = RequestPipeline(monitor: MonitorStep(monitor: monitor, redactor: configuration.redactor, secrets: secrets, providerName: providerName),
                                   lease: SessionLeaseStep(session: session, cache: cache, secrets: secrets, redactor: configuration.redactor),
                                   cache: ResponseCacheStep(cache: cache),
                                   retry: RetryStep(policy: configuration.retryPolicy, sleep: sleep),
                                   validation: ResponseValidationStep(errorMapper: configuration.errorMapper, now: now),
                                   middlewares: MiddlewareStep(middlewares: middlewares, providerName: providerName),
                                   transport: TransportStep(transport: transport))
    }

    // MARK: - Sending

    /// Sends the request and decodes its body as the request's `Response`.
    public func send<Response: Decodable>(_ request: Request<Response>, uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil)
        async throws(ServiceProviderError) -> Response {
        try decode(Response.self, from: try await response(for: request, uploadProgress: uploadProgress).0)
    }

    /// Sends a request whose answer is its status only (the body is not read).
    public func send(_ request: Request<Void>) async throws(ServiceProviderError) {
        _ = try await response(for: request)
    }

    /// Sends a request that names the signed-in user (an id in its path or body), built from the
    /// same session lease whose credentials sign it, so the id and the token always belong to one
    /// session. Throws `.unauthorized` when no user is signed in (an anonymous device session
    /// included), sending nothing. After a refresh on 401 the request is built again from the
    /// new lease.
    public func send<Response: Decodable>(forUser build: (SessionUser) throws(ServiceProviderError) -> Request<Response>)
        async throws(ServiceProviderError) -> Response {
        let answer = try await run(PipelineCall(needsLease: true)) { credentials throws(ServiceProviderError) in
            try sign(try build(SessionUser(credentials)), with: credentials)
        }
        return try decode(Response.self, from: answer.body)
    }

    /// Sends the request and maps its answer. An error the mapping throws from the vendor's words
    /// (a refusal written inside a 200) loses every secret the provider sent, as an error of the
    /// request path does (``KnownSecrets``): map a vendor's text into an error only here.
    public func send<Response: Decodable, Value>(_ request: Request<Response>, mapping map: (Response) throws(ServiceProviderError) -> Value)
        async throws(ServiceProviderError) -> Value {
        try scrubbing(try await send(request), map)
    }

    /// ``send(forUser:)``, then maps the answer as ``send(_:mapping:)`` does.
    public func send<Response: Decodable, Value>(forUser build: (SessionUser) throws(ServiceProviderError) -> Request<Response>,
                                                 mapping map: (Response) throws(ServiceProviderError) -> Value) async throws(ServiceProviderError) -> Value {
        try scrubbing(try await send(forUser: build), map)
    }

    private func scrubbing<Response, Value>(_ answer: Response, _ map: (Response) throws(ServiceProviderError) -> Value) throws(ServiceProviderError) -> Value {
        do throws(ServiceProviderError) {
            return try map(answer)
        } catch {
            throw configuration.redactor.error(error, hiding: secrets.values)
        }
    }

    /// Sends the request and returns the validated body and response head, for a caller that
    /// reads the body itself.
    public func response<Response>(for request: Request<Response>, uploadProgress: (@Sendable (UploadProgress) -> Void)? = nil)
        async throws(ServiceProviderError) -> (Data, HTTPURLResponse) {
        let call = PipelineCall(needsLease: request.authorization.requiresSession,
                                unsigned: monitor == nil ? nil : RequestSummary(method: request.method.rawValue, url: request.path.description, headers: [:]))
        let answer = try await run(call) { credentials throws(ServiceProviderError) in
            try sign(request, with: credentials, uploadProgress: uploadProgress)
        }
        return (answer.body, answer.head)
    }

    /// Runs one call through the pipeline; the caller gets the failure's error.
    func run(_ call: PipelineCall, sign: (Credentials?) throws(ServiceProviderError) -> SignedRequest)
        async throws(ServiceProviderError) -> PipelineResponse {
        do throws(RequestFailure) {
            return try await pipeline.run(call, sign: sign)
        } catch {
            throw error.error
        }
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
