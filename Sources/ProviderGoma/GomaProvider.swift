import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Goma back end. A signed-out user browses with an anonymous device token; signing in
/// upgrades it to the user's token, and signing out (or the user's token being rejected) falls
/// back to a new anonymous token on the next request.
///
/// ```swift
/// let provider = GomaProvider(configuration: .init(baseURL: url, apiKey: businessUnitKey, deviceId: deviceId))
/// let client = Client(provider: provider)
/// ```
public struct GomaProvider: ServiceProvider {
    /// What every service of the provider is built on.
    @_spi(ProviderKit) public let runtime: GomaRuntime
    /// The chat socket, when the configuration has one and the platform a WebSocket.
    let chatLive: GomaChatLive?

    /// Creates the provider.
    /// - Parameters:
    ///   - transport: where requests go; tests and the sandbox inject their own.
    ///   - webSocketFactory: opens the chat socket (``GomaConfiguration/chatSocket``). `nil` uses
    ///     `URLSessionWebSocketTask` where available; on Linux there is none, and chat messages are
    ///     not offered (nor without a chat socket).
    ///   - tokenStorage: where "keep me signed in" credentials persist.
    ///   - monitor: receives request events (e.g. `ConsoleEventMonitor`); secrets are redacted.
    ///   - middlewares: the app's own hooks into every request (headers, tracing, timing), run after
    ///     credentials are added and before the monitor sees the request (``RequestMiddleware``).
    ///   - retryPolicy: retries of idempotent requests, and the backoff of live polling.
    ///   - sleep: waits between retries and live polls; tests inject a virtual clock.
    ///   - now: the clock for token and cache expiry.
    public init(configuration: GomaConfiguration, transport: any HTTPTransport = URLSessionTransport(),
                webSocketFactory: WebSocketChannelFactory? = nil, tokenStorage: any TokenStorage = InMemoryTokenStorage(), monitor: (any RequestEventMonitor)? = nil, middlewares: [any RequestMiddleware] = [],
                retryPolicy: RetryPolicy = .default, sleep: @escaping SleepFunction = taskSleep,
                now: @escaping @Sendable () -> Date = Date.init) {
        var headers = ["Accept": "application/json", "Content-Type": "application/json", "App-Origin": GomaAPI.deviceType]
        if let language = configuration.language { headers["Accept-Language"] = language }
        let api = RequestExecutor.Configuration(baseURL: configuration.baseURL, defaultHeaders: headers, decoder: GomaCoding.makeDecoder(),
                                                encoder: GomaCoding.makeEncoder(), errorMapper: GomaErrorMapper())
        runtime = GomaRuntime(name: "Goma", configuration: configuration, transport: transport, tokenStorage: tokenStorage,
                              monitor: monitor, middlewares: middlewares, retryPolicy: retryPolicy, sleep: sleep, now: now,
                              hosts: { _ in api }, refresher: GomaAuthenticator.refresh(configuration: configuration))
        if let chatSocket = configuration.chatSocket, let factory = webSocketFactory ?? URLSessionWebSocketChannel.defaultFactory {
            runtime.secrets.remember([chatSocket.token])
            chatLive = GomaChatLive(socket: chatSocket, runtime: runtime, factory: factory)
        } else {
            chatLive = nil
        }
    }
}

/// Goma has one host: the API.
@_spi(ProviderKit) public enum GomaHost: ProviderHost {
    /// The API: auth, events, tickets, CMS.
    case api
}

/// The runtime every Goma service is built on.
@_spi(ProviderKit) public typealias GomaRuntime = ProviderRuntime<GomaConfiguration, GomaHost>

/// Name, session events and signed-in state come from the runtime.
@_spi(ProviderKit) extension GomaProvider: RuntimeBackedProvider {}

extension GomaProvider: CustomReflectable {
    /// The name and the configuration only (which hides its own secrets): the runtime below holds
    /// the session, the hosts' raw URLs and keys, which `dump` and debuggers must not show.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": runtime.name, "configuration": runtime.configuration], displayStyle: .struct)
    }
}
