import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// `Retry-After` is server text: read byte by byte, never by `DateFormatter` or `TimeInterval(_:)`,
/// and never shown through a trapping `Int` conversion.
@Suite struct RetryAfterParsingTests {
    private let now = Date(timeIntervalSince1970: 1_445_412_475) // Wed, 21 Oct 2015 07:27:55 GMT

    @Test(arguments: ["1e300", "inf", "-inf", "nan", "infinity", "0x10", "+5", "-5", "1.5", "1_000", "99999999999999999999999",
                      "Wed, 21 Oct 2015 07:28:0\u{032B}0 GMT", "Wed, 2\u{0661} Oct 2015 07:28:00 GMT", "Wed, 21 Oct 2015 07:28:00 GMT\u{0301}",
                      "Wed, 21 Oct 2015 07:28:00." + String(repeating: "1", count: 40) + " GMT", "Wed, 31 Feb 2015 07:28:00 GMT",
                      "Wed, 21 Oct 2015 25:28:00 GMT", "Wed, 21 Oct 2015 07:28:00 PST", "Xyz, 21 Oct 2015 07:28:00 GMT"])
    func hostileValuesAreNil(_ value: String) {
        #expect(RetryPolicy.parseRetryAfter(value, now: now) == nil)
    }

    @Test func theThreeHTTPDateFormsAndDelaySeconds() {
        #expect(RetryPolicy.parseRetryAfter("120", now: now) == 120)
        #expect(RetryPolicy.parseRetryAfter("0", now: now) == 0)
        #expect(RetryPolicy.parseRetryAfter("000086400", now: now) == 86_400)
        #expect(RetryPolicy.parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now: now) == 5)
        #expect(RetryPolicy.parseRetryAfter("Wednesday, 21-Oct-15 07:28:00 GMT", now: now) == 5)
        #expect(RetryPolicy.parseRetryAfter("Wed Oct 21 07:28:00 2015", now: now) == 5)
        #expect(RetryPolicy.parseRetryAfter("Sun Nov  6 08:49:37 2016", now: Date(timeIntervalSince1970: 1_478_422_177)) == 0)
        #expect(RetryPolicy.parseRetryAfter("Sun Nov  6 08:49:37 2016", now: Date(timeIntervalSince1970: 1_478_422_170)) == 7)
        // rfc850-date: a two-digit year more than 50 years ahead is in the past century.
        #expect(RetryPolicy.parseRetryAfter("Sunday, 06-Nov-94 08:49:37 GMT", now: now) == 0)
        let fiftyYears = RetryPolicy.parseRetryAfter("Wednesday, 21-Oct-65 07:28:00 GMT", now: now) ?? 0
        #expect(abs(fiftyYears - (18_263 * 86_400 + 5)) < 0.001, "2065: 50 years ahead")
        #expect(RetryPolicy.parseRetryAfter("Thursday, 21-Oct-66 07:28:00 GMT", now: now) == 0, "1966, not 2066")
    }

    @Test func aHugeWaitIsShownWithoutTrapping() {
        #expect(ServiceProviderError.rateLimited(retryAfter: 1e300).message == "Too many requests. Please wait a moment.")
        #expect(ServiceProviderError.rateLimited(retryAfter: .infinity).message == "Too many requests. Please wait a moment.")
        #expect(ServiceProviderError.rateLimited(retryAfter: .nan).message == "Too many requests. Please wait a moment.")
        #expect(ServiceProviderError.rateLimited(retryAfter: 2.1).message == "Too many requests. Please wait 3 seconds.")
    }

    @Test func sleepingForeverOrNaNDoesNotTrap() async throws {
        try await taskSleep(.nan)
        try await taskSleep(-1e300)
        let forever = Task { try await taskSleep(1e300) }
        forever.cancel()
        await #expect(throws: CancellationError.self) { try await forever.value }
    }
}
