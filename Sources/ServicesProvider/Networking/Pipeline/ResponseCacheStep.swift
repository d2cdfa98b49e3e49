/// Answers a request that declares a `cacheTTL` from the ``ResponseCache`` while its answer is
/// fresh, and keeps each successful answer for that long. It runs inside the session lease, so
/// the key holds the identity that signed the request: one user never reads another's answer.
package struct ResponseCacheStep: Sendable {
    /// The provider's one cache, shared by its hosts.
    package let cache: ResponseCache

    package init(cache: ResponseCache) {
        self.cache = cache
    }

    /// Serves the request from the cache, or sends it on and keeps a success.
    package func run(_ request: SignedRequest, next: (SignedRequest) async throws(RequestFailure) -> PipelineResponse)
        async throws(RequestFailure) -> PipelineResponse {
        guard let ttl = request.cacheTTL, request.streaming == nil else { return try await next(request) }
        let key = ResponseCache.key(for: request.urlRequest, identity: request.credentials?.cacheIdentity)
        if let (body, head) = await cache.value(for: key) {
            return PipelineResponse(body: body, head: head, fromCache: true)
        }
        let response = try await next(request)
        await cache.store(response.body, response: response.head, for: key, ttl: ttl)
        return response
    }
}
