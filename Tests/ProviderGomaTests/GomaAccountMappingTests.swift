import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaAccountMappingTests {
    @Test func anonymousTokenMapsToAnonymousCredentials() throws {
        let credentials = GomaModelMapper.credentials(try Fixture.decode(GomaModels.AnonymousToken.self, "auth-anonymous.json"))
        #expect(credentials.accessToken == "goma-anonymous-jwt-placeholder")
        #expect(credentials.expiresAt == Date(timeIntervalSince1970: 1_741_307_671))
        #expect(credentials.userId == nil)
        #expect(!credentials.isUser)
    }

    @Test func loginMapsToUserCredentialsAndSession() throws {
        let login = try Fixture.decode(GomaModels.DataEnvelope<GomaModels.LoginData>.self, "auth-login.json").data
        let credentials = GomaModelMapper.credentials(login)
        #expect(credentials.accessToken == "goma-user-jwt-placeholder")
        #expect(credentials.userId == "321")
        #expect(credentials.expiresAt == Date(timeIntervalSince1970: 1_741_911_725))
        #expect(GomaModelMapper.userSession(login) == UserSession(userId: "321", username: "player_demo01"))
        #expect(login.user.createdAt == utc(2024, 5, 10, 14, 22, 31))
    }

    @Test func profileCombinesLoginUserAndSocialProfile() throws {
        let login = try Fixture.decode(GomaModels.DataEnvelope<GomaModels.LoginData>.self, "auth-login.json").data
        let social = try Fixture.decode(GomaModels.UserProfile.self, "user-profile.json")
        #expect(social.followers == 34)
        #expect(social.rankings?.accumulatedWins?.value == decimal("152.4"))
        #expect(social.sportsPercentages?.first?.sportId.value == "4")
        let profile = GomaModelMapper.userProfile(userId: "321", session: GomaModelMapper.credentials(login).attributes, social: social)
        #expect(profile.userId == "321")
        #expect(profile.username == "player_demo01")
        #expect(profile.email == "player.demo01@example.com")
        #expect(profile.firstName == "Demo Player")
        #expect(profile.registrationDate == utc(2024, 5, 10, 14, 22, 31))
    }

    @Test func walletMapsExactDecimals() throws {
        let wallet = GomaModelMapper.wallet(try Fixture.decode(GomaModels.Wallet.self, "wallet.json"), currency: "EUR")
        let balance = try #require(wallet.primary)
        #expect(balance.total == Money(amount: decimal("125.5"), currency: "EUR"))
        #expect(balance.freeBet == Money(amount: decimal("10"), currency: "EUR"))
        #expect(balance.cashback == Money(amount: decimal("2.35"), currency: "EUR"))
    }

    @Test func stringMoneyIsParsedExactly() throws {
        let wallet = try GomaCoding.makeDecoder().decode(GomaModels.Wallet.self, from: Data(#"{"balance":"1300.07","free_balance":"0.10"}"#.utf8))
        #expect(wallet.balance.value == decimal("1300.07"))
        #expect(wallet.freeBalance?.value == decimal("0.1"))
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.Wallet.self, from: Data(#"{"balance":"12,5x"}"#.utf8)) }
    }
}
