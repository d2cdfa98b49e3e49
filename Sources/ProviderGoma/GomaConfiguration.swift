import Foundation
@_spi(ProviderKit) import ServicesProvider

/// What an app tells ``GomaProvider``: where the API is, the operator's business-unit key
/// (supplied by the app, never built into the SDK), and the device's identity.
public struct GomaConfiguration: Sendable {
    /// The API host, e.g. `https://api.example.com`.
    public var baseURL: URL
    /// The business-unit API key sent as `x-api-key` on the anonymous device login.
    public var apiKey: String
    /// A stable id of this device installation (`device_uuid`).
    public var deviceId: String
    /// The push-notification token (`device_token`); empty when the app has none.
    public var pushToken: String
    /// The preferred content language (sent as `Accept-Language`), when set.
    public var language: String?
    /// The currency of the operator's wallets: Goma's balances and tickets carry no currency code.
    public var currency: String
    /// The wallets' currency when a configuration names none (and in the `decode` tool, which
    /// reads a recorded payload without its operator's configuration).
    public static let defaultCurrency = "EUR"
    /// How often live event lists are polled (Goma has no push channel).
    public var livePollInterval: TimeInterval
    /// The chat socket (real-time chat messages); `nil` offers chat rooms and groups only.
    public var chatSocket: GomaChatSocket?

    /// Creates a configuration.
    public init(baseURL: URL, apiKey: String, deviceId: String, pushToken: String = "", language: String? = nil,
                currency: String = GomaConfiguration.defaultCurrency, livePollInterval: TimeInterval = 30, chatSocket: GomaChatSocket? = nil) {
        self.chatSocket = chatSocket
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.deviceId = deviceId
        self.pushToken = pushToken
        self.language = language
        self.currency = currency
        self.livePollInterval = livePollInterval
    }
}

extension GomaConfiguration: SecretHiding {
    /// The API key and push token hidden, the base URL without user info.
    package var printedFields: [(String, Any)] {
        [("baseURL", Redactor().url(baseURL)), ("apiKey", Redactor.hidden(apiKey)), ("deviceId", deviceId),
         ("pushToken", Redactor.hidden(pushToken)), ("language", language as Any), ("currency", currency),
         ("livePollInterval", livePollInterval), ("chatSocket", chatSocket as Any)]
    }
}
