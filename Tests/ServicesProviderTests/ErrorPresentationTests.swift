import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import ServicesProvider
import ServicesProviderTesting

/// What an app sees of a `ServiceProviderError` without switching on it: the user-facing
/// sentence through `LocalizedError` and the developer's text through `debugDescription`.
@Suite("Error presentation")
struct ErrorPresentationTests {
    static let samples: [ServiceProviderError] = [
        .network(.networkConnectionLost), .timedOut, .cancelled, .offline, .unauthorized, .sessionExpired, .forbidden,
        .notFound, .rateLimited(retryAfter: 30), .rateLimited(retryAfter: nil), .server(status: 503, message: "Busy"),
        .maintenance(message: nil), .invalidCredentials, .accountLocked(until: Date(timeIntervalSince1970: 0)),
        .validation(fields: [.init(field: "email", code: "DUPLICATE", message: "Email taken")]), .conflict(message: nil),
        .insufficientFunds(message: "Top up first."), .limitExceeded(message: nil), .betRejected(message: "Odds moved."),
        .decoding(type: "Wallet", codingPath: "balances[0].amount", debugDescription: "Expected a number."),
        .notSupported(feature: .systemBets, provider: "Goma"), .invalidRequest(message: "The stake must be greater than zero."),
        .invalidResponse(message: "Not HTTP."), .vendor(code: "FAIL_UN_PW", message: "Wrong password."),
    ]

    // MARK: LocalizedError

    @Test(arguments: samples)
    func localizedDescriptionIsTheMessage(error: ServiceProviderError) {
        #expect(error.errorDescription == error.message)
        // What a generic `catch` (any Error) or an alert built from an `Error` shows.
        let erased: any Error = error
        #expect(erased.localizedDescription == error.message)
        #expect((erased as NSError).localizedDescription == error.message)
    }

    @Test func aThrownErrorShowsItsSentenceThroughAnyError() async {
        let executor = makeExecutor(transport: StubTransport(.response(status: 401)))
        do {
            try await executor.perform(TestEndpoint())
            Issue.record("expected a failure")
        } catch {
            let erased: any Error = error
            #expect(erased.localizedDescription == "Please sign in to continue.")
        }
    }

    // MARK: debugDescription

    @Test func debugDescriptionNamesTheCaseAndItsData() {
        let expected: [(ServiceProviderError, String)] = [
            (.notFound, "notFound"),
            (.unauthorized, "unauthorized"),
            (.sessionExpired, "sessionExpired"),
            (.network(.networkConnectionLost), "network(code: \(URLError.Code.networkConnectionLost.rawValue))"),
            (.rateLimited(retryAfter: 30), "rateLimited(retryAfter: 30.0s)"),
            (.server(status: 503, message: "Busy"), #"server(status: 503, message: "Busy")"#),
            (.server(status: 500, message: nil), "server(status: 500, message: nil)"),
            (.accountLocked(until: Date(timeIntervalSince1970: 0)), "accountLocked(until: 1970-01-01T00:00:00Z)"),
            (.validation(fields: [.init(field: "email", code: "DUPLICATE", message: "Email taken"), .init(field: "age", code: "TOO_YOUNG")]),
             #"validation(fields: [email: "DUPLICATE" "Email taken", age: "TOO_YOUNG"])"#),
            (.decoding(type: "Wallet", codingPath: "balances[0].amount", debugDescription: "Expected a number."),
             #"decoding(type: Wallet, codingPath: "balances[0].amount", debugDescription: "Expected a number.")"#),
            (.notSupported(feature: .systemBets, provider: "Goma"), "notSupported(feature: systemBets, provider: Goma)"),
            (.vendor(code: "FAIL_UN_PW", message: nil), #"vendor(code: "FAIL_UN_PW", message: nil)"#),
            (.invalidResponse(message: "line\n\"two\""), #"invalidResponse(message: "line\n\"two\"")"#),
        ]
        for (error, text) in expected {
            #expect(error.debugDescription == text)
            #expect(String(reflecting: error) == text)
            #expect("\(error)" == text, "interpolation prints the debug description")
        }
    }
}
