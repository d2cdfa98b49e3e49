@_spi(ProviderKit) import ServicesProvider

@_spi(ProviderKit) extension Request {
    /// The same request with its answer type dropped, so a provider's request tests can list
    /// calls answering different types as one table of cases (method, path, headers, body).
    public var untyped: Request<Void> {
        Request<Void>(method, path, query: queryItems, headers: headers, body: body, authorization: authorization,
                      idempotent: isIdempotent, timeout: timeout, cacheTTL: cacheTTL, operation: operation)
    }
}
