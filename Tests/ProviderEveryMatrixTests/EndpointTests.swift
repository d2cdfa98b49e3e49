import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// Every Endpoint case: method, path, headers (auth names exactly) and body.
final class EndpointTests: XCTestCase {
    let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.test")!))
    let credentials = Credentials(accessToken: "SID", userId: "42")
    let user = SessionUser(id: "42")

    private func request(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try executor.makeRequest(for: endpoint, credentials: credentials).urlRequest
    }

    private func json(_ request: URLRequest) -> [String: Any]? { request.jsonBody }

    func testLogin() throws {
        let r = try request(EveryMatrixPlayerAPI.login(.init(username: "u", password: "p"), language: "en"))
        XCTAssertEqual(r.httpMethod, "POST")
        XCTAssertEqual(r.url?.absoluteString, "https://api.test/v1/player/legislation/login")
        XCTAssertEqual(r.value(forHTTPHeaderField: "accept-language"), "en")
        XCTAssertEqual(r.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertNil(r.value(forHTTPHeaderField: "x-sessionid"))
        XCTAssertEqual(json(r)?["username"] as? String, "u")
        XCTAssertEqual(json(r)?["password"] as? String, "p")
    }

    func testRegistrationStepAndRegister() throws {
        let step = EveryMatrixModels.RegistrationStepRequest(Step: "Step1", RegistrationId: "R", RegisterUserDto: .init(Mobile: "6", Password: "x", TermsAndConditions: true, MobilePrefix: "+237"))
        let r = try request(EveryMatrixPlayerAPI.registrationStep(step, language: "fr"))
        XCTAssertEqual(r.httpMethod, "POST")
        XCTAssertEqual(r.url?.path, "/v1/player/legislation/registration/step")
        XCTAssertEqual(r.value(forHTTPHeaderField: "accept-language"), "fr")
        XCTAssertEqual(json(r)?["RegistrationId"] as? String, "R")
        XCTAssertEqual((json(r)?["RegisterUserDto"] as? [String: Any])?["TermsAndConditions"] as? Bool, true)

        let p = try request(EveryMatrixPlayerAPI.register(registrationId: "R", language: "en"))
        XCTAssertEqual(p.httpMethod, "PUT")
        XCTAssertEqual(p.url?.path, "/v1/player/legislation/register")
        XCTAssertEqual(json(p)?["registrationId"] as? String, "R")
    }

    func testSessionEndpointsUseXSessionId() throws {
        let cases: [(Request<Void>, String, String)] = [
            (EveryMatrixPlayerAPI.details(user: user).untyped, "GET", "/v1/player/42/details"),
            (EveryMatrixPlayerAPI.balance(user: user).untyped, "GET", "/v2/player/42/balance"),
            (EveryMatrixPlayerAPI.logout.untyped, "DELETE", "/v1/player/session/player"),
            (EveryMatrixPlayerAPI.paymentStatus(user: user, paymentId: "9").untyped, "GET", "/v1/player/42/payment/9/status"),
        ]
        for (endpoint, method, path) in cases {
            let r = try request(endpoint)
            XCTAssertEqual(r.httpMethod, method, path)
            XCTAssertEqual(r.url?.path, path)
            XCTAssertEqual(r.value(forHTTPHeaderField: "x-sessionid"), "SID", path)
            XCTAssertEqual(r.value(forHTTPHeaderField: "x-session-type"), "others", path)
            XCTAssertNil(r.value(forHTTPHeaderField: "x-session-id"), path)
            XCTAssertNil(r.httpBody, path)
        }
        XCTAssertThrowsError(try executor.makeRequest(for: EveryMatrixPlayerAPI.balance(user: user), credentials: nil))
    }

    func testCashier() throws {
        let body = EveryMatrixModels.CashierRequest(Channel: "Mobile", Type: "Deposit", SuccessUrl: "s", CancelUrl: "c", FailUrl: "f", Language: "en",
                                              productType: "Sports", currency: "EUR", amount: 10, isShortCashier: false, bonusCode: "", showBonusSelectionInput: true)
        let r = try request(EveryMatrixPlayerAPI.cashier(user: user, operatorId: "4093", body))
        XCTAssertEqual(r.httpMethod, "POST")
        XCTAssertEqual(r.url?.path, "/v1/player/42/payment/GetPaymentSession")
        XCTAssertEqual(r.value(forHTTPHeaderField: "x-sessionid"), "SID")
        XCTAssertEqual(r.value(forHTTPHeaderField: "x-operatorid"), "4093")
        XCTAssertEqual(json(r)?["Channel"] as? String, "Mobile")
        XCTAssertEqual(json(r)?["currency"] as? String, "EUR")
    }

    func testBetsEndpointsUseXSessionIdWithDashAndXUserId() throws {
        let cases: [(Request<Void>, String, String)] = [
            (EveryMatrixBetsAPI.openBets(operatorId: "4093", language: "en", limit: 20, placedBefore: "2025-08-28T22:17:14").untyped, "GET", "/bets-api/v1/4093/open-bets"),
            (EveryMatrixBetsAPI.settledBets(operatorId: "4093", language: "en", limit: 20, placedBefore: nil, betStatus: "WON").untyped, "GET", "/bets-api/v1/4093/settled-bets"),
            (EveryMatrixBetsAPI.cashoutValueUpdates(operatorId: "4093", language: "en", betIds: ["b1"]).untyped, "POST", "/bets-api/v1/4093/cashout-value-updates"),
            (EveryMatrixBetsAPI.cashout(operatorId: "4093", language: "en",
                                        .init(betId: "b1", cashoutValue: 3, cashoutType: "FULL", cashoutChangeAcceptance: "WITHIN_THRESHOLD",
                                              operatorId: "4093", language: "en", partialCashoutStake: nil)).untyped, "POST", "/bets-api/v1/4093/cashout"),
        ]
        for (endpoint, method, path) in cases {
            let r = try request(endpoint)
            XCTAssertEqual(r.httpMethod, method, path)
            XCTAssertEqual(r.url?.path, path)
            XCTAssertEqual(r.value(forHTTPHeaderField: "x-session-id"), "SID", path)
            XCTAssertEqual(r.value(forHTTPHeaderField: "x-user-id"), "42", path)
            XCTAssertEqual(r.value(forHTTPHeaderField: "x-operator-id"), "4093", path)
            XCTAssertEqual(r.value(forHTTPHeaderField: "x-language"), "en", path)
            XCTAssertNil(r.value(forHTTPHeaderField: "x-sessionid"), path)
        }
        XCTAssertEqual(try request(cases[0].0).url?.query, "limit=20&placedBefore=2025-08-28T22:17:14")
        XCTAssertEqual(try request(cases[1].0).url?.query, "limit=20&betStatus=WON")
        let cashout = try request(cases[3].0)
        XCTAssertEqual(json(cashout)?["betId"] as? String, "b1")
    }

    func testPlacementUsesTheV2PathAndItsOwnHeaders() throws {
        let body = EveryMatrixModels.PlaceBetRequest(ucsOperatorId: 4093, userId: "42", username: "u", currency: "EUR", type: "SINGLE",
                                                     selections: [.init(bettingOfferId: "1", priceValue: 2)], amount: "1.00",
                                                     oddsValidationType: "ACCEPT_ANY", terminalType: "DESKTOP", ubsWalletId: nil)
        let endpoint = EveryMatrixBetsAPI.placeBet(operatorId: "4093", body)
        let r = try request(endpoint)
        XCTAssertEqual(r.httpMethod, "POST")
        XCTAssertEqual(r.url?.path, "/place-bet/4093/v2/bets")
        XCTAssertEqual(r.value(forHTTPHeaderField: "x-sessionid"), "SID")
        XCTAssertEqual(r.value(forHTTPHeaderField: "userid"), "42")
        XCTAssertEqual(r.value(forHTTPHeaderField: "x-operatorid"), "4093")
        XCTAssertNil(r.value(forHTTPHeaderField: "x-session-id"))
        XCTAssertFalse(endpoint.isIdempotent, "a bet is never retried")
    }
}
