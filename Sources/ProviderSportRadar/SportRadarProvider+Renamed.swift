import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarProvider {
    /// The initializer as it shipped, with `middleware:`; the label is now `middlewares:` (a
    /// list, as swift-openapi-runtime names it). Kept so existing apps still build.
    @available(*, deprecated, renamed: "init(configuration:transport:webSocketFactory:tokenStorage:monitor:middlewares:retryPolicy:sleep:now:)")
    public init(configuration: SportRadarConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                webSocketFactory: WebSocketChannelFactory? = nil, tokenStorage: any TokenStorage = InMemoryTokenStorage(),
                monitor: (any RequestEventMonitor)? = nil, middleware: [any RequestMiddleware], retryPolicy: RetryPolicy = .default,
                sleep: @escaping SleepFunction = taskSleep, now: @escaping @Sendable () -> Date = Date.init) {
        self.init(configuration: configuration, transport: transport, webSocketFactory: webSocketFactory, tokenStorage: tokenStorage,
                  monitor: monitor, middlewares: middleware, retryPolicy: retryPolicy, sleep: sleep, now: now)
    }
}
