import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct PlayerAPITests {
    @Test func loginStoresSessionIdNotPasswordAndReturnsReadySession() async throws {
        let storage = InMemoryTokenStorage()
        let transport = try playerStub([:])
        let client = Client(provider: makeProvider(transport, storage: storage))
        let session = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234", rememberMe: true))

        #expect(session.userId == "7014240")
        #expect(session.username == "+237600000001")
        #expect(session.pendingActions == [])
        #expect(session.isReady)
        let stored = try #require(storage.load())
        #expect(stored.accessToken == "00000000-0000-4000-8000-000000000001")
        #expect(stored.userId == "7014240")
        #expect(stored.refreshToken == nil)
        #expect(!String(describing: try JSONEncoder().encode(stored)).contains("1234"))
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://player.test/v1/player/legislation/login")
        #expect(sent.jsonBody?["username"] as? String == "+237600000001")
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == nil)
    }

    @Test func loginWithTermsToAcceptIsNotAPlainSuccess() throws {
        var response = try #require(Fixture.playerStep("Login")["response"] as? [String: Any])
        response["hasToAcceptTC"] = true
        response["hasToSetPass"] = true
        response["sessionBlockers"] = ["TermsAndConditions", "SelfExclusionReview"]
        let decoded = try JSONDecoder().decode(EveryMatrixModels.LoginResponse.self, from: JSONSerialization.data(withJSONObject: response))
        let session = EveryMatrixModelMapper.userSession(decoded, username: "u")
        #expect(session.pendingActions == [.acceptTermsAndConditions, .setPassword, .unknown("SelfExclusionReview")])
        #expect(!session.isReady)
    }

    @Test func wrongPasswordIsInvalidCredentials() async throws {
        let transport = StubTransport(.json(#"{"errorCode":"InvalidCredentials","message":"Wrong"}"#, status: 400))
        let client = Client(provider: makeProvider(transport))
        do {
            _ = try await client.account.login(LoginCredentials(username: "a", password: "b"))
            Issue.record("expected an error")
        } catch {
            #expect(error == .invalidCredentials)
        }
    }

    @Test func profileMapsRecordedDetails() async throws {
        let transport = try playerStub(["/details": .data(Fixture.playerResponse("FULL USER PROFILE DETAILS"))])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        let profile = try await client.account.profile()

        #expect(profile.userId == "7014240")
        #expect(profile.username == "+237600000001")
        #expect(profile.email == "+237600000001@4093.tmp")
        #expect(profile.phoneNumber == "+237600000001")
        #expect(profile.countryCode == "DE")
        #expect(profile.currency == "XAF")
        #expect(profile.firstName == nil)
        #expect(profile.birthDate == nil, "0001-01-01 means unset")
        #expect(profile.isEmailVerified == true)
        #expect(profile.registrationDate == Date(timeIntervalSince1970: 1_756_301_549.767))
        #expect(profile.lastLoginDate == Date(timeIntervalSince1970: 1_756_301_551.243))

        let details = try #require(transport.requests.last)
        #expect(details.httpMethod == "GET")
        #expect(details.url?.path == "/v1/player/7014240/details")
        #expect(details.value(forHTTPHeaderField: "x-sessionid") == "00000000-0000-4000-8000-000000000001")
        #expect(details.value(forHTTPHeaderField: "x-session-type") == "others")
    }

    @Test func balanceMapsPerCurrencyTotalsAsExactDecimals() async throws {
        let transport = try playerStub(["/balance": .data(Fixture.playerResponse("Get balance"))])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let wallet = try await client.wallet.balance()

        #expect(wallet.balances.count == 1)
        let eur = try #require(wallet.balance(in: "EUR"))
        #expect(eur.total == Money(amount: Decimal(string: "269.18")!, currency: "EUR"))
        #expect(eur.withdrawable == Money(amount: Decimal(string: "269.18")!, currency: "EUR"))
        #expect(eur.bonus == Money(amount: 0, currency: "EUR"))
        #expect(transport.requests.last?.url?.path == "/v2/player/7014240/balance")
    }

    @Test func xafBalanceFromRecordedWalletDetails() throws {
        let balance = try JSONDecoder().decode(EveryMatrixModels.Balance.self, from: Fixture.playerResponse("GET USER WALLET DETAILS"))
        let wallet = EveryMatrixModelMapper.userWallet(balance)
        #expect(wallet.primary?.currency == "XAF")
        #expect(wallet.primary?.total.amount == 0)
    }

    @Test func expiredSessionSurfacesSessionExpiredAndForgetsTheSession() async throws {
        let transport = try playerStub(["/balance": .json(#"{"errorCode":"SessionExpired","message":"Session expired"}"#, status: 401)])
        let provider = makeProvider(transport)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            _ = try await client.wallet.balance()
            Issue.record("expected sessionExpired")
        } catch {
            #expect(error == .sessionExpired)
        }
        let current = await provider.runtime.session.current
        #expect(current == nil)
        do {
            _ = try await client.wallet.balance()
            Issue.record("expected unauthorized")
        } catch {
            #expect(error == .unauthorized)
        }
    }

    @Test func vendorSessionErrorCodeOnA403AlsoExpires() async throws {
        let transport = try playerStub(["/details": .json(#"{"errorCode":"InvalidSessionId"}"#, status: 403)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            _ = try await client.account.profile()
            Issue.record("expected sessionExpired")
        } catch {
            #expect(error == .sessionExpired)
        }
    }

    @Test func registrationRunsStepThenRegister() async throws {
        let transport = try playerStub([
            "/registration/step": .data(Fixture.playerResponse("Register + login flow")),
            "/legislation/register": .data(Fixture.playerResponse("Register")),
        ])
        let client = Client(provider: makeProvider(transport))
        let result = try await client.account.register(RegistrationForm(password: "1234", phoneNumber: "600000001", phonePrefix: "+237", acceptsTerms: true))
        #expect(result.userId == "7014240")
        let step = try #require(transport.requests.first)
        let dto = try #require(step.jsonBody?["RegisterUserDto"] as? [String: Any])
        #expect(dto["Mobile"] as? String == "600000001")
        #expect(dto["MobilePrefix"] as? String == "+237")
        #expect(step.jsonBody?["Step"] as? String == "Step1")
        let register = try #require(transport.requests.last)
        #expect(register.httpMethod == "PUT")
        #expect(register.jsonBody?["registrationId"] as? String == "0d120ddd-0006-4347-8cd4-0ab962c6f785")
    }

    @Test func registrationWithoutPhoneIsAValidationError() async throws {
        let client = Client(provider: makeProvider(StubTransport(.json("{}"))))
        do {
            _ = try await client.account.register(RegistrationForm(email: "a@b.c", password: "x", acceptsTerms: true))
            Issue.record("expected validation")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.field) == ["phoneNumber", "phonePrefix"])
        }
    }

    @Test func paymentStatusKeepsUnknownStatusesRaw() async throws {
        let transport = try playerStub(["/status": .json(#"{"status":"AwaitingKYC","transactionId":998,"amount":10.10,"currency":"EUR"}"#)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let status = try await client.payments.paymentStatus(paymentId: "55")
        #expect(status.status == .unknown("AwaitingKYC"))
        #expect(status.transactionId == "998")
        #expect(status.amount == Money(amount: Decimal(string: "10.10")!, currency: "EUR"))
        #expect(EveryMatrixModelMapper.paymentStatus("Success") == .completed)
        #expect(EveryMatrixModelMapper.paymentStatus("Pending") == .pending)
    }

    @Test func depositOpensCashierPage() async throws {
        let transport = try playerStub(["/GetPaymentSession": .json(#"{"CashierInfo":{"Url":"https://cashier.test/x"},"PaymentId":"77","ResponseCode":"Success"}"#)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        let cashier = try await client.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: 25, currency: "EUR")))
        #expect(cashier.url?.absoluteString == "https://cashier.test/x")
        #expect(cashier.paymentId == "77")
        let sent = try #require(transport.requests.last)
        #expect(sent.value(forHTTPHeaderField: "x-operatorid") == "4093")
        #expect(sent.jsonBody?["Type"] as? String == "Deposit")
        #expect(sent.jsonBody?["SuccessUrl"] as? String == "https://app.test/cashier/success")
    }

    @Test func cashierAnswerWithoutURLIsAnError() async throws {
        let transport = try playerStub(["/GetPaymentSession": .json(#"{"ResponseCode":"Failed"}"#)])
        let client = Client(provider: makeProvider(transport))
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            _ = try await client.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: 25, currency: "EUR")))
            Issue.record("expected error")
        } catch {
            guard case .invalidResponse = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func loggedOutCallsAreUnauthorized() async throws {
        let client = Client(provider: makeProvider(StubTransport(.json("{}"))))
        do {
            _ = try await client.wallet.balance()
            Issue.record("expected unauthorized")
        } catch {
            #expect(error == .unauthorized)
        }
    }

    @Test func logoutEndsTheVendorSessionAndForgetsItLocally() async throws {
        let transport = try playerStub(["/session/player": .json("{}")])
        let provider = makeProvider(transport)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        try await client.account.logout()
        let sent = try #require(transport.requests.last)
        #expect(sent.httpMethod == "DELETE")
        #expect(sent.url?.path == "/v1/player/session/player")
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == "00000000-0000-4000-8000-000000000001")
        let current = await provider.runtime.session.current
        #expect(current == nil)
    }

    @Test func logoutWhenTheServerFailsStillSignsOutLocally() async throws {
        let transport = try playerStub(["/session/player": .json(#"{"message":"boom"}"#, status: 500)])
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: transport,
                                           sleep: VirtualSleeper().sleep)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "u", password: "p"))
        do {
            try await client.account.logout()
            Issue.record("expected the server error")
        } catch {
            guard case .server(500, _) = error else { Issue.record("\(error)"); return }
        }
        let current = await provider.runtime.session.current
        #expect(current == nil)
    }

}
