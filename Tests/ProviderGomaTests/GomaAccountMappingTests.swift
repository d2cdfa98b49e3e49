import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

final class GomaAccountMappingTests: XCTestCase {
    func testAnonymousTokenMapsToAnonymousCredentials() throws {
        let credentials = GomaModelMapper.credentials(try Fixture.decode(GomaModels.AnonymousToken.self, "auth-anonymous.json"))
        XCTAssertEqual(credentials.accessToken, "goma-anonymous-jwt-placeholder")
        XCTAssertEqual(credentials.expiresAt, Date(timeIntervalSince1970: 1_741_307_671))
        XCTAssertNil(credentials.userId)
        XCTAssertFalse(credentials.isUser)
    }

    func testLoginMapsToUserCredentialsAndSession() throws {
        let login = try Fixture.decode(GomaModels.DataEnvelope<GomaModels.LoginData>.self, "auth-login.json").data
        let credentials = GomaModelMapper.credentials(login)
        XCTAssertEqual(credentials.accessToken, "goma-user-jwt-placeholder")
        XCTAssertEqual(credentials.userId, "321")
        XCTAssertEqual(credentials.expiresAt, Date(timeIntervalSince1970: 1_741_911_725))
        XCTAssertEqual(GomaModelMapper.userSession(login), UserSession(userId: "321", username: "player_demo01"))
        XCTAssertEqual(login.user.createdAt, utc(2024, 5, 10, 14, 22, 31))
    }

    func testProfileCombinesLoginUserAndSocialProfile() throws {
        let login = try Fixture.decode(GomaModels.DataEnvelope<GomaModels.LoginData>.self, "auth-login.json").data
        let social = try Fixture.decode(GomaModels.UserProfile.self, "user-profile.json")
        XCTAssertEqual(social.followers, 34)
        XCTAssertEqual(social.rankings?.accumulatedWins?.value, decimal("152.4"))
        XCTAssertEqual(social.sportsPercentages?.first?.sportId.value, "4")
        let profile = GomaModelMapper.userProfile(userId: "321", session: GomaModelMapper.credentials(login).attributes, social: social)
        XCTAssertEqual(profile.userId, "321")
        XCTAssertEqual(profile.username, "player_demo01")
        XCTAssertEqual(profile.email, "player.demo01@example.com")
        XCTAssertEqual(profile.firstName, "Demo Player")
        XCTAssertEqual(profile.registrationDate, utc(2024, 5, 10, 14, 22, 31))
    }

    func testWalletMapsExactDecimals() throws {
        let wallet = GomaModelMapper.wallet(try Fixture.decode(GomaModels.Wallet.self, "wallet.json"), currency: "EUR")
        let balance = try XCTUnwrap(wallet.primary)
        XCTAssertEqual(balance.total, Money(amount: decimal("125.5"), currency: "EUR"))
        XCTAssertEqual(balance.freeBet, Money(amount: decimal("10"), currency: "EUR"))
        XCTAssertEqual(balance.cashback, Money(amount: decimal("2.35"), currency: "EUR"))
    }

    func testStringMoneyIsParsedExactly() throws {
        let wallet = try GomaCoding.makeDecoder().decode(GomaModels.Wallet.self, from: Data(#"{"balance":"1300.07","free_balance":"0.10"}"#.utf8))
        XCTAssertEqual(wallet.balance.value, decimal("1300.07"))
        XCTAssertEqual(wallet.freeBalance?.value, decimal("0.1"))
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.Wallet.self, from: Data(#"{"balance":"12,5x"}"#.utf8)))
    }
}
