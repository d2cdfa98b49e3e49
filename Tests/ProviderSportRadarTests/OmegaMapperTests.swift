import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// Omega fixtures → domain models, checked by value.
struct OmegaMapperTests {
    @Test func login() throws {
        let login = try Fixture.decode(SportRadarModels.LoginResponse.self, "login")
        #expect(login.sessionKey == "session-key-placeholder")
        #expect(login.kycStatusDetails?.expiryDate == "14-03-2026 23:59:59")
        let session = SportRadarModelMapper.userSession(login, partyId: try #require(login.partyId))
        #expect(session == UserSession(userId: "100234", username: "player_demo01", pendingActions: []))
    }

    @Test func openGameSessionAndLogout() throws {
        #expect(try Fixture.decode(SportRadarModels.OpenGameSessionResponse.self, "openGameSession").launchToken == "launch-token-placeholder")
        #expect(try Fixture.decode(SportRadarModels.BasicResponse.self, "logout").status == "SUCCESS")
        #expect(try Fixture.decode(SportRadarModels.BasicResponse.self, "uploadUserDocument").status == "SUCCESS")
    }

    @Test func profile() throws {
        let profile = SportRadarModelMapper.userProfile(try Fixture.decode(SportRadarModels.PlayerInfoResponse.self, "getUserProfile"))
        #expect(profile.userId == "100234")
        #expect(profile.username == "player_demo01")
        #expect(profile.email == "player.demo01@example.com")
        #expect(profile.birthDate == DateComponents(year: 1990, month: 3, day: 15))
        #expect(profile.phoneNumber == "+33600000000")
        #expect(profile.registrationDate == TestConfig.utc(2023, 1, 10, 9, 12, 44))
        #expect(profile.lastLoginDate == TestConfig.utc(2025, 3, 14, 18, 20, 1))
        #expect(profile.kycStatus == .verified)
        #expect(profile.isEmailVerified == true)
        #expect(profile.currency == "EUR")
        #expect(profile.countryCode == "FR")
    }

    @Test func balanceIsExactFromText() throws {
        let balance = try Fixture.decode(SportRadarModels.BalanceResponse.self, "getBalance")
        let wallet = try SportRadarModelMapper.wallet(balance, cashback: SportRadarModels.CashbackBalanceResponse(status: "SUCCESS", balance: .init(text: "2.50")))
        let primary = try #require(wallet.primary)
        #expect(primary.total == Money(amount: dec("1300.75"), currency: "EUR"))
        #expect(primary.withdrawable == Money(amount: dec("1250.75"), currency: "EUR"))
        #expect(primary.bonus == Money(amount: dec("50"), currency: "EUR"))
        #expect(primary.freeBet == Money(amount: dec("5"), currency: "EUR"))
        #expect(primary.cashback == Money(amount: dec("2.5"), currency: "EUR"))
    }

    @Test func unparsableBalanceIsADecodingError() throws {
        let bad = Data(#"{"status":"SUCCESS","currency":"EUR","totalBalance":"abc"}"#.utf8)
        let balance = try JSONDecoder().decode(SportRadarModels.BalanceResponse.self, from: bad)
        #expect(throws: ServiceProviderError.self) { try SportRadarModelMapper.wallet(balance, cashback: nil) }
    }

    @Test func depositMethodsKeepOnlyTheDropIn() throws {
        let methods = SportRadarModelMapper.depositMethods(try Fixture.decode(SportRadarModels.DepositMethodsResponse.self, "getPayments"))
        #expect(methods == [PaymentMethod(id: "ADYEN_ALL", name: "Cartes bancaires, Apple Pay, PayPal")])
    }

    @Test func depositAndStatus() throws {
        let session = SportRadarModelMapper.cashierSession(try Fixture.decode(SportRadarModels.ProcessDepositResponse.self, "processDeposit"))
        #expect(session.url == URL(string: "https://payments.example.com/continue/placeholder"))
        #expect(session.paymentId == "5501234")
        #expect(session.sessionToken == "adyen-session-data-placeholder")
        #expect(session.status == .pending)
        let status = SportRadarModelMapper.paymentStatus(try Fixture.decode(SportRadarModels.PaymentStatusResponse.self, "checkPaymentStatus"), requestedId: "x")
        #expect(status == PaymentStatusResponse(paymentId: "5501234", status: .completed))
        #expect(SportRadarModelMapper.paymentStatus("WEIRD") == .unknown("WEIRD"))
    }

    @Test func withdrawalMethodsAndWithdrawal() throws {
        let methods = SportRadarModelMapper.withdrawalMethods(try Fixture.decode(SportRadarModels.WithdrawalMethodsResponse.self, "getWithdrawalMethods"),
                                                              currency: "EUR")
        #expect(methods == [PaymentMethod(id: "ADYEN_BP_BANKTRF", name: "ADYEN_BP_BANKTRF", minimum: Money(amount: dec("10"), currency: "EUR"),
                                          maximum: Money(amount: dec("10000"), currency: "EUR"))])
        #expect(try Fixture.decode(SportRadarModels.ProcessWithdrawalResponse.self, "processWithdrawal").paymentId == "5509876")
    }

    @Test func transactions() throws {
        let response = try Fixture.decode(SportRadarModels.TransactionsHistoryResponse.self, "getTransactionsHistory")
        let items = try (response.transactionList ?? []).map(SportRadarModelMapper.transaction)
        #expect(items.count == 6)
        #expect(items[0] == Transaction(id: "9000131", date: TestConfig.utc(2025, 3, 14, 19, 5, 41, ms: 310), kind: .win,
                                        amount: Money(amount: dec("34.5"), currency: "EUR"),
                                        balanceAfter: Money(amount: dec("1300.75"), currency: "EUR"), reference: "30412801"))
        #expect(items[1].kind == .bet)
        #expect(items[1].amount.amount == dec("-10"))
        #expect(items[2].kind == .bonusReleased)
        #expect(items[2].amount.amount == dec("20"))  // amountReal, not amount (0.0)
        #expect(items[3].kind == .withdrawal)
        #expect(items[3].amount.amount == dec("-100"))
        #expect(items[3].reference == "5509801")
        #expect(items[4].kind == .escrow)
        #expect(items[5].kind == .deposit)
        #expect(items[5].amount.amount == dec("50"))
        #expect(items[5].date == TestConfig.utc(2025, 3, 10, 20, 11, 37, ms: 902))
    }

    @Test func transactionFilters() {
        #expect(SportRadarModelMapper.transactionTypeCodes(for: [.deposit, .bet]) == ["DEPOSIT", "GAME_BET"])
        #expect(SportRadarModelMapper.transactionTypeCodes(for: [.unknown("ESC_XFER_SIMPLE")]) == ["ESC_XFER_SIMPLE"])
    }

    @Test func documents() throws {
        let docs = SportRadarModelMapper.userDocuments(try Fixture.decode(SportRadarModels.UserDocumentsResponse.self, "getUserDocuments"))
        #expect(docs.count == 2)
        #expect(docs[0] == UserDocument(id: "IDENTITY_CARD/id_front.jpg", type: .identityCard, status: .approved,
                                        uploadedAt: TestConfig.utc(2025, 2, 2, 10, 15, 0), fileNames: ["id_front.jpg", "id_back.jpg"]))
        #expect(docs[1].type == .proofOfAddress)
        #expect(docs[1].status == .notReviewed)
        #expect(docs[1].fileNames == ["proof_of_address.pdf"])
        #expect(docs[1].uploadedAt == TestConfig.utc(2025, 3, 13, 8, 40, 12))
        #expect(SportRadarModelMapper.documentType("SELFIE") == .unknown("SELFIE"))
        #expect(SportRadarModelMapper.documentStatus("ARCHIVED") == .unknown("ARCHIVED"))
    }
}
