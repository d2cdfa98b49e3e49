import Foundation
import ServicesProvider

extension GomaModelMapper {
    /// Anonymous device credentials (no user id).
    static func credentials(_ token: GomaModels.AnonymousToken) -> Credentials {
        Credentials(accessToken: token.token, expiresAt: token.expiresAt.map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    /// A signed-in user's credentials.
    static func credentials(_ login: GomaModels.LoginData) -> Credentials {
        Credentials(accessToken: login.token, expiresAt: login.expiresAt.map { Date(timeIntervalSince1970: TimeInterval($0)) },
                    userId: login.user.id.value, attributes: ["username": login.user.username])
    }

    static func userSession(_ login: GomaModels.LoginData) -> UserSession {
        UserSession(userId: login.user.id.value, username: login.user.username)
    }

    /// The profile: the account user from the login answer, completed by the social profile.
    static func userProfile(userId: String, user: GomaModels.User?, social: GomaModels.UserProfile) -> UserProfile {
        UserProfile(userId: userId,
                    username: user?.username ?? social.name ?? userId,
                    email: user?.email,
                    firstName: user?.name ?? social.name,
                    registrationDate: user?.createdAt)
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
