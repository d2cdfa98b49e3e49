import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The second pass's payments (exchange step, pending withdrawals, cancel deposit, payout
/// accounts, the wallet deposit step) and documents (types without a session, the identity
/// check, the cashback balance's two grouping styles).
struct PaymentsDocumentsAdditionsTests {
    static let routes = [
        "/ps/ips/prepareWithdrawal": "prepareWithdrawal", "/ps/ips/processWithdrawal": "processWithdrawal",
        "/ps/ips/getPendingWithdrawals": "getPendingWithdrawals", "/ps/ips/cancelWithdrawal": "cancelWithdrawal",
        "/ps/ips/cancelDeposit": "cancelDeposit", "/ps/ips/getPaymentInformation": "getPaymentInformation",
        "/ps/ips/addPaymentInformation": "addPaymentInformation", "/ps/ips/updatePayment": "updatePayment-RedirectShopper",
        "/ps/ips/getDocumentTypes": "getDocumentTypes", "/ps/ips/generateToken": "generateToken",
        "/ps/ips/checkDocumentation": "checkDocumentation",
    ]
    static func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }

    @Test func conversionRequiredPreparesTheWithdrawal() async throws {
        let methods = #"{"status":"SUCCESS","withdrawalMethods":[{"code":"CRYPTO","conversionRequired":true}]}"#
        let transport = StubTransport { request in
            switch request.url?.path ?? "" {
            case "/ps/ips/getWithdrawalMethods": return .json(methods)
            case "/ps/ips/prepareWithdrawal": return .data(try Fixture.data("prepareWithdrawal"))
            default: return .data(try Fixture.data("processWithdrawal"))
            }
        }
        let provider = await TestConfig.signedIn(transport: transport)
        let withdrawal = try await provider.payments.withdraw(WithdrawalRequest(methodId: "CRYPTO", amount: Self.eur("50")))
        #expect(withdrawal.id == "5509876")
        #expect(transport.requests[1].httpMethod == "POST")
        #expect(transport.requests[1].url?.query == "paymentMethod=CRYPTO&action=GET_EXCHANGE_INFO&sessionKey=session-key-placeholder")
        #expect(transport.requests[2].url?.query == "paymentMethod=CRYPTO&amount=50.0&conversionId=conv-5f2a9c&sessionKey=session-key-placeholder")
    }

    @Test func pendingWithdrawalsMapExactly() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        #expect(try await provider.payments.pendingWithdrawals() == [
            Withdrawal(id: "5509876", status: .pending, amount: Self.eur("50.00")),
            Withdrawal(id: "5509901", status: .pending, amount: Self.eur("1200.00")),
        ])
    }

    @Test func cancelCallsSendTheIdAndRefuseBadIds() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.payments.cancelWithdrawal(id: "5509876")
        try await provider.payments.cancelDeposit(paymentId: "5501234")
        #expect(transport.requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")?\($0.url?.query ?? "")" } == [
            "POST /ps/ips/cancelWithdrawal?paymentId=5509876&sessionKey=session-key-placeholder",
            "POST /ps/ips/cancelDeposit?paymentId=5501234&sessionKey=session-key-placeholder",
        ])
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a payment number.")])) {
            try await provider.payments.cancelWithdrawal(id: "abc")
        }
        await #expect(throws: ServiceProviderError.self) { try await provider.payments.cancelDeposit(paymentId: "") }
        #expect(transport.requests.count == 2)
    }

    @Test func payoutAccountsReadAndAdd() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        #expect(try await provider.payments.payoutAccounts()
                == [PayoutAccount(id: "3301", kind: .bankAccount, description: "Compte principal", details: ["IBAN": "iban-placeholder"])])
        try await provider.payments.addPayoutAccount(.bankAccount(iban: "FR76 3000 6000 0112 3456 7890 189"))
        let sentURL = try #require(transport.requests[1].url)
        let sent = try #require(URLComponents(url: sentURL, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(transport.requests[1].httpMethod == "POST")
        #expect(sent.map(\.name) == ["type", "fields", "sessionKey"])
        #expect(sent[0].value == "BANK")
        // The same shape as the vendor's addPaymentInformation-fields example.
        let fields = try JSONSerialization.jsonObject(with: Data((sent[1].value ?? "").utf8)) as? [String: String]
        let example = try JSONSerialization.jsonObject(with: Fixture.data("addPaymentInformation-fields")) as? [String: String]
        #expect(fields.map { Set($0.keys) } == example.map { Set($0.keys) })
        #expect(fields?["IBAN"] == "FR7630006000011234567890189")
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "iban", code: "INVALID", message: "This IBAN is not valid.")])) {
            try await provider.payments.addPayoutAccount(.bankAccount(iban: "FR76/../x"))
        }
        #expect(transport.requests.count == 2)
    }

    @Test func depositContinuationRedirectsOrIsAuthorised() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        let result = try await provider.payments.continueDeposit(DepositContinuation(paymentId: "5501234", amount: Self.eur("20"), methodType: "paypal",
                                                                                     returnURL: URL(string: "app://back")))
        #expect(result == .redirect(try #require(URL(string: "https://payments.example.com/redirect/placeholder"))))
        #expect(transport.requests[0].httpMethod == "POST")
        #expect(transport.requests[0].url?.query == "amount=20.0&paymentId=5501234&type=paypal&returnUrl=app://back&sessionKey=session-key-placeholder")
        let authorised = try Fixture.decode(SportRadarModels.UpdatePaymentResponse.self, "updatePayment-Authorised")
        #expect(try SportRadarModelMapper.depositContinuation(authorised) == .authorised)
        let refused = try JSONDecoder().decode(SportRadarModels.UpdatePaymentResponse.self, from: Data(#"{"resultCode":"Refused"}"#.utf8))
        #expect(throws: ServiceProviderError.vendor(code: "Refused", message: nil)) { try SportRadarModelMapper.depositContinuation(refused) }
        let noPage = try JSONDecoder().decode(SportRadarModels.UpdatePaymentResponse.self, from: Data(#"{"resultCode":"RedirectShopper"}"#.utf8))
        #expect(throws: ServiceProviderError.self) { try SportRadarModelMapper.depositContinuation(noPage) }
    }

    @Test func documentTypesNeedNoSession() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = TestConfig.provider(transport: transport)
        #expect(try await provider.documents.documentTypes()
                == [.identityCard, .passport, .drivingLicence, .residencePermit, .proofOfAddress, .bankDetails, .other])
        #expect(transport.requests[0].url?.query == nil)
    }

    @Test func identityCheckTokenAndReview() async throws {
        let transport = TestConfig.router(Self.routes)
        let provider = await TestConfig.signedIn(transport: transport)
        #expect(try await provider.documents.identityVerificationToken(documentType: "IDENTITY")
                == IdentityVerificationToken(token: "sumsub-access-token-placeholder", userId: "100234"))
        #expect(transport.requests[0].url?.query == "target=SUMSUB&docType=IDENTITY&sessionKey=session-key-placeholder")
        #expect(try await provider.documents.identityVerificationReview()
                == IdentityVerificationReview(status: "completed", answer: "GREEN", levelName: "basic-kyc-level", attempts: 1,
                                              submittedDocuments: ["ID_CARD", "SELFIE"]))
        #expect(transport.requests[1].url?.query == "target=SUMSUB&resultType=OVERALL&sessionKey=session-key-placeholder")
        let failing = await TestConfig.signedIn(transport: TestConfig.router(["/ps/ips/generateToken": "generateToken-error"]))
        await #expect(throws: ServiceProviderError.vendor(code: "404", message: "Applicant level not found")) {
            _ = try await failing.documents.identityVerificationToken(documentType: "IDENTITY")
        }
        #expect(!"\(IdentityVerificationToken(token: "secret-token"))".contains("secret-token"))
    }

    @Test(arguments: [("1,234.50", "1234.50"), ("1.234,50", "1234.50"), ("2.50", "2.5"), ("2,50", "2.5"), ("1,234", "1234"),
                      ("1.234.567", "1234567"), ("1.234.567,8", "1234567.8")])
    func cashbackAcceptsBothGroupingStyles(text: String, expected: String) {
        #expect(SportRadarModelMapper.formattedAmount(text) == dec(expected))
    }

    @Test func cashbackBalanceIsTextOrNumber() throws {
        let fixture = try Fixture.decode(SportRadarModels.CashbackBalanceResponse.self, "getSportRadarReportedCashbackBalance")
        #expect(fixture.balance == .init(text: "2.50"))
        let number = try JSONDecoder().decode(SportRadarModels.CashbackBalanceResponse.self, from: Data(#"{"status":"SUCCESS","balance":12.5}"#.utf8))
        let balance = try Fixture.decode(SportRadarModels.BalanceResponse.self, "getBalance")
        #expect(try SportRadarModelMapper.wallet(balance, cashback: number).primary?.cashback == Self.eur("12.5"))
        #expect(SportRadarModelMapper.formattedAmount("abc") == nil)
    }

    @Test func sandboxAnswersTheAdditions() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "any"))
        #expect(try await client.payments.pendingWithdrawals().count == 2)
        #expect(try await client.payments.payoutAccounts().first?.kind == .bankAccount)
        try await client.payments.addPayoutAccount(.bankAccount(iban: "FR7630006000011234567890189"))
        try await client.payments.cancelDeposit(paymentId: "5501234")
        try await client.payments.cancelWithdrawal(id: "5509876")
        #expect(try await client.payments.continueDeposit(DepositContinuation(paymentId: "1", amount: Self.eur("20"), methodType: "paysafecard")) == .authorised)
        #expect(try await client.documents.documentTypes().count == 7)
        #expect(try await client.documents.identityVerificationReview().answer == "GREEN")
        await #expect(throws: ServiceProviderError.vendor(code: "404", message: "Applicant level not found")) {
            _ = try await client.documents.identityVerificationToken(documentType: "UNKNOWN")
        }
    }

    @Test func loopbackPaymentsAndDocuments() async throws {
        let loopback = try await SportRadarLoopback([
            "GET /ps/ips/getPendingWithdrawals": .fixture("getPendingWithdrawals"), "POST /ps/ips/cancelDeposit": .fixture("cancelDeposit"),
            "GET /ps/ips/getPaymentInformation": .fixture("getPaymentInformation"),
            "POST /ps/ips/addPaymentInformation": .fixture("addPaymentInformation"),
            "POST /ps/ips/updatePayment": .fixture("updatePayment-Authorised"), "GET /ps/ips/getDocumentTypes": .fixture("getDocumentTypes"),
            "GET /ps/ips/generateToken": .fixture("generateToken"), "GET /ps/ips/checkDocumentation": .fixture("checkDocumentation"),
            "POST /ps/ips/cancelWithdrawal": .fixture("cancelWithdrawal"),
        ])
        defer { loopback.stop() }
        let provider = loopback.provider
        #expect(try await provider.payments.pendingWithdrawals().map(\.id) == ["5509876", "5509901"])
        try await provider.payments.cancelDeposit(paymentId: "5501234")
        try await provider.payments.cancelWithdrawal(id: "5509876")
        #expect(try await provider.payments.payoutAccounts().count == 1)
        try await provider.payments.addPayoutAccount(.bankAccount(iban: "FR7630006000011234567890189"))
        #expect(try await provider.payments.continueDeposit(DepositContinuation(paymentId: "1", amount: Self.eur("20"), methodType: "paypal")) == .authorised)
        #expect(try await provider.documents.documentTypes().count == 7)
        #expect(try await provider.documents.identityVerificationToken(documentType: "IDENTITY").token == "sumsub-access-token-placeholder")
        #expect(try await provider.documents.identityVerificationReview().status == "completed")
        let add = try #require(loopback.requests.first { $0.path == "/ps/ips/addPaymentInformation" })
        #expect(add.queryItems.first { $0.name == "fields" }?.value == #"{"IBAN":"FR7630006000011234567890189"}"#)
    }
}
