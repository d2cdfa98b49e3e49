import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// Every Endpoint case: method, path, headers (auth names exactly) and body.
@Suite struct EndpointTests {
    let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.test")!))
    let credentials = Credentials(accessToken: "SID", userId: "42")
    let user = SessionUser(id: "42")

    private func request(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: credentials).urlRequest
    }

    private func json(_ request: URLRequest) -> [String: Any]? { request.jsonBody }

    @Test func login() throws {
        let r = try request(EveryMatrixPlayerAPI.login(.init(username: "u", password: "p"), language: "en"))
        #expect(r.httpMethod == "POST")
        #expect(r.url?.absoluteString == "https://api.test/v1/player/legislation/login")
        #expect(r.value(forHTTPHeaderField: "accept-language") == "en")
        #expect(r.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(r.value(forHTTPHeaderField: "x-sessionid") == nil)
        #expect(json(r)?["username"] as? String == "u")
        #expect(json(r)?["password"] as? String == "p")
    }

    @Test func registrationStepAndRegister() throws {
        let step = EveryMatrixModels.RegistrationStepRequest(Step: "Step1", RegistrationId: "R", RegisterUserDto: .init(Mobile: "6", Password: "x", TermsAndConditions: true, MobilePrefix: "+237"))
        let r = try request(EveryMatrixPlayerAPI.registrationStep(step, language: "fr"))
        #expect(r.httpMethod == "POST")
        #expect(r.url?.path == "/v1/player/legislation/registration/step")
        #expect(r.value(forHTTPHeaderField: "accept-language") == "fr")
        #expect(json(r)?["RegistrationId"] as? String == "R")
        #expect((json(r)?["RegisterUserDto"] as? [String: Any])?["TermsAndConditions"] as? Bool == true)

        let p = try request(EveryMatrixPlayerAPI.register(registrationId: "R", language: "en"))
        #expect(p.httpMethod == "PUT")
        #expect(p.url?.path == "/v1/player/legislation/register")
        #expect(json(p)?["registrationId"] as? String == "R")
    }

    @Test func sessionEndpointsUseXSessionId() throws {
        let cases: [(Request<Void>, String, String)] = [
            (EveryMatrixPlayerAPI.details(user: user).untyped, "GET", "/v1/player/42/details"),
            (EveryMatrixPlayerAPI.balance(user: user).untyped, "GET", "/v2/player/42/balance"),
            (EveryMatrixPlayerAPI.logout.untyped, "DELETE", "/v1/player/session/player"),
            (EveryMatrixPlayerAPI.paymentStatus(user: user, paymentId: "9").untyped, "GET", "/v1/player/42/payment/9/status"),
        ]
        for (endpoint, method, path) in cases {
            let r = try request(endpoint)
            #expect(r.httpMethod == method, "\(path)")
            #expect(r.url?.path == path)
            #expect(r.value(forHTTPHeaderField: "x-sessionid") == "SID", "\(path)")
            #expect(r.value(forHTTPHeaderField: "x-session-type") == "others", "\(path)")
            #expect(r.value(forHTTPHeaderField: "x-session-id") == nil, "\(path)")
            #expect(r.httpBody == nil, "\(path)")
        }
        #expect(throws: (any Error).self) { try executor.makeRequest(for: EveryMatrixPlayerAPI.balance(user: user), credentials: nil) }
    }

    @Test func cashier() throws {
        let body = EveryMatrixModels.CashierRequest(Channel: "Mobile", Type: "Deposit", SuccessUrl: "s", CancelUrl: "c", FailUrl: "f", Language: "en",
                                              productType: "Sports", currency: "EUR", amount: 10, isShortCashier: false, bonusCode: "", showBonusSelectionInput: true)
        let r = try request(EveryMatrixPlayerAPI.cashier(user: user, operatorId: "4093", body))
        #expect(r.httpMethod == "POST")
        #expect(r.url?.path == "/v1/player/42/payment/GetPaymentSession")
        #expect(r.value(forHTTPHeaderField: "x-sessionid") == "SID")
        #expect(r.value(forHTTPHeaderField: "x-operatorid") == "4093")
        #expect(json(r)?["Channel"] as? String == "Mobile")
        #expect(json(r)?["currency"] as? String == "EUR")
    }

    @Test func betsEndpointsUseXSessionIdWithDashAndXUserId() throws {
        let cases: [(Request<Void>, String, String)] = [
            (EveryMatrixSportsAPI.openBets(operatorId: "4093", language: "en", limit: 20, placedBefore: "2025-08-28T22:17:14").untyped, "GET", "/bets-api/v1/4093/open-bets"),
            (EveryMatrixSportsAPI.settledBets(operatorId: "4093", language: "en", limit: 20, placedBefore: nil, betStatus: "WON").untyped, "GET", "/bets-api/v1/4093/settled-bets"),
            (EveryMatrixSportsAPI.cashoutValueUpdates(operatorId: "4093", language: "en", betIds: ["b1"]).untyped, "POST", "/bets-api/v1/4093/cashout-value-updates"),
            (EveryMatrixSportsAPI.cashout(operatorId: "4093", language: "en",
                                        .init(betId: "b1", cashoutValue: 3, cashoutType: "FULL", cashoutChangeAcceptance: "WITHIN_THRESHOLD",
                                              operatorId: "4093", language: "en", partialCashoutStake: nil)).untyped, "POST", "/bets-api/v1/4093/cashout"),
        ]
        for (endpoint, method, path) in cases {
            let r = try request(endpoint)
            #expect(r.httpMethod == method, "\(path)")
            #expect(r.url?.path == path)
            #expect(r.value(forHTTPHeaderField: "x-session-id") == "SID", "\(path)")
            #expect(r.value(forHTTPHeaderField: "x-user-id") == "42", "\(path)")
            #expect(r.value(forHTTPHeaderField: "x-operator-id") == "4093", "\(path)")
            #expect(r.value(forHTTPHeaderField: "x-language") == "en", "\(path)")
            #expect(r.value(forHTTPHeaderField: "x-sessionid") == nil, "\(path)")
        }
        #expect(try request(cases[0].0).url?.query == "limit=20&placedBefore=2025-08-28T22:17:14")
        #expect(try request(cases[1].0).url?.query == "limit=20&betStatus=WON")
        let cashout = try request(cases[3].0)
        #expect(json(cashout)?["betId"] as? String == "b1")
    }

    @Test func placementUsesTheV2PathAndItsOwnHeaders() throws {
        let body = EveryMatrixModels.PlaceBetRequest(ucsOperatorId: 4093, userId: "42", username: "u", currency: "EUR", type: "SINGLE",
                                                     selections: [.init(bettingOfferId: "1", priceValue: 2)], amount: "1.00",
                                                     oddsValidationType: "ACCEPT_ANY", terminalType: "DESKTOP", ubsWalletId: nil)
        let endpoint = EveryMatrixSportsAPI.placeBet(operatorId: "4093", body)
        let r = try request(endpoint)
        #expect(r.httpMethod == "POST")
        #expect(r.url?.path == "/place-bet/4093/v2/bets")
        #expect(r.value(forHTTPHeaderField: "x-sessionid") == "SID")
        #expect(r.value(forHTTPHeaderField: "userid") == "42")
        #expect(r.value(forHTTPHeaderField: "x-operatorid") == "4093")
        #expect(r.value(forHTTPHeaderField: "x-session-id") == nil)
        #expect(!endpoint.isIdempotent, "a bet is never retried")
    }
}
