import Foundation

/// The device's push-notification address, registered with the signed-in account through
/// ``AccountService/registerPushToken(_:)`` so the operator can reach this device.
public struct PushTokenRegistration: Sendable, Hashable {
    /// The token the platform's push service gave the app (on Apple platforms the APNs device
    /// token, as text), passed as the app received it.
    public var token: String
    /// The app's version (e.g. `5.12.0`), which operators use to target messages.
    public var appVersion: String

    /// Creates a registration.
    public init(token: String, appVersion: String) {
        self.token = token
        self.appVersion = appVersion
    }

    /// Checks the token (an ``InputValidation/identifier(_:field:)``: a push token is an opaque
    /// code, never text with spaces) and the app version (``InputValidation/requiredText(_:field:)``).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.identifier(token, field: "token")
        try InputValidation.requiredText(appVersion, field: "appVersion")
    }
}
