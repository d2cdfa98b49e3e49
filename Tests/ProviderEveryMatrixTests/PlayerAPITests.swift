import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

final class PlayerAPITests: XCTestCase {
    func testLoginStoresSessionIdNotPasswordAndReturnsReadySession() async throws {
        let storage = InMemoryTokenStorage()
        let transport = try playerStub([:])
        let client = Client(provider: makeProvider(transport, storage: storage))
        let session = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234", rememberMe: true))

        XCTAssertEqual(session.userId, "7014240")
        XCTAssertEqual(session.username, "+237600000001")
        XCTAssertEqual(session.pendingActions, [])
        XCTAssertTrue(session.isReady)
        let stored = try XCTUnwrap(storage.load())
        XCTAssertEqual(stored.accessToken, "00000000-0000-4000-8000-000000000001")
        XCTAssertEqual(stored.userId, "7014240")
        XCTAssertNil(stored.refreshToken)
        XCTAssertFalse(String(describing: try JSONEncoder().encode(stored)).contains("1234"))
        let sent = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(sent.httpMethod, "POST")
        XCTAssertEqual(sent.url?.absoluteString, "https://player.test/v1/player/legislation/login")
        XCTAssertEqual(sent.jsonBody?["username"] as? String, "+237600000001")
        XCTAssertNil(sent.value(forHTTPHeaderField: "x-sessionid"))
    }

    func testLoginWithTermsToAcceptIsNotAPlainSuccess() throws {
        var response = try XCTUnwrap(Fixture.playerStep("Login")["response"] as? [String: Any])
        response["hasToAcceptTC"] = true
        response["hasToSetPass"] = true
        response["sessionBlockers"] = ["TermsAndConditions", "SelfExclusionReview"]
        let decoded = try JSONDecoder().decode(EveryMatrixModels.LoginResponse.self, from: JSONSerialization.data(withJSONObject: response))
        let session = EveryMatrixModelMapper.userSession(decoded, username: "u")
        XCTAssertEqual(session.pendingActions, [.acceptTermsAndConditions, .setPassword, .unknown("SelfExclusionReview")])
        XCTAssertFalse(session.isReady)
    }

    func testWrongPasswordIsInvalidCredentials() async throws {
        let transport = StubTransport(.json(#"{"errorCode":"InvalidCredentials","message":"Wrong"}"#, status: 400))
        let client = Client(provider: makeProvider(transport))
        do {
            _ = try await client.account.login(LoginCredentials(username: "a", password: "b"))
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .invalidCredentials)
        }
    }

    func testProfileMapsRecordedDetails() async throws {
        let transport = try playerStub(["/details": .data(Fixture.playerResponse("FULL USER PROFILE DETAILS"))])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        let profile = try await client.account.profile()

        XCTAssertEqual(profile.userId, "7014240")
        XCTAssertEqual(profile.username, "+237600000001")
        XCTAssertEqual(profile.email, "+237600000001@4093.tmp")
        XCTAssertEqual(profile.phoneNumber, "+237600000001")
        XCTAssertEqual(profile.countryCode, "DE")
        XCTAssertEqual(profile.currency, "XAF")
        XCTAssertNil(profile.firstName)
        XCTAssertNil(profile.birthDate, "0001-01-01 means unset")
        XCTAssertEqual(profile.isEmailVerified, true)
        XCTAssertEqual(profile.registrationDate, Date(timeIntervalSince1970: 1_756_301_549.767))
        XCTAssertEqual(profile.lastLoginDate, Date(timeIntervalSince1970: 1_756_301_551.243))

        let details = try XCTUnwrap(transport.requests.last)
        XCTAssertEqual(details.httpMethod, "GET")
        XCTAssertEqual(details.url?.path, "/v1/player/7014240/details")
        XCTAssertEqual(details.value(forHTTPHeaderField: "x-sessionid"), "00000000-0000-4000-8000-000000000001")
        XCTAssertEqual(details.value(forHTTPHeaderField: "x-session-type"), "others")
    }

    func testBalanceMapsPerCurrencyTotalsAsExactDecimals() async throws {
        let transport = try playerStub(["/balance": .data(Fixture.playerResponse("Get balance"))])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let wallet = try await client.wallet.balance()

        XCTAssertEqual(wallet.balances.count, 1)
        let eur = try XCTUnwrap(wallet.balance(in: "EUR"))
        XCTAssertEqual(eur.total, Money(amount: Decimal(string: "269.18")!, currency: "EUR"))
        XCTAssertEqual(eur.withdrawable, Money(amount: Decimal(string: "269.18")!, currency: "EUR"))
        XCTAssertEqual(eur.bonus, Money(amount: 0, currency: "EUR"))
        XCTAssertEqual(transport.requests.last?.url?.path, "/v2/player/7014240/balance")
    }

    func testXAFBalanceFromRecordedWalletDetails() throws {
        let balance = try JSONDecoder().decode(EveryMatrixModels.Balance.self, from: Fixture.playerResponse("GET USER WALLET DETAILS"))
        let wallet = EveryMatrixModelMapper.userWallet(balance)
        XCTAssertEqual(wallet.primary?.currency, "XAF")
        XCTAssertEqual(wallet.primary?.total.amount, 0)
    }

    func testExpiredSessionSurfacesSessionExpiredAndForgetsTheSession() async throws {
        let transport = try playerStub(["/balance": .json(#"{"errorCode":"SessionExpired","message":"Session expired"}"#, status: 401)])
        let provider = makeProvider(transport)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            _ = try await client.wallet.balance()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }
        let current = await provider.runtime.session.current
        XCTAssertNil(current)
        do {
            _ = try await client.wallet.balance()
            XCTFail("expected unauthorized")
        } catch {
            XCTAssertEqual(error, .unauthorized)
        }
    }

    func testVendorSessionErrorCodeOnA403AlsoExpires() async throws {
        let transport = try playerStub(["/details": .json(#"{"errorCode":"InvalidSessionId"}"#, status: 403)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            _ = try await client.account.profile()
            XCTFail("expected sessionExpired")
        } catch {
            XCTAssertEqual(error, .sessionExpired)
        }
    }

    func testRegistrationRunsStepThenRegister() async throws {
        let transport = try playerStub([
            "/registration/step": .data(Fixture.playerResponse("Register + login flow")),
            "/legislation/register": .data(Fixture.playerResponse("Register")),
        ])
        let client = Client(provider: makeProvider(transport))
        let result = try await client.account.register(RegistrationForm(password: "1234", phoneNumber: "600000001", phonePrefix: "+237", acceptsTerms: true))
        XCTAssertEqual(result.userId, "7014240")
        let step = try XCTUnwrap(transport.requests.first)
        let dto = try XCTUnwrap(step.jsonBody?["RegisterUserDto"] as? [String: Any])
        XCTAssertEqual(dto["Mobile"] as? String, "600000001")
        XCTAssertEqual(dto["MobilePrefix"] as? String, "+237")
        XCTAssertEqual(step.jsonBody?["Step"] as? String, "Step1")
        let register = try XCTUnwrap(transport.requests.last)
        XCTAssertEqual(register.httpMethod, "PUT")
        XCTAssertEqual(register.jsonBody?["registrationId"] as? String, "0d120ddd-0006-4347-8cd4-0ab962c6f785")
    }

    func testRegistrationWithoutPhoneIsAValidationError() async throws {
        let client = Client(provider: makeProvider(StubTransport(.json("{}"))))
        do {
            _ = try await client.account.register(RegistrationForm(email: "a@b.c", password: "x", acceptsTerms: true))
            XCTFail("expected validation")
        } catch {
            guard case .validation(let fields) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(fields.map(\.field), ["phoneNumber", "phonePrefix"])
        }
    }

    func testPaymentStatusKeepsUnknownStatusesRaw() async throws {
        let transport = try playerStub(["/status": .json(#"{"status":"AwaitingKYC","transactionId":998,"amount":10.10,"currency":"EUR"}"#)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let status = try await client.payments.paymentStatus(paymentId: "55")
        XCTAssertEqual(status.status, .unknown("AwaitingKYC"))
        XCTAssertEqual(status.transactionId, "998")
        XCTAssertEqual(status.amount, Money(amount: Decimal(string: "10.10")!, currency: "EUR"))
        XCTAssertEqual(EveryMatrixModelMapper.paymentStatus("Success"), .completed)
        XCTAssertEqual(EveryMatrixModelMapper.paymentStatus("Pending"), .pending)
    }

    func testDepositOpensCashierPage() async throws {
        let transport = try playerStub(["/GetPaymentSession": .json(#"{"CashierInfo":{"Url":"https://cashier.test/x"},"PaymentId":"77","ResponseCode":"Success"}"#)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let cashier = try await client.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: 25, currency: "EUR")))
        XCTAssertEqual(cashier.url?.absoluteString, "https://cashier.test/x")
        XCTAssertEqual(cashier.paymentId, "77")
        let sent = try XCTUnwrap(transport.requests.last)
        XCTAssertEqual(sent.value(forHTTPHeaderField: "x-operatorid"), "4093")
        XCTAssertEqual(sent.jsonBody?["Type"] as? String, "Deposit")
        XCTAssertEqual(sent.jsonBody?["SuccessUrl"] as? String, "https://app.test/cashier/success")
    }

    func testCashierAnswerWithoutURLIsAnError() async throws {
        let transport = try playerStub(["/GetPaymentSession": .json(#"{"ResponseCode":"Failed"}"#)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            _ = try await client.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: 25, currency: "EUR")))
            XCTFail("expected error")
        } catch {
            guard case .invalidResponse = error else { return XCTFail("\(error)") }
        }
    }

    func testLoggedOutCallsAreUnauthorized() async throws {
        let client = Client(provider: makeProvider(StubTransport(.json("{}"))))
        do {
            _ = try await client.wallet.balance()
            XCTFail("expected unauthorized")
        } catch {
            XCTAssertEqual(error, .unauthorized)
        }
    }

    func testLogoutEndsTheVendorSessionAndForgetsItLocally() async throws {
        let transport = try playerStub(["/session/player": .json("{}")])
        let provider = makeProvider(transport)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        try await client.account.logout()
        let sent = try XCTUnwrap(transport.requests.last)
        XCTAssertEqual(sent.httpMethod, "DELETE")
        XCTAssertEqual(sent.url?.path, "/v1/player/session/player")
        XCTAssertEqual(sent.value(forHTTPHeaderField: "x-sessionid"), "00000000-0000-4000-8000-000000000001")
        let current = await provider.runtime.session.current
        XCTAssertNil(current)
    }

    func testLogoutWhenTheServerFailsStillSignsOutLocally() async throws {
        let transport = try playerStub(["/session/player": .json(#"{"message":"boom"}"#, status: 500)])
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: transport,
                                           sleep: VirtualSleeper().sleep)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            try await client.account.logout()
            XCTFail("expected the server error")
        } catch {
            guard case .server(500, _) = error else { return XCTFail("\(error)") }
        }
        let current = await provider.runtime.session.current
        XCTAssertNil(current)
    }

}
