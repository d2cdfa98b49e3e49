import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

@Suite struct WAMPInboxTests {
    private func payload(_ number: Int) -> WAMPPayload {
        WAMPPayload(arguments: Data("[]".utf8), keywordArguments: Data(#"{"n":\#(number)}"#.utf8))
    }

    @Test func everythingWaitingIsTakenAtOnceInArrivalOrder() async throws {
        let inbox = WAMPInbox()
        for number in 1...3 { inbox.append(payload(number)) }
        let waiting = try await inbox.takeAll()
        #expect(waiting == [payload(1), payload(2), payload(3)])
        inbox.append(payload(4))
        let next = try await inbox.takeAll()
        #expect(next == [payload(4)])
    }

    @Test func aWaitingConsumerGetsTheNextPayload() async throws {
        let inbox = WAMPInbox()
        let taken = Task { try await inbox.takeAll() }
        try await Task.sleep(nanoseconds: 20_000_000)  // Either order must give the same answer.
        inbox.append(payload(1))
        let handed = try await taken.value
        #expect(handed == [payload(1)])
    }

    @Test func theEndComesAfterThePayloadsBeforeIt() async throws {
        let inbox = WAMPInbox()
        inbox.append(payload(1))
        inbox.append(payload(2))
        inbox.finish(throwing: .timedOut)
        inbox.append(payload(3))
        inbox.finish(throwing: .cancelled)
        let beforeTheEnd = try await inbox.takeAll()
        #expect(beforeTheEnd == [payload(1), payload(2)])
        do {
            _ = try await inbox.takeAll()
            Issue.record("expected the subscription's end")
        } catch {
            #expect(error == .timedOut, "the first end is kept; a payload after it is dropped")
        }
    }

    @Test func aConsumerWaitingWhenTheSubscriptionEndsGetsItsError() async throws {
        let inbox = WAMPInbox()
        let taken = Task { try await inbox.takeAll() }
        try await Task.sleep(nanoseconds: 20_000_000)
        inbox.finish(throwing: .offline)
        do {
            _ = try await taken.value
            Issue.record("expected .offline")
        } catch {
            #expect(error as? ServiceProviderError == .offline)
        }
    }

    @Test func cancellingAWaitingConsumerThrowsCancelled() async throws {
        let inbox = WAMPInbox()
        let taken = Task { try await inbox.takeAll() }
        try await Task.sleep(nanoseconds: 20_000_000)
        taken.cancel()
        do {
            _ = try await taken.value
            Issue.record("expected .cancelled")
        } catch {
            #expect(error as? ServiceProviderError == .cancelled)
        }
        // The inbox still works for the next consumer.
        inbox.append(payload(1))
        let afterTheCancel = try await inbox.takeAll()
        #expect(afterTheCancel == [payload(1)])
    }
}
