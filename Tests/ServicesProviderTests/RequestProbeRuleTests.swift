import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable @_spi(Fuzzing) import ServicesProviderTooling

/// The request probes' rules catch what they are for: each is shown a request that breaks it
/// (as a provider that sent the id raw, split it, rounded an amount or echoed a secret would),
/// and one that keeps it.
@Suite struct RequestProbeRuleTests {
    func request(_ url: String, method: String = "GET", json: String? = nil) -> SentRequest {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return SentRequest(request)
    }

    func record(_ requests: [SentRequest], error: ServiceProviderError? = nil, live: [String] = []) -> ProbeCallRecord {
        ProbeCallRecord(name: "call", error: error, requests: requests, live: live, timedOut: false)
    }

    @Test func aPathSegmentHoldsOnlyUnreservedCharactersAndEscapesAndNeverClimbs() {
        #expect(request("https://api.test/api/events/v1/123%3Bjsessionid%3Dx/markets").pathProblems.isEmpty)
        #expect(request("https://api.test/v1/98765432.10/a-b_c~d/%C3%A9").pathProblems.isEmpty)
        for bad in ["https://api.test/api/events/v1/123;jsessionid=x/markets", "https://api.test/v1/a@b", "https://api.test/v1/a,b",
                    "https://api.test/v1/%2e%2e/wallet", "https://api.test/v1/%2E/wallet", "https://api.test/v1/a!b", "https://api.test/v1/sr:match:1", "https://api.test/v1//wallet"] {
            #expect(request(bad).pathProblems.count == 1, "\(bad)")
        }
    }

    @Test func anIdMustArriveWholeInOneSegmentOrValue() {
        let id = ProbeId(text: "zqtest&admin=1", marker: "zqtest")
        let whole = request("https://api.test/v1/bets?id=zqtest%26admin%3D1")
        let split = request("https://api.test/v1/bets?id=zqtest&admin=1")
        #expect(HostileIdProbe.findings(record([whole]), id: id).isEmpty)
        #expect(HostileIdProbe.findings(record([split]), id: id).count == 1)
        let slashed = ProbeId(text: "zqtest/x", marker: "zqtest")
        #expect(HostileIdProbe.findings(record([request("https://api.test/v1/zqtest%2Fx/status")]), id: slashed).isEmpty)
        #expect(HostileIdProbe.findings(record([request("https://api.test/v1/zqtest/x/status")]), id: slashed).count == 1)
        #expect(HostileIdProbe.findings(record([], live: ["/sports/4093/en/zqtest/x/1"]), id: slashed).count == 1)
        #expect(HostileIdProbe.findings(record([request("https://api.test/v1/b", method: "POST", json: #"{"id":"zqtest&admin=1"}"#)]), id: id).isEmpty)
        let long = ProbeId(text: "zqlong" + String(repeating: "9", count: 2_000), marker: "zqlong")
        #expect(HostileIdProbe.findings(record([request("https://api.test/v1/\(long.text)")]), id: long).count == 1)
        // Refused before sending: nothing to hold to the rules.
        #expect(HostileIdProbe.findings(record([], error: .validation(fields: [])), id: id).isEmpty)
    }

    @Test func anAmountIsRefusedUnlessSendableAndThenGoesWithItsExactDigits() {
        func amount(_ text: String, _ currency: String = "EUR") -> ProbeAmount { ProbeAmount(text: text, currency: currency) }
        for sendable in [amount("10.50"), amount("0.01"), amount("1300", "XAF"), amount("1.005", "BHD"), amount("100000000000"), amount("5", "USD")] {
            #expect(AmountProbe.isSendable(sendable), "\(sendable)")
        }
        for refused in [amount("0"), amount("-10"), amount("10.005"), amount("1.5", "XAF"), amount("1e127"), amount("100000000000.01"),
                        amount("5", "eur"), amount("5", "ZZZ"), amount("NaN"), amount("5", "")] {
            #expect(!AmountProbe.isSendable(refused), "\(refused)")
        }
        let placed = request("https://api.test/v1/bets", method: "POST", json: #"{"stake":10.07,"currency":"EUR"}"#)
        #expect(AmountProbe.findings(record([placed]), amount: amount("10.07"), readCurrency: "EUR").isEmpty)
        let asDouble = request("https://api.test/v1/bets", method: "POST", json: #"{"stake":10.069999999999999}"#)
        #expect(AmountProbe.findings(record([asDouble]), amount: amount("10.07"), readCurrency: "EUR").count == 1)
        let dollars = request("https://api.test/v1/bets", method: "POST", json: #"{"stake":5}"#)
        #expect(AmountProbe.findings(record([dollars]), amount: amount("5", "USD"), readCurrency: "EUR").count == 1)
        let named = request("https://api.test/v1/bets", method: "POST", json: #"{"stake":5,"currency":"USD"}"#)
        #expect(AmountProbe.findings(record([named]), amount: amount("5", "USD"), readCurrency: "EUR").isEmpty)
        // An amount that is not one: refused, having read (GET) at most.
        #expect(AmountProbe.findings(record([request("https://api.test/v1/balance")], error: .validation(fields: [])),
                                     amount: amount("10.005"), readCurrency: "EUR").isEmpty)
        #expect(AmountProbe.findings(record([placed], error: .validation(fields: [])), amount: amount("10.005"), readCurrency: "EUR").count == 1)
        #expect(AmountProbe.findings(record([placed], error: .server(status: 500, message: nil)), amount: amount("10.005"),
                                     readCurrency: "EUR").count == 1)
    }

    @Test func aSecretIsFoundAsSentEncodedEscapedOrInAnotherCase() {
        let secret = #"PW-"ß"/\x &y"#
        for text in ["a " + secret + " b", secret.uppercased(), secret.lowercased(), EchoingVendor.forms(of: secret)[1],
                     #"PW-\"ß\"/\\x &y"#, #"PW-\"ß\"\/\\x &y"#, "PW-\"SS\"/\\X &Y"] {
            #expect(VendorEchoProbe.shows(secret, in: text), "\(text)")
        }
        #expect(!VendorEchoProbe.shows(secret, in: "PW-<redacted> &y"))
    }
}
