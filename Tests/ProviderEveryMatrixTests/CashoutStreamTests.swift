import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The cashout value stream: both SSE fixtures parsed and mapped, the request, and the stream
/// end to end over a buffered transport.
@Suite struct CashoutStreamTests {
    private let first = "63fd0b52-f6ef-40cc-8836-9fd79af0367d"
    private let second = "8ac1b7dd-952f-401a-bf0f-02ac8a8b71ab"

    private func money(_ text: String, _ currency: String = "EUR") -> Money { Money(amount: Decimal(string: text)!, currency: currency) }

    private func offers(in fixture: String) throws -> [CashoutOffer] {
        var parser = ServerSentEventParser()
        return parser.consume(try Fixture.data(fixture)).compactMap { EveryMatrixModelMapper.cashoutOffer(from: $0, currency: "EUR") }
    }

    @Test func updatesFixtureSkipsPingRulesAndNoValueAndMarksBelowMinimum() throws {
        #expect(try offers(in: "api/cashout-value-updates.sse.txt") == [
            CashoutOffer(betId: second, amount: money("0"), allowsPartial: true, remainingStake: money("1600"),
                         potentialWinning: money("3054.54"), status: .belowMinimum),
            CashoutOffer(betId: first, amount: money("16890.55"), allowsPartial: true, remainingStake: money("17263"),
                         potentialWinning: money("27448.17")),
            CashoutOffer(betId: second, amount: money("1540"), allowsPartial: false, remainingStake: money("1600"),
                         potentialWinning: money("3054.54")),
            CashoutOffer(betId: first, amount: money("17105.2"), allowsPartial: true, remainingStake: money("17263"),
                         potentialWinning: money("27448.17")),
        ])
    }

    @Test func recordedFixtureOnTheOlderPathMapsItsOneValue() throws {
        #expect(try offers(in: "api/cashout-value-stream-recorded.sse.txt") == [
            CashoutOffer(betId: first, amount: money("17263"), allowsPartial: true, remainingStake: money("17263"),
                         potentialWinning: money("27448.17")),
        ])
    }

    @Test func unknownCodeWithAValueIsDeliveredRawAndBadPayloadsAreSkipped() {
        let unknown = ServerSentEvent(data: #"{"messageType":"CASHOUT_VALUE","betId":"b1","cashoutValue":5,"stake":10,"details":{"code":107}}"#)
        #expect(EveryMatrixModelMapper.cashoutOffer(from: unknown, currency: "EUR")?.status == .unknown("107"))
        #expect(EveryMatrixModelMapper.cashoutOffer(from: ServerSentEvent(data: "{not json"), currency: "EUR") == nil)
        #expect(EveryMatrixModelMapper.cashoutOffer(from: ServerSentEvent(data: #"{"messageType":"CASHOUT_VALUE","betId":"b1"}"#), currency: "EUR") == nil)
    }

    @Test func streamRequestMatchesTheVendorsCall() throws {
        let executor = makeProvider(StubTransport { _ in .json("{}") }).runtime.executor(.sports)
        let request = try executor.makeRequest(for: EveryMatrixSportsAPI.cashoutValueUpdates(operatorId: "4093", language: "en", betIds: [first, second]),
                                               credentials: Credentials(accessToken: "SID", userId: "7014240")).urlRequest
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://sports.test/bets-api/v1/4093/cashout-value-updates")
        for (name, value) in ["x-session-id": "SID", "x-user-id": "7014240", "userId": "7014240", "x-operator-id": "4093",
                              "x-language": "en", "Accept": "text/event-stream"] {
            #expect(request.value(forHTTPHeaderField: name) == value, "\(name)")
        }
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("api/cashout-value-updates.request.json")) as? NSDictionary
        #expect(request.jsonBody as NSDictionary? == expected)
    }

    /// A transport that cannot stream answers each connection with its whole body; the stream
    /// reconnects (polls) and delivers a bet's offer only when it differs from the bet's last one,
    /// so the same values polled again deliver nothing twice.
    @Test func bufferedTransportPollsWithoutDuplicates() async throws {
        let body = Data(("data:" + #"{"messageType":"CASHOUT_VALUE","betId":"\#(first)","cashoutValue":10.5,"stake":20,"details":{"code":100}}"# + "\n\n" +
                         "data:" + #"{"messageType":"CASHOUT_VALUE","betId":"\#(second)","cashoutValue":3,"stake":4,"details":{"code":100}}"# + "\n\n").utf8)
        let transport = StubTransport { request in
            request.url?.path.hasSuffix("/balance") == true
                ? .json(#"{"totalAmount":{"EUR":10},"items":[{"type":"Real","amount":10,"currency":"EUR"}]}"#)
                : .response(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)
        }
        let provider = makeProvider(transport)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
        let received = Locked<[CashoutOffer]>([])
        let stream = provider.betting.cashoutOffers(betIds: [first, second, first])
        let consumer = Task {
            for try await offer in stream { received.withLock { $0.append(offer) } }
        }
        func connections() -> [URLRequest] { transport.requests.filter { $0.url?.path.hasSuffix("/cashout-value-updates") == true } }
        for _ in 0..<2000 where connections().count < 4 { try await Task.sleep(nanoseconds: 1_000_000) }
        consumer.cancel()
        #expect(connections().count >= 4)
        #expect(received.withLock { $0 }.map(\.amount) == [money("10.5"), money("3")])
        #expect(connections().first?.jsonBody?["betIds"] as? [String] == [first, second])
    }

    @Test func emptyOrInvalidBetIdsFailBeforeAnyRequest() async throws {
        let transport = StubTransport { _ in .json("{}") }
        let provider = makeProvider(transport)
        for ids in [[], ["a/b"], [""]] {
            do {
                for try await _ in provider.betting.cashoutOffers(betIds: ids) {}
                Issue.record("no error for \(ids)")
            } catch {
                #expect([.invalidRequest(message: "No bet to follow.")].contains(error)
                        || { if case .validation = error { return true }; return false }(), "\(error)")
            }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func cashoutOfferIsTheStreamsFirstValue() async throws {
        let body = try Fixture.data("api/cashout-value-updates.sse.txt")
        let provider = makeProvider(StubTransport { request in
            request.url?.path.hasSuffix("/balance") == true
                ? .json(#"{"totalAmount":{"XAF":10},"items":[{"type":"Real","amount":10,"currency":"XAF"}]}"#)
                : .response(status: 200, headers: ["Content-Type": "text/event-stream"], body: body)
        })
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
        let offer = try await provider.betting.cashoutOffer(betId: first)
        #expect(offer.amount == money("16890.55", "XAF"))
        #expect(offer.remainingStake == money("17263", "XAF"))
    }

    /// Connections that end without a single event count as failures: after the executor's
    /// reconnects the call fails instead of waiting forever.
    @Test func cashoutOfferFailsWhenTheStreamKeepsEndingEmpty() async throws {
        let provider = makeProvider(StubTransport { request in
            request.url?.path.hasSuffix("/balance") == true
                ? .json(#"{"totalAmount":{"EUR":10}}"#)
                : .response(status: 200, headers: ["Content-Type": "text/event-stream"], body: Data())
        })
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
        do {
            _ = try await provider.betting.cashoutOffer(betId: first)
            Issue.record("expected a failure")
        } catch {
            #expect(error == .network(.networkConnectionLost))
        }
    }

    @Test func signedOutStreamIsUnauthorized() async throws {
        let transport = StubTransport { _ in .json("{}") }
        do {
            for try await _ in makeProvider(transport).betting.cashoutOffers(betIds: [first]) {}
            Issue.record("expected unauthorized")
        } catch {
            #expect(error == .unauthorized)
        }
        #expect(transport.requests.isEmpty)
    }
}
