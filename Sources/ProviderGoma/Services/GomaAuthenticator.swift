import Foundation
import ServicesProvider

/// Gets credentials without the user: the anonymous device login. A signed-in user's token
/// cannot be renewed (the SDK keeps no password), so its rejection ends the session; the next
/// request then logs the device in anonymously again.
struct GomaAuthenticator: Sendable {
    let executor: RequestExecutor
    let configuration: GomaConfiguration

    func refresh(_ current: Credentials?) async throws(ServiceProviderError) -> Credentials {
        if let current, current.isUser { throw .sessionExpired }
        let token = try await executor.send(GomaAPI.anonymousAuth(apiKey: configuration.apiKey, deviceId: configuration.deviceId,
                                                                  pushToken: configuration.pushToken),
                                            as: GomaModels.AnonymousToken.self)
        return GomaModelMapper.credentials(token)
    }
}
