import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// Anonymous device credentials (no user id).
    static func credentials(_ token: GomaModels.AnonymousToken) -> Credentials {
        Credentials(accessToken: token.token, expiresAt: token.expiresAt.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    /// A signed-in user's credentials. Goma has no "who am I" call, so the account fields of the
    /// login answer that the profile needs travel with the session (and end with it).
    static func credentials(_ login: GomaModels.LoginData) -> Credentials {
        var attributes = [UserAttribute.username: login.user.username]
        attributes[UserAttribute.email] = login.user.email
        attributes[UserAttribute.name] = login.user.name
        attributes[UserAttribute.avatar] = login.user.avatar
        attributes[UserAttribute.createdAt] = login.user.createdAt.map { String($0.timeIntervalSince1970) }
        return Credentials(accessToken: login.token, expiresAt: login.expiresAt.map { Date(timeIntervalSince1970: TimeInterval($0)) },
                           userId: login.user.id.value, attributes: attributes)
    }

    /// The session attributes holding the login's account fields.
    enum UserAttribute {
        static let username = "username"
        static let email = "email"
        static let name = "name"
        static let avatar = "avatar"
        static let createdAt = "createdAt"
    }

    static func userSession(_ login: GomaModels.LoginData) -> UserSession {
        UserSession(userId: login.user.id.value, username: login.user.username)
    }

    /// The profile: the account fields the login answer left in the session, completed by the
    /// social profile.
    static func userProfile(userId: String, session attributes: [String: String], social: GomaModels.UserProfile) -> UserProfile {
        UserProfile(userId: userId,
                    username: attributes[UserAttribute.username] ?? social.name ?? userId,
                    email: attributes[UserAttribute.email],
                    firstName: attributes[UserAttribute.name] ?? social.name,
                    registrationDate: attributes[UserAttribute.createdAt].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:)))
    }

    static func wallet(_ wallet: GomaModels.Wallet, currency: String) -> UserWallet {
        UserWallet(balances: [
            WalletBalance(currency: currency,
                          total: Money(amount: wallet.balance.value, currency: currency),
                          withdrawable: nil,
                          freeBet: wallet.freeBalance.map { Money(amount: $0.value, currency: currency) },
                          cashback: wallet.cashbackBalance.map { Money(amount: $0.value, currency: currency) }),
        ])
    }
}
