import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// Every Omega and Poseidon endpoint case as the executor builds it.
struct EndpointTests {
    let provider = TestConfig.provider(transport: TestConfig.router([:]))

    func omega(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try provider.runtime.executor(.omega).makeRequest(for: endpoint, credentials: TestConfig.credentials).urlRequest
    }

    func betting(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try provider.runtime.executor(.betting).makeRequest(for: endpoint, credentials: TestConfig.credentials).urlRequest
    }

    func content(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try provider.runtime.executor(.content).makeRequest(for: endpoint, credentials: nil).urlRequest
    }

    func json(_ request: URLRequest) throws -> NSDictionary {
        let body = try #require(request.httpBody)
        return try #require(try JSONSerialization.jsonObject(with: body) as? NSDictionary)
    }

    func fixtureJSON(_ name: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary)
    }

    /// (case, method, path and query, has body)
    static let omegaGets: [(Request<Void>, String)] = [
        (SportRadarOmegaAPI.openGameSession.untyped, "/ps/ips/openGameSession?productCode=SPORT_RADAR&gameId=SPORTSBOOK&sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.logout.untyped, "/ps/ips/logout?sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.playerInfo.untyped, "/ps/ips/getPlayerInfo?sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.balance.untyped, "/ps/ips/getBalance?includeExternalFreeBetBalances=true&sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.cashbackBalance.untyped, "/ps/ips/getSportRadarReportedCashbackBalance?sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.depositMethods.untyped, "/ps/ips/getDepositMethods?sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.withdrawalMethods.untyped, "/ps/ips/getWithdrawalMethods?sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.documentTypes.untyped, "/ps/ips/getDocumentTypes"),
        (SportRadarOmegaAPI.userDocuments.untyped, "/ps/ips/getUserDocuments?sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.transactions(start: "2025-03-01T00:00:00", end: "2025-03-31T23:59:59", tranTypes: ["DEPOSIT", "WITHDRAWAL"], page: 2, pageSize: 10).untyped,
         "/ps/ips/getTransactionHistoryByCurrency?startDateTime=2025-03-01T00:00:00&endDateTime=2025-03-31T23:59:59&tranType=DEPOSIT&tranType=WITHDRAWAL&pageNum=2&pageSize=10&sessionKey=session-key-placeholder"),
    ]

    @Test func omegaGetRequests() throws {
        for (endpoint, pathAndQuery) in Self.omegaGets {
            let request = try omega(endpoint)
            #expect(request.httpMethod == "GET")
            #expect(request.url?.absoluteString == "https://omega.test" + pathAndQuery)
            #expect(request.value(forHTTPHeaderField: "app-origin") == "ios")
            #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
            #expect(request.httpBody == nil)
        }
    }

    static let omegaQueryPosts: [(Request<Void>, String)] = [
        (SportRadarOmegaAPI.processDeposit(paymentMethod: "ADYEN_ALL", amount: "20.0", locale: "fr-FR", bonusPlanId: "NONE").untyped,
         "/ps/ips/processDeposit?paymentMethod=ADYEN_ALL&amount=20.0&option=DROP_IN&locale=fr-FR&requestedBonusPlanId=NONE&channel=iOS&threeDSNative=true&sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.checkPaymentStatus(paymentMethod: "ADYEN_ALL", paymentId: "5501234").untyped,
         "/ps/ips/checkPaymentStatus?paymentMethod=ADYEN_ALL&paymentId=5501234&sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.processWithdrawal(paymentMethod: "ADYEN_BP_BANKTRF", amount: "50.0", conversionId: nil).untyped,
         "/ps/ips/processWithdrawal?paymentMethod=ADYEN_BP_BANKTRF&amount=50.0&sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.processWithdrawal(paymentMethod: "X", amount: "50.0", conversionId: "c-1").untyped,
         "/ps/ips/processWithdrawal?paymentMethod=X&amount=50.0&conversionId=c-1&sessionKey=session-key-placeholder"),
        (SportRadarOmegaAPI.cancelWithdrawal(paymentId: "5509876").untyped, "/ps/ips/cancelWithdrawal?paymentId=5509876&sessionKey=session-key-placeholder"),
    ]

    @Test func omegaQueryPosts() throws {
        for (endpoint, pathAndQuery) in Self.omegaQueryPosts {
            let request = try omega(endpoint)
            #expect(request.httpMethod == "POST")
            #expect(request.url?.absoluteString == "https://omega.test" + pathAndQuery)
            #expect(request.httpBody == nil)
            #expect(endpoint.isIdempotent == false)
        }
    }

    @Test func loginIsMultipartWithoutSessionAndKeepsPasswordBytes() throws {
        let password = "p&ss@w+rd é 密码"
        let endpoint = SportRadarOmegaAPI.login(username: "player_demo01", password: password)
        let request = try provider.runtime.executor(.omega).makeRequest(for: endpoint, credentials: nil).urlRequest
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://omega.test/ps/ips/login")
        let contentType = try #require(request.value(forHTTPHeaderField: "Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary="))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let expected = "--\(boundary)\r\nContent-Disposition: form-data; name=\"username\"\r\n\r\nplayer_demo01\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"password\"\r\n\r\n\(password)\r\n--\(boundary)--\r\n"
        #expect(request.httpBody == Data(expected.utf8))
        #expect(endpoint.authorization == .none)
    }

    @Test func uploadsAreMultipart() throws {
        var form = MultipartFormData(boundary: "B")
        form.append(name: "documentType", value: "PASSPORT")
        form.append(name: "file", filename: "p.pdf", contentType: "application/pdf", source: .data(Data("%PDF".utf8)))
        for (endpoint, path) in [(SportRadarOmegaAPI.uploadDocument(form), "/ps/ips/uploadUserDocument"), (SportRadarOmegaAPI.uploadMultipleDocuments(form), "/ps/ips/uploadMultiUserDocument")] {
            let request = try omega(endpoint)
            #expect(request.httpMethod == "POST")
            #expect(request.url?.absoluteString == "https://omega.test\(path)?sessionKey=session-key-placeholder")
            #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=B")
            #expect(request.httpBody == Data("--B\r\nContent-Disposition: form-data; name=\"documentType\"\r\n\r\nPASSPORT\r\n--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"p.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--B--\r\n".utf8))
            #expect(request.timeoutInterval == 300)
        }
    }

    @Test func sessionCallsWithoutCredentialsFail() {
        #expect(throws: ServiceProviderError.unauthorized) {
            try provider.runtime.executor(.omega).makeRequest(for: SportRadarOmegaAPI.balance, credentials: nil)
        }
        #expect(throws: ServiceProviderError.unauthorized) {
            try provider.runtime.executor(.betting).makeRequest(for: SportRadarPoseidonAPI.allowedCashoutBetIds, credentials: Credentials(accessToken: "k"))
        }
    }

    @Test func contentGet() throws {
        let request = try content(SportRadarPoseidonAPI.event(id: "4067574.1", language: "FR"))
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://poseidon.test/base/services/content/get")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(request.value(forHTTPHeaderField: "X-MGS-BusinessUnit") == nil)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try json(request) == ["contentId": ["type": "event", "id": "4067574.1"], "clientContext": ["language": "FR", "ipAddress": "127.0.0.1"]])
        #expect(SportRadarPoseidonAPI.event(id: "b", language: "FR").isIdempotent)
        #expect(SportRadarPoseidonAPI.navigation(id: "1356/top", language: "FR").cacheTTL == SportRadarPoseidonAPI.navigationTTL)
    }

    @Test func calculatePotentialReturnHasNoAuth() throws {
        let ticket = try Fixture.decode(SportRadarModels.BetTicket.self, "calculatePotentialReturn-request")
        let request = try content(SportRadarPoseidonAPI.calculatePotentialReturn(ticket))
        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/base/api/betting/fo/bet/calculate")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(try json(request) == fixtureJSON("calculatePotentialReturn-request"))
    }

    func expectBettingHeaders(_ request: URLRequest) {
        #expect(request.value(forHTTPHeaderField: "Authorization") == "launch-token-placeholder")
        #expect(request.value(forHTTPHeaderField: "X-MGS-BusinessUnit") == "3")
        #expect(request.value(forHTTPHeaderField: "X-MGS-Location") == "FR")
        #expect(request.url?.query?.contains("sessionKey") != true)
    }

    @Test func placeBets() throws {
        let body = try Fixture.decode(SportRadarModels.PlaceBetsRequest.self, "placeBets-request")
        let request = try betting(SportRadarPoseidonAPI.placeBets(body))
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://poseidon.test/base/api/betting/fo/betslip")
        expectBettingHeaders(request)
        #expect(try json(request) == fixtureJSON("placeBets-request"))
        #expect(SportRadarPoseidonAPI.placeBets(body).isIdempotent == false)
    }

    @Test func betHistory() throws {
        let open = try betting(SportRadarPoseidonAPI.betHistory(states: "Opened", page: 2, pageSize: 20, from: nil, to: nil))
        #expect(open.httpMethod == "GET")
        #expect(open.url?.absoluteString == "https://poseidon.test/base/api/betting/fo/bets?betStateTypes=Opened&betOutcomes=NotSpecified&orderBy=0&orderDesc=true&pageSize=20&pageNumber=2")
        expectBettingHeaders(open)
        let dated = try betting(SportRadarPoseidonAPI.betHistory(states: "Settled,Closed,Cancelled", page: 1, pageSize: 20, from: "2025-03-01", to: "2025-03-31"))
        #expect(dated.url?.query == "betStateTypes=Settled,Closed,Cancelled&betOutcomes=NotSpecified&orderBy=0&orderDesc=true&pageSize=20&pageNumber=1&from=2025-03-01&to=2025-03-31")
    }

    @Test func cashoutCalls() throws {
        let allowed = try betting(SportRadarPoseidonAPI.allowedCashoutBetIds)
        #expect(allowed.httpMethod == "GET")
        #expect(allowed.url?.path == "/base/api/cashout/fo/cashout/allowedBetIds")
        expectBettingHeaders(allowed)
        let free = try betting(SportRadarPoseidonAPI.freeBalance)
        #expect(free.httpMethod == "GET")
        #expect(free.url?.path == "/base/api/betting/fo/freeBalance")
        let full = try betting(SportRadarPoseidonAPI.calculateCashout(betId: "98765432.10", partialStake: nil))
        #expect(full.httpMethod == "POST")
        #expect(full.url?.path == "/base/api/cashout/fo/cashout/98765432.10/calculate")
        #expect(full.httpBody == nil)
        expectBettingHeaders(full)
        let partial = try betting(SportRadarPoseidonAPI.calculateCashout(betId: "98765432.10", partialStake: 5))
        #expect(try json(partial) == fixtureJSON("calculateCashout-request"))
        let cashout = try betting(SportRadarPoseidonAPI.cashout(betId: "98765432.10", expectedValue: dec("12.4")))
        #expect(cashout.httpMethod == "POST")
        #expect(cashout.url?.path == "/base/api/cashout/fo/cashout/98765432.10")
        #expect(try json(cashout) == fixtureJSON("cashoutBet-request"))
        expectBettingHeaders(cashout)
    }
}
