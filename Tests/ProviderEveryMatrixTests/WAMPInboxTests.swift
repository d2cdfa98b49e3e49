import Foundation
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

final class WAMPInboxTests: XCTestCase {
    private func payload(_ number: Int) -> WAMPPayload {
        WAMPPayload(arguments: Data("[]".utf8), keywordArguments: Data(#"{"n":\#(number)}"#.utf8))
    }

    func testEverythingWaitingIsTakenAtOnceInArrivalOrder() async throws {
        let inbox = WAMPInbox()
        for number in 1...3 { inbox.append(payload(number)) }
        let waiting = try await inbox.takeAll()
        XCTAssertEqual(waiting, [payload(1), payload(2), payload(3)])
        inbox.append(payload(4))
        let next = try await inbox.takeAll()
        XCTAssertEqual(next, [payload(4)])
    }

    func testAWaitingConsumerGetsTheNextPayload() async throws {
        let inbox = WAMPInbox()
        let taken = Task { try await inbox.takeAll() }
        try await Task.sleep(nanoseconds: 20_000_000)  // Either order must give the same answer.
        inbox.append(payload(1))
        let handed = try await taken.value
        XCTAssertEqual(handed, [payload(1)])
    }

    func testTheEndComesAfterThePayloadsBeforeIt() async throws {
        let inbox = WAMPInbox()
        inbox.append(payload(1))
        inbox.append(payload(2))
        inbox.finish(throwing: .timedOut)
        inbox.append(payload(3))
        inbox.finish(throwing: .cancelled)
        let beforeTheEnd = try await inbox.takeAll()
        XCTAssertEqual(beforeTheEnd, [payload(1), payload(2)])
        do {
            _ = try await inbox.takeAll()
            XCTFail("expected the subscription's end")
        } catch {
            XCTAssertEqual(error, .timedOut, "the first end is kept; a payload after it is dropped")
        }
    }

    func testAConsumerWaitingWhenTheSubscriptionEndsGetsItsError() async throws {
        let inbox = WAMPInbox()
        let taken = Task { try await inbox.takeAll() }
        try await Task.sleep(nanoseconds: 20_000_000)
        inbox.finish(throwing: .offline)
        do {
            _ = try await taken.value
            XCTFail("expected .offline")
        } catch {
            XCTAssertEqual(error as? ServiceProviderError, .offline)
        }
    }

    func testCancellingAWaitingConsumerThrowsCancelled() async throws {
        let inbox = WAMPInbox()
        let taken = Task { try await inbox.takeAll() }
        try await Task.sleep(nanoseconds: 20_000_000)
        taken.cancel()
        do {
            _ = try await taken.value
            XCTFail("expected .cancelled")
        } catch {
            XCTAssertEqual(error as? ServiceProviderError, .cancelled)
        }
        // The inbox still works for the next consumer.
        inbox.append(payload(1))
        let afterTheCancel = try await inbox.takeAll()
        XCTAssertEqual(afterTheCancel, [payload(1)])
    }
}
