import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Gets credentials without the user: the anonymous device login. A signed-in user's token
/// cannot be renewed (the SDK keeps no password), so its rejection ends the session; the next
/// request then logs the device in anonymously again.
enum GomaAuthenticator {
    static func refresh(configuration: GomaConfiguration) -> GomaRuntime.Refresher {
        { current, sessionless throws(ServiceProviderError) in
            if let current, current.isUser { throw .sessionExpired }
            let token = try await sessionless(.api).send(GomaAPI.anonymousAuth(apiKey: configuration.apiKey, deviceId: configuration.deviceId,
                                                                               pushToken: configuration.pushToken))
            return GomaModelMapper.credentials(token)
        }
    }
}
