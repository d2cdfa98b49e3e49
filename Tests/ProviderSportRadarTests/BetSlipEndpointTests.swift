import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// The bet slip's further calls as the executor builds them; every body equals its `-request` file.
struct BetSlipEndpointTests {
    let provider = TestConfig.provider(transport: TestConfig.router([:]))

    func betting(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try provider.runtime.executor(.betting).makeRequest(for: endpoint, credentials: TestConfig.credentials).urlRequest
    }

    func json(_ request: URLRequest) throws -> NSObject {
        let body = try #require(request.httpBody)
        return try #require(try JSONSerialization.jsonObject(with: body) as? NSObject)
    }

    func fixture(_ name: String) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSObject)
    }

    func expectBusinessHeaders(_ request: URLRequest, launchToken: Bool) {
        #expect(request.value(forHTTPHeaderField: "Authorization") == (launchToken ? "launch-token-placeholder" : nil))
        #expect(request.value(forHTTPHeaderField: "X-MGS-BusinessUnit") == "3")
        #expect(request.value(forHTTPHeaderField: "X-MGS-Location") == "FR")
    }

    @Test func allowedBetTypesHasNoAuth() throws {
        let body = SportRadarModels.AllowedBetTypesRequest(betLegs: try SportRadarModelMapper.betLegs(PoseidonMapperTests.slip.selections))
        let request = try betting(SportRadarPoseidonAPI.allowedBetTypes(body))
        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/base/api/betting/fo/allowedBetTypesWithCalculation")
        expectBusinessHeaders(request, launchToken: false)
        #expect(try json(request) == fixture("allowedBetTypesWithCalculation-request"))
    }

    @Test func confirmAndReject() throws {
        let confirm = try betting(SportRadarPoseidonAPI.confirmBetslip(id: "30412877", language: "FR"))
        #expect(confirm.httpMethod == "PUT")
        #expect(confirm.url?.path == "/base/api/betting/fo/betslip/30412877/confirm")
        expectBusinessHeaders(confirm, launchToken: true)
        #expect(confirm.value(forHTTPHeaderField: "Accept-Language") == "FR")
        #expect(confirm.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try json(confirm) == fixture("confirmBetslip-request"))
        #expect(SportRadarPoseidonAPI.confirmBetslip(id: "1", language: "FR").isIdempotent == false)
        let reject = try betting(SportRadarPoseidonAPI.rejectBetslip(id: "30412877", language: "FR"))
        #expect(reject.httpMethod == "POST")
        #expect(reject.url?.path == "/base/api/betting/fo/betslip/30412877/reject")
        #expect(reject.value(forHTTPHeaderField: "Accept-Language") == "FR")
        expectBusinessHeaders(reject, launchToken: true)
        #expect(try json(reject) == fixture("rejectBetslip-request"))
    }

    @Test func partialCashout() throws {
        let request = try betting(SportRadarPoseidonAPI.partialCashout(betId: "98765432.10", expectedValue: dec("6.2"), stakeValue: 5))
        #expect(request.httpMethod == "POST")
        #expect(request.url?.path == "/base/api/cashout/fo/cashout/98765432.10")
        expectBusinessHeaders(request, launchToken: true)
        #expect(try json(request) == fixture("cashoutBet-partial-request"))
    }

    @Test func betBuilder() throws {
        let calculate = try betting(SportRadarPoseidonAPI.customBetCalculate(.init(idFOSelections: ["251663186.1", "251663190.1"], stakeAmount: 10)))
        #expect(calculate.httpMethod == "POST")
        #expect(calculate.url?.path == "/base/api/custom-bet/v1/calculate")
        expectBusinessHeaders(calculate, launchToken: false)
        #expect(try json(calculate) == fixture("customBet-calculate-request"))
        let place = try betting(SportRadarPoseidonAPI.placeCustomBet(.init(idFOSelections: ["251663186.1", "251663190.1"], stakeAmount: 10,
                                                                          calculatedOdds: dec("3.15"))))
        #expect(place.url?.path == "/base/api/custom-bet/v1/placecustombet")
        expectBusinessHeaders(place, launchToken: true)
        #expect(try json(place) == fixture("customBet-place-request"))
        #expect(SportRadarPoseidonAPI.placeCustomBet(.init(idFOSelections: [], stakeAmount: 1, calculatedOdds: 2)).isIdempotent == false)
    }

    @Test func specialOffers() throws {
        let body = try SportRadarModelMapper.specialOffersRequest(PoseidonMapperTests.slip, betType: "T")
        let request = try betting(SportRadarPoseidonAPI.specialOffers(body))
        #expect(request.url?.path == "/base/api/special-offer-calculator/v1/calculateSpecialOffers")
        expectBusinessHeaders(request, launchToken: true)
        #expect(try json(request) == fixture("calculateSpecialOffers-request"))
    }

    @Test func settings() throws {
        let read = try betting(SportRadarPoseidonAPI.betslipSettings)
        #expect(read.httpMethod == "GET")
        #expect(read.url?.path == "/base/api/betting/fo/attribute/getAll")
        expectBusinessHeaders(read, launchToken: true)
        let settings = try SportRadarModelMapper.oddsChangeSettings(.acceptHigher)
        let write = try betting(SportRadarPoseidonAPI.updateBetslipSetting(try #require(settings.first)))
        #expect(write.httpMethod == "POST")
        #expect(write.url?.path == "/base/api/betting/fo/attribute/update")
        #expect(try json(write) == fixture("betslipSettings-update-request"))
        #expect(settings.map(\.id) == [667, 668])
        #expect(settings.map(\.name) == ["oddsChangeInRunning", "oddsChangePreMatch"])
    }
}
